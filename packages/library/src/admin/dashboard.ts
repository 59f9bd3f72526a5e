/** The dashboard's counts and the issues page's lists. */
import type { Dashboard, Issues, MediaType } from '@goi/contracts';
import {
  countDeckReports,
  countJobsByStatus,
  countTopLevelDecksByMediaType,
  findAdminJobs,
  findDecksWithIssue,
  type DbOrTrx,
} from '@goi/db';
import { toAdminJob } from './admin-jobs';
import { toDeckRef } from './deck-ref';

/** Each list shows at most this many decks (the page links each to its edit page). */
const ISSUE_LIMIT = 200;

export async function getDashboard(db: DbOrTrx): Promise<Dashboard> {
  const byType = await countTopLevelDecksByMediaType(db);
  const jobs = await countJobsByStatus(db);
  return {
    decksByType: byType.map((row) => ({
      mediaType: row.mediaType as MediaType,
      count: row.decks,
    })),
    jobs: { queued: jobs.queued ?? 0, running: jobs.running ?? 0, failed: jobs.failed ?? 0 },
    openReports: await countDeckReports(db, { status: 'open' }),
  };
}

export async function getIssues(db: DbOrTrx): Promise<Issues> {
  const list = async (issue: Parameters<typeof findDecksWithIssue>[1]) =>
    (await findDecksWithIssue(db, issue, ISSUE_LIMIT)).map(toDeckRef);
  return {
    missingRomajiTitle: await list('missingRomajiTitle'),
    noLinks: await list('noLinks'),
    zeroCharacters: await list('zeroCharacters'),
    missingReleaseDate: await list('missingReleaseDate'),
    missingDescription: await list('missingDescription'),
    noCover: await list('noCover'),
    failedJobs: (await findAdminJobs(db, { status: 'failed', offset: 0, limit: ISSUE_LIMIT })).map(
      toAdminJob,
    ),
  };
}
