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

export function align(
  chars: readonly string[],
  classes: readonly CharClass[],
  reading: string,
  lookup: KanjiReadingLookup | undefined,
): Alignment | undefined {
  const n = chars.length;
  const length = reading.length;
  const width = length + 1;
  const size = (n + 1) * width;
  if (scores.length < size) {
    scores = new Int32Array(size * 2);
    previous = new Int32Array(size * 2);
    steps = new Uint8Array(size * 2);
    middles = new Int32Array(size * 2);
  }
  scores.fill(UNREACHED, 0, size);
  scores[0] = 0;

  const hiragana = toHiragana(reading);
  const runEnds = baseRunEnds(classes);
  const candidates: CandidateIndex[] = chars.map((char, i) =>
    classes[i] === CharClass.Base ? candidatesOf(char, lookup) : EMPTY,
  );

  const relax = (from: number, to: number, score: number, step: Step, middle = 0): void => {
    if (score > scores[to]!) {
      scores[to] = score;
      previous[to] = from;
      steps[to] = step;
      middles[to] = middle;
    }
  };

  for (let i = 0; i < n; i++) {
    const char = chars[i]!;
    const charClass = classes[i]!;
    for (let j = 0; j <= length; j++) {
      const from = i * width + j;
      const score = scores[from]!;
      if (score === UNREACHED) continue;
      const next = from + width;
      if (charClass === CharClass.Kana) {
        if (j < length && kanaMatches(toHiragana(char), hiragana, j))
          relax(from, next + 1, score, Step.plain);
        continue;
      }
      if (charClass === CharClass.Silent) {
        relax(from, next, score, Step.plain);
        if (j < length && toHiragana(char) === hiragana[j])
          relax(from, next + 1, score, Step.plain);
        continue;
      }
      if (!canStartPiece(hiragana, j)) continue;
      const runEnd = runEnds[i]!;

      for (const word of JUKUJIKUN_BY_FIRST_CHAR.get(char) ?? []) {
        const end = i + word.chars.length;
        if (end > runEnd || !hiragana.startsWith(word.reading, j)) continue;
        if (!word.chars.every((wordChar, k) => chars[i + k] === wordChar)) continue;
        const to = end * width + j + word.reading.length;
        relax(from, to, score + word.chars.length * SCORE.exact + 2, Step.group);
      }

      const known = candidates[i]!;
      for (const candidate of known.get(hiragana[j]!) ?? []) {
        if (!hiragana.startsWith(candidate.reading, j)) continue;
        const end = j + candidate.reading.length;
        if (candidate.notWordInitial && j === 0) continue;
        if (candidate.notWordFinal && end === length) continue;
        if (candidate.geminated && !canFollowSokuon(hiragana[end])) continue;
        const reached = score + candidate.score;
        relax(from, next + end - j, reached, Step.perChar);
        if (chars[i + 1] === '々' && i + 1 < runEnd) {
          // 々 repeats the reading before its sound changes, often voiced: 時々 とき+どき,
          // 刻々 こっ+こく.
          const repeats = [candidate.base, ...rendakuVariants(candidate.base)];
          for (const repeat of repeats) {
            if (!hiragana.startsWith(repeat, end)) continue;
            const repeatScore =
              repeat === candidate.base ? SCORE.exact : SCORE.exact + SCORE.rendaku;
            const to = (i + 2) * width + end + repeat.length;
            relax(from, to, reached + repeatScore, Step.repeat, end);
          }
        }
      }

      const isolated = runEnd === i + 1 && (i === 0 || classes[i - 1] !== CharClass.Base);
      if (known.size === 0 || isolated) {
        // Nothing known about the character (Ｘ in Ｘ線), or a kanji alone in its run with an
        // irregular reading (赤 in 真っ赤 まっか): it takes whatever lies there.
        const stepScore = known.size === 0 ? SCORE.unknownCharacter : SCORE.wholeRun;
        const maxEnd = isolated ? length : Math.min(length, j + MAX_KANA_PER_CHAR);
        for (let end = j + 1; end <= maxEnd; end++)
          relax(from, next + end - j, score + stepScore, Step.perChar);
      }

      for (let groupEnd = i + 2; groupEnd <= runEnd; groupEnd++) {
        const groupSize = groupEnd - i;
        const wholeRest = groupEnd === runEnd;
        if (groupSize > MAX_GROUP_CHARS && !wholeRest) continue;
        const maxEnd = wholeRest ? length : Math.min(length, j + groupSize * MAX_KANA_PER_CHAR);
        const rowStart = groupEnd * width;
        // Every character of a group takes at least one kana: 日本語 cannot read に.
        for (let end = j + groupSize; end <= maxEnd; end++)
          relax(from, rowStart + end, score + SCORE.wholeRun, Step.group);
      }
    }
  }

  const last = n * width + length;
  if (scores[last] === UNREACHED) return undefined;
  return backtrack(chars, reading, width, last);
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
  const readingKana = hiragana[j]!;
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
