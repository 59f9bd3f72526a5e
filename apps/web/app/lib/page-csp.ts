/**
 * The pages' Content-Security-Policy. Scripts run only from this origin or inline with the
 * response's nonce (React Router's hydration data and module loader, the dark-mode script), never
 * any inline script: the session cookies are readable by scripts. Styles stay inline-friendly
 * (Radix positions popovers with style attributes). Responses without a nonce (data requests,
 * files) get the policy without one: no inline script at all.
 */
export function pageContentSecurityPolicy(nonce?: string): string {
  return [
    "default-src 'self'",
    nonce ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "connect-src 'self'",
    "font-src 'self' data:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
