/** Users' reports about a deck: made by a signed-in user, handled by an administrator. */
import type {
  Report,
  ReportKind,
  ReportRequest,
  ReportsPage,
  ReportsQuery,
  ReportStatus,
} from '@goi/contracts';
import {
  countDeckReports,
  findDeckRef,
  findDeckReport,
  findDeckReports,
  handleDeckReport,
  insertDeckReport,
  type DbOrTrx,
  type Db,
  type DeckReportListRow,
} from '@goi/db';
import { AdminError } from './admin-error';
import { recordAudit } from './audit';
import { optionalDeckRef, userRef } from './deck-ref';

export async function createReport(
  db: DbOrTrx,
  userId: string,
  request: ReportRequest,
): Promise<number> {
  if (!(await findDeckRef(db, request.deckId)))
    throw new AdminError('not-found', `Deck ${request.deckId} does not exist`, 'deckId');
  return insertDeckReport(db, { ...request, userId, createdAt: new Date().toISOString() });
}

function toReport(row: DeckReportListRow): Report {
  return {
    reportId: row.reportId,
    deck: optionalDeckRef(row),
    kind: row.kind as ReportKind,
    text: row.text,
    status: row.status as ReportStatus,
    reportedBy: userRef(row.userId, row.reporterName)!,
    createdAt: row.createdAt,
    handledBy: userRef(row.handledBy, row.handlerName),
    handledAt: row.handledAt,
  };
}

export async function listReports(db: DbOrTrx, query: ReportsQuery): Promise<ReportsPage> {
  const rows = await findDeckReports(db, query);
  return {
    data: rows.map(toReport),
    totalItems: await countDeckReports(db, { status: query.status }),
    offset: query.offset,
    limit: query.limit,
  };
}

export async function handleReport(
  db: Db,
  reportId: number,
  status: 'resolved' | 'dismissed',
  userId: string,
): Promise<Report> {
  const report = await db.transaction().execute(async (trx) => {
    const found = await findDeckReport(trx, reportId);
    if (!found) throw new AdminError('not-found', `Report ${reportId} does not exist`, 'id');
    await handleDeckReport(trx, reportId, {
      status,
      handledBy: userId,
      handledAt: new Date().toISOString(),
    });
    await recordAudit(trx, {
      userId,
      action: status === 'resolved' ? 'resolve-report' : 'dismiss-report',
      deckId: found.deckId,
      detail: `${status === 'resolved' ? 'Resolved' : 'Dismissed'} report ${reportId} (${found.kind})`,
    });
    return (await findDeckReport(trx, reportId))!;
  });
  return toReport(report);
}
