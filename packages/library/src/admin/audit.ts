/** Every admin write leaves an audit entry, written in the write's own transaction. */
import type { AuditEntry } from '@goi/contracts';
import { findAuditEntries, insertAuditEntry, type DbOrTrx } from '@goi/db';
import { userRef } from './deck-ref';

export interface AuditInput {
  userId: string | null;
  action: string;
  deckId: number | null;
  /** The job this write queued, if any. */
  jobId?: number | null;
  detail: string;
}

export async function recordAudit(db: DbOrTrx, entry: AuditInput, now = new Date()): Promise<void> {
  await insertAuditEntry(db, {
    ...entry,
    detail: entry.detail.slice(0, 2000),
    at: now.toISOString(),
  });
}

/** The newest entries about these decks (at most `limit`). */
export async function auditOfDecks(
  db: DbOrTrx,
  deckIds: readonly number[],
  limit = 50,
): Promise<AuditEntry[]> {
  const rows = await findAuditEntries(db, { deckIds, limit });
  return rows.map((row) => ({
    auditId: row.auditId,
    at: row.at,
    user: userRef(row.userId, row.username),
    action: row.action,
    deckId: row.deckId,
    detail: row.detail,
  }));
}
