/**
 * The example sentence of each word in a download: the first one stored for that (word, reading)
 * in the deck itself, else in its sub-decks in their order (a parent deck has no text of its own,
 * its volumes do).
 */
import { formKey } from '@goi/contracts';
import { listExampleSentencesOfWords, type DbOrTrx } from '@goi/db';
import type { ExportExampleSentence } from '@goi/exports';

/** First sentence per `formKey(wordId, readingIndex)` for the given words (absent when the deck has none). */
export async function firstExampleSentences(
  db: DbOrTrx,
  deckId: number,
  words: readonly { wordId: number; readingIndex: number }[],
): Promise<Map<number, ExportExampleSentence>> {
  const wanted = new Set(words.map((word) => formKey(word.wordId, word.readingIndex)));
  const wordIds = [...new Set(words.map((word) => word.wordId))];
  const found = new Map<number, ExportExampleSentence>();
  if (wordIds.length === 0) return found;
  const rows = await listExampleSentencesOfWords(db, deckId, wordIds);
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
    const key = formKey(row.wordId, row.readingIndex);
    if (!wanted.has(key) || found.has(key)) continue;
    found.set(key, { text: row.text, wordStart: row.position, wordLength: row.length });
  }
  return found;
}
