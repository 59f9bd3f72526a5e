/**
 * The lockout counter of an account at a client address. Each write is one statement, so
 * concurrent wrong passwords cannot read the same count and write the same increment (ten sent at
 * once used to leave the counter at 1): the database serialises the upsert.
 */
import { sql } from 'kysely';
import type { DbOrTrx } from '../connection';

export interface LoginFailureState {
  failedCount: number;
  lockoutEnd: string | null;
}

/** When sign-in of `userId` from `address` is refused until (ISO), if that is after `now`. */
export async function findLockoutEnd(
  db: DbOrTrx,
  userId: string,
  address: string,
  now: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('loginFailures')
    .select('lockoutEnd')
    .where('userId', '=', userId)
    .where('address', '=', address)
    .where('lockoutEnd', '>', now)
    .executeTakeFirst();
  return row?.lockoutEnd ?? undefined;
}

/**
 * Counts one failure and, at `threshold`, locks until `lockUntil`; a lockout that has ended
 * starts a fresh count. One INSERT … ON CONFLICT DO UPDATE … RETURNING (SQLite ≥ 3.35 and
 * PostgreSQL alike), so the answer is the state after this failure.
 */
export async function recordLoginFailure(
  db: DbOrTrx,
  input: { userId: string; address: string; now: string; lockUntil: string; threshold: number },
): Promise<LoginFailureState> {
  const ended = sql<boolean>`login_failures.lockout_end is not null and login_failures.lockout_end <= ${input.now}`;
  const count = sql<number>`case when ${ended} then 1 else login_failures.failed_count + 1 end`;
  const row = await db
    .insertInto('loginFailures')
    .values({
      userId: input.userId,
      address: input.address,
      failedCount: 1,
      lockoutEnd: input.threshold <= 1 ? input.lockUntil : null,
    })
    .onConflict((conflict) =>
      conflict.columns(['userId', 'address']).doUpdateSet({
        failedCount: count,
        lockoutEnd: sql<
          string | null
        >`case when ${count} >= ${input.threshold} then ${input.lockUntil} when ${ended} then null else login_failures.lockout_end end`,
      }),
    )
    .returning(['failedCount', 'lockoutEnd'])
    .executeTakeFirstOrThrow();
  return row;
}

/**
 * A successful sign-in clears the count at its address, unless a lockout began meanwhile (a
 * concurrent guess); without `at`, every count and lockout of the account goes (a new password).
 */
export async function clearLoginFailures(
  db: DbOrTrx,
  userId: string,
  at?: { address: string; now: string },
): Promise<void> {
  let query = db.deleteFrom('loginFailures').where('userId', '=', userId);
  if (at) {
    query = query
      .where('address', '=', at.address)
      .where((eb) => eb.or([eb('lockoutEnd', 'is', null), eb('lockoutEnd', '<=', at.now)]));
  }
  await query.execute();
}
