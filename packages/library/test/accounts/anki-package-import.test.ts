/**
 * The Anki package import on the real dictionary and parser: packages built by the project's own
 * `.apkg` writer (legacy collection under both names), the choice of note type and field, and
 * the words matched to dictionary forms with their states (nothing is written here; the API
 * tests write on both dialects).
 */
import { WordKnowledgeState } from '@goi/contracts/values';
import type { DatabaseHandle } from '@goi/db';
import { ankiNoteTypeId } from '@goi/exports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountError,
  chooseAnkiWords,
  createAnkiPackageImport,
  readAnkiUpload,
  summarizeAnkiExport,
} from '../../src';
import {
  BASIC_NOTE_TYPE,
  STATE_FIXTURE_NOTES,
  buildLegacyPackage,
} from '../../testing/anki-fixtures';
import { openTestDictionary } from '../support/dictionary';
import { testParser } from '../support/parser';

let dictionary: DatabaseHandle;
beforeAll(async () => {
  dictionary = await openTestDictionary();
}, 120_000);
afterAll(() => dictionary.close());

const formText = async (wordId: number, readingIndex: number) =>
  (
    await dictionary.db
      .selectFrom('dictForms')
      .select('text')
      .where('wordId', '=', wordId)
      .where('readingIndex', '=', readingIndex)
      .executeTakeFirstOrThrow()
  ).text;

describe('Anki package import', () => {
  it('matches the chosen field of writer-built packages to dictionary forms with their states', async () => {
    const importer = createAnkiPackageImport({ db: dictionary.db, parser: testParser });
    for (const member of ['collection.anki2', 'collection.anki21'] as const) {
      const bytes = await buildLegacyPackage(STATE_FIXTURE_NOTES, {
        member,
        extra: BASIC_NOTE_TYPE,
      });
      const exported = await readAnkiUpload('deck.apkg', bytes);
      expect(
        summarizeAnkiExport(exported).noteTypes.map((type) => [type.name, type.notes]),
      ).toEqual([
        ['Goi Vocabulary', 5],
        ['Basic', 1],
      ]);
      const chosen = chooseAnkiWords(exported, {
        noteTypeId: ankiNoteTypeId,
        field: 'ExpressionFurigana',
      });
      const matched = await importer.match(chosen.words);
      // 知らない is parsed as 知る: every studied note holds a dictionary word.
      expect({ matched: matched.matched, unmatched: matched.unmatched }).toEqual({
        matched: 4,
        unmatched: 0,
      });
      const byText = new Map<string, number>();
      for (const row of matched.rows)
        byText.set(await formText(row.wordId, row.readingIndex), row.state);
      expect(byText.get('食べる')).toBe(WordKnowledgeState.Mature);
      expect(byText.get('たべる')).toBe(WordKnowledgeState.Mature);
      expect(byText.get('猫')).toBe(WordKnowledgeState.Young);
      expect(byText.get('知る')).toBe(WordKnowledgeState.Young);
      expect(byText.get('犬')).toBe(WordKnowledgeState.Suspended);
      // The new note (ぴかぴか) is left alone.
      expect(byText.has('ぴかぴか')).toBe(false);
    }
  }, 120_000);

  it('refuses a note type or field the file does not have', async () => {
    const exported = await readAnkiUpload(
      'deck.apkg',
      await buildLegacyPackage(STATE_FIXTURE_NOTES, { extra: BASIC_NOTE_TYPE }),
    );
    const refusal = (() => {
      try {
        chooseAnkiWords(exported, { noteTypeId: 42, field: 'Front' });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(AccountError);
    expect(refusal).toMatchObject({
      kind: 'invalid',
      message: 'This file has no note type 42 (it has "Goi Vocabulary", "Basic")',
    });
    expect(() =>
      chooseAnkiWords(exported, { noteTypeId: BASIC_NOTE_TYPE.id, field: 'Expression' }),
    ).toThrow('The note type "Basic" has no field "Expression" (it has "Front", "Back")');
    const basic = chooseAnkiWords(exported, { noteTypeId: BASIC_NOTE_TYPE.id, field: 'Front' });
    expect(basic).toMatchObject({ notes: 1, words: [{ text: 'hello', state: 'mature' }] });
  });

  it('leaves out fields longer than 25 characters, as the notes-export import does', async () => {
    const exported = await readAnkiUpload(
      'deck.apkg',
      await buildLegacyPackage([
        {
          expression: 'これはとても長い例文で、単語ではありませんから取り込みません。',
          cards: [{ queue: 2, type: 2, ivl: 30 }],
        },
        { expression: '猫', cards: [{ queue: 2, type: 2, ivl: 30 }] },
      ]),
    );
    const chosen = chooseAnkiWords(exported, { noteTypeId: ankiNoteTypeId, field: 'Expression' });
    expect(chosen.skippedLong).toBe(1);
    expect(chosen.words).toEqual([{ text: '猫', state: 'mature' }]);
  });

  it('answers a file that is not an Anki export with a 400-kind error', async () => {
    await expect(readAnkiUpload('notes.txt', new TextEncoder().encode('猫'))).rejects.toMatchObject(
      {
        kind: 'invalid',
        fields: { file: [expect.stringContaining('it is not an Anki export')] },
      },
    );
  });
});
