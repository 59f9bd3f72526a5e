/**
 * The example sentence of each word in a download: the first one stored for that (word, reading)
 * in the deck itself, else in its sub-decks in their order (a parent deck has no text of its own,
 * its volumes do).
 */
import type { DbOrTrx } from '@goi/db';
import type { ExportExampleSentence } from '@goi/exports';

export const wordKey = (wordId: number, readingIndex: number) => `${wordId}:${readingIndex}`;

/** First sentence per `wordKey` for the given words (absent when the deck has none). */
export async function firstExampleSentences(
  db: DbOrTrx,
  deckId: number,
  words: readonly { wordId: number; readingIndex: number }[],
): Promise<Map<string, ExportExampleSentence>> {
  const wanted = new Set(words.map((word) => wordKey(word.wordId, word.readingIndex)));
  const wordIds = [...new Set(words.map((word) => word.wordId))];
  const found = new Map<string, ExportExampleSentence>();
  if (wordIds.length === 0) return found;
  const rows = await db
    .selectFrom('exampleSentenceWords as sw')
    .innerJoin('exampleSentences as s', 's.sentenceId', 'sw.sentenceId')
    .innerJoin('decks as d', 'd.deckId', 's.deckId')
    .select([
      'sw.wordId',
      'sw.readingIndex',
      'sw.position',
      'sw.length',
      's.text',
      's.position as sentencePosition',
      'd.deckId',
      'd.deckOrder',
    ])
    .where((eb) => eb.or([eb('d.deckId', '=', deckId), eb('d.parentDeckId', '=', deckId)]))
    .where('sw.wordId', 'in', wordIds)
    .execute();
  // The deck's own sentences first, then its sub-decks in order, each in text order.
  rows.sort(
    (a, b) =>
      Number(a.deckId !== deckId) - Number(b.deckId !== deckId) ||
      a.deckOrder - b.deckOrder ||
      a.deckId - b.deckId ||
      a.sentencePosition - b.sentencePosition ||
      a.position - b.position,
  );
  for (const row of rows) {
    const key = wordKey(row.wordId, row.readingIndex);
    if (!wanted.has(key) || found.has(key)) continue;
    found.set(key, { text: row.text, wordStart: row.position, wordLength: row.length });
  }
  return found;
}
