import { expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/dialects';
import { testDeckRow } from '../../testing/rows';
import {
  deleteDeckTextParts,
  insertDeckTextParts,
  listDeckIdsWithTextParts,
  listDeckTextParts,
  shiftDeckTextParts,
} from './deck-text-parts';

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

  it('lists a deck’s parts in text order, shifts them within 0–5, deletes them', async () => {
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
    const withParts = await listDeckIdsWithTextParts(db);
    expect(withParts.has(deckId) && withParts.has(other)).toBe(true);
    expect(withParts.has(await addDeck())).toBe(false);
    expect(await listDeckTextParts(db, deckId)).toEqual([
      { partIndex: 0, characterCount: 1000, difficulty: 0.25 },
      // Stored as double precision on both dialects, like decks.difficulty.
      { partIndex: 4, characterCount: 1100, difficulty: 2.123456789 },
      { partIndex: 9, characterCount: 1200, difficulty: 4.75 },
    ]);

    await shiftDeckTextParts(db, deckId, 0.5);
    expect((await listDeckTextParts(db, deckId)).map((part) => part.difficulty)).toEqual([
      0.75, 2.623456789, 5,
    ]);
    await shiftDeckTextParts(db, deckId, -1);
    expect((await listDeckTextParts(db, deckId)).map((part) => part.difficulty)).toEqual([
      0,
      expect.closeTo(1.623456789, 10),
      4,
    ]);
    // Not a number: nothing moves (a deck never rated has no difference to carry over).
    await shiftDeckTextParts(db, deckId, Number.NaN);
    expect((await listDeckTextParts(db, deckId)).map((part) => part.difficulty)[2]).toBe(4);
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
