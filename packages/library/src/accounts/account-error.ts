/**
 * A refusal the user should read (wrong password, locked account, taken username). `kind` says
 * what happened in transport-free words; the API maps it to a status code.
 */
export type AccountErrorKind =
  | 'invalid' // bad input or an unusable token/code → 400
  | 'unauthorized' // wrong credentials, bad or expired session → 401
  | 'forbidden' // locked, e-mail not confirmed, not allowed → 403
  | 'not-found' // no such thing for this user → 404
  | 'conflict' // username or e-mail taken → 409
  | 'disabled'; // a feature that is not configured (Google sign-in) → 404

export class AccountError extends Error {
  constructor(
    readonly kind: AccountErrorKind,
    message: string,
    /** Problems by field name, for forms. */
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AccountError';
  }
}
