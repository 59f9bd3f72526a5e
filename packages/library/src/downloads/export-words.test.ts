import {
  describeEachDialect,
  testDeckRow,
  testEntryRow,
  testFormRow,
  testSenseRow,
} from '@goi/db/testing';
import { beforeAll, expect, it } from 'vitest';
import { DeckWordNotInDictionaryError, loadSelectableDeckWords } from './deck-words';
import { streamExportWords } from './export-words';

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const result: T[] = [];
  for await (const item of items) result.push(item);
  return result;
}

describeEachDialect('deck words → export rows', (database) => {
  let deckId = 0;
  const wordIds = [101, 102, 103, 104, 105];

  beforeAll(async () => {
    const { db } = database();
    await db
      .insertInto('dictEntries')
      .values(wordIds.map((wordId) => testEntryRow({ wordId, partsOfSpeech: '["n"]' })))
      .execute();
    await db
      .insertInto('dictForms')
      .values(
        wordIds.flatMap((wordId) => [
          testFormRow({
            wordId,
            readingIndex: 0,
            text: `語${wordId}`,
            formType: 0,
            furigana: `語[ご]${wordId}`,
            reading: 'ご',
          }),
          testFormRow({ wordId, readingIndex: 1, text: `ご${wordId}`, formType: 1, reading: 'ご' }),
        ]),
      )
      .execute();
    await db
      .insertInto('dictSenses')
      .values(
        wordIds.map((wordId) =>
          testSenseRow({
            wordId,
            senseIndex: 0,
            partsOfSpeech: '["n"]',
            glosses: `["word ${wordId}"]`,
          }),
        ),
      )
      .execute();
    ({ deckId } = await db
      .insertInto('decks')
      .values(
        testDeckRow({
          originalTitle: '本',
          creationDate: '2026-01-01T00:00:00Z',
          lastUpdate: '2026-01-01T00:00:00Z',
        }),
      )
      .returning('deckId')
      .executeTakeFirstOrThrow());
    await db
      .insertInto('deckWords')
      .values(
        wordIds.map((wordId, index) => ({
          deckId,
          wordId,
          readingIndex: index % 2,
          occurrences: 10 - index,
          firstPosition: index,
        })),
      )
      .execute();
    await db
      .insertInto('formFrequencies')
      .values({
        wordId: 103,
        readingIndex: 0,
        frequencyRank: 7,
        occurrences: 1,
        usedInMediaAmount: 1,
        frequencyPercentage: 100,
      })
      .execute();
  });

  it('reads the light rows in first-appearance order, with ranks and kana flags', async () => {
    const words = await loadSelectableDeckWords(database().db, deckId);
    expect(
      words.map((word) => [word.wordId, word.readingIndex, word.isKana, word.globalRank]),
    ).toEqual([
      [101, 0, false, null],
      [102, 1, true, null],
      [103, 0, false, 7],
      [104, 1, true, null],
      [105, 0, false, null],
    ]);
  });

  it('gives the same rows whatever the batch size, in the order given', async () => {
    const words = (await loadSelectableDeckWords(database().db, deckId)).reverse();
    const whole = await collect(streamExportWords(database().db, deckId, words));
    const one = await collect(streamExportWords(database().db, deckId, words, { batchSize: 1 }));
    const two = await collect(streamExportWords(database().db, deckId, words, { batchSize: 2 }));
    expect(one).toEqual(whole);
    expect(two).toEqual(whole);
    expect(whole.map((word) => word.text)).toEqual(['語105', 'ご104', '語103', 'ご102', '語101']);
    expect(whole[2]).toMatchObject({
      furigana: '語[ご]103',
      globalRank: 7,
      occurrences: 8,
      exampleSentence: null,
    });
    expect(whole[2]!.definitions).toEqual([
      { partsOfSpeech: ['noun (common) (futsuumeishi)'], glosses: ['word 103'] },
    ]);
    await expect(
      collect(streamExportWords(database().db, deckId, words, { batchSize: 0 })),
    ).rejects.toThrow('batchSize must be a positive integer');
  });

  it('names the deck and word when a deck word is missing from the dictionary', async () => {
    const { db } = database();
    await db
      .insertInto('deckWords')
      .values({ deckId, wordId: 999, readingIndex: 3, occurrences: 1, firstPosition: 9 })
      .execute();
    try {
      const error = await loadSelectableDeckWords(db, deckId).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DeckWordNotInDictionaryError);
      expect((error as Error).message).toBe(
        `deck ${deckId}: word 999/3 is not in the dictionary (re-parse the deck after a dictionary update)`,
      );
      await expect(
        collect(
          streamExportWords(db, deckId, [
            {
              wordId: 999,
              readingIndex: 3,
              occurrences: 1,
              firstAppearance: 9,
              globalRank: null,
              isKana: false,
            },
          ]),
        ),
      ).rejects.toThrow('word 999/3 is not in the dictionary');
    } finally {
      await db.deleteFrom('deckWords').where('wordId', '=', 999).execute();
    }
  });
});
