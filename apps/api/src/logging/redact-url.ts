/**
 * A request URL as it may be logged. Links from e-mails carry single-use secrets in their query
 * (`/reset-password?email=…&code=…`, `/confirm-email?userId=…&code=…`): a log line must hold
 * neither the code nor the address. Those pages lose their whole query; elsewhere the values of
 * parameters named like a secret (code, token, password, key, secret) or holding an e-mail
 * address are replaced.
 */
const SECRET_PAGES = /^\/(?:api\/auth\/)?(?:reset-password|confirm-email)\/?$/i;
const SECRET_NAME = /code|token|password|secret|key|email/i;
const EMAIL = /[^\s@/?&=]+@[^\s@/?&=]+\.[^\s@/?&=]+/;
const REDACTED = '[redacted]';

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const path = url.slice(0, queryStart);
  if (SECRET_PAGES.test(path)) return `${path}?${REDACTED}`;
  const parts = url
    .slice(queryStart + 1)
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      const name = equals === -1 ? part : part.slice(0, equals);
      const value = equals === -1 ? '' : part.slice(equals + 1);
      let decoded = value;
      try {
        decoded = decodeURIComponent(value.replace(/\+/g, ' '));
      } catch {
        // A malformed escape is logged as sent (it is not a secret we could recognise).
      }
      return SECRET_NAME.test(name) || EMAIL.test(decoded) ? `${name}=${REDACTED}` : part;
    });
  return `${path}?${parts.join('&')}`;
}
