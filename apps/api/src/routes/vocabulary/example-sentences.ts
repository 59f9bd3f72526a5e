/** `vocabulary/{wordId}/{readingIndex}/random-example-sentences`: up to 3 from unseen decks. */
import { EXAMPLE_SENTENCES_PER_REQUEST, type ExampleSentenceDto } from '@goi/contracts';
import { formExists, randomExampleSentences, type DbOrTrx } from '@goi/db';
import { loadDeckDtos } from '@goi/library';

/** Undefined when the word does not exist. */
export async function exampleSentences(
  db: DbOrTrx,
  wordId: number,
  readingIndex: number,
  shownDeckIds: readonly number[],
): Promise<ExampleSentenceDto[] | undefined> {
  if (!(await formExists(db, wordId, readingIndex))) return undefined;
  const rows = await randomExampleSentences(
    db,
    wordId,
    readingIndex,
    shownDeckIds,
    EXAMPLE_SENTENCES_PER_REQUEST,
  );
  const sources = await loadDeckDtos(
    db,
    rows.map((row) => row.deckId),
  );
  const parentIds = sources.flatMap((deck) =>
    deck.parentDeckId === null ? [] : [deck.parentDeckId],
  );
  const decks = new Map(
    [...sources, ...(await loadDeckDtos(db, parentIds))].map((deck) => [deck.deckId, deck]),
  );
  return rows.flatMap((row) => {
    const sourceDeck = decks.get(row.deckId);
    if (!sourceDeck) return [];
    return [
      {
        text: row.text,
        wordPosition: row.wordPosition,
        wordLength: row.wordLength,
        sourceDeck,
        sourceDeckParent:
          sourceDeck.parentDeckId === null ? null : (decks.get(sourceDeck.parentDeckId) ?? null),
      },
    ];
  });
}
