/** A number with its counter, as one word resolving to the counter (７時, ５人, 三匹). */
import type { Token } from '../tokenizer';
import type { Candidate, CandidateSources } from './candidates';
import type { Lexicon } from './lexicon';
import { lookupAll } from './lookup';
import { scoreMatch, spanContext } from './resolve';

const COUNTED_BONUS = 50;

function isNumeral(token: Token): boolean {
  return token.pos === '名詞' && token.posDetail1 === '数';
}

/**
 * IPADIC tags counters 助数詞 after full-width digits, but after ASCII ones (the normalizer's
 * output) it can miss them: 1|つ comes out as the classical auxiliary つ. A token the dictionary
 * lists as a counter counts too.
 */
function isCounter(token: Token, lexicon: Lexicon): boolean {
  if (token.pos === '名詞' && token.posDetail2 === '助数詞') return true;
  return lookupAll(lexicon, token.surface).some((match) =>
    match.entry.partsOfSpeech.includes('ctr'),
  );
}

/**
 * Some numbers with their counter are words of their own, read their own way: 一人 ひとり, 二日
 * ふつか, 二十歳 はたち, 一つ ひとつ, 何人 なんにん. When the dictionary spells the whole span so,
 * that entry is the word, not the counter. The tokenizer's reading is no
 * guide here: IPADIC reads the pieces one by one (一|人 いち|にん).
 */
const KANJI_DIGITS = '〇一二三四五六七八九';

/**
 * Digits 1–10 before the counter as JMdict spells such words: ２日 is 二日 (ふつか), 3人 is 三人,
 * 10日 is 十日 (とおか). Longer numbers are left as they are (JMdict lists no 25日).
 */
function kanjiNumerals(surface: string): string {
  const match = /^([0-9０-９]+)(.*)$/.exec(surface);
  if (!match) return surface;
  const value = Number(match[1]!.replace(/[０-９]/g, (d) => String(d.charCodeAt(0) - 0xff10)));
  if (value >= 1 && value <= 9) return KANJI_DIGITS[value]! + match[2]!;
  return value === 10 ? '十' + match[2]! : surface;
}

function wordOfItsOwn(
  tokens: readonly Token[],
  from: number,
  to: number,
  lexicon: Lexicon,
): Candidate | undefined {
  let surface = '';
  for (let i = from; i < to; i++) surface += tokens[i]!.surface;
  // IPADIC's reading of the pieces (に|にち) says nothing about the word's (ふつか).
  const context = { ...spanContext(surface, tokens.slice(from, to)), readingKey: null };
  let best: Candidate | undefined;
  for (const match of lookupAll(lexicon, kanjiNumerals(surface))) {
    const codes = match.entry.partsOfSpeech;
    // The counter alone is not a word of its own, a number word is: 8|つ is 八つ (やっつ), not
    // the counter つ.
    if (codes.includes('ctr')) continue;
    // The same weight as the counter's sense below: a counted number is a strong unit.
    const score = scoreMatch(match, context, surface, 0) + COUNTED_BONUS;
    if (!best || score > best.score) {
      const form = match.entry.forms[match.readingIndex]!;
      best = {
        from,
        to,
        match,
        dictionaryForm: form.text,
        reading: form.reading,
        conjugations: [],
        score,
      };
    }
  }
  return best;
}

/**
 * A number with its counter is one word (７時, ５人, 三匹): the number itself is not vocabulary, so
 * the word resolves to the counter's entry (preferring its counter sense: 時 じ, not 時 とき).
 */
export function countedNumber(
  tokens: readonly Token[],
  from: number,
  sources: CandidateSources,
): Candidate | undefined {
  if (!isNumeral(tokens[from]!) || (from > 0 && isNumeral(tokens[from - 1]!))) return undefined;
  let to = from + 1;
  while (to < tokens.length && isNumeral(tokens[to]!)) to++;
  const counter = tokens[to];
  if (!counter) return undefined;
  if (!isCounter(counter, sources.lexicon)) {
    // A number with a noun that is no counter may still be a word JMdict spells with kanji
    // numerals: 1|月 is 一月 (いちがつ), not a number and 月 "moon" (つき).
    return counter.pos === '名詞' ? wordOfItsOwn(tokens, from, to + 1, sources.lexicon) : undefined;
  }
  to++;
  // A suffix of time or order stays with it: ５人中, ３日間, ２回目 (the counter's word then).
  const suffix = tokens[to];
  if (
    suffix &&
    suffix.pos === '名詞' &&
    suffix.posDetail1 === '接尾' &&
    suffix.posDetail2 !== '助数詞'
  )
    to++;
  else {
    const own = wordOfItsOwn(tokens, from, to, sources.lexicon);
    if (own) return own;
  }
  let best: Candidate | undefined;
  const counterContext = spanContext(counter.surface, [counter]);
  for (const match of lookupAll(sources.lexicon, counter.surface)) {
    const isCounter = match.entry.partsOfSpeech.includes('ctr');
    const score =
      scoreMatch(match, counterContext, counter.surface, 0) + (isCounter ? COUNTED_BONUS : 0);
    if (!best || score > best.score) {
      const form = match.entry.forms[match.readingIndex]!;
      best = {
        from,
        to,
        match,
        dictionaryForm: form.text,
        reading: form.reading,
        conjugations: [],
        score,
      };
    }
  }
  return best;
}
