import type { Migration } from 'kysely';
import * as dictionary from './2026-11-21-001-dictionary';
import * as decks from './2026-11-21-002-decks';
import * as jobs from './2026-11-21-003-jobs';
import * as accounts from './2026-11-21-004-accounts';
import * as readIndexes from './2026-11-21-005-read-indexes';
import * as admin from './2026-11-24-006-admin';
import * as auditJob from './2026-11-24-007-audit-job';
import * as loginFailures from './2026-11-24-008-login-failures';
import * as wordStates from './2026-11-24-009-word-states';
import * as study from './2026-11-24-010-study';
import * as userDecks from './2026-11-24-011-user-decks';
import * as search from './2026-11-24-012-search';
import * as genresTags from './2026-11-24-013-genres-tags';
import * as textParts from './2026-11-25-014-text-parts';

/**
 * The one migration set for SQLite and PostgreSQL, in order. Add a file named
 * `YYYY-MM-DD-NNN-what.ts` and list it here; never edit a migration that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-21-001-dictionary': dictionary,
  '2026-11-21-002-decks': decks,
  '2026-11-21-003-jobs': jobs,
  '2026-11-21-004-accounts': accounts,
  '2026-11-21-005-read-indexes': readIndexes,
  '2026-11-24-006-admin': admin,
  '2026-11-24-007-audit-job': auditJob,
  '2026-11-24-008-login-failures': loginFailures,
  '2026-11-24-009-word-states': wordStates,
  '2026-11-24-010-study': study,
  '2026-11-24-011-user-decks': userDecks,
  '2026-11-24-012-search': search,
  '2026-11-24-013-genres-tags': genresTags,
  '2026-11-25-014-text-parts': textParts,
};
