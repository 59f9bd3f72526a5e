/**
 * A refusal of an administration use case, in words the administrator can act on. The API maps
 * `kind` to a status (bad-request 400, not-found 404, conflict 409, too-large 413); `field`
 * names the form field (or file) at fault.
 */
import type { DeckRef } from '@goi/contracts';

export type AdminErrorKind = 'bad-request' | 'not-found' | 'conflict' | 'too-large';

export class AdminError extends Error {
  override readonly name = 'AdminError';
  constructor(
    readonly kind: AdminErrorKind,
    message: string,
    readonly field?: string,
    /** The deck that already exists (a duplicate refused). */
    readonly existing?: DeckRef,
  ) {
    super(message);
  }
}
