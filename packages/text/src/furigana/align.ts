/**
 * Aligns a written form with its reading by dynamic programming over (character, reading
 * position). Kana and punctuation must match the reading; each run of base characters (kanji,
 * ヶ, Latin letters…) takes the reading between them, split per character where KANJIDIC readings
 * and the sound changes of compounds explain it, or kept whole (今日 きょう). Among all alignments
 * the one with the highest score wins, so 日本 にほん becomes 日[に]本[ほん], not 日[にほ]本[ん].
 *
 * The table has (form length + 1) × (reading length + 1) states and every transition moves
 * forward, so the work is polynomial in the lengths; the group sizes below bound it further.
 */
import { toHiragana, vowelOf } from '../kana';
import { CharClass, canStartPiece, isKanjiLike } from './char-class';
import type { FuriganaSegment } from './format';
import { JUKUJIKUN_BY_FIRST_CHAR } from './jukujikun';
import {
  SCORE,
  candidatesOf,
  type CandidateIndex,
  type KanjiReadingLookup,
} from './kanji-candidates';
import { canFollowSokuon, rendakuVariants, voicedKana } from './sound-changes';

/**
 * A run of kanji shares one reading as a group of at most this many characters (jukujikun rarely
 * spans more than four: 五月蝿, 不如帰), or as the whole run, so long runs stay cheap.
 */
const MAX_GROUP_CHARS = 6;
/** A group reads at most this many kana per character (ダブリュー for Ｗ is the long end). */
const MAX_KANA_PER_CHAR = 6;

const UNREACHED = -0x3fffffff;

const Step = {
  /** One kana or punctuation character copied as plain text. */
  plain: 0,
  /** One base character with its own reading. */
  perChar: 1,
  /** Several base characters sharing one reading. */
  group: 2,
  /** A kanji and the 々 after it, each with its own reading (人[ひと]々[びと]). */
  repeat: 3,
} as const;
type Step = (typeof Step)[keyof typeof Step];

export interface Alignment {
  segments: FuriganaSegment[];
  /** No kanji shares its reading with another one. */
  perKanji: boolean;
}

/** Reused between calls: the aligner runs on every form of the dictionary at import. */
let scores = new Int32Array(0);
let previous = new Int32Array(0);
let steps = new Uint8Array(0);
let middles = new Int32Array(0);

/** What the transitions of one call need to know, to check a target state before taking it. */
interface Table {
  classes: readonly CharClass[];
  /** Each form character in hiragana (kana only; the others are never compared). */
  formKana: readonly string[];
  hiragana: string;
  width: number;
  /** Least number of reading kana the form needs from character i on. */
  leastNeeded: Int32Array;
  /** Number of kanji among the characters before i. */
  kanjiBefore: Int32Array;
}

/**
 * Aligns in two passes. The first lets each base character take only readings it is known to
 * have (plus listed jukujikun words and lone kanji), which settles most words cheaply. Only when
 * that fails does the second pass also let characters share a reading or take unknown ones.
 */
export function align(
  chars: readonly string[],
  classes: readonly CharClass[],
  reading: string,
  lookup: KanjiReadingLookup | undefined,
): Alignment | undefined {
  const table: Table = {
    classes,
    formKana: chars.map((char, i) => (classes[i] === CharClass.Kana ? toHiragana(char) : char)),
    hiragana: toHiragana(reading),
    width: reading.length + 1,
    leastNeeded: leastNeeded(chars, classes),
    kanjiBefore: kanjiBefore(chars),
  };
  if (table.leastNeeded[0]! > reading.length) return undefined;
  const candidates = chars.map((char, i) =>
    classes[i] === CharClass.Base ? candidatesOf(char, lookup) : EMPTY,
  );
  const runEnds = baseRunEnds(classes);
  return (
    alignPass(chars, reading, table, candidates, runEnds, false) ??
    alignPass(chars, reading, table, candidates, runEnds, true)
  );
}

function alignPass(
  chars: readonly string[],
  reading: string,
  table: Table,
  candidateIndexes: readonly CandidateIndex[],
  runEnds: readonly number[],
  shareReadings: boolean,
): Alignment | undefined {
  const { classes, hiragana, width } = table;
  const n = chars.length;
  const length = reading.length;
  const size = (n + 1) * width;
  if (scores.length < size) {
    scores = new Int32Array(size * 2);
    previous = new Int32Array(size * 2);
    steps = new Uint8Array(size * 2);
    middles = new Int32Array(size * 2);
  }
  scores.fill(UNREACHED, 0, size);
  scores[0] = 0;

  for (let i = 0; i < n; i++) {
    const char = chars[i]!;
    const charClass = classes[i]!;
    const candidates = candidateIndexes[i]!;
    for (let j = 0; j <= length; j++) {
      const from = i * width + j;
      const score = scores[from]!;
      if (score === UNREACHED) continue;
      if (charClass === CharClass.Kana) {
        if (j < length && kanaMatches(table.formKana[i]!, hiragana, j))
          relax(table, from, i + 1, j + 1, score, Step.plain);
        continue;
      }
      if (charClass === CharClass.Silent) {
        relax(table, from, i + 1, j, score, Step.plain);
        if (j < length && char === reading[j]) relax(table, from, i + 1, j + 1, score, Step.plain);
        continue;
      }
      if (!canStartPiece(hiragana, j)) continue;
      const runEnd = runEnds[i]!;

      for (const word of JUKUJIKUN_BY_FIRST_CHAR.get(char) ?? []) {
        const end = i + word.chars.length;
        if (end > runEnd || !hiragana.startsWith(word.reading, j)) continue;
        if (!sameChars(chars, i, word.chars)) continue;
        const wordScore = score + word.chars.length * SCORE.exact + 2;
        relax(table, from, end, j + word.reading.length, wordScore, Step.group);
      }

      for (const candidate of candidates.get(hiragana[j]!) ?? []) {
        if (!hiragana.startsWith(candidate.reading, j)) continue;
        const end = j + candidate.reading.length;
        if (candidate.notWordInitial && j === 0) continue;
        if (candidate.notWordFinal && end === length) continue;
        if (candidate.geminated && !canFollowSokuon(hiragana[end])) continue;
        const reached = score + candidate.score;
        relax(table, from, i + 1, end, reached, Step.perChar);
        if (chars[i + 1] === '々' && i + 1 < runEnd) {
          // 々 repeats the reading before its sound changes, often voiced: 時々 とき+どき,
          // 刻々 こっ+こく.
          for (const repeat of [candidate.base, ...rendakuVariants(candidate.base)]) {
            if (!hiragana.startsWith(repeat, end)) continue;
            const repeatScore =
              repeat === candidate.base ? SCORE.exact : SCORE.exact + SCORE.rendaku;
            relax(table, from, i + 2, end + repeat.length, reached + repeatScore, Step.repeat, end);
          }
        }
      }

      const isolated = runEnd === i + 1 && (i === 0 || classes[i - 1] !== CharClass.Base);
      if (isolated || (shareReadings && candidates.size === 0)) {
        // A kanji alone in its run with an irregular reading (赤 in 真っ赤 まっか), or a character
        // nothing is known about (Ｘ in Ｘ線): it takes whatever lies there.
        const stepScore = candidates.size === 0 ? SCORE.unknownCharacter : SCORE.wholeRun;
        const maxEnd = isolated ? length : Math.min(length, j + MAX_KANA_PER_CHAR);
        for (let end = j + 1; end <= maxEnd; end++)
          relax(table, from, i + 1, end, score + stepScore, Step.perChar);
      }

      if (!shareReadings) continue;
      for (let groupEnd = i + 2; groupEnd <= runEnd; groupEnd++) {
        const groupSize = groupEnd - i;
        const wholeRest = groupEnd === runEnd;
        if (groupSize > MAX_GROUP_CHARS && !wholeRest) continue;
        const maxEnd = wholeRest ? length : Math.min(length, j + groupSize * MAX_KANA_PER_CHAR);
        // Every kanji of a group takes at least one kana (日本語 cannot read に); Latin letters
        // need not (ＣＩＳＣ シスク).
        const leastEnd = j + Math.max(1, table.kanjiBefore[groupEnd]! - table.kanjiBefore[i]!);
        for (let end = leastEnd; end <= maxEnd; end++)
          relax(table, from, groupEnd, end, score + SCORE.wholeRun, Step.group);
      }
    }
  }

  const last = n * width + length;
  if (scores[last] === UNREACHED) return undefined;
  return backtrack(chars, reading, width, last);
}

/**
 * Records a step to (i, j) if it beats what reached that state so far, and only if the rest of
 * the form can still follow from there: the next kana must match, a piece must be able to start,
 * and enough reading must be left. This keeps the table sparse.
 */
function relax(
  table: Table,
  from: number,
  i: number,
  j: number,
  score: number,
  step: Step,
  middle = 0,
): void {
  const { classes, hiragana, width } = table;
  const remaining = hiragana.length - j;
  if (table.leastNeeded[i]! > remaining) return;
  if (i === classes.length) {
    if (remaining !== 0) return;
  } else {
    const nextClass = classes[i];
    if (nextClass === CharClass.Kana && !kanaMatches(table.formKana[i]!, hiragana, j)) return;
    if (nextClass === CharClass.Base && !canStartPiece(hiragana, j)) return;
  }
  const to = i * width + j;
  if (score > scores[to]!) {
    scores[to] = score;
    previous[to] = from;
    steps[to] = step;
    middles[to] = middle;
  }
}

/** Kana and kanji need one reading kana at least; punctuation and Latin letters may need none. */
function leastNeeded(chars: readonly string[], classes: readonly CharClass[]): Int32Array {
  const needed = new Int32Array(classes.length + 1);
  for (let i = classes.length - 1; i >= 0; i--) {
    const charClass = classes[i];
    const least =
      charClass === CharClass.Kana || (charClass === CharClass.Base && isKanjiLike(chars[i]!));
    needed[i] = needed[i + 1]! + (least ? 1 : 0);
  }
  return needed;
}

function kanjiBefore(chars: readonly string[]): Int32Array {
  const counts = new Int32Array(chars.length + 1);
  for (let i = 0; i < chars.length; i++)
    counts[i + 1] = counts[i]! + (isKanjiLike(chars[i]!) ? 1 : 0);
  return counts;
}

function sameChars(chars: readonly string[], start: number, word: readonly string[]): boolean {
  for (let k = 0; k < word.length; k++) if (chars[start + k] !== word[k]) return false;
  return true;
}

const EMPTY: CandidateIndex = new Map();

/** For each base character, the index just past its run of base characters. */
function baseRunEnds(classes: readonly CharClass[]): number[] {
  const ends = new Array<number>(classes.length).fill(0);
  let end = classes.length;
  for (let i = classes.length - 1; i >= 0; i--) {
    if (classes[i] !== CharClass.Base) end = i;
    else ends[i] = end;
  }
  return ends;
}

/**
 * One kana of the form against one of the reading, both in hiragana: equal, ー for the vowel it
 * lengthens (ラーメン らあめん) or the other way round, ゝ/ゞ repeating the previous kana.
 */
function kanaMatches(formKana: string, hiragana: string, j: number): boolean {
  const readingKana = hiragana[j];
  if (readingKana === undefined) return false;
  if (formKana === readingKana) return true;
  const before = hiragana[j - 1];
  if (before === undefined) return false;
  if (formKana === 'ー') return vowelOf(before) === readingKana;
  if (readingKana === 'ー') return vowelOf(before) === formKana;
  if (formKana === 'ゝ') return before === readingKana;
  if (formKana === 'ゞ') return voicedKana(before) === readingKana;
  return false;
}

function backtrack(
  chars: readonly string[],
  reading: string,
  width: number,
  last: number,
): Alignment {
  const reversed: FuriganaSegment[] = [];
  let perKanji = true;
  let plain = '';
  const flushPlain = (): void => {
    if (plain.length > 0) reversed.push({ text: plain });
    plain = '';
  };
  let state = last;
  while (state !== 0) {
    const from = previous[state]!;
    const i = Math.floor(from / width);
    const j = from % width;
    const toI = Math.floor(state / width);
    const toJ = state % width;
    const step = steps[state]! as Step;
    if (step === Step.plain) {
      plain = chars[i]! + plain;
    } else {
      flushPlain();
      if (step === Step.repeat) {
        const middle = middles[state]!;
        reversed.push({ text: chars[i + 1]!, reading: reading.slice(middle, toJ) });
        reversed.push({ text: chars[i]!, reading: reading.slice(j, middle) });
      } else {
        const text = chars.slice(i, toI).join('');
        if (step === Step.group && chars.slice(i, toI).some(isKanjiLike)) perKanji = false;
        reversed.push({ text, reading: reading.slice(j, toJ) });
      }
    }
    state = from;
  }
  flushPlain();
  return { segments: reversed.reverse(), perKanji };
}
