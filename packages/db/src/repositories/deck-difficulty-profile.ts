/** Difficulty across a deck (issue 21): its sub-decks' effective difficulties in deck order. */
import type { DbOrTrx } from '../connection';

export interface SubDeckDifficulty {
  deckId: number;
  deckOrder: number;
  originalTitle: string;
  /** The override when set (above −1), else the computed value; −1: not computed. */
  difficulty: number;
  characterCount: number;
}

export async function listSubDeckDifficulties(
  db: DbOrTrx,
  parentDeckId: number,
): Promise<SubDeckDifficulty[]> {
  const rows = await db
    .selectFrom('decks')
    .select([
      'deckId',
      'deckOrder',
      'originalTitle',
      'difficulty',
      'difficultyOverride',
      'characterCount',
    ])
    .where('parentDeckId', '=', parentDeckId)
    .orderBy('deckOrder')
    .orderBy('deckId')
    .execute();
  return rows.map((row) => ({
    deckId: row.deckId,
    deckOrder: row.deckOrder,
    originalTitle: row.originalTitle,
    difficulty: row.difficultyOverride > -1 ? row.difficultyOverride : row.difficulty,
    characterCount: row.characterCount,
  }));
}
