/**
 * The account use cases: register, confirm the e-mail, sign in (password or Google), refresh and
 * revoke sessions, reset a forgotten password, read the current user. Rules from the reference
 * (§8): lockout after 3 failures for 10 minutes, a confirmed e-mail to sign in, rotating refresh
 * tokens with a 60 s reuse grace window. Fixed from the reference: refresh tokens and e-mail
 * codes are stored hashed, a reuse after the grace window ends the whole token family, and a
 * password reset ends every session at once (the security stamp in access tokens changes).
 */
import { randomUUID } from 'node:crypto';
import {
  clearLoginFailures,
  emailKey,
  findLockoutEnd,
  findEmailToken,
  findRefreshToken,
  findUserByEmail,
  findUserById,
  findUserWithRoles,
  findUserByLogin,
  findUserByUsername,
  getUserRoles,
  insertEmailToken,
  insertRefreshToken,
  insertUser,
  markRefreshTokenUsed,
  recordLoginFailure,
  revokeRefreshTokenFamily,
  revokeUserRefreshTokens,
  ROLE_ADMINISTRATOR,
  ROLE_USER,
  setUserRole,
  updateUser,
  useEmailTokens,
  usernameKey,
  type Db,
  type DbOrTrx,
  type UserRow,
} from '@goi/db';
import { AccountError } from './account-error';
import { createCaptchaVerifier, type CaptchaVerifier } from './captcha';
import { confirmEmailMessage, resetPasswordMessage } from './emails';
import { createGoogleVerifier, type GoogleVerifier } from './google';
import { createJwtService, type JwtService } from './jwt';
import type { Mailer } from './mailer';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token';
import { hashPassword, passwordProblems, verifyPassword } from './password';
import { ACCOUNT_LIMITS, type AccountSettings } from './settings';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export interface CurrentUser {
  id: string;
  username: string;
  email: string;
  roles: string[];
}

/** Who a valid access token belongs to, as the database says now. */
export interface AuthenticatedUser extends CurrentUser {
  isAdmin: boolean;
  /** Changes with every known-word change (coverage caches compare it). */
  knownWordsVersion: number;
}

export type GoogleSignInResult =
  | { requiresRegistration: false; accessToken: string; refreshToken: string }
  | {
      requiresRegistration: true;
      tempToken: string;
      email: string;
      name: string;
      picture: string | null;
    };

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  captchaToken?: string | undefined;
  termsAccepted: boolean;
}

export interface AccountServiceOptions {
  db: Db;
  settings: AccountSettings;
  mailer: Mailer;
  /** Defaults to the verifier the settings describe. */
  captcha?: CaptchaVerifier;
  /** Defaults to Google's key set when a client id is configured; null turns Google off. */
  google?: GoogleVerifier | null;
  now?: () => Date;
  log?: { warn(message: string, error?: unknown): void };
}

/**
 * Every failed sign-in gets this one answer — wrong password, unknown name, or locked — so the
 * answer does not tell an attacker which names exist or which are locked.
 */
export const INVALID_CREDENTIALS =
  'Invalid username or password. After 3 failed attempts, sign-in from your address is paused for 10 minutes.';
export const ACCOUNT_LOCKED =
  'Account locked due to too many failed login attempts. Please try again in 10 minutes.';
export const EMAIL_NOT_CONFIRMED =
  'Email not confirmed. Please open the link we sent to your e-mail address.';
export const FORGOT_PASSWORD_ANSWER =
  'If an account with this e-mail address exists, we have sent a link to reset its password. Accounts created with Google sign in with Google and have no password.';
const INVALID_REFRESH = 'Invalid refresh token';
const INVALID_EMAIL_CODE = 'This link is invalid or has expired.';

const USERNAME_PATTERN = /^[\p{L}\p{N}_.-]{3,32}$/u;

export function usernameProblems(username: string): string[] {
  return USERNAME_PATTERN.test(username)
    ? []
    : ['Must be 3 to 32 letters, digits, dots, dashes or underscores'];
}

// Verified when no user matches, so an unknown name takes as long as a wrong password.
const DUMMY_HASH = hashPassword('not a real password 1A');

export type AccountService = ReturnType<typeof createAccountService>;

export function createAccountService(options: AccountServiceOptions) {
  const { db, settings, mailer } = options;
  const now = options.now ?? (() => new Date());
  const jwt: JwtService = createJwtService(settings.jwt);
  const captcha = options.captcha ?? createCaptchaVerifier(settings.captcha);
  const google =
    options.google !== undefined
      ? options.google
      : settings.google.clientId
        ? createGoogleVerifier({
            clientId: settings.google.clientId,
            jwksUrl: settings.google.jwksUrl,
          })
        : null;
  const iso = (date: Date) => date.toISOString();
  const later = (date: Date, milliseconds: number) => new Date(date.getTime() + milliseconds);

  async function issueTokens(
    trx: DbOrTrx,
    user: Pick<UserRow, 'userId' | 'securityStamp'>,
    familyId: string,
  ): Promise<TokenPair> {
    const at = now();
    const roles = await getUserRoles(trx, user.userId);
    const refreshToken = newOpaqueToken();
    await insertRefreshToken(trx, {
      tokenHash: hashOpaqueToken(refreshToken),
      familyId,
      userId: user.userId,
      createdAt: iso(at),
      expiresAt: iso(later(at, settings.refreshTokenDays * 86_400_000)),
    });
    const accessToken = await jwt.signAccessToken(
      { userId: user.userId, roles, stamp: user.securityStamp },
      at,
    );
    return { accessToken, refreshToken };
  }

  async function createEmailCode(
    trx: DbOrTrx,
    userId: string,
    purpose: 'confirm-email' | 'reset-password',
    hours: number,
  ): Promise<string> {
    const code = newOpaqueToken();
    const at = now();
    await insertEmailToken(trx, {
      tokenHash: hashOpaqueToken(code),
      userId,
      purpose,
      createdAt: iso(at),
      expiresAt: iso(later(at, hours * 3_600_000)),
    });
    return code;
  }

  /** The open, unexpired code of that purpose for that user, or an 'invalid' error. */
  async function redeemableCode(userId: string, purpose: string, code: string) {
    const token = await findEmailToken(db, hashOpaqueToken(code));
    if (
      !token ||
      token.userId !== userId ||
      token.purpose !== purpose ||
      token.usedAt !== null ||
      token.expiresAt <= iso(now())
    ) {
      throw new AccountError('invalid', INVALID_EMAIL_CODE);
    }
    return token;
  }

  async function checkNewIdentity(username: string, email: string): Promise<void> {
    const fields: Record<string, string[]> = {};
    if (await findUserByUsername(db, username)) fields.username = ['This username is taken'];
    if (await findUserByEmail(db, email))
      fields.email = ['An account with this e-mail address already exists'];
    if (Object.keys(fields).length > 0)
      throw new AccountError('conflict', Object.values(fields).flat().join('. '), fields);
  }

  async function createUser(input: {
    username: string;
    email: string;
    passwordHash: string | null;
    emailConfirmed: boolean;
    roles: string[];
  }): Promise<string> {
    await checkNewIdentity(input.username, input.email);
    const userId = randomUUID();
    const at = iso(now());
    try {
      await insertUser(
        db,
        {
          userId,
          username: input.username.trim(),
          usernameKey: usernameKey(input.username),
          email: input.email.trim(),
          emailKey: emailKey(input.email),
          emailConfirmed: input.emailConfirmed ? 1 : 0,
          passwordHash: input.passwordHash,
          securityStamp: randomUUID(),
          failedLoginCount: 0,
          lockoutEnd: null,
          createdAt: at,
          updatedAt: at,
          tosAcceptedAt: at,
          lastPasswordResetRequestedAt: null,
        },
        input.roles,
      );
    } catch (error) {
      // Two registrations racing for one name: the unique index decides, the loser hears why.
      await checkNewIdentity(input.username, input.email);
      throw error;
    }
    return userId;
  }

  function validateRegistration(input: { username: string; email: string; password?: string }) {
    const fields: Record<string, string[]> = {};
    const username = usernameProblems(input.username.trim());
    if (username.length > 0) fields.username = username;
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email.trim()))
      fields.email = ['Must be an e-mail address'];
    if (input.password !== undefined) {
      const password = passwordProblems(input.password);
      if (password.length > 0) fields.password = password;
    }
    if (Object.keys(fields).length > 0) {
      const names = Object.keys(fields).join(', ');
      throw new AccountError('invalid', `Invalid ${names}`, fields);
    }
  }

  async function sendMail(message: Parameters<Mailer['send']>[0]): Promise<void> {
    try {
      await mailer.send(message);
    } catch (error) {
      options.log?.warn(`mail: could not send "${message.subject}" to ${message.to}`, error);
    }
  }

  return {
    captchaEnabled: captcha.enabled,
    googleEnabled: google !== null,

    async register(input: RegisterInput, remoteIp?: string): Promise<{ userId: string }> {
      if (!input.termsAccepted)
        throw new AccountError('invalid', 'You must accept the terms of service', {
          termsAccepted: ['Required'],
        });
      validateRegistration(input);
      await captcha.verify(input.captchaToken, remoteIp);
      const userId = await createUser({
        username: input.username,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        emailConfirmed: false,
        roles: [ROLE_USER],
      });
      const code = await createEmailCode(
        db,
        userId,
        'confirm-email',
        ACCOUNT_LIMITS.confirmEmailHours,
      );
      await sendMail(
        confirmEmailMessage(
          settings.publicUrl,
          { email: input.email.trim(), username: input.username.trim(), userId },
          code,
        ),
      );
      return { userId };
    },

    async confirmEmail(input: { userId: string; code: string }): Promise<void> {
      await redeemableCode(input.userId, 'confirm-email', input.code);
      const at = iso(now());
      await db.transaction().execute(async (trx) => {
        await updateUser(trx, input.userId, { emailConfirmed: 1, updatedAt: at });
        await useEmailTokens(trx, input.userId, 'confirm-email', at);
      });
    },

    /**
     * Lockout is per account and client address (`address`: the request's IP): three failures
     * from one address pause that address for 10 minutes, and nobody else can lock the owner out.
     * The password is verified in every case, and the lock read after it, so a locked account,
     * an unknown name and a wrong password cost the same time and get the same 401.
     */
    async login(input: {
      usernameOrEmail: string;
      password: string;
      address?: string;
    }): Promise<TokenPair> {
      const address = input.address ?? 'unknown';
      const user = await findUserByLogin(db, input.usernameOrEmail.trim());
      if (!user) {
        await verifyPassword(await DUMMY_HASH, input.password);
        throw new AccountError('unauthorized', INVALID_CREDENTIALS);
      }
      const valid =
        user.passwordHash !== null && (await verifyPassword(user.passwordHash, input.password));
      const at = iso(now());
      // Read after the (slow) verification: a concurrent guess may have locked meanwhile.
      if (await findLockoutEnd(db, user.userId, address, at))
        throw new AccountError('unauthorized', INVALID_CREDENTIALS);
      if (!valid) {
        await recordLoginFailure(db, {
          userId: user.userId,
          address,
          now: at,
          lockUntil: iso(later(now(), ACCOUNT_LIMITS.lockoutMinutes * 60_000)),
          threshold: ACCOUNT_LIMITS.lockoutThreshold,
        });
        throw new AccountError('unauthorized', INVALID_CREDENTIALS);
      }
      if (!user.emailConfirmed) throw new AccountError('forbidden', EMAIL_NOT_CONFIRMED);
      return db.transaction().execute(async (trx) => {
        await clearLoginFailures(trx, user.userId, { address, now: at });
        return issueTokens(trx, user, randomUUID());
      });
    },

    async refresh(input: TokenPair): Promise<TokenPair> {
      const stored = await findRefreshToken(db, hashOpaqueToken(input.refreshToken));
      if (!stored) throw new AccountError('invalid', INVALID_REFRESH);
      let owner: string;
      try {
        owner = (await jwt.verifyAccessToken(input.accessToken, { allowExpired: true, now: now() }))
          .userId;
      } catch {
        throw new AccountError('invalid', INVALID_REFRESH);
      }
      if (owner !== stored.userId) throw new AccountError('invalid', INVALID_REFRESH);
      const at = now();
      if (stored.revokedAt !== null || stored.expiresAt <= iso(at))
        throw new AccountError('invalid', INVALID_REFRESH);
      if (stored.usedAt !== null) {
        const sinceUse = at.getTime() - Date.parse(stored.usedAt);
        if (sinceUse > ACCOUNT_LIMITS.refreshReuseGraceSeconds * 1000) {
          // A token used twice, long apart: one of the two holders stole it. End the family.
          await revokeRefreshTokenFamily(db, stored.familyId, iso(at));
          throw new AccountError('invalid', INVALID_REFRESH);
        }
      }
      const user = await findUserById(db, stored.userId);
      if (!user) throw new AccountError('invalid', INVALID_REFRESH);
      return db.transaction().execute(async (trx) => {
        await markRefreshTokenUsed(trx, stored.tokenHash, iso(at));
        return issueTokens(trx, user, stored.familyId);
      });
    },

    /** Ends every session of the user: refresh tokens revoked, access tokens refused at once. */
    async revokeAll(userId: string): Promise<{ revoked: number }> {
      const at = iso(now());
      return db.transaction().execute(async (trx) => {
        const revoked = await revokeUserRefreshTokens(trx, userId, at);
        await updateUser(trx, userId, { securityStamp: randomUUID(), updatedAt: at });
        return { revoked };
      });
    },

    /** The user behind a valid, unexpired access token whose session has not been ended. */
    async authenticate(accessToken: string): Promise<AuthenticatedUser> {
      const claims = await jwt.verifyAccessToken(accessToken, { now: now() });
      const found = await findUserWithRoles(db, claims.userId);
      if (!found || found.user.securityStamp !== claims.stamp)
        throw new AccountError('unauthorized', 'Session ended, please sign in again');
      const { user, roles } = found;
      return {
        id: user.userId,
        username: user.username,
        email: user.email,
        roles,
        isAdmin: roles.includes(ROLE_ADMINISTRATOR),
        knownWordsVersion: user.knownWordsVersion,
      };
    },

    async forgotPassword(input: { email: string; captchaToken?: string }, remoteIp?: string) {
      await captcha.verify(input.captchaToken, remoteIp);
      const user = await findUserByEmail(db, input.email);
      const at = now();
      const recentlySent =
        user?.lastPasswordResetRequestedAt != null &&
        at.getTime() - Date.parse(user.lastPasswordResetRequestedAt) <
          ACCOUNT_LIMITS.resetRequestIntervalMinutes * 60_000;
      if (user && user.emailConfirmed && user.passwordHash !== null && !recentlySent) {
        const code = await createEmailCode(
          db,
          user.userId,
          'reset-password',
          ACCOUNT_LIMITS.resetPasswordHours,
        );
        await updateUser(db, user.userId, { lastPasswordResetRequestedAt: iso(at) });
        await sendMail(resetPasswordMessage(settings.publicUrl, user, code));
      }
      return { message: FORGOT_PASSWORD_ANSWER };
    },

    async resetPassword(input: { email: string; code: string; newPassword: string }) {
      const problems = passwordProblems(input.newPassword);
      if (problems.length > 0)
        throw new AccountError('invalid', 'Invalid newPassword', { newPassword: problems });
      const user = await findUserByEmail(db, input.email);
      if (!user) throw new AccountError('invalid', INVALID_EMAIL_CODE);
      await redeemableCode(user.userId, 'reset-password', input.code);
      const passwordHash = await hashPassword(input.newPassword);
      const at = iso(now());
      await db.transaction().execute(async (trx) => {
        await updateUser(trx, user.userId, {
          passwordHash,
          failedLoginCount: 0,
          lockoutEnd: null,
          securityStamp: randomUUID(),
          updatedAt: at,
        });
        await useEmailTokens(trx, user.userId, 'reset-password', at);
        await revokeUserRefreshTokens(trx, user.userId, at);
        // A new password ends every lockout of the account.
        await clearLoginFailures(trx, user.userId);
      });
    },

    async me(userId: string): Promise<CurrentUser> {
      const user = await findUserById(db, userId);
      if (!user) throw new AccountError('unauthorized', 'Session ended, please sign in again');
      return {
        id: user.userId,
        username: user.username,
        email: user.email,
        roles: await getUserRoles(db, userId),
      };
    },

    async signInWithGoogle(idToken: string): Promise<GoogleSignInResult> {
      if (!google) throw new AccountError('disabled', 'Google sign-in is not enabled');
      const identity = await google.verify(idToken, now());
      const user = await findUserByEmail(db, identity.email);
      if (!user) {
        const tempToken = await jwt.signGoogleDraft(identity, now());
        return { requiresRegistration: true, tempToken, ...identity };
      }
      return db.transaction().execute(async (trx) => {
        // Google has verified the address, which is all our confirmation link would prove.
        if (!user.emailConfirmed)
          await updateUser(trx, user.userId, { emailConfirmed: 1, updatedAt: iso(now()) });
        return {
          requiresRegistration: false as const,
          ...(await issueTokens(trx, user, randomUUID())),
        };
      });
    },

    async completeGoogleRegistration(input: {
      tempToken: string;
      username: string;
      termsAccepted: boolean;
    }): Promise<TokenPair> {
      if (!google) throw new AccountError('disabled', 'Google sign-in is not enabled');
      const draft = await jwt.verifyGoogleDraft(input.tempToken, now());
      if (!input.termsAccepted)
        throw new AccountError('invalid', 'You must accept the terms of service', {
          termsAccepted: ['Required'],
        });
      validateRegistration({ username: input.username, email: draft.email });
      const userId = await createUser({
        username: input.username,
        email: draft.email,
        passwordHash: null,
        emailConfirmed: true,
        roles: [ROLE_USER],
      });
      const user = await findUserById(db, userId);
      return issueTokens(db, user!, randomUUID());
    },

    /** For the command line: a confirmed account, optionally an administrator. */
    async createConfirmedUser(input: {
      username: string;
      email: string;
      password: string;
      admin: boolean;
    }): Promise<{ userId: string }> {
      validateRegistration(input);
      const userId = await createUser({
        username: input.username,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        emailConfirmed: true,
        roles: input.admin ? [ROLE_USER, ROLE_ADMINISTRATOR] : [ROLE_USER],
      });
      return { userId };
    },

    async setRole(usernameOrEmail: string, role: string, granted: boolean): Promise<string[]> {
      if (role !== ROLE_USER && role !== ROLE_ADMINISTRATOR)
        throw new AccountError(
          'invalid',
          `Unknown role "${role}" (expected ${ROLE_USER} or ${ROLE_ADMINISTRATOR})`,
        );
      const user = await findUserByLogin(db, usernameOrEmail);
      if (!user) throw new AccountError('not-found', `No user "${usernameOrEmail}"`);
      await setUserRole(db, user.userId, role, granted);
      return getUserRoles(db, user.userId);
    },
  };
}
