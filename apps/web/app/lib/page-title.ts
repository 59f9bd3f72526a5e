/** Page titles (spec §1, §8): "{page} - Goi", just "Goi" without a page name. */
export const PRODUCT_NAME = 'Goi';

export function pageTitle(page?: string | null): string {
  const name = page?.trim();
  return name ? `${name} - ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** The title of an error page: "{status} - {message}" for 404 and 500 (spec §8). */
export function errorPageTitle(status: number, message: string): string {
  return status === 404 || status === 500 ? `${status} - ${message}` : pageTitle(message);
}
