/**
 * Users, roles, refresh tokens and e-mail tokens. Plain reads and writes: the rules (lockout,
 * rotation, grace windows) live in `@goi/library` accounts; callers pass `now` so tests control
 * time. Tokens arrive here already hashed.
 */
import type { DbOrTrx } from '../connection';
import type { EmailTokenRow, NewUser, RefreshTokenRow, UserRow, UserUpdate } from '../schema';

export const ROLE_USER = 'User';
export const ROLE_ADMINISTRATOR = 'Administrator';

/** Keys that make usernames and e-mail addresses unique whatever their case. */
export const usernameKey = (username: string) => username.trim().toLowerCase();
export const emailKey = (email: string) => email.trim().toLowerCase();

export async function insertUser(db: DbOrTrx, user: NewUser, roles: string[]): Promise<void> {
  await db.insertInto('users').values(user).execute();
  if (roles.length > 0) {
    await db
      .insertInto('userRoles')
      .values(roles.map((role) => ({ userId: user.userId, role })))
      .execute();
  }
}

export async function findUserById(db: DbOrTrx, userId: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('userId', '=', userId).executeTakeFirst();
}

export async function findUserByEmail(db: DbOrTrx, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('emailKey', '=', emailKey(email))
    .executeTakeFirst();
}

export async function findUserByUsername(
  db: DbOrTrx,
  username: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('usernameKey', '=', usernameKey(username))
    .executeTakeFirst();
}

/** Sign-in accepts a username or an e-mail address; an "@" means an address. */
export async function findUserByLogin(
  db: DbOrTrx,
  usernameOrEmail: string,
): Promise<UserRow | undefined> {
  return usernameOrEmail.includes('@')
    ? findUserByEmail(db, usernameOrEmail)
    : findUserByUsername(db, usernameOrEmail);
}

export async function updateUser(db: DbOrTrx, userId: string, update: UserUpdate): Promise<void> {
  await db.updateTable('users').set(update).where('userId', '=', userId).execute();
}

export async function getUserRoles(db: DbOrTrx, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('userRoles')
    .select('role')
    .where('userId', '=', userId)
    .orderBy('role')
    .execute();
  return rows.map((row) => row.role);
}

/**
 * A user and their roles in one read (every signed-in request checks both: a second query cost a
 * request one more round trip to PostgreSQL). One row per role, none missing for a user
 * without roles (left join).
 */
export async function findUserWithRoles(
  db: DbOrTrx,
  userId: string,
): Promise<{ user: UserRow; roles: string[] } | undefined> {
  const rows = await db
    .selectFrom('users')
    .leftJoin('userRoles', 'userRoles.userId', 'users.userId')
    .selectAll('users')
    .select('userRoles.role')
    .where('users.userId', '=', userId)
    .orderBy('userRoles.role')
    .execute();
  const [first] = rows;
  if (!first) return undefined;
  const { role: _role, ...user } = first;
  const roles = rows.flatMap((row) => (row.role === null ? [] : [row.role]));
  return { user, roles };
}

/** Gives (`granted` true) or takes away a role; idempotent. */
export async function setUserRole(
  db: DbOrTrx,
  userId: string,
  role: string,
  granted: boolean,
): Promise<void> {
  if (granted) {
    await db
      .insertInto('userRoles')
      .values({ userId, role })
      .onConflict((conflict) => conflict.columns(['userId', 'role']).doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('userRoles')
      .where('userId', '=', userId)
      .where('role', '=', role)
      .execute();
  }
}

export async function insertRefreshToken(
  db: DbOrTrx,
  token: Omit<RefreshTokenRow, 'usedAt' | 'revokedAt'>,
): Promise<void> {
  await db.insertInto('refreshTokens').values(token).execute();
}

export async function findRefreshToken(
  db: DbOrTrx,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  return db
    .selectFrom('refreshTokens')
    .selectAll()
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks a token exchanged, keeping the first use time (the start of its grace window). */
export async function markRefreshTokenUsed(db: DbOrTrx, tokenHash: string, at: string) {
  await db
    .updateTable('refreshTokens')
    .set({ usedAt: at })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .execute();
}

export async function revokeRefreshTokenFamily(db: DbOrTrx, familyId: string, at: string) {
  await db
    .updateTable('refreshTokens')
    .set({ revokedAt: at })
    .where('familyId', '=', familyId)
    .where('revokedAt', 'is', null)
    .execute();
}

/** Ends every session of the user; returns how many tokens were still active. */
export async function revokeUserRefreshTokens(
  db: DbOrTrx,
  userId: string,
  at: string,
): Promise<number> {
  const result = await db
    .updateTable('refreshTokens')
    .set({ revokedAt: at })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Housekeeping: tokens past their expiry can never be used again. */
export async function deleteExpiredRefreshTokens(db: DbOrTrx, now: string): Promise<number> {
  const result = await db
    .deleteFrom('refreshTokens')
    .where('expiresAt', '<', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function insertEmailToken(
  db: DbOrTrx,
  token: Omit<EmailTokenRow, 'usedAt'>,
): Promise<void> {
  await db.insertInto('emailTokens').values(token).execute();
}

export async function findEmailToken(
  db: DbOrTrx,
  tokenHash: string,
): Promise<EmailTokenRow | undefined> {
  return db
    .selectFrom('emailTokens')
    .selectAll()
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

/** Uses up every open token of the purpose (the one just redeemed and any older ones). */
export async function useEmailTokens(db: DbOrTrx, userId: string, purpose: string, at: string) {
  await db
    .updateTable('emailTokens')
    .set({ usedAt: at })
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .execute();
}
