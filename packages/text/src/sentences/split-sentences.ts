import { isClosingQuoteCode, matchQuotePairs } from './quote-pairs';

export interface Sentence {
  /** Start in the text given to `splitSentences` (UTF-16 index). */
  start: number;
  /** End (exclusive). */
  end: number;
  /** `text.slice(start, end)`. */
  text: string;
}

/** Characters that end a sentence; a run of them stays in one sentence (本当に？！). */
const ENDERS = codesOf('。！？!?‼⁇⁈⁉．');
/** Closing brackets that belong to the sentence they follow (「……だ。）」 at top level). */
const TRAILING_CLOSERS = codesOf('）)」』】〕〉》”〟〞');
const HAS_WORD_CHARACTER = /[\p{L}\p{N}]/u;
const WHITESPACE = /\s/u;

function codesOf(chars: string): Set<number> {
  return new Set([...chars].map((char) => char.charCodeAt(0)));
}

/**
 * Splits text into sentences, as the reference does: after a run of 。！？!? and after a closing
 * quote 」』 at the top level, with two fixes. A quote is kept whole (「はい。そうです。」 is one
 * sentence; only a quote whose closing mark is on the same line counts), and every line break
 * ends a sentence, so subtitle lines and headings stand alone. Sentences are trimmed of
 * whitespace; pieces with no letter or digit (「……」, ＊＊＊) are not sentences. Positions index
 * the given text.
 */
export function splitSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  let lineStart = 0;
  while (lineStart <= text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd === -1) lineEnd = text.length;
    splitLine(text, lineStart, lineEnd, sentences);
    lineStart = lineEnd + 1;
  }
  return sentences;
}

function splitLine(text: string, lineStart: number, lineEnd: number, into: Sentence[]): void {
  // Quote marks of the line as depth changes (+1 opener, -1 closer), in text order.
  const events: { index: number; change: number }[] = [];
  for (const pair of matchQuotePairs(text, lineStart, lineEnd)) {
    events.push({ index: pair.open, change: 1 }, { index: pair.close, change: -1 });
  }
  events.sort((a, b) => a.index - b.index);
  let nextEvent = 0;
  let depth = 0;
  let sentenceStart = lineStart;
  let index = lineStart;
  while (index < lineEnd) {
    const event = events[nextEvent];
    const change = event?.index === index ? event.change : 0;
    if (change !== 0) nextEvent += 1;
    depth += change;
    const code = text.charCodeAt(index);
    // A stray closing quote ends a sentence too: its quote opened on an earlier line.
    const endsHere =
      depth === 0 &&
      (change === -1 || (change === 0 && (ENDERS.has(code) || isClosingQuoteCode(code))));
    index += 1;
    if (!endsHere) continue;
    // Keep the run of enders and stray closing brackets that follows: 「そうか」！ and です。）
    while (
      index < lineEnd &&
      events[nextEvent]?.index !== index &&
      (ENDERS.has(text.charCodeAt(index)) || TRAILING_CLOSERS.has(text.charCodeAt(index)))
    ) {
      index += 1;
    }
    pushSentence(text, sentenceStart, index, into);
    sentenceStart = index;
  }
  pushSentence(text, sentenceStart, lineEnd, into);
}

function pushSentence(text: string, start: number, end: number, into: Sentence[]): void {
  while (start < end && WHITESPACE.test(text[start]!)) start += 1;
  while (end > start && WHITESPACE.test(text[end - 1]!)) end -= 1;
  const sentence = text.slice(start, end);
  if (HAS_WORD_CHARACTER.test(sentence)) into.push({ start, end, text: sentence });
}
