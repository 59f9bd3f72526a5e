/**
 * Words from an Anki notes export ("Notes in Plain Text"), as the reference reads it: lines
 * starting with "#" are Anki's header, each line is cut at its first tab (else its first comma,
 * else kept whole), and "words" longer than 25 characters are sentences or definitions, skipped.
 * Every word then goes through the full parser, so 食べました in a note marks 食べる.
 */
import { AccountError } from './account-error';

export const ANKI_LIMITS = { maxBytes: 10 * 1024 * 1024, maxLines: 50_000, maxWordLength: 25 };

export interface AnkiNoteWords {
  words: string[];
  /** Lines dropped because their first field is longer than `maxWordLength`. */
  skippedLong: number;
}

export function ankiNoteWords(text: string): AnkiNoteWords {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  if (lines.length > ANKI_LIMITS.maxLines) {
    throw new AccountError(
      'invalid',
      `The file has ${lines.length} lines; at most ${ANKI_LIMITS.maxLines} are accepted`,
      { file: [`At most ${ANKI_LIMITS.maxLines} lines`] },
    );
  }
  const words: string[] = [];
  let skippedLong = 0;
  for (const line of lines) {
    if (line.startsWith('#')) continue;
    const tab = line.indexOf('\t');
    const comma = line.indexOf(',');
    const cut = tab >= 0 ? tab : comma;
    const word = (cut >= 0 ? line.slice(0, cut) : line).trim();
    if (word === '') continue;
    if ([...word].length > ANKI_LIMITS.maxWordLength) {
      skippedLong++;
      continue;
    }
    words.push(word);
  }
  return { words, skippedLong };
}
