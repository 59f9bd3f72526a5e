/**
 * Anki exports for tests, made with the project's own `.apkg` writer (@goi/exports): its legacy
 * collection is then given the scheduling the test asks for (each card's queue, type and
 * interval), optionally a second note type, and zipped again. `toCurrentFormat` upgrades such a
 * collection to Anki's current layout (schema 18 `notetypes`/`fields` tables with the `unicase`
 * collation, zstd-compressed as `collection.anki21b`); see packages/library/test/generate-anki-fixtures.ts.
 */
import Database from 'better-sqlite3';
import { collectBytes, writeAnkiPackage, type ExportWord } from '@goi/exports';
import { strToU8, unzipSync, zipSync } from 'fflate';

export interface FixtureCard {
  queue: number;
  type: number;
  ivl: number;
}

export interface FixtureNote {
  /** The Expression field (the word). */
  expression: string;
  /** The ExpressionFurigana field, Anki syntax (食[た]べる); defaults to the expression. */
  furigana?: string;
  /** The Expression field's raw content, HTML included (the writer escapes `expression`). */
  html?: string;
  /** One card per entry; an empty list makes a note without cards. */
  cards: FixtureCard[];
}

export interface ExtraNoteType {
  id: number;
  name: string;
  fields: string[];
  /** Field values per note; each note gets one review card with `card`'s scheduling. */
  notes: { fields: string[]; card: FixtureCard }[];
}

export const NEW_CARD: FixtureCard = { queue: 0, type: 0, ivl: 0 };
export const MATURE_CARD: FixtureCard = { queue: 2, type: 2, ivl: 30 };
export const YOUNG_CARD: FixtureCard = { queue: 2, type: 2, ivl: 5 };
export const LEARNING_CARD: FixtureCard = { queue: 1, type: 1, ivl: 0 };
export const SUSPENDED_CARD: FixtureCard = { queue: -1, type: 2, ivl: 40 };

function exportWord(note: FixtureNote, index: number): ExportWord {
  return {
    wordId: index + 1,
    readingIndex: 0,
    text: note.expression,
    furigana: note.furigana ?? note.expression,
    isKana: false,
    occurrences: 1,
    globalRank: null,
    definitions: [{ partsOfSpeech: ['n'], glosses: ['fixture'] }],
    pitchAccents: [],
    exampleSentence: null,
  };
}

/** The legacy collection (SQLite bytes) with the notes' scheduling applied. */
export async function buildLegacyCollection(
  notes: readonly FixtureNote[],
  extra?: ExtraNoteType,
): Promise<Uint8Array> {
  const deck = {
    deckId: 7,
    originalTitle: 'フィクスチャ',
    title: 'Fixture',
    generatedAt: new Date('2026-11-20T00:00:00Z'),
  };
  const zipped = await collectBytes(writeAnkiPackage(deck, notes.map(exportWord)));
  const collection = unzipSync(zipped)['collection.anki2'];
  if (!collection) throw new Error('the writer made no collection.anki2');
  const db = new Database(Buffer.from(collection));
  try {
    // The writer gives note i one new card due at position i + 1.
    const cards = db.prepare('SELECT id, nid, due FROM cards ORDER BY due').all() as {
      id: number;
      nid: number;
      due: number;
    }[];
    const update = db.prepare('UPDATE cards SET queue = ?, type = ?, ivl = ? WHERE id = ?');
    const remove = db.prepare('DELETE FROM cards WHERE id = ?');
    const readFields = db.prepare('SELECT flds FROM notes WHERE id = ?').pluck();
    const writeFields = db.prepare('UPDATE notes SET flds = ? WHERE id = ?');
    const copy = db.prepare(
      `INSERT INTO cards (id, nid, did, ord, mod, usn, type, queue, due, ivl, factor, reps, lapses,
                          left, odue, odid, flags, data)
       SELECT ?, nid, did, ?, mod, usn, ?, ?, due, ?, factor, reps, lapses, left, odue, odid, flags,
              data FROM cards WHERE id = ?`,
    );
    let nextId = 1_700_000_000_000;
    notes.forEach((note, index) => {
      const card = cards[index]!;
      if (note.html !== undefined) {
        const fields = String(readFields.get(card.nid)).split('\x1f');
        fields[0] = note.html;
        writeFields.run(fields.join('\x1f'), card.nid);
      }
      const [first, ...others] = note.cards;
      if (!first) {
        remove.run(card.id);
        return;
      }
      update.run(first.queue, first.type, first.ivl, card.id);
      others.forEach((other, ord) =>
        copy.run(nextId++, ord + 1, other.type, other.queue, other.ivl, card.id),
      );
    });
    if (extra) {
      const row = db.prepare('SELECT models FROM col').get() as { models: string };
      const models = JSON.parse(row.models) as Record<string, unknown>;
      models[String(extra.id)] = {
        id: extra.id,
        name: extra.name,
        type: 0,
        flds: extra.fields.map((name, ord) => ({ name, ord })),
        tmpls: [{ name: 'Card 1', ord: 0, qfmt: '{{' + extra.fields[0] + '}}', afmt: '' }],
      };
      db.prepare('UPDATE col SET models = ?').run(JSON.stringify(models));
      const insertNote = db.prepare(
        `INSERT INTO notes (id, guid, mid, mod, usn, tags, flds, sfld, csum, flags, data)
         VALUES (?, ?, ?, 0, -1, '', ?, ?, 0, 0, '')`,
      );
      const insertCard = db.prepare(
        `INSERT INTO cards (id, nid, did, ord, mod, usn, type, queue, due, ivl, factor, reps,
                            lapses, left, odue, odid, flags, data)
         VALUES (?, ?, 1, 0, 0, -1, ?, ?, 0, ?, 2500, 1, 0, 0, 0, 0, 0, '')`,
      );
      for (const note of extra.notes) {
        const noteId = nextId++;
        insertNote.run(
          noteId,
          `extra${noteId}`,
          extra.id,
          note.fields.join('\x1f'),
          note.fields[0],
        );
        insertCard.run(nextId++, noteId, note.card.type, note.card.queue, note.card.ivl);
      }
    }
    return db.serialize();
  } finally {
    db.close();
  }
}

/** A legacy `.apkg` (zip of the collection and an empty media map). */
export async function buildLegacyPackage(
  notes: readonly FixtureNote[],
  options: { member?: 'collection.anki2' | 'collection.anki21'; extra?: ExtraNoteType } = {},
): Promise<Uint8Array> {
  const collection = await buildLegacyCollection(notes, options.extra);
  return zipSync({
    [options.member ?? 'collection.anki2']: collection,
    media: strToU8('{}'),
  });
}

/**
 * The schema 18 layout of a legacy collection: note types and fields move from `col.models` into
 * tables (names declared `COLLATE unicase`, as Anki does), `col.ver` becomes 18.
 */
export function toCurrentFormat(legacy: Uint8Array): Uint8Array {
  const db = new Database(Buffer.from(legacy));
  try {
    const row = db.prepare('SELECT models FROM col').get() as { models: string };
    const models = Object.values(
      JSON.parse(row.models) as Record<
        string,
        { id: number; name: string; flds: { name: string; ord: number }[] }
      >,
    );
    db.exec(`
      CREATE TABLE notetypes (id integer NOT NULL PRIMARY KEY, name text NOT NULL COLLATE NOCASE,
        mtime_secs integer NOT NULL, usn integer NOT NULL, config blob NOT NULL);
      CREATE UNIQUE INDEX idx_notetypes_name ON notetypes (name);
      CREATE TABLE fields (ntid integer NOT NULL, ord integer NOT NULL,
        name text NOT NULL COLLATE NOCASE, config blob NOT NULL, PRIMARY KEY (ntid, ord))
        WITHOUT ROWID;
      CREATE UNIQUE INDEX idx_fields_name_ntid ON fields (name, ntid);
      CREATE TABLE tags (tag text NOT NULL PRIMARY KEY COLLATE NOCASE, usn integer NOT NULL,
        collapsed boolean NOT NULL, config blob NULL) WITHOUT ROWID;
    `);
    const insertType = db.prepare("INSERT INTO notetypes VALUES (?, ?, 0, 0, x'')");
    const insertField = db.prepare("INSERT INTO fields VALUES (?, ?, ?, x'')");
    for (const model of models) {
      insertType.run(model.id, model.name);
      for (const field of model.flds) insertField.run(model.id, field.ord, field.name);
    }
    db.prepare("UPDATE col SET ver = 18, models = '', decks = '', dconf = '', tags = ''").run();
    // Anki's own collation, which better-sqlite3 cannot declare: written into the schema text.
    db.unsafeMode(true);
    db.pragma('writable_schema = ON');
    db.prepare(
      "UPDATE sqlite_master SET sql = replace(sql, 'COLLATE NOCASE', 'COLLATE unicase') WHERE name IN ('notetypes', 'fields', 'tags')",
    ).run();
    db.prepare(
      "UPDATE sqlite_master SET sql = replace(sql, ' (name)', ' (name COLLATE unicase)') WHERE name = 'idx_notetypes_name'",
    ).run();
    db.pragma('writable_schema = OFF');
    return db.serialize();
  } finally {
    db.close();
  }
}

/**
 * The notes of the committed current-format fixture (packages/extract/test/fixtures/anki/current-format.apkg) and
 * of the legacy packages the tests build alike: one note per case of the state mapping.
 */
export const STATE_FIXTURE_NOTES: FixtureNote[] = [
  { expression: '食べる', furigana: '食[た]べる', cards: [MATURE_CARD] },
  // A young recognition card and a suspended production card: the studied card decides.
  {
    expression: '猫',
    html: '<b>猫</b>',
    furigana: '猫[ねこ]',
    cards: [YOUNG_CARD, SUSPENDED_CARD],
  },
  { expression: 'ぴかぴか', cards: [NEW_CARD] },
  { expression: '知らない', furigana: '知[し]らない', cards: [LEARNING_CARD] },
  {
    expression: '犬',
    html: '犬&nbsp;[sound:inu.mp3]',
    furigana: '犬[いぬ]',
    cards: [SUSPENDED_CARD],
  },
];

/** A second note type, "Basic" (Front/Back), with one mature note. */
export const BASIC_NOTE_TYPE: ExtraNoteType = {
  id: 1_342_697_561_419,
  name: 'Basic',
  fields: ['Front', 'Back'],
  notes: [{ fields: ['hello', 'こんにちは'], card: MATURE_CARD }],
};
