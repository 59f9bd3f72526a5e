/**
 * Account tables: users and their roles, refresh tokens (stored hashed, grouped in families so a
 * stolen token's reuse ends every session it begot), single-use e-mail tokens (hashed), and the
 * words each user knows. Timestamps are ISO strings, as in the other areas.
 */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface UserTable {
  /** A random UUID: the `sub` claim of access tokens. */
  userId: string;
  username: string;
  /** `username` in lower case: unique, so "Taro" and "taro" cannot both exist. */
  usernameKey: string;
  email: string;
  /** `email` trimmed and in lower case: unique, what sign-in and password reset look up. */
  emailKey: string;
  emailConfirmed: number;
  /** Argon2id PHC string; null for accounts created through Google (they sign in with Google). */
  passwordHash: string | null;
  /**
   * Random value copied into every access token. Changing it (password reset, sign-out
   * everywhere) ends the sessions whose tokens carry the old value at once.
   */
  securityStamp: string;
  /** Failed password attempts since the last success or lockout. */
  failedLoginCount: number;
  /** Signing in is refused until this time (ISO), or null. */
  lockoutEnd: string | null;
  createdAt: string;
  updatedAt: string;
  tosAcceptedAt: string | null;
  /** When a reset link was last sent: at most one per 15 minutes. */
  lastPasswordResetRequestedAt: string | null;
  /**
   * Bumped by every change to the user's known words, so a cached known-word set (coverage) is
   * known to be stale in every API process, not only the one that made the change.
   */
  knownWordsVersion: Generated<number>;
}

/** Role names of a user: `User` (everyone) and `Administrator`. */
export interface UserRoleTable {
  userId: string;
  role: string;
}

export interface RefreshTokenTable {
  /** SHA-256 (hex) of the token; the token itself is never stored. */
  tokenHash: string;
  /** Every token rotated from one sign-in shares the family id of that sign-in. */
  familyId: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
  /** Set when the token is exchanged for a new pair; a reuse after the grace window revokes the family. */
  usedAt: string | null;
  revokedAt: string | null;
}

/** A single-use code sent by e-mail (confirm the address, reset the password). */
export interface EmailTokenTable {
  tokenHash: string;
  userId: string;
  /** 'confirm-email' | 'reset-password'. */
  purpose: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

/**
 * A user's knowledge state of one (word, reading), the word identity of ARCHITECTURE §3. Only
 * Young, Mature and Suspended are stored: no row means Unknown.
 */
export interface UserWordStateTable {
  userId: string;
  wordId: number;
  readingIndex: number;
  /** WordKnowledgeState of the spec: 1 Young, 2 Mature, 3 Suspended (never 0). */
  state: number;
  updatedAt: string;
}

/** "My decks" (issue 20): a user's status and marks of one media deck; a row only while set. */
export interface UserDeckTable {
  userId: string;
  deckId: number;
  /** 'planned' | 'in-progress' | 'completed' | 'dropped', or null. */
  status: string | null;
  isFavourite: Generated<number>;
  isHidden: Generated<number>;
  updatedAt: string;
}

/** Failed sign-ins of one account from one client address (the lockout's counter). */
export interface LoginFailureTable {
  userId: string;
  address: string;
  /** Failures since the last success or the end of the last lockout. */
  failedCount: number;
  /** Sign-in of this account from this address is refused until this time (ISO), or null. */
  lockoutEnd: string | null;
}

export interface AccountTables {
  loginFailures: LoginFailureTable;
  users: UserTable;
  userRoles: UserRoleTable;
  refreshTokens: RefreshTokenTable;
  emailTokens: EmailTokenTable;
  userWordStates: UserWordStateTable;
  userDecks: UserDeckTable;
}

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type RefreshTokenRow = Selectable<RefreshTokenTable>;
export type EmailTokenRow = Selectable<EmailTokenTable>;
