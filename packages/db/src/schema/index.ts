/**
 * The typed `Database` interface: one table interface per table, camelCase in TypeScript
 * (Kysely's CamelCasePlugin maps to snake_case columns). JSON columns are text holding JSON,
 * identical on SQLite and PostgreSQL; `json.ts` reads and writes them. Nullable columns are
 * `| null`, never optional (Kysely convention). Each area keeps its tables in its own file; add
 * a new area's interface to `Database` here.
 */
import type { AccountTables } from './accounts';
import type { AdminTables } from './admin';
import type { DeckLabelTables } from './deck-labels';
import type { DeckTables } from './decks';
import type { DictionaryTables } from './dictionary';
import type { JobTables } from './jobs';
import type { StudyTables } from './study';

export * from './accounts';
export * from './admin';
export * from './deck-labels';
export * from './decks';
export * from './dictionary';
export * from './jobs';
export * from './study';

export interface Database
  extends
    DictionaryTables,
    DeckTables,
    DeckLabelTables,
    AccountTables,
    JobTables,
    AdminTables,
    StudyTables {}
