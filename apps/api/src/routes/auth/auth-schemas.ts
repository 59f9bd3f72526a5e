/** Request and response shapes of `/api/auth` (spec §3 and §7). */
import { z } from 'zod';

const text = (max: number) => z.string().trim().min(1, 'Required').max(max);

export const tokenPairSchema = z
  .object({ accessToken: z.string(), refreshToken: z.string() })
  .meta({ id: 'TokenPair' });

export const messageSchema = z.object({ message: z.string() }).meta({ id: 'Message' });

export const authOptionsSchema = z
  .object({
    /** Show "Sign in with Google" only when this is set. */
    googleClientId: z.string().nullable(),
    /** Render the captcha widget only when this is set. */
    captchaSiteKey: z.string().nullable(),
  })
  .meta({ id: 'AuthOptions' });

export const registerBodySchema = z.object({
  username: text(32),
  email: text(254),
  password: z.string().min(1, 'Required').max(256),
  captchaToken: z.string().max(10_000).optional(),
  termsAccepted: z.boolean(),
});

export const loginBodySchema = z.object({
  usernameOrEmail: text(254),
  password: z.string().min(1, 'Required').max(256),
});

export const confirmEmailBodySchema = z.object({ userId: text(64), code: text(256) });

export const forgotPasswordBodySchema = z.object({
  email: text(254),
  captchaToken: z.string().max(10_000).optional(),
});

export const resetPasswordBodySchema = z.object({
  email: text(254),
  code: text(256),
  newPassword: z.string().min(1, 'Required').max(256),
});

export const refreshBodySchema = z.object({ accessToken: text(4096), refreshToken: text(256) });

export const currentUserSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    roles: z.array(z.string()),
  })
  .meta({ id: 'CurrentUser' });

export const googleSignInBodySchema = z.object({ idToken: text(10_000) });

/** Spec §3: every field is present; the unused ones are null. */
export const googleSignInResponseSchema = z
  .object({
    requiresRegistration: z.boolean(),
    tempToken: z.string().nullable(),
    email: z.string().nullable(),
    name: z.string().nullable(),
    picture: z.string().nullable(),
    accessToken: z.string().nullable(),
    refreshToken: z.string().nullable(),
  })
  .meta({ id: 'GoogleSignIn' });

export const completeGoogleRegistrationBodySchema = z.object({
  tempToken: text(4096),
  username: text(32),
  termsAccepted: z.boolean(),
});
