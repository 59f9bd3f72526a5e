import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { fixtureDeck, fixtureWords } from '../../test/fixtures';
import { openCollection, unzipBody, zipText } from '../../test/read-zip';
import { collectBytes } from '../stream/bytes';
import type { ExportWord } from '../types';
import { ankiDeckId, ankiDeckName, ankiNoteKey, writeAnkiPackage } from './write-apkg';
import { stableAnkiGuid } from './anki-ids';
import { ankiFieldNames, ankiNoteTypeId } from './note-type';

interface NoteRow {
  id: number;
  guid: string;
  mid: number;
  mod: number;
  usn: number;
  tags: string;
  flds: string;
  sfld: string | number;
  csum: number;
}
interface AnkiModel {
  id: number;
  name: string;
  type: number;
  sortf: number;
  flds: { name: string; ord: number }[];
  tmpls: { ord: number; qfmt: string; afmt: string }[];
  css: string;
}
interface AnkiDeck {
  id: number;
  name: string;
}
interface CardRow {
  id: number;
  nid: number;
  did: number;
  ord: number;
  mod: number;
  usn: number;
  type: number;
  queue: number;
  due: number;
}

async function readPackage(words: ExportWord[] = fixtureWords, deck = fixtureDeck) {
  const files = await unzipBody(writeAnkiPackage(deck, words));
  const db = openCollection(files);
  const col = db.prepare('SELECT * FROM col').get() as Record<string, string | number>;
  const notes = db.prepare('SELECT * FROM notes ORDER BY id').all() as NoteRow[];
  const cards = db.prepare('SELECT * FROM cards ORDER BY due').all() as CardRow[];
  const tables = (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as {
      name: string;
    }[]
  ).map((row) => row.name);
  db.close();
  return { files, col, notes, cards, tables };
}

function fieldsOf(notes: NoteRow[], expression: string): Record<string, string> {
  const note = notes.find((row) => row.flds.split('\x1f')[0] === expression);
  if (!note) throw new Error(`no note for ${expression}`);
  const values = note.flds.split('\x1f');
  return Object.fromEntries(ankiFieldNames.map((name, index) => [name, values[index]!]));
}

describe('writeAnkiPackage', () => {
  it('writes a zip with collection.anki2 in the legacy schema and an empty media map', async () => {
    const { files, col, tables } = await readPackage();
    expect(Object.keys(files).sort()).toEqual(['collection.anki2', 'media']);
    expect(zipText(files, 'media')).toBe('{}');
    expect(tables).toEqual(['cards', 'col', 'graves', 'notes', 'revlog']);
    expect(col.ver).toBe(11);
    expect(col.mod).toBe(fixtureDeck.generatedAt.getTime());
  });

  it('defines the Goi note type with the 22 fields in order and a template using only them', async () => {
    const { col } = await readPackage();
    const models = JSON.parse(col.models as string) as Record<string, AnkiModel>;
    expect(Object.keys(models)).toEqual([String(ankiNoteTypeId)]);
    const model = models[String(ankiNoteTypeId)]!;
    expect(model.id).toBe(ankiNoteTypeId);
    expect(model.name).toBe('Goi Vocabulary');
    expect(model.type).toBe(0);
    expect(model.sortf).toBe(0);
    expect(model.flds.map((field) => field.name)).toEqual([
      'Expression',
      'ExpressionFurigana',
      'ExpressionReading',
      'ExpressionAudio',
      'SelectionText',
      'MainDefinition',
      'DefinitionPicture',
      'Sentence',
      'SentenceFurigana',
      'SentenceAudio',
      'Picture',
      'Glossary',
      'Hint',
      'IsWordAndSentenceCard',
      'IsClickCard',
      'IsSentenceCard',
      'PitchPosition',
      'PitchCategories',
      'Frequency',
      'FreqSort',
      'Occurrences',
      'MiscInfo',
    ]);
    expect(model.flds.map((field) => field.ord)).toEqual([...Array(22).keys()]);
    expect(model.tmpls).toHaveLength(1);
    const template = model.tmpls[0]!;
    expect(template.ord).toBe(0);
    expect(template.qfmt).toContain('{{Expression}}');
    expect(template.afmt).toContain('{{furigana:ExpressionFurigana}}');
    const referenced = [
      ...`${template.qfmt}${template.afmt}`.matchAll(/\{\{([#/^]?)([^}]+)\}\}/g),
    ].map((match) => match[2]!.replace(/^\w+:/, ''));
    for (const name of referenced) expect(ankiFieldNames).toContain(name);
    expect(model.css).toContain('.nightMode');
  });

  it('puts the deck under its original title with a stable id, next to Default', async () => {
    const { col } = await readPackage();
    const decks = JSON.parse(col.decks as string) as Record<string, AnkiDeck>;
    const deckId = ankiDeckId(fixtureDeck.deckId);
    expect(Object.keys(decks).sort()).toEqual(['1', String(deckId)].sort());
    expect(decks[String(deckId)]!.name).toBe('吾輩は猫である');
    expect(decks[String(deckId)]!.id).toBe(deckId);
    expect(decks['1']!.name).toBe('Default');
    expect(JSON.parse(col.dconf as string)['1'].new.perDay).toBe(20);
    expect(JSON.parse(col.conf as string).curDeck).toBe(deckId);
  });

  it('writes one note and one new card per word, in the order given', async () => {
    const { notes, cards } = await readPackage();
    const deckId = ankiDeckId(fixtureDeck.deckId);
    expect(notes).toHaveLength(fixtureWords.length);
    expect(cards).toHaveLength(fixtureWords.length);
    const seconds = fixtureDeck.generatedAt.getTime() / 1000;
    cards.forEach((card, index) => {
      const note = notes.find((row) => row.id === card.nid)!;
      expect(note.flds.split('\x1f')[0]).toBe(fixtureWords[index]!.text.replace('&', '&amp;'));
      expect(card).toMatchObject({
        did: deckId,
        ord: 0,
        type: 0,
        queue: 0,
        due: index + 1,
        usn: -1,
        mod: seconds,
      });
    });
    for (const note of notes) {
      expect(note.flds.split('\x1f')).toHaveLength(22);
      expect(note).toMatchObject({ mid: ankiNoteTypeId, usn: -1, mod: seconds, tags: '' });
    }
  });

  it("stores the sort field and Anki's checksum of the first field", async () => {
    const { notes } = await readPackage();
    for (const note of notes) {
      const expression = note.flds.split('\x1f')[0]!;
      expect(String(note.sfld)).toBe(expression);
      const sha1 = createHash('sha1').update(expression).digest('hex');
      expect(note.csum).toBe(parseInt(sha1.slice(0, 8), 16));
    }
  });

  it('fills the fields as the reference does', async () => {
    const { notes } = await readPackage();
    const taberu = fieldsOf(notes, '食べる');
    expect(taberu).toMatchObject({
      ExpressionFurigana: '食[た]べる',
      ExpressionReading: 'たべる',
      MainDefinition:
        '<ul><li>to eat</li><li>to live on (e.g. a salary)</li><li>to live off</li></ul>',
      Sentence:
        'ご飯を<span class="goi-word" style="font-weight: bold; color: rgb(168, 85, 247);">食べ</span>た。',
      PitchPosition: '2',
      Frequency: '<ul><li>Goi: 12 occurrences ; #250 global rank</li></ul>',
      FreqSort: '250',
      Occurrences: '12',
      MiscInfo: 'From 吾輩は猫である - generated by Goi',
      ExpressionAudio: '',
      Glossary: '',
      Hint: '',
    });
    expect(fieldsOf(notes, 'お茶')).toMatchObject({
      ExpressionFurigana: 'お 茶[ちゃ]',
      ExpressionReading: 'おちゃ',
      Sentence: '',
      PitchPosition: '0',
    });
    const tabemono = fieldsOf(notes, '食べ物');
    expect(tabemono).toMatchObject({
      ExpressionFurigana: '食[た]べ 物[もの]',
      ExpressionReading: 'たべもの',
      PitchPosition: '2,3',
      Frequency: '<ul><li>Goi: 3 occurrences</li></ul>',
      FreqSort: '',
      MainDefinition:
        '<ul><li>food, &quot;victuals&quot;\nand more</li><li>&lt;b&gt;bold&lt;/b&gt; &amp; co</li></ul>',
    });
    expect(tabemono.Sentence).toContain('「美味しい<span');
    expect(fieldsOf(notes, '一ヶ月').ExpressionFurigana).toBe('一[いっ]ヶ[か]月[げつ]');
    expect(fieldsOf(notes, '一ヶ月').ExpressionReading).toBe('いっかげつ');
    expect(fieldsOf(notes, 'コーヒー').ExpressionReading).toBe('コーヒー');
  });

  it('keeps guids and note ids when the deck is downloaded again, and separates decks', async () => {
    const first = await readPackage();
    const later = await readPackage(fixtureWords.slice().reverse(), {
      ...fixtureDeck,
      generatedAt: new Date('2027-01-01T00:00:00Z'),
    });
    const identity = (notes: NoteRow[]) =>
      new Map(
        notes.map((note) => [note.flds.split('\x1f').slice(0, 2).join('|'), [note.id, note.guid]]),
      );
    expect(identity(later.notes)).toEqual(identity(first.notes));
    const other = await readPackage(fixtureWords, { ...fixtureDeck, deckId: 43 });
    const guids = new Set(first.notes.map((note) => note.guid));
    expect(other.notes.some((note) => guids.has(note.guid))).toBe(false);
    // Pinned: changing how ids are derived would duplicate every card a reader already has.
    expect(stableAnkiGuid(ankiNoteKey(42, 1358280, 0))).toBe('w!x.XQsTLC');
    expect(first.notes.find((note) => note.sfld === '食べる')!.guid).toBe('w!x.XQsTLC');
    expect(ankiNoteTypeId).toBe(5153663770865081);
    expect(ankiDeckId(42)).toBe(5177569963359121);
  });

  it('writes identical bytes for identical input', async () => {
    const a = await collectBytes(writeAnkiPackage(fixtureDeck, fixtureWords));
    const b = await collectBytes(writeAnkiPackage(fixtureDeck, fixtureWords));
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it('writes an empty deck', async () => {
    const { notes, cards } = await readPackage([]);
    expect(notes).toEqual([]);
    expect(cards).toEqual([]);
  });

  it('rejects a word given twice and a sentence mark outside the sentence, naming the word', async () => {
    await expect(
      collectBytes(writeAnkiPackage(fixtureDeck, [fixtureWords[0]!, fixtureWords[0]!])),
    ).rejects.toThrow('word 1358280/0 (食べる): wordId/readingIndex appears twice');
    const bad = {
      ...fixtureWords[0]!,
      exampleSentence: { text: 'ご飯', wordStart: 1, wordLength: 5 },
    };
    await expect(collectBytes(writeAnkiPackage(fixtureDeck, [bad]))).rejects.toThrow(
      /word 1358280\/0 \(食べる\): exampleSentence marks/,
    );
  });

  it('removes its temporary directory, also after an error', async () => {
    const before = new Set(readdirSync(tmpdir()).filter((name) => name.startsWith('goi-apkg-')));
    await collectBytes(writeAnkiPackage(fixtureDeck, fixtureWords));
    await expect(
      collectBytes(writeAnkiPackage(fixtureDeck, [{ ...fixtureWords[0]!, furigana: '食[た' }])),
    ).rejects.toThrow(/furigana is malformed/);
    const after = readdirSync(tmpdir()).filter(
      (name) => name.startsWith('goi-apkg-') && !before.has(name),
    );
    expect(after).toEqual([]);
  });

  it('names the Anki deck without nesting or quotes', () => {
    expect(ankiDeckName('Re::Zero "2"')).toBe('Re:Zero 2');
    expect(ankiDeckName('  ')).toBe('Goi deck');
  });
});
