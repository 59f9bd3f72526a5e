/**
 * Every reading a kanji may take inside a word, derived once per kanji from its KANJIDIC readings
 * and the sound changes of compounds, with a score that says how regular it is.
 */
import { toHiragana } from '../kana';
import { BUILT_IN_READINGS } from './char-class';
import { conjunctiveForm, rendakuVariants, shortenedVariant, sokuonVariant } from './sound-changes';

/**
 * Readings of one kanji as KANJIDIC2 gives them: on'yomi in katakana or hiragana, kun'yomi with
 * their marks (`た.べる`: okurigana after the dot; `-り`: only after another element; `おお-`:
 * only before one). Marks may also be removed already. Return undefined for an unknown kanji.
 * The lookup must answer the same way every time: the aligner caches what it derives from it.
 */
export type KanjiReadingLookup = (kanji: string) => readonly string[] | undefined;

/** Scores are integers; a higher total means a more regular alignment. */
export const SCORE = {
  /** A KANJIDIC reading as it is: 日本 ほん. */
  exact: 20,
  /** A kun reading with (part of) its okurigana: 受付 う.ける → うけ, 取扱 と.る → とり. */
  withOkurigana: 18,
  rendaku: -2,
  sokuon: -2,
  /** Gemination of a reading that does not end in く, き, ち or つ (切符 きる → きっ). */
  irregularSokuon: -6,
  shortened: -8,
  /** A character the lookup knows nothing about, given whatever reading lies there (Ｘ in Ｘ線). */
  unknownCharacter: -2,
  /** Several characters sharing one reading (今日 きょう), or one kanji read irregularly. */
  wholeRun: -3,
} as const;

export interface Candidate {
  /** The reading in hiragana as it appears in the word (がっ in 学校). */
  reading: string;
  /** The reading before sound changes (がく); 々 repeats it (刻々 こっこく). */
  base: string;
  score: number;
  /** Rendaku and `-り` style readings never start a word. */
  notWordInitial: boolean;
  /** Shortened and `おお-` style readings never end a word. */
  notWordFinal: boolean;
  /** Sokuon needs a voiceless consonant right after it. */
  geminated: boolean;
}

/** Candidates of one kanji indexed by their first kana, so matching looks at a handful only. */
export type CandidateIndex = ReadonlyMap<string, readonly Candidate[]>;

const EMPTY_INDEX: CandidateIndex = new Map();

const cacheByLookup = new WeakMap<KanjiReadingLookup, Map<string, CandidateIndex>>();
const cacheWithoutLookup = new Map<string, CandidateIndex>();

/** The candidates of a character; an empty index when nothing is known about it. */
export function candidatesOf(char: string, lookup: KanjiReadingLookup | undefined): CandidateIndex {
  let cache = lookup === undefined ? cacheWithoutLookup : cacheByLookup.get(lookup);
  if (cache === undefined) {
    cache = new Map();
    cacheByLookup.set(lookup!, cache);
  }
  let index = cache.get(char);
  if (index === undefined) {
    const readings = [...(BUILT_IN_READINGS.get(char) ?? []), ...(lookup?.(char) ?? [])];
    index = readings.length === 0 ? EMPTY_INDEX : indexCandidates(deriveCandidates(readings));
    cache.set(char, index);
  }
  return index;
}

export function deriveCandidates(readings: readonly string[]): Candidate[] {
  const byKey = new Map<string, Candidate>();
  const add = (candidate: Candidate): void => {
    if (candidate.reading.length === 0) return;
    const key = `${candidate.reading}|${candidate.base}|${+candidate.notWordInitial}${+candidate.notWordFinal}${+candidate.geminated}`;
    const known = byKey.get(key);
    if (known === undefined || known.score < candidate.score) byKey.set(key, candidate);
  };
  for (const raw of readings) {
    for (const base of baseReadings(raw)) {
      addSoundChanges(base, add);
    }
  }
  return [...byKey.values()].sort((a, b) => b.score - a.score);
}

interface BaseReading {
  reading: string;
  score: number;
  notWordInitial: boolean;
  notWordFinal: boolean;
}

/** `た.べる` → た (exact), たべ, たべる (with okurigana); `あつか.う` → あつか, あつかう, あつかい. */
function baseReadings(raw: string): BaseReading[] {
  let text = toHiragana(raw.trim());
  const notWordInitial = text.startsWith('-');
  const notWordFinal = text.endsWith('-');
  text = text.replace(/-/g, '');
  const dot = text.indexOf('.');
  const flags = { notWordInitial, notWordFinal };
  if (dot < 0) return [{ reading: text, score: SCORE.exact, ...flags }];
  const stem = text.slice(0, dot);
  const okurigana = text.slice(dot + 1).replace(/\./g, '');
  const bases: BaseReading[] = [{ reading: stem, score: SCORE.exact, ...flags }];
  for (let length = 1; length <= okurigana.length; length++) {
    bases.push({
      reading: stem + okurigana.slice(0, length),
      score: SCORE.withOkurigana,
      ...flags,
    });
  }
  const conjunctive = conjunctiveForm(stem + okurigana);
  if (conjunctive !== undefined)
    bases.push({ reading: conjunctive, score: SCORE.withOkurigana, ...flags });
  return bases;
}

function addSoundChanges(base: BaseReading, add: (candidate: Candidate) => void): void {
  const plain = { ...base, base: base.reading, geminated: false };
  const starts = [plain];
  for (const voiced of rendakuVariants(base.reading)) {
    starts.push({
      ...plain,
      reading: voiced,
      score: base.score + SCORE.rendaku,
      notWordInitial: true,
    });
  }
  for (const start of starts) {
    add(start);
    const sokuon = sokuonVariant(start.reading);
    if (sokuon !== undefined) {
      add({
        ...start,
        reading: sokuon.reading,
        score: start.score + (sokuon.regular ? SCORE.sokuon : SCORE.irregularSokuon),
        geminated: true,
        notWordFinal: true,
      });
    }
    const shortened = shortenedVariant(start.reading);
    if (shortened !== undefined) {
      add({
        ...start,
        reading: shortened,
        score: start.score + SCORE.shortened,
        notWordFinal: true,
      });
    }
  }
}

function indexCandidates(candidates: readonly Candidate[]): CandidateIndex {
  const index = new Map<string, Candidate[]>();
  for (const candidate of candidates) {
    const first = candidate.reading[0]!;
    const list = index.get(first);
    if (list === undefined) index.set(first, [candidate]);
    else list.push(candidate);
  }
  return index;
}
