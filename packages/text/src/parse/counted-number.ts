/** A number with its counter, as one word resolving to the counter (７時, ５人, 三匹). */
import { isAllKanji, toHiragana } from '../kana';
import type { Token } from '../tokenizer';
import type { Candidate, CandidateSources } from './candidates';
import { candidateOf } from './candidate-of';
import { asciiWidth, type Lexicon, type LexiconEntry, type LexiconMatch } from './lexicon';
import { lookupAll } from './lookup';
import { isKanaMinute, isMinuteEntry } from './kana-minute';
import { isKanaTimeUnit, isTimeUnitEntry } from './kana-time-units';
import { comparableReading, scoreMatch, spanContext } from './resolve';

export const COUNTED_BONUS = 50;

export function isNumeral(token: Token): boolean {
  return token.pos === '名詞' && token.posDetail1 === '数';
}

/**
 * A decimal point or thousands comma between digits is part of the number, which IPADIC cuts
 * there (1|.|5, 12|,|000): 2.5キロ and 40,000人 are one counted number, not a gap and 5キロ,
 * 000人 (the reference drops bare numbers, the learner sees the number whole).
 */
export function isNumberPart(tokens: readonly Token[], at: number): boolean {
  const token = tokens[at]!;
  if (isNumeral(token)) return true;
  if (!/^[.,．，]$/.test(token.surface) || at === 0) return false;
  const before = tokens[at - 1]!;
  const after = tokens[at + 1];
  return (
    /[0-9０-９]$/.test(before.surface) &&
    isNumeral(before) &&
    after !== undefined &&
    isNumeral(after) &&
    // A comma before three digits only: 2,3人 is a list.
    (/^[.．]$/.test(token.surface)
      ? /^[0-9０-９]/.test(after.surface)
      : /^[0-9０-９]{3}$/.test(after.surface))
  );
}

/**
 * IPADIC tags counters 助数詞 after full-width digits, but after ASCII ones (the normalizer's
 * output) it can miss them: 1|つ comes out as the classical auxiliary つ. A token the dictionary
 * lists as a counter counts too.
 */
function isCounter(token: Token, lexicon: Lexicon): boolean {
  if (token.pos === '名詞' && token.posDetail2 === '助数詞') return true;
  // A particle is none, though JMdict lists counters spelled alike: 五と言った is 五 | と, not
  // 五 and 都 "metropolis" (counter と); ６の倍数 ６ | の, not the cloth-width counter の (幅).
  if (token.pos === '助詞') return false;
  // Nor is an auxiliary, though JMdict lists counters spelled alike (打 "dozen" read だ): 値段は
  // 百だ is 百 | だ, 答えは三だよ 三 | だ, not one word linked to the copula by its kana; 二た月
  // is not 二 and the past た. The classical つ excepted, as IPADIC reads 1つ (above).
  if (token.pos === '助動詞' && token.surface !== 'つ') return false;
  return counterSpellings(token.surface).some((spelling) =>
    lookupAll(lexicon, spelling).some((match) => match.entry.partsOfSpeech.includes('ctr')),
  );
}

const VOICED = 'ばびぶべぼぱぴぷぺぽがぎぐげご';
const UNVOICED = 'はひふへほはひふへほかきくけこ';

/**
 * A counter written in kana after a number keeps the sound change of the seam, which JMdict
 * spells only in its plain kana (ひき, ほん, かい): ３びき and １ぴき are 匹, ２ほん and ６ぽん 本,
 * ３げん 軒. The counter as written, and with its first kana unvoiced where it is voiced.
 */
export function counterSpellings(surface: string): string[] {
  const at = VOICED.indexOf(surface[0] ?? '');
  return at < 0 ? [surface] : [surface, UNVOICED[at]! + surface.slice(1)];
}

/**
 * Some numbers with their counter are words of their own, read their own way: 一人 ひとり, 二日
 * ふつか, 二十歳 はたち, 一つ ひとつ, 何人 なんにん. When the dictionary spells the whole span so,
 * that entry is the word, not the counter. The tokenizer's reading is no
 * guide here: IPADIC reads the pieces one by one (一|人 いち|にん).
 */
const KANJI_DIGITS = '〇一二三四五六七八九';

/**
 * A number 1–99 in kanji numerals, as JMdict spells counted words: 2 is 二, 10 十, 30 三十, 25
 * 二十五. Null for anything else (JMdict lists no 125日).
 */
function kanjiNumber(value: number): string | null {
  if (!Number.isInteger(value) || value < 1 || value > 99) return null;
  const tens = Math.floor(value / 10);
  const ones = value % 10;
  return (
    (tens === 0 ? '' : (tens === 1 ? '' : KANJI_DIGITS[tens]!) + '十') +
    (ones === 0 ? '' : KANJI_DIGITS[ones]!)
  );
}

/**
 * Digits 1–99 before the counter as JMdict spells such words: ２日 is 二日 (ふつか), 3人 is 三人,
 * 10日 is 十日 (とおか), 20日 二十日 (はつか), 30日 三十日. Longer numbers are left as they are.
 */
export function kanjiNumerals(surface: string): string {
  const match = /^([0-9０-９]+)(.*)$/.exec(surface);
  if (!match) return surface;
  const value = Number(asciiWidth(match[1]!));
  const kanji = kanjiNumber(value);
  return kanji === null ? surface : kanji + match[2]!;
}

/**
 * Where JMdict spells a counted word with digits, it writes them full-width (５００円玉, １００円,
 * １万円 beside 五百円玉, 百円, 一万円), and the lexicon does not key digits in ASCII (a bare number
 * is no word): ５００円玉 and 1000円札 are found so, as numbers above 99 are not spelled in kanji.
 */
function fullWidthDigits(surface: string): string {
  return surface.replace(/[0-9]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) + 0xfee0));
}

/** The entries of a counted span, in kanji numerals (kanjiNumerals) or as JMdict writes digits. */
function countedSpellingMatches(
  surface: string,
  lexicon: Lexicon,
): { match: LexiconMatch; spelling: string }[] {
  const kanji = kanjiNumerals(surface);
  const found = lookupAll(lexicon, kanji).map((match) => ({ match, spelling: kanji }));
  const digits = fullWidthDigits(surface);
  if (digits === kanji || !/[０-９]/.test(digits)) return found;
  for (const match of lookupAll(lexicon, digits))
    if (!found.some((other) => other.match.entry === match.entry))
      found.push({ match, spelling: digits });
  return found;
}

/**
 * The entry's readings agree with the tokenizer's reading of the span: evidence between entries
 * spelled alike, where IPADIC's reading is the word's (何人 read なんにん is "how many people",
 * not なにびと "who"; ２度 read にど is "twice", not ふたたび "again"). Where IPADIC reads the
 * pieces one by one and the word otherwise (一人 いちにん, ひとり) no entry of a different word
 * agrees, so nothing changes. It outweighs a common entry's priority and rank: a number of
 * minutes is not the common word spelled alike (5分 read ごふん is not 五分 ごぶ "half"; 八時十分に,
 * 二時間十分 are 十分 じっぷん "ten minutes", not じゅうぶん "enough", ichi1 and news1, which won at 30;
 * measured 30 → 100 and, separately, 30 → 60: held-out entries +1 each, nothing else moved).
 */
const READING_AGREES_BONUS = 100;

/** IPADIC's readings of one digit (it reads a digit written in ASCII not at all). */
const DIGIT_READINGS = ['', 'いち', 'に', 'さん', 'よん', 'ご', 'ろく', 'なな', 'はち', 'きゅう'];

/** A number written in digits, 1–99, read as IPADIC reads its kanji (４５ よんじゅうご); else null. */
function digitsReading(surface: string): string | null {
  if (!/^[0-9０-９]{1,2}$/.test(surface)) return null;
  const value = Number(asciiWidth(surface));
  if (value < 1) return null;
  const tens = Math.floor(value / 10);
  const ones = value % 10;
  return (
    (tens === 0 ? '' : (tens === 1 ? '' : DIGIT_READINGS[tens]!) + 'じゅう') + DIGIT_READINGS[ones]!
  );
}

const ROW_SHIFTS: Record<string, string> = { p: 'ぱぴぷぺぽ', b: 'ばびぶべぼ', g: 'がぎぐげご' };
const H_ROW = 'はひふへほ';
const K_ROW = 'かきくけこ';

/**
 * A number and its counter read together change sound at the seam, as IPADIC's piecewise reading
 * does not: a final ち, く, つ, じゅう doubles before k, s, t, h (h turning p: 六分 ろっぷん, 八冊
 * はっさつ, 十匹 じゅっぴき), and after ん an h voices to b or p (千本 せんぼん, 四分 よんぷん), a k
 * to g (三軒 さんげん). The readings the seam may take, the piecewise one first.
 */
function seamReadings(number: string, counter: string): string[] {
  const readings = [number + counter];
  const first = counter[0] ?? '';
  const hRow = H_ROW.indexOf(first);
  const rest = counter.slice(1);
  const doubled = /(?:ち|く|つ)$/.test(number)
    ? [number.slice(0, -1) + 'っ']
    : number.endsWith('じゅう')
      ? [number.slice(0, -2) + 'ゅっ', number.slice(0, -3) + 'じっ']
      : [];
  if (/^[かきくけこさしすせそたちつてとはひふへほ]/.test(first))
    for (const stem of doubled)
      readings.push(stem + (hRow >= 0 ? ROW_SHIFTS.p![hRow]! + rest : counter));
  if (number.endsWith('ん')) {
    if (hRow >= 0)
      readings.push(number + ROW_SHIFTS.b![hRow]! + rest, number + ROW_SHIFTS.p![hRow]! + rest);
    const kRow = K_ROW.indexOf(first);
    if (kRow >= 0) readings.push(number + ROW_SHIFTS.g![kRow]! + rest);
  }
  return readings;
}

/**
 * The tokenizer's readings of a counted span, digits read as IPADIC reads their kanji (２度 にど,
 * ７０日 ななじゅうにち), with the sound changes at the seam of number and counter (seamReadings).
 */
function countedReadingKeys(span: readonly Token[]): string[] | null {
  let number = '';
  let counter = '';
  for (const token of span) {
    const reading = digitsReading(token.surface) ?? token.reading;
    if (reading === null) return null;
    if (counter === '' && isNumeral(token)) number += toHiragana(reading);
    else counter += toHiragana(reading);
  }
  return seamReadings(number, counter).map(comparableReading);
}

function entryReadsAs(
  match: LexiconMatch,
  spelling: string,
  readingKeys: readonly string[],
): boolean {
  return match.entry.forms.some(
    (form) => form.text === spelling && readingKeys.includes(comparableReading(form.reading)),
  );
}

/**
 * The kanji of a number written in kana at the start of a kana span (IPADIC's lemma: さん 三,
 * に|せん 二千); null where the span is not all kana or no number token has a lemma.
 */
function kanaNumberKanji(span: readonly Token[]): string | null {
  if (!span.every((token) => /^[ぁ-ゖ]+$/.test(token.surface))) return null;
  let kanji = '';
  for (const token of span) {
    if (!isNumeral(token)) break;
    if (token.lemma === null || !isAllKanji(token.lemma)) return null;
    kanji += token.lemma;
  }
  return kanji === '' ? null : kanji;
}

/**
 * A kana number with the counter IPADIC read after it, joined into a word read alike but not
 * spelled with the number (さん|かい as 散会, ご|かい as 誤解): the counted number is the word
 * (三回 "three times", 五階 "fifth floor"), as the tokenizer's cut says. The entry must be spelled
 * with the number's kanji to take the two (さんにん 三人, ふつか 二日).
 */
export function isKanaCountReadAsHomophone(
  tokens: readonly Token[],
  from: number,
  to: number,
  entry: LexiconEntry,
): boolean {
  // Asked of every longer span the lattice keeps: the number first, before any copy of the span.
  if (!isNumeral(tokens[from]!)) return false;
  const span = tokens.slice(from, to);
  const numberKanji = kanaNumberKanji(span);
  if (numberKanji === null) return false;
  const counter = span.find((token) => !isNumeral(token));
  return (
    counter !== undefined &&
    counter.pos === '名詞' &&
    counter.posDetail2 === '助数詞' &&
    !isSpelledWithNumber(entry, numberKanji)
  );
}

/** Whether one of the entry's spellings starts with the number's kanji (三人 for さんにん). */
function isSpelledWithNumber(entry: LexiconEntry, numberKanji: string): boolean {
  return entry.forms.some((form) => form.text.startsWith(numberKanji));
}

function wordOfItsOwn(
  tokens: readonly Token[],
  from: number,
  to: number,
  lexicon: Lexicon,
): Candidate | undefined {
  let surface = '';
  for (let i = from; i < to; i++) surface += tokens[i]!.surface;
  // IPADIC's reading of the pieces (に|にち) says little about the word's (ふつか): it only
  // weighs between entries spelled alike (entryReadsAs).
  const spanTokens = tokens.slice(from, to);
  const readingKeys = countedReadingKeys(spanTokens);
  const context = { ...spanContext(surface, spanTokens), readingKey: null };
  const numberKanji = kanaNumberKanji(spanTokens);
  let best: Candidate | undefined;
  for (const { match, spelling } of countedSpellingMatches(surface, lexicon)) {
    const codes = match.entry.partsOfSpeech;
    // The counter alone is not a word of its own, a number word is: 8|つ is 八つ (やっつ), not
    // the counter つ.
    if (codes.includes('ctr')) continue;
    // In kana the span's kana finds every word read alike: さん|かい (三回) is not 散会
    // "adjournment", ご|かい (五階) not 誤解; only an entry spelled with the number's kanji is the
    // counted word's own (さんにん 三人, ふつか 二日).
    if (numberKanji !== null && !isSpelledWithNumber(match.entry, numberKanji)) continue;
    // The same weight as the counter's sense below: a counted number is a strong unit.
    const score =
      scoreMatch(match, context, surface, 0) +
      COUNTED_BONUS +
      (readingKeys !== null && entryReadsAs(match, spelling, readingKeys)
        ? READING_AGREES_BONUS
        : 0);
    if (!best || score > best.score) {
      best = candidateOf(match, from, to, [], score);
    }
  }
  return best;
}

/**
 * A counter with its suffix that the dictionary lists as a word of its own is that word, read
 * as IPADIC reads the two: 十年後 is 年後 "after N years", ３年内 年内, ５０歳代 歳代, ５点差 点差
 * (the number is no vocabulary, the compound is; JMdict's example index links these). Not a word
 * spelled alike but read otherwise: ２人目 (にんめ) is not 人目 "public gaze" (ひとめ), ４人中
 * (にんちゅう) not 人中 "philtrum".
 */
function suffixedCounter(
  tokens: readonly Token[],
  from: number,
  to: number,
  lexicon: Lexicon,
): Candidate | undefined {
  const counter = tokens[to - 2]!;
  const suffix = tokens[to - 1]!;
  if (counter.reading === null || suffix.reading === null) return undefined;
  const surface = counter.surface + suffix.surface;
  const readingKey = comparableReading(counter.reading + suffix.reading);
  const context = spanContext(surface, [counter, suffix]);
  let best: Candidate | undefined;
  for (const match of lookupAll(lexicon, surface)) {
    if (comparableReading(match.entry.forms[match.readingIndex]!.reading) !== readingKey) continue;
    const score = scoreMatch(match, context, surface, 0) + COUNTED_BONUS;
    if (!best || score > best.score) best = candidateOf(match, from, to, [], score);
  }
  return best;
}

/**
 * An indefinite number the dictionary lists as a word (数百 "several hundred", 何百 "hundreds",
 * 数千 "thousands", 何十 "dozens") is vocabulary itself: it stands apart from its counter (数百 |
 * 冊, 何百 | 人), as JMdict's example index links it. A plain number is not (五百冊, 八十歳, ５冊:
 * the counter's word; measured: with them too, kana text fell, as its kana numerals do not split
 * alike).
 */
function isListedNumberWord(
  tokens: readonly Token[],
  from: number,
  to: number,
  lexicon: Lexicon,
): boolean {
  let surface = '';
  for (let i = from; i < to; i++) surface += numberSpelling(tokens[i]!);
  if (surface.length < 2 || !isAllKanji(surface) || !/^[数何幾]/.test(surface)) return false;
  return lookupAll(lexicon, surface).some(({ entry, readingIndex }) => {
    const form = entry.forms[readingIndex]!;
    return form.text === surface && !entry.partsOfSpeech.includes('ctr');
  });
}

/**
 * A number token as spelled in kanji: a kana number the parser cut itself (kana-large-number.ts:
 * なんぜん, lemma 何千) by its lemma, so なんぜん | にん stands apart as 何千 | 人 does; IPADIC's own
 * kana numerals keep their kana.
 */
function numberSpelling(token: Token): string {
  return token.lemma !== null &&
    token.lemma.startsWith('何') &&
    isAllKanji(token.lemma) &&
    /^[ぁ-ゖ]+$/.test(token.surface)
    ? token.lemma
    : token.surface;
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
  if (from > 0 && isNumeral(tokens[from - 1]!) && !isNumberPart(tokens, from))
    return counterAfterNumberWord(tokens, from, sources.lexicon);
  if (!isNumeral(tokens[from]!) || (from > 0 && isNumberPart(tokens, from - 1))) return undefined;
  let to = from + 1;
  while (to < tokens.length && isNumberPart(tokens, to)) to++;
  const counter = tokens[to];
  if (!counter) return undefined;
  if (!isCounter(counter, sources.lexicon)) {
    // A number with a noun that is no counter may still be a word JMdict spells with kanji
    // numerals: 1|月 is 一月 (いちがつ), not a number and 月 "moon" (つき).
    return counter.pos === '名詞' ? wordOfItsOwn(tokens, from, to + 1, sources.lexicon) : undefined;
  }
  const numberEnd = to;
  to++;
  // A suffix after the counter is a word of its own (８時過ぎ is ８時 | 過ぎ "past", ２時発 ２時 |
  // 発 "departing", 三人中 三人 | 中 "among": the suffix carries the meaning, and JMdict's example
  // index links it, not the counter), unless the dictionary lists the number, counter and suffix
  // whole (３人乗り is 三人乗り; 一人っきり, 五等賞, 三年半 are words of their own) or the counter
  // and suffix (suffixedCounter); the ordinal 目 stays with its counter (５日目, 七巻目).
  const suffix = tokens[to];
  if (
    suffix &&
    suffix.pos === '名詞' &&
    suffix.posDetail1 === '接尾' &&
    suffix.posDetail2 !== '助数詞'
  ) {
    to++;
    const own = wordOfItsOwn(tokens, from, to, sources.lexicon);
    if (own) return own;
    const compound = suffixedCounter(tokens, from, to, sources.lexicon);
    if (compound) return compound;
    if (suffix.surface !== '目') {
      to--;
      const counted = wordOfItsOwn(tokens, from, to, sources.lexicon);
      if (counted) return counted;
    }
  } else {
    // ...and so with a noun after the counter: 一人旅, 二人組, 一個売り.
    const noun = tokens[to];
    const compound =
      noun && noun.pos === '名詞' && noun.posDetail1 !== '数' && noun.posDetail1 !== '非自立'
        ? wordOfItsOwn(tokens, from, to + 1, sources.lexicon)
        : undefined;
    if (compound) return compound;
    const own = wordOfItsOwn(tokens, from, to, sources.lexicon);
    if (own) return own;
  }
  if (isListedNumberWord(tokens, from, numberEnd, sources.lexicon)) {
    const number = wordOfItsOwn(tokens, from, numberEnd, sources.lexicon);
    if (number) return number;
  }
  return counterWord(counter, from, to, sources.lexicon);
}

/** The counter's entry over [from, to), preferring its counter sense: 時 じ, not 時 とき. */
export function counterWord(
  counter: Token,
  from: number,
  to: number,
  lexicon: Lexicon,
): Candidate | undefined {
  let best: Candidate | undefined;
  const counterContext = spanContext(counter.surface, [counter]);
  // A unit of time is spelled as written: さんびょう is 秒, not the counter ひょう (俵).
  const spellings = isKanaTimeUnit(counter.surface)
    ? [counter.surface]
    : counterSpellings(counter.surface);
  for (const spelling of spellings)
    for (const match of lookupAll(lexicon, spelling)) {
      // The minute in kana (ふん, ぷん) counts though JMdict does not tag it (kana-minute.ts), and so
      // do 時間, 週間, 秒 (kana-time-units.ts).
      const isCounter =
        match.entry.partsOfSpeech.includes('ctr') ||
        (isKanaMinute(counter.surface) && isMinuteEntry(match.entry)) ||
        (isKanaTimeUnit(counter.surface) && isTimeUnitEntry(match.entry, counter.surface));
      // The unvoiced spelling is only ever the counter's (３びき is 匹, not 引き "pull").
      if (!isCounter && spelling !== counter.surface) continue;
      const score =
        scoreMatch(match, counterContext, spelling, 0) + (isCounter ? COUNTED_BONUS : 0);
      if (!best || score > best.score) {
        best = candidateOf(match, from, to, [], score);
      }
    }
  return best;
}

/** The counter after an indefinite number word (数百 | 冊): still the counter's entry. */
function counterAfterNumberWord(
  tokens: readonly Token[],
  at: number,
  lexicon: Lexicon,
): Candidate | undefined {
  let start = at;
  while (start > 0 && isNumeral(tokens[start - 1]!)) start--;
  if (start === at || !isCounter(tokens[at]!, lexicon)) return undefined;
  if (!isListedNumberWord(tokens, start, at, lexicon)) return undefined;
  return counterWord(tokens[at]!, at, at + 1, lexicon);
}
