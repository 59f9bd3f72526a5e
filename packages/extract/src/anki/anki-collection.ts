/**
 * What we read from an Anki collection: note types with their fields, and each note's fields with
 * its cards' scheduling (queue, type, interval). Schema 11 keeps note types as JSON in `col.models`;
 * schema 18 (anki21b) has `notetypes` and `fields` tables. This file is the only one that opens
 * the SQLite file (through better-sqlite3, on a private temporary copy).
 */
import Database from 'better-sqlite3';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { ExtractionError } from '../extraction-error';

export interface AnkiNoteType {
  /** Anki's note type id (a millisecond timestamp: safe as a JavaScript number). */
  id: number;
  name: string;
  /** Field names in field order. */
  fields: string[];
}

export interface AnkiCard {
  /** -3/-2 buried, -1 suspended, 0 new, 1 learning, 2 review, 3 day learning, 4 preview. */
  queue: number;
  /** 0 new, 1 learning, 2 review, 3 relearning. */
  type: number;
  /** Days for review cards; negative seconds (or 0) for cards in learning. */
  ivl: number;
}

export interface AnkiNote {
  id: number;
  noteTypeId: number;
  /** Raw field contents (HTML), in field order. */
  fields: string[];
  cards: AnkiCard[];
}

export interface AnkiCollection {
  noteTypes: AnkiNoteType[];
  notes: AnkiNote[];
}

/** More notes than any vocabulary collection has; past it the file is refused, not truncated. */
export const ANKI_MAX_NOTES = 300_000;

const FIELD_SEPARATOR = '\x1f';

const legacyModelsSchema = z.record(
  z.string(),
  z.object({
    id: z.coerce.number(),
    name: z.string(),
    flds: z.array(z.object({ name: z.string(), ord: z.number().int() })),
  }),
);

/**
 * Anki declares its own `unicase` collation on names (schema 18). SQLite cannot even scan a
 * WITHOUT ROWID table or use an index declared with a collation it does not have, and
 * better-sqlite3 cannot register one; on our throwaway copy we drop those indexes (we only scan)
 * and declare the columns NOCASE instead.
 */
function replaceUnicase(db: Database.Database): void {
  const uses = db
    .prepare(
      "SELECT type, name, sql FROM sqlite_master WHERE sql LIKE '%unicase%' AND type IN ('index', 'table')",
    )
    .all() as { type: string; name: string; sql: string }[];
  if (uses.length === 0) return;
  for (const use of uses.filter((row) => row.type === 'index'))
    db.exec(`DROP INDEX "${use.name.replaceAll('"', '""')}"`);
  const tables = uses.filter((row) => row.type === 'table');
  if (tables.length === 0) return;
  db.unsafeMode(true);
  db.pragma('writable_schema = ON');
  const update = db.prepare("UPDATE sqlite_master SET sql = ? WHERE type = 'table' AND name = ?");
  for (const table of tables)
    update.run(table.sql.replace(/collate\s+"?unicase"?/gi, 'COLLATE NOCASE'), table.name);
  db.pragma('writable_schema = OFF');
  db.unsafeMode(false);
}

function tableNames(db: Database.Database): Map<string, string> {
  const rows = db.prepare('SELECT name, type FROM sqlite_master').all() as {
    name: string;
    type: string;
  }[];
  return new Map(rows.map((row) => [row.name, row.type]));
}

function readNoteTypes(db: Database.Database, objects: Map<string, string>): AnkiNoteType[] {
  if (objects.get('notetypes') === 'table' && objects.get('fields') === 'table') {
    const types = db.prepare('SELECT id, name FROM notetypes').all() as {
      id: number;
      name: string;
    }[];
    if (types.length > 0) {
      const fields = db.prepare('SELECT ntid, ord, name FROM fields').all() as {
        ntid: number;
        ord: number;
        name: string;
      }[];
      return types.map((type) => ({
        id: type.id,
        name: type.name,
        fields: fields
          .filter((field) => field.ntid === type.id)
          .sort((a, b) => a.ord - b.ord)
          .map((field) => field.name),
      }));
    }
  }
  if (objects.get('col') !== 'table') return [];
  const row = db.prepare('SELECT models FROM col LIMIT 1').get() as { models: unknown } | undefined;
  if (typeof row?.models !== 'string' || row.models.trim() === '') return [];
  const parsed = legacyModelsSchema.safeParse(JSON.parse(row.models));
  if (!parsed.success) throw new Error('col.models is not the note types Anki writes');
  return Object.values(parsed.data).map((model) => ({
    id: model.id,
    name: model.name,
    fields: [...model.flds].sort((a, b) => a.ord - b.ord).map((field) => field.name),
  }));
}

function readNotes(db: Database.Database): AnkiNote[] {
  const count = (db.prepare('SELECT count(*) AS n FROM notes').get() as { n: number }).n;
  if (count > ANKI_MAX_NOTES) throw new TooManyNotes(count);
  const notes = new Map<number, AnkiNote>();
  const noteRows = db.prepare('SELECT id, mid, flds FROM notes').raw().iterate() as Iterable<
    [number, number, unknown]
  >;
  for (const [id, mid, flds] of noteRows) {
    notes.set(id, {
      id,
      noteTypeId: mid,
      // Text as Anki writes it; a blob (never written by Anki) is read as UTF-8.
      fields: (typeof flds === 'string'
        ? flds
        : flds instanceof Uint8Array
          ? Buffer.from(flds).toString('utf8')
          : ''
      ).split(FIELD_SEPARATOR),
      cards: [],
    });
  }
  const cardRows = db
    .prepare('SELECT nid, queue, type, ivl FROM cards')
    .raw()
    .iterate() as Iterable<[number, number, number, number]>;
  for (const [nid, queue, type, ivl] of cardRows) notes.get(nid)?.cards.push({ queue, type, ivl });
  return [...notes.values()];
}

class TooManyNotes extends Error {
  constructor(readonly count: number) {
    super(`${count} notes`);
  }
}

/**
 * Reads note types, notes and cards from the SQLite bytes of a collection. The bytes go to a
 * private temporary file (removed whatever happens) that is opened read-only in spirit: nothing
 * but our schema repair above is written, and only to the copy.
 */
export async function readAnkiCollection(
  fileName: string,
  sqlite: Uint8Array,
): Promise<AnkiCollection> {
  const directory = await mkdtemp(join(tmpdir(), 'goi-anki-import-'));
  try {
    const path = join(directory, 'collection.sqlite');
    await writeFile(path, sqlite, { mode: 0o600 });
    let db: Database.Database | undefined;
    try {
      db = new Database(path, { fileMustExist: true });
      // Schema-defined views and triggers of an uploaded file must not run our code paths.
      db.pragma('trusted_schema = OFF');
      replaceUnicase(db);
      db.close();
      db = new Database(path, { fileMustExist: true });
      db.pragma('trusted_schema = OFF');
      db.pragma('query_only = ON');
      const objects = tableNames(db);
      // Views could stand in for these names and make a scan arbitrarily expensive.
      if (objects.get('notes') !== 'table' || objects.get('cards') !== 'table') {
        throw new ExtractionError(
          fileName,
          'it is not an Anki export: the collection has no notes and cards tables',
        );
      }
      return { noteTypes: readNoteTypes(db, objects), notes: readNotes(db) };
    } catch (error) {
      if (error instanceof ExtractionError) throw error;
      if (error instanceof TooManyNotes) {
        throw new ExtractionError(
          fileName,
          `the collection has ${error.count} notes, more than the ${ANKI_MAX_NOTES} we accept; export one deck at a time`,
        );
      }
      throw new ExtractionError(
        fileName,
        'the collection inside cannot be read (a damaged file, or not one Anki wrote); export it again',
        { cause: error },
      );
    } finally {
      db?.close();
    }
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
