/** One cookie from a `Cookie` header (DOM-free: the server and its page cache use it too). */
export function readCookie(
  cookieHeader: string | null | undefined,
  name: string,
): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = decodeURIComponent(rest.join('='));
      return value === '' ? undefined : value;
    }
  }
  return undefined;
}
