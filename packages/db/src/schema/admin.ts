/** Administration: the audit log of admin writes and users' reports about decks. */
import type { Generated, Selectable } from 'kysely';

export interface AuditLogTable {
  auditId: Generated<number>;
  /** ISO timestamp. */
  at: string;
  /** Who did it (null: the system or a deleted user). */
  userId: string | null;
  /** `add-deck`, `update-deck`, `delete-deck`, `reparse`, … */
  action: string;
  /** The deck it was about; kept after the deck is deleted. */
  deckId: number | null;
  /** The job it queued: an add's entry gets its deck once the job has written it. */
  jobId: number | null;
  detail: string;
}

export interface DeckReportTable {
  reportId: Generated<number>;
  /** Null once the deck is deleted. */
  deckId: number | null;
  userId: string;
  kind: string;
  text: string;
  /** 'open' | 'resolved' | 'dismissed'. */
  status: string;
  createdAt: string;
  handledBy: string | null;
  handledAt: string | null;
}

export interface AdminTables {
  auditLog: AuditLogTable;
  deckReports: DeckReportTable;
}

export type AuditLogRow = Selectable<AuditLogTable>;
export type DeckReportRow = Selectable<DeckReportTable>;
