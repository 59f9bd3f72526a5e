/**
 * Example sentences of a prose deck (reference §6, "Example sentences"): the sentences a word
 * list shows next to each word. Every word gets at most one sentence, preferably a comfortable
 * one: three passes over the sentences, each with a wider length window and a higher cap, each
 * taking the longest sentences first; a sentence is chosen when it holds a word that has no
 * sentence yet, and that word (its surface as written: 食べた for 食べる) is given to it.
 */
import { formKey } from '@goi/contracts';

/** A sentence of the deck with the resolved words inside it. */
export interface SentenceCandidate {
  text: string;
  /** Index of the sentence in the deck. */
  position: number;
  /** Resolved words, with their offsets in `text` (UTF-16), in text order. */
  words: readonly { wordId: number; readingIndex: number; start: number; end: number }[];
}

export interface ChosenSentence {
  text: string;
  position: number;
  /** The words this sentence illustrates, with their offset and length in `text`. */
  words: { wordId: number; readingIndex: number; position: number; length: number }[];
}

/** Length windows (in characters) and caps (share of the qualifying sentences, cumulative). */
export const EXAMPLE_SENTENCE_PASSES = [
  { minLength: 15, maxLength: 40, cap: 0.25 },
  { minLength: 10, maxLength: 45, cap: 0.5 },
  { minLength: 10, maxLength: 55, cap: 1 },
] as const;

/** A sentence qualifies when its words hold at least this many distinct characters. */
export const MIN_DISTINCT_CHARACTERS = 6;

function distinctWordCharacters(sentence: SentenceCandidate): number {
  const characters = new Set<string>();
  for (const word of sentence.words)
    for (const character of sentence.text.slice(word.start, word.end)) characters.add(character);
  return characters.size;
}

export function selectExampleSentences(sentences: readonly SentenceCandidate[]): ChosenSentence[] {
  const remaining = new Set<number>();
  for (const sentence of sentences)
    for (const word of sentence.words) remaining.add(formKey(word.wordId, word.readingIndex));

  const qualifying = sentences
    .filter((sentence) => distinctWordCharacters(sentence) >= MIN_DISTINCT_CHARACTERS)
    .map((sentence) => ({ sentence, length: [...sentence.text].length }));
  const chosen = new Map<number, ChosenSentence>();

  for (const pass of EXAMPLE_SENTENCE_PASSES) {
    if (remaining.size === 0) break;
    const cap = Math.ceil(qualifying.length * pass.cap);
    const candidates = qualifying
      .filter(({ length }) => length >= pass.minLength && length <= pass.maxLength)
      .sort((a, b) => b.length - a.length || a.sentence.position - b.sentence.position);
    for (const { sentence } of candidates) {
      if (chosen.size >= cap || remaining.size === 0) break;
      if (chosen.has(sentence.position)) continue;
      const words: ChosenSentence['words'] = [];
      for (const word of sentence.words) {
        const key = formKey(word.wordId, word.readingIndex);
        if (!remaining.has(key)) continue;
        remaining.delete(key);
        words.push({
          wordId: word.wordId,
          readingIndex: word.readingIndex,
          position: word.start,
          length: word.end - word.start,
        });
      }
      if (words.length > 0)
        chosen.set(sentence.position, { text: sentence.text, position: sentence.position, words });
    }
  }
  return [...chosen.values()].sort((a, b) => a.position - b.position);
}
