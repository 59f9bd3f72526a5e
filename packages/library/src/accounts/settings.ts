/** What the account use cases need from the configuration (the API maps its config to this). */
export interface AccountSettings {
  /** Where users reach the product; e-mail links start with it. */
  publicUrl: string;
  jwt: {
    /** HS256 key, at least 32 characters. */
    secret: string;
    issuer: string;
    audience: string;
    accessTokenSeconds: number;
  };
  refreshTokenDays: number;
  google: {
    /** Google sign-in is off when empty. */
    clientId?: string | undefined;
    /** Where Google's signing keys are published (a local server in tests). */
    jwksUrl: string;
  };
  captcha: {
    /** Captcha checks are off when empty (embedded default, tests). */
    secretKey?: string | undefined;
    /** The provider's siteverify URL (reCAPTCHA, hCaptcha and Turnstile share the protocol). */
    verifyUrl: string;
    /** reCAPTCHA v3 scores below this fail (the reference: 0.5); providers without scores pass. */
    minScore: number;
  };
}

/** Business constants of accounts (reference §8.1–8.4). */
export const ACCOUNT_LIMITS = {
  lockoutThreshold: 3,
  lockoutMinutes: 10,
  refreshReuseGraceSeconds: 60,
  confirmEmailHours: 48,
  resetPasswordHours: 2,
  resetRequestIntervalMinutes: 15,
  googleRegistrationMinutes: 15,
} as const;
