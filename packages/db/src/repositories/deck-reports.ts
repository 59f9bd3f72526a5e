/** Users' reports about decks, and how administrators handled them. */
import type { DbOrTrx } from '../connection';

export interface NewDeckReport {
  deckId: number;
  userId: string;
  kind: string;
  text: string;
  createdAt: string;
}

export async function insertDeckReport(db: DbOrTrx, report: NewDeckReport): Promise<number> {
  const row = await db
    .insertInto('deckReports')
    .values({ ...report, status: 'open', handledBy: null, handledAt: null })
    .returning('reportId')
    .executeTakeFirstOrThrow();
  return row.reportId;
}

function reportQuery(db: DbOrTrx) {
  return db
    .selectFrom('deckReports')
    .innerJoin('users as reporter', 'reporter.userId', 'deckReports.userId')
    .leftJoin('users as handler', 'handler.userId', 'deckReports.handledBy')
    .leftJoin('decks', 'decks.deckId', 'deckReports.deckId')
    .select([
      'deckReports.reportId',
      'deckReports.kind',
      'deckReports.text',
      'deckReports.status',
      'deckReports.createdAt',
      'deckReports.handledAt',
      'deckReports.userId',
      'reporter.username as reporterName',
      'deckReports.handledBy',
      'handler.username as handlerName',
      'decks.deckId',
      'decks.originalTitle',
      'decks.romajiTitle',
      'decks.englishTitle',
      'decks.mediaType',
    ]);
}

export type DeckReportListRow = Awaited<ReturnType<typeof findDeckReport>> & object;

export async function findDeckReport(db: DbOrTrx, reportId: number) {
  return reportQuery(db).where('deckReports.reportId', '=', reportId).executeTakeFirst();
}

export async function findDeckReports(
  db: DbOrTrx,
  filter: { status?: string | undefined; offset: number; limit: number },
) {
  let query = reportQuery(db);
  if (filter.status) query = query.where('deckReports.status', '=', filter.status);
  return query
    .orderBy('deckReports.reportId', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
}

export async function countDeckReports(
  db: DbOrTrx,
  filter: { status?: string | undefined },
): Promise<number> {
  let query = db.selectFrom('deckReports').select((eb) => eb.fn.countAll<number>().as('count'));
  if (filter.status) query = query.where('status', '=', filter.status);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

/** Resolves or dismisses a report; false when there is no such report. */
export async function handleDeckReport(
  db: DbOrTrx,
  reportId: number,
  outcome: { status: 'resolved' | 'dismissed'; handledBy: string; handledAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable('deckReports')
    .set(outcome)
    .where('reportId', '=', reportId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
