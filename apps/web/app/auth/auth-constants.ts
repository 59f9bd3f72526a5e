/** Session constants and messages of the spec (§8, §9), word for word. */
export const ACCESS_TOKEN_COOKIE = 'token';
export const REFRESH_TOKEN_COOKIE = 'refreshToken';
/** 604800 s: the access-token cookie lives 7 days (the token itself expires sooner). */
export const ACCESS_COOKIE_MAX_AGE_SECONDS = 604_800;
export const REFRESH_COOKIE_MAX_AGE_SECONDS = 30 * 86_400;
/** A token expiring within this many seconds counts as expired. */
export const EXPIRY_MARGIN_SECONDS = 300;
/** How often a caller waiting for another caller's refresh looks again. */
export const REFRESH_POLL_MS = 100;
/** Pause after login before loading the user. */
export const POST_LOGIN_DELAY_MS = 500;
export const GOOGLE_DRAFT_STORAGE_KEY = 'goi-google-registration';

export const MESSAGES = {
  loginFailed: 'Login failed.',
  loginNoToken: 'Login failed: No token received.',
  googleFailed: 'Google login failed.',
  googleInvalid: 'Google login failed: Invalid response.',
  registrationFailed: 'Registration failed.',
  registrationNoTokens: 'Registration failed: No tokens received.',
  invalidRefresh: 'Invalid refresh response',
} as const;
