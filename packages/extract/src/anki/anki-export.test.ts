import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ExtractionError } from '../extraction-error';
import { readAnkiPackage } from './anki-package';
import {
  ankiCardState,
  ankiFieldText,
  ankiNoteState,
  countNotesByType,
  selectAnkiWords,
} from './anki-states';
import { readAnkiExport } from './read-anki-export';

const currentFormat = readFileSync(
  join(import.meta.dirname, '../../test/fixtures/anki/current-format.apkg'),
);

const NEW_CARD = { queue: 0, type: 0, ivl: 0 };
const LEARNING_CARD = { queue: 1, type: 1, ivl: 0 };
const YOUNG_CARD = { queue: 2, type: 2, ivl: 5 };
const MATURE_CARD = { queue: 2, type: 2, ivl: 30 };
const SUSPENDED_CARD = { queue: -1, type: 2, ivl: 40 };

/**
 * A legacy collection written row by row (the library's tests build theirs with the project's
 * `.apkg` writer, which this leaf package may not import): Anki's schema 11 tables, note types in
 * `col.models`.
 */
function legacyPackage(
  notes: { fields: string[]; cards: (typeof NEW_CARD)[] }[],
  member = 'collection.anki2',
): Uint8Array {
  const db = new Database(':memory:');
  db.exec(`
    CREATE TABLE col (id integer primary key, models text not null);
    CREATE TABLE notes (id integer primary key, mid integer not null, flds text not null);
    CREATE TABLE cards (id integer primary key, nid integer not null, type integer not null,
                        queue integer not null, ivl integer not null);
  `);
  db.prepare('INSERT INTO col VALUES (1, ?)').run(
    JSON.stringify({
      '1700000000001': {
        id: 1700000000001,
        name: 'Japanese',
        flds: [
          { name: 'Reading', ord: 1 },
          { name: 'Word', ord: 0 },
        ],
      },
    }),
  );
  let id = 1;
  for (const note of notes) {
    const noteId = id++;
    db.prepare('INSERT INTO notes VALUES (?, 1700000000001, ?)').run(
      noteId,
      note.fields.join('\x1f'),
    );
    for (const card of note.cards)
      db.prepare('INSERT INTO cards VALUES (?, ?, ?, ?, ?)').run(
        id++,
        noteId,
        card.type,
        card.queue,
        card.ivl,
      );
  }
  const bytes = db.serialize();
  db.close();
  return zipSync({ [member]: bytes, media: strToU8('{}') });
}

const LEGACY_NOTES = [
  { fields: [' 食[た]べる', 'たべる'], cards: [MATURE_CARD] },
  { fields: ['<b>猫</b>', 'ねこ'], cards: [YOUNG_CARD, SUSPENDED_CARD] },
  { fields: ['ぴかぴか', ''], cards: [NEW_CARD] },
  { fields: ['知らない', 'しらない'], cards: [LEARNING_CARD] },
  { fields: ['犬&nbsp;[sound:inu.mp3]', 'いぬ'], cards: [SUSPENDED_CARD] },
  { fields: ['<br>', ''], cards: [MATURE_CARD] },
];

async function refusal(promise: Promise<unknown>): Promise<ExtractionError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ExtractionError);
  return error as ExtractionError;
}

describe('Anki card and note states', () => {
  it('maps queue, type and interval to states', () => {
    expect(ankiCardState(NEW_CARD)).toBe('new');
    expect(ankiCardState(LEARNING_CARD)).toBe('young');
    expect(ankiCardState(YOUNG_CARD)).toBe('young');
    expect(ankiCardState({ queue: 2, type: 2, ivl: 20 })).toBe('young');
    expect(ankiCardState({ queue: 2, type: 2, ivl: 21 })).toBe('mature');
    expect(ankiCardState(MATURE_CARD)).toBe('mature');
    // Relearning after a lapse keeps the old interval, but the card is being learned again.
    expect(ankiCardState({ queue: 3, type: 3, ivl: 40 })).toBe('young');
    expect(ankiCardState({ queue: 1, type: 3, ivl: 40 })).toBe('young');
    expect(ankiCardState(SUSPENDED_CARD)).toBe('suspended');
    expect(ankiCardState({ queue: -1, type: 0, ivl: 0 })).toBe('suspended');
    // Buried cards keep their type: a buried mature card is mature, a buried new card new.
    expect(ankiCardState({ queue: -2, type: 2, ivl: 50 })).toBe('mature');
    expect(ankiCardState({ queue: -3, type: 0, ivl: 0 })).toBe('new');
  });

  it('gives a note the state of its furthest-studied card', () => {
    expect(ankiNoteState({ cards: [YOUNG_CARD, SUSPENDED_CARD] })).toBe('young');
    expect(ankiNoteState({ cards: [NEW_CARD, SUSPENDED_CARD] })).toBe('suspended');
    expect(ankiNoteState({ cards: [YOUNG_CARD, MATURE_CARD] })).toBe('mature');
    expect(ankiNoteState({ cards: [] })).toBe('new');
  });

  it('reads the plain word out of a field', () => {
    expect(ankiFieldText('<b>猫</b>')).toBe('猫');
    expect(ankiFieldText(' 食[た]べる')).toBe('食べる');
    expect(ankiFieldText('お 茶[ちゃ]を 飲[の]む')).toBe('お茶を飲む');
    expect(ankiFieldText('<ruby>漢字<rt>かんじ</rt></ruby>')).toBe('漢字');
    expect(ankiFieldText('犬&nbsp;[sound:inu.mp3]')).toBe('犬');
    expect(ankiFieldText('<div>本</div><div><br></div>')).toBe('本');
    expect(ankiFieldText('&lt;tag&gt; &amp;')).toBe('<tag> &');
    expect(ankiFieldText('')).toBe('');
  });
});

describe('readAnkiExport', () => {
  it('reads a legacy collection under both legacy names', async () => {
    for (const member of ['collection.anki2', 'collection.anki21']) {
      const collection = await readAnkiExport({
        name: 'deck.apkg',
        bytes: legacyPackage(LEGACY_NOTES, member),
      });
      expect(collection.format).toBe(member === 'collection.anki2' ? 'anki2' : 'anki21');
      expect(collection.noteTypes).toEqual([
        { id: 1700000000001, name: 'Japanese', fields: ['Word', 'Reading'] },
      ]);
      expect(countNotesByType(collection)).toEqual(new Map([[1700000000001, 6]]));
      const selection = selectAnkiWords(collection, 1700000000001, 0);
      expect(selection.counts).toEqual({ new: 1, young: 2, mature: 2, suspended: 1 });
      expect(selection.emptyFields).toBe(1);
      expect(Object.fromEntries(selection.words.map((word) => [word.text, word.state]))).toEqual({
        食べる: 'mature',
        猫: 'young',
        知らない: 'young',
        犬: 'suspended',
      });
    }
  });

  it('reads the current format (constructed anki21b: schema 18, zstd) before the placeholder', async () => {
    const collection = await readAnkiExport({ name: 'current.apkg', bytes: currentFormat });
    expect(collection.format).toBe('anki21b');
    expect(collection.noteTypes.map((type) => type.name).sort()).toEqual([
      'Basic',
      'Goi Vocabulary',
    ]);
    const goi = collection.noteTypes.find((type) => type.name === 'Goi Vocabulary')!;
    expect(goi.fields.slice(0, 2)).toEqual(['Expression', 'ExpressionFurigana']);
    expect(collection.noteTypes.find((type) => type.name === 'Basic')!.fields).toEqual([
      'Front',
      'Back',
    ]);
    const selection = selectAnkiWords(collection, goi.id, 1);
    expect(selection.notes).toBe(5);
    expect(selection.counts).toEqual({ new: 1, young: 2, mature: 1, suspended: 1 });
    expect(Object.fromEntries(selection.words.map((word) => [word.text, word.state]))).toEqual({
      食べる: 'mature',
      猫: 'young',
      知らない: 'young',
      犬: 'suspended',
    });
  });

  it('reads an empty deck as note types without notes', async () => {
    const collection = await readAnkiExport({ name: 'empty.apkg', bytes: legacyPackage([]) });
    expect(collection.noteTypes).toHaveLength(1);
    expect(collection.notes).toEqual([]);
    expect(selectAnkiWords(collection, 1700000000001, 0)).toEqual({
      notes: 0,
      counts: { new: 0, young: 0, mature: 0, suspended: 0 },
      emptyFields: 0,
      words: [],
    });
  });

  it('refuses what is not an Anki export, with a clear message', async () => {
    const text = await refusal(
      readAnkiExport({ name: 'notes.txt', bytes: strToU8('猫\tcat\n食べる\tto eat\n') }),
    );
    expect(text.message).toMatch(/^notes\.txt: it is not an Anki export/);
    const otherZip = await refusal(
      readAnkiExport({ name: 'book.zip', bytes: zipSync({ 'a.txt': strToU8('猫') }) }),
    );
    expect(otherZip.message).toContain('the archive holds no collection');
    const notSqlite = await refusal(
      readAnkiExport({
        name: 'fake.apkg',
        bytes: zipSync({ 'collection.anki2': strToU8('not a database at all') }),
      }),
    );
    expect(notSqlite.message).toBe(
      'fake.apkg › collection.anki2: the collection is not an SQLite database; the file is damaged',
    );
    const notZstd = await refusal(
      readAnkiExport({
        name: 'fake.apkg',
        bytes: zipSync({ 'collection.anki21b': strToU8('SQLite format 3\0') }),
      }),
    );
    expect(notZstd.message).toContain('not zstd-compressed');
  });

  it('refuses a broken archive and a damaged collection', async () => {
    const whole = legacyPackage(LEGACY_NOTES);
    const cut = await refusal(
      readAnkiExport({ name: 'cut.apkg', bytes: whole.subarray(0, whole.length - 200) }),
    );
    expect(cut.message).toMatch(/^cut\.apkg: the archive is incomplete or damaged/);
    const corrupt = new Uint8Array(currentFormat);
    // Flip bytes inside the stored zstd member: its CRC no longer matches.
    const at = Buffer.from(corrupt).indexOf(Buffer.from([0x28, 0xb5, 0x2f, 0xfd]));
    corrupt.fill(0x55, at + 100, at + 140);
    const damaged = await refusal(readAnkiExport({ name: 'damaged.apkg', bytes: corrupt }));
    expect(damaged.message).toContain('damaged');
    // A valid SQLite header over garbage pages.
    const garbage = new Uint8Array(8192).fill(7);
    garbage.set(strToU8('SQLite format 3\0'));
    const unreadable = await refusal(
      readAnkiExport({ name: 'x.apkg', bytes: zipSync({ 'collection.anki2': garbage }) }),
    );
    expect(unreadable.message).toContain('the collection inside cannot be read');
  });

  it('checks sizes before expanding', () => {
    const bytes = zipSync({ 'collection.anki2': new Uint8Array(4096) });
    expect(() =>
      readAnkiPackage(
        { name: 'big.apkg', bytes },
        { maxUploadBytes: 100, maxMembers: 10, maxCollectionBytes: 10_000 },
      ),
    ).toThrow(/more than the 100 bytes we accept; export again without media/);
    expect(() =>
      readAnkiPackage(
        { name: 'big.apkg', bytes },
        { maxUploadBytes: 1_000_000, maxMembers: 10, maxCollectionBytes: 1000 },
      ),
    ).toThrow(/expands to 4 KB, more than the 1000 bytes/);
    expect(() =>
      readAnkiPackage(
        { name: 'many.apkg', bytes: zipSync({ a: strToU8('1'), b: strToU8('2') }) },
        { maxUploadBytes: 1_000_000, maxMembers: 1, maxCollectionBytes: 1000 },
      ),
    ).toThrow(/lists 2 files, more than the 1/);
    expect(() =>
      readAnkiPackage(
        { name: 'current.apkg', bytes: currentFormat },
        { maxUploadBytes: 1_000_000, maxMembers: 10, maxCollectionBytes: 20_000 },
      ),
    ).toThrow(/the collection expands to more than 19.5 KB/);
  });
});
