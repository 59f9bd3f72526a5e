/**
 * Captcha verification with the siteverify protocol that reCAPTCHA, hCaptcha and Turnstile share:
 * POST secret + response (+ remoteip) as a form, read `{ success, score? }`. Off when no secret is
 * configured, so the embedded product and tests need no provider.
 */
import { AccountError } from './account-error';
import type { AccountSettings } from './settings';

export interface CaptchaVerifier {
  readonly enabled: boolean;
  /** Throws an `AccountError` when the token does not pass. */
  verify(token: string | undefined, remoteIp: string | undefined): Promise<void>;
}

export const CAPTCHA_FAILED_MESSAGE = 'Captcha verification failed. Please try again.';

export function createCaptchaVerifier(
  settings: AccountSettings['captcha'],
  fetchImpl: typeof fetch = fetch,
): CaptchaVerifier {
  const secret = settings.secretKey;
  if (!secret) return { enabled: false, verify: async () => {} };
  return {
    enabled: true,
    async verify(token, remoteIp) {
      if (!token)
        throw new AccountError('invalid', CAPTCHA_FAILED_MESSAGE, { captcha: ['Required'] });
      const form = new URLSearchParams({ secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      let body: { success?: unknown; score?: unknown };
      try {
        const response = await fetchImpl(settings.verifyUrl, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(10_000),
        });
        body = (await response.json()) as typeof body;
      } catch {
        throw new AccountError('invalid', CAPTCHA_FAILED_MESSAGE);
      }
      const scoreTooLow = typeof body.score === 'number' && body.score < settings.minScore;
      if (body.success !== true || scoreTooLow)
        throw new AccountError('invalid', CAPTCHA_FAILED_MESSAGE);
    },
  };
}
