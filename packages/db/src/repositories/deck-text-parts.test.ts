import { expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/dialects';
import { testDeckRow } from '../../testing/rows';
import { deleteDeckTextParts, insertDeckTextParts, listDeckTextParts } from './deck-text-parts';

describeEachDialect('deck text parts', (database) => {
  const addDeck = async () => {
    const { db } = database();
    const row = await db
      .insertInto('decks')
      .values(testDeckRow({ originalTitle: '十分割' }))
      .returning('deckId')
      .executeTakeFirstOrThrow();
    return row.deckId;
  };

  it('lists a deck’s parts in text order and deletes them', async () => {
    const { db } = database();
    const deckId = await addDeck();
    const other = await addDeck();
    await insertDeckTextParts(db, deckId, [
      { partIndex: 9, characterCount: 1200, difficulty: 4.75 },
      { partIndex: 0, characterCount: 1000, difficulty: 0.25 },
      { partIndex: 4, characterCount: 1100, difficulty: 2.123456789 },
    ]);
    await insertDeckTextParts(db, other, [{ partIndex: 0, characterCount: 5, difficulty: 3 }]);
    await insertDeckTextParts(db, other, []);
    expect(await listDeckTextParts(db, deckId)).toEqual([
      { partIndex: 0, characterCount: 1000, difficulty: 0.25 },
      // Stored as double precision on both dialects, like decks.difficulty.
      { partIndex: 4, characterCount: 1100, difficulty: 2.123456789 },
      { partIndex: 9, characterCount: 1200, difficulty: 4.75 },
    ]);

    // Other decks are untouched.
    expect(await listDeckTextParts(db, other)).toEqual([
      { partIndex: 0, characterCount: 5, difficulty: 3 },
    ]);

    await expect(
      insertDeckTextParts(db, deckId, [{ partIndex: 0, characterCount: 1, difficulty: 1 }]),
    ).rejects.toThrow();

    await deleteDeckTextParts(db, [deckId]);
    expect(await listDeckTextParts(db, deckId)).toEqual([]);
    expect(await listDeckTextParts(db, other)).toHaveLength(1);
  });

  it('go with their deck: the foreign key cascades on both dialects', async () => {
    const { db } = database();
    const deckId = await addDeck();
    await insertDeckTextParts(db, deckId, [
      { partIndex: 0, characterCount: 10, difficulty: 1 },
      { partIndex: 5, characterCount: 10, difficulty: 2 },
    ]);
    await db.deleteFrom('decks').where('deckId', '=', deckId).execute();
    expect(await listDeckTextParts(db, deckId)).toEqual([]);
    await expect(
      insertDeckTextParts(db, 999_999, [{ partIndex: 0, characterCount: 1, difficulty: 1 }]),
    ).rejects.toThrow();
  });
});
