import { readContentVersion } from '@goi/db';
import { describeEachDialect } from '@goi/db/testing';
import { estimateDifficulty } from '@goi/text';
import { beforeAll, expect, it } from 'vitest';
import { addDeck, addForms } from '../../test/support/library-fixture';
import { difficultyEstimatorKey, refreshDifficulties } from './refresh-difficulties';

describeEachDialect('refreshDifficulties', (database) => {
  let parent: number;
  let volumes: number[];
  beforeAll(async () => {
    const { db } = database();
    await addForms(db, [
      { wordId: 100, readingIndex: 0, priorRank: 10 },
      { wordId: 200, readingIndex: 0, priorRank: 50_000 },
    ]);
    parent = await addDeck(db, { words: [] });
    volumes = [
      await addDeck(db, {
        parentDeckId: parent,
        words: [
          [100, 0, 9],
          [200, 0, 1],
        ],
      }),
      await addDeck(db, { parentDeckId: parent, words: [[200, 0, 5]] }),
    ];
    // Statistics as ingest stores them: the second volume is three times as long.
    for (const [index, deckId] of volumes.entries())
      await db
        .updateTable('decks')
        .set({
          characterCount: 1000 * (index * 2 + 1),
          kanjiCharacterCount: 200,
          uniqueKanjiCount: 100,
          sentenceCount: 50,
          dialoguePercentage: 10,
        })
        .where('deckId', '=', deckId)
        .execute();
  });

  it('rates every deck from its stored statistics and words, parents by length, once per estimator', async () => {
    const { db } = database();
    const before = await readContentVersion(db);
    expect(await refreshDifficulties(db)).toEqual({ status: 'refreshed', decks: 3 });
    expect(await readContentVersion(db)).not.toBe(before);

    const stored = new Map(
      (await db.selectFrom('decks').select(['deckId', 'difficulty']).execute()).map((deck) => [
        deck.deckId,
        deck.difficulty,
      ]),
    );
    const expected = [
      estimateDifficulty({
        words: [
          { rank: 10, occurrences: 9 },
          { rank: 50_000, occurrences: 1 },
        ],
        characterCount: 1000,
        kanjiCharacterCount: 200,
        uniqueKanjiCount: 100,
        averageSentenceLength: 20,
        dialoguePercentage: 10,
      }),
      estimateDifficulty({
        words: [{ rank: 50_000, occurrences: 5 }],
        characterCount: 3000,
        kanjiCharacterCount: 200,
        uniqueKanjiCount: 100,
        averageSentenceLength: 60,
        dialoguePercentage: 10,
      }),
    ];
    expect(stored.get(volumes[0]!)).toBeCloseTo(expected[0]!, 10);
    expect(stored.get(volumes[1]!)).toBeCloseTo(expected[1]!, 10);
    expect(stored.get(parent)).toBeCloseTo((expected[0]! * 1000 + expected[1]! * 3000) / 4000, 10);

    // Same estimator: nothing to do, nothing written.
    const version = await readContentVersion(db);
    expect(await refreshDifficulties(db)).toEqual({ status: 'current', decks: 0 });
    expect(await readContentVersion(db)).toBe(version);
    const key = await db
      .selectFrom('appMeta')
      .select('value')
      .where('key', '=', 'difficulty.estimator')
      .executeTakeFirstOrThrow();
    expect(key.value).toBe(difficultyEstimatorKey());
  });

  it('rates again when forced or when the recorded estimator differs', async () => {
    const { db } = database();
    expect(await refreshDifficulties(db, { force: true })).toEqual({
      status: 'refreshed',
      decks: 3,
    });
    await db
      .updateTable('appMeta')
      .set({ value: 'an older estimator' })
      .where('key', '=', 'difficulty.estimator')
      .execute();
    const progress: [number, number][] = [];
    expect(
      await refreshDifficulties(db, { onProgress: (done, total) => progress.push([done, total]) }),
    ).toEqual({ status: 'refreshed', decks: 3 });
    expect(progress.at(-1)).toEqual([2, 2]);
  });
});
