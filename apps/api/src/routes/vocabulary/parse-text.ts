/**
 * `vocabulary/parse`: a short text as words and gaps that tile it exactly (reference §1 "/parse").
 * Offsets come from the parser and index the original input, so `originalText` is always a slice
 * of what the reader typed: digits and symbols are never "lost" as in the reference (§11.2.4).
 * Names and text the dictionary does not know are gaps; adjacent gaps are merged.
 */
import { formKey, type DeckWordDto } from '@goi/contracts';
import type { Parser } from '@goi/text';

function gap(text: string): DeckWordDto {
  return {
    deckWordId: 0,
    deckId: 0,
    wordId: 0,
    originalText: text,
    readingIndex: 0,
    occurrences: 0,
    deck: null,
    conjugations: [],
  };
}

export function parseToDeckWords(parser: Parser, text: string): DeckWordDto[] {
  const words = [...parser.parse(text).words].sort((a, b) => a.start - b.start);
  const occurrences = new Map<number, number>();
  for (const word of words) {
    if (word.kind !== 'word' || word.wordId === null || word.readingIndex === null) continue;
    const key = formKey(word.wordId, word.readingIndex);
    occurrences.set(key, (occurrences.get(key) ?? 0) + 1);
  }
  const result: DeckWordDto[] = [];
  const pushGap = (start: number, end: number) => {
    if (end <= start) return;
    const last = result[result.length - 1];
    if (last && last.wordId === 0) last.originalText += text.slice(start, end);
    else result.push(gap(text.slice(start, end)));
  };
  let cursor = 0;
  for (const word of words) {
    // Defensive: a word overlapping the previous one would break the tiling; its text is covered.
    if (word.start < cursor || word.end <= word.start) continue;
    pushGap(cursor, word.start);
    if (word.kind === 'word' && word.wordId !== null && word.readingIndex !== null) {
      result.push({
        deckWordId: 0,
        deckId: 0,
        wordId: word.wordId,
        originalText: text.slice(word.start, word.end),
        readingIndex: word.readingIndex,
        occurrences: occurrences.get(formKey(word.wordId, word.readingIndex)) ?? 1,
        deck: null,
        conjugations: word.conjugations,
      });
    } else {
      pushGap(word.start, word.end);
    }
    cursor = word.end;
  }
  pushGap(cursor, text.length);
  return result;
}
