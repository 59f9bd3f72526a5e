/**
 * One cookie from a `Cookie` header (DOM-free: the server and its page cache use it too). A value
 * that is not valid percent-encoding (`accessToken=%`) reads as no cookie: for a session cookie,
 * no session, instead of a thrown URIError answering every page 500.
 */
export function readCookie(
  cookieHeader: string | null | undefined,
  name: string,
): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      let value: string;
      try {
        value = decodeURIComponent(rest.join('='));
      } catch {
        return undefined;
      }
      return value === '' ? undefined : value;
    }
  }
  return undefined;
}
