/**
 * Bounded pieces of one line for the tokenizer. kuromoji groups a run of one character class
 * (Latin letters, digits, symbols, emoji) into one unknown word from every position of the run,
 * so a line of 20,000 × `x` costs 20,000²/2 steps: 2 s, and 200 s for 200,000 characters — one
 * request would hold the server. A line longer than `maxLength` is therefore cut into pieces of at
 * most `maxLength` characters, at the best boundary inside each window:
 *   1. after a sentence end and its closing brackets (`…と云った。」` | `次の文`),
 *   2. else after a pause (`、`, `,`, a space),
 *   3. else at a code point boundary (never between the halves of a surrogate pair such as 😀).
 * Words never span a sentence end, so for ordinary text (sentences shorter than the window) the
 * words are the same as for the whole line; only a run without any boundary is cut inside.
 */

/** Sentence ends and the closers that belong to the sentence before the cut (。」, ？』, !）). */
const SENTENCE_END = /[。．！？!?]+[」』）)］\]〕〉》"'”’]*/gu;
const PAUSE = /[、，,\s\u3000]+/gu;

/** The default: far above ordinary sentences (the longest in 『吾輩は猫である』 is ~410), and short enough that a run without breaks costs ~1 s per 200,000 characters. */
export const DEFAULT_MAX_CHUNK_LENGTH = 500;

/** The last end of a match of `pattern` in `text[from, to)`, or -1. */
function lastBoundary(text: string, from: number, to: number, pattern: RegExp): number {
  const window = text.slice(from, to);
  let end = -1;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(window); match; match = pattern.exec(window)) {
    end = match.index + match[0].length;
  }
  // A boundary at the very start would make an empty piece.
  return end > 0 ? from + end : -1;
}

function cutAt(text: string, from: number, maxLength: number): number {
  const limit = from + maxLength;
  const sentence = lastBoundary(text, from, limit, SENTENCE_END);
  if (sentence !== -1) return sentence;
  const pause = lastBoundary(text, from, limit, PAUSE);
  if (pause !== -1) return pause;
  const code = text.charCodeAt(limit - 1);
  // A high surrogate at the end of the window: keep the pair together.
  return code >= 0xd800 && code <= 0xdbff ? limit - 1 : limit;
}

/** `text` as consecutive pieces `{ start, text }` of at most `maxLength` characters that tile it. */
export function* boundedChunks(
  text: string,
  maxLength: number = DEFAULT_MAX_CHUNK_LENGTH,
): Generator<{ start: number; text: string }> {
  let start = 0;
  while (text.length - start > maxLength) {
    const end = cutAt(text, start, maxLength);
    yield { start, text: text.slice(start, end) };
    start = end;
  }
  if (start < text.length) yield { start, text: text.slice(start) };
}
