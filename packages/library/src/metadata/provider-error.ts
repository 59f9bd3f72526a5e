/**
 * A provider that cannot help: not configured (a required key is missing), the thing asked for
 * does not exist, the service is unreachable or busy, or its answer changed shape. The message
 * always names the provider, so the admin knows which service to blame.
 */
export type ProviderErrorKind =
  'not-configured' | 'not-found' | 'bad-request' | 'unavailable' | 'bad-answer';

export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  constructor(
    readonly kind: ProviderErrorKind,
    readonly provider: string,
    message: string,
  ) {
    super(`${provider}: ${message}`);
  }
}
