import { prepareWord } from '../prepare-word';
import { utf8Chunks } from '../stream/bytes';
import type { WordSource } from '../types';

async function* lines(words: WordSource, repeat: boolean): AsyncGenerator<string> {
  for await (const word of words) {
    prepareWord(word);
    yield repeat ? `${word.text}\n`.repeat(word.occurrences) : `${word.text}\n`;
  }
}

/** One form per line (LF, UTF-8, final newline), in the order given. */
export function writeDeckTxt(words: WordSource): AsyncGenerator<Uint8Array> {
  return utf8Chunks(lines(words, false));
}

/**
 * Each form written once per occurrence, on consecutive lines: for tools that weigh words by how
 * often a text uses them.
 */
export function writeDeckTxtRepeated(words: WordSource): AsyncGenerator<Uint8Array> {
  return utf8Chunks(lines(words, true));
}
