/** The audit log of administrators' writes (who, what, when, which deck). */
import type { DbOrTrx } from '../connection';

export interface NewAuditEntry {
  at: string;
  userId: string | null;
  action: string;
  deckId: number | null;
  jobId?: number | null;
  detail: string;
}

export async function insertAuditEntry(db: DbOrTrx, entry: NewAuditEntry): Promise<number> {
  const row = await db
    .insertInto('auditLog')
    .values({ ...entry, jobId: entry.jobId ?? null })
    .returning('auditId')
    .executeTakeFirstOrThrow();
  return row.auditId;
}

/** Newest first; `deckIds`: the entries about these decks (a parent and its sub-decks). */
export async function findAuditEntries(
  db: DbOrTrx,
  filter: { deckIds?: readonly number[]; limit: number },
) {
  let query = db
    .selectFrom('auditLog')
    .leftJoin('users', 'users.userId', 'auditLog.userId')
    .select([
      'auditLog.auditId',
      'auditLog.at',
      'auditLog.userId',
      'users.username',
      'auditLog.action',
      'auditLog.deckId',
      'auditLog.detail',
    ]);
  if (filter.deckIds) {
    if (filter.deckIds.length === 0) return [];
    query = query.where('auditLog.deckId', 'in', filter.deckIds);
  }
  return query.orderBy('auditLog.auditId', 'desc').limit(filter.limit).execute();
}
