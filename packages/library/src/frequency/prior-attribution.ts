/**
 * Which prior rank belongs to which entry and form. The reference lists rank (spelling, reading)
 * pairs (or spellings alone, docs/dictionary.md), and one list row can be a form of several
 * entries: (で, で) is the particle, the copula's continuative form and a kana spelling of 出
 * "coming out"; (いる, いる) is 居る "to be" and 入る, 射る, 煎る. Forms with the same spelling and
 * the same prior rank were ranked by the same row. Giving the row's whole rank to one sharer is
 * what put 出 at rank 20 and the particle で at 93,273. So the rank is **shared**:
 *
 * - Each sharer gets a share of the pair's uses. From the library when it has seen the pair (the
 *   parser's own choice on real text: in the demo library で is the particle thousands of times
 *   and 出 a handful), smoothed towards a dictionary estimate with `PSEUDO_OCCURRENCES`.
 * - The dictionary estimate weighs each sharer by how it writes the pair: the entry's **main
 *   form** (its first form, or its first kana form when its main sense is `uk`: する of 為る, こと of
 *   事) weighs 1, another kanji spelling 0.2, another kana spelling of a kana-only entry 0.2, the
 *   kana reading of a word written in kanji 0.05 (いる of 入る, で of 出); times e^(priority / 10)
 *   (ichi1 +20, news1 +15, …: 私 read わたし, score 40, outweighs 私 read あっし 55 to 1), times 10 for function words (particles, copulas, auxiliaries,
 *   conjunctions: a kana pair shared with a content word is, in running text, nearly always the
 *   function word — で, に, と, が, か).
 * - Vocabulary is Zipf-like (uses ≈ c / rank), so a sharer with share s of a pair ranked r is
 *   ranked r / s: the share of a rank-19 row that is 2 % 出 puts 出 near 950, not at 19.
 * - Entry prior = the best of its forms' shared ranks, leaving out the kana reading of a word
 *   written in kanji unless nothing else is listed.
 * - Form prior: the lists count an entry's uses under its headword (為る at 13 is mostly written
 *   する), so the entry's rank is split over its forms the same way — by the library's use of each
 *   form, smoothed towards "the main form weighs 1, each other form 0.1" — or by the form's own
 *   row when that ranks it better (the spelling lists count にほん as written), except for the
 *   entry's first form, whose row counts the whole entry under its headword; never commoner
 *   than its entry.
 * - Equal ranks (and all unlisted items) are ordered by the JMdict priority score, which the lists
 *   cannot see.
 *
 * Values are sort keys (smaller = more common): rank − score / 1000, unlisted = worst listed rank
 * + 1 − score / 1000.
 */
import type { EntryPrior, FormPrior } from '@goi/db';

export interface AttributedPriors {
  /** One key per form, in the order of `forms`. */
  formPrior: Float64Array;
  /** One key per entry (the entries of `formStart`). */
  entryPrior: Float64Array;
}

/** How many library occurrences the dictionary's estimate of a shared pair is worth. */
export const PSEUDO_OCCURRENCES = 50;

const MAIN_FORM = 1;
const OTHER_SPELLING = 0.2;
const KANA_READING_OF_KANJI_WORD = 0.05;
const FUNCTION_WORD = 10;
/** A form other than the main one, in the dictionary's estimate of how an entry is written. */
const OTHER_FORM_SHARE = 0.1;

/**
 * Entry `i`'s forms are `forms[formStart[i]] … forms[formStart[i + 1] − 1]`; `formOccurrences`
 * (same order as `forms`, optional) is the library's usage of each form.
 */
export function attributePriors(
  forms: readonly FormPrior[],
  formStart: Int32Array,
  entries: ReadonlyMap<number, EntryPrior>,
  formOccurrences?: Float64Array,
): AttributedPriors {
  const entryCount = formStart.length - 1;
  // Per-entry and per-form facts in typed arrays: this runs over 487,000 forms, so no closures
  // or objects per item.
  const entryScore = new Float64Array(entryCount);
  const mainForm = new Int32Array(entryCount);
  const weight = new Float64Array(forms.length);
  const kanaReading = new Uint8Array(forms.length);
  const pairOf = new Int32Array(forms.length);
  const pairIds = new Map<string, number>();
  let worstRank = 0;
  for (let entry = 0; entry < entryCount; entry++) {
    const start = formStart[entry]!;
    const end = formStart[entry + 1]!;
    const info = entries.get(forms[start]!.wordId);
    const score = info?.priorityScore ?? 0;
    entryScore[entry] = score;
    // Kanji forms come first, so an entry whose first form is kana has no kanji form.
    const kanaOnly = forms[start]!.isKana;
    const main = mainFormOf(forms, start, end, info);
    mainForm[entry] = main;
    const entryWeight = Math.exp(score / 10) * (info?.functionWord ? FUNCTION_WORD : 1);
    for (let i = start; i < end; i++) {
      const form = forms[i]!;
      const how =
        i === main
          ? MAIN_FORM
          : !form.isKana || kanaOnly
            ? OTHER_SPELLING
            : KANA_READING_OF_KANJI_WORD;
      weight[i] = how * entryWeight;
      kanaReading[i] = how === KANA_READING_OF_KANJI_WORD ? 1 : 0;
      if (form.priorRank !== null) worstRank = Math.max(worstRank, form.priorRank);
      // Forms with one spelling and one rank were ranked by the same list row.
      const key = `${form.text}\u0000${form.priorRank ?? `unlisted ${i}`}`;
      let id = pairIds.get(key);
      if (id === undefined) {
        id = pairIds.size;
        pairIds.set(key, id);
      }
      pairOf[i] = id;
    }
  }
  const pairs = pairIds.size;
  const pairWeight = new Float64Array(pairs);
  const pairOccurrences = new Float64Array(pairs);
  for (let i = 0; i < forms.length; i++) {
    pairWeight[pairOf[i]!]! += weight[i]!;
    if (formOccurrences) pairOccurrences[pairOf[i]!]! += formOccurrences[i]!;
  }

  const unlisted = worstRank + 1;
  const sharedRank = new Float64Array(forms.length);
  for (let i = 0; i < forms.length; i++) {
    const rank = forms[i]!.priorRank;
    if (rank === null) {
      sharedRank[i] = unlisted;
      continue;
    }
    const pair = pairOf[i]!;
    const occurrences = formOccurrences ? formOccurrences[i]! : 0;
    const share =
      (occurrences + (PSEUDO_OCCURRENCES * weight[i]!) / pairWeight[pair]!) /
      (pairOccurrences[pair]! + PSEUDO_OCCURRENCES);
    sharedRank[i] = Math.min(unlisted, rank / Math.max(share, 1e-9));
  }

  const formPrior = new Float64Array(forms.length);
  const entryPrior = new Float64Array(entryCount);
  for (let entry = 0; entry < entryCount; entry++) {
    const start = formStart[entry]!;
    const end = formStart[entry + 1]!;
    const tieBreak = entryScore[entry]! / 1000;
    let best = unlisted;
    for (let i = start; i < end; i++) if (!kanaReading[i]) best = Math.min(best, sharedRank[i]!);
    // A word usually written in kanji is ranked by its kanji spellings; its kana spelling speaks
    // only when the lists lack those (ます is mostly the polite ending, not 増す "to increase";
    // かける mostly 掛ける, not 欠ける).
    if (best === unlisted) for (let i = start; i < end; i++) best = Math.min(best, sharedRank[i]!);
    entryPrior[entry] = best - tieBreak;
    // The entry's uses split over its forms like a row over its sharers: by the library's
    // forms when it has seen the entry, else the main form takes most (する of 為る, 食べる).
    const main = mainForm[entry]!;
    let entryOccurrences = 0;
    if (formOccurrences) for (let i = start; i < end; i++) entryOccurrences += formOccurrences[i]!;
    const otherWeight = OTHER_FORM_SHARE * (end - start - 1);
    for (let i = start; i < end; i++) {
      const dictionaryShare = (i === main ? 1 : OTHER_FORM_SHARE) / (1 + otherWeight);
      const share =
        ((formOccurrences ? formOccurrences[i]! : 0) + PSEUDO_OCCURRENCES * dictionaryShare) /
        (entryOccurrences + PSEUDO_OCCURRENCES);
      const fromEntry = best >= unlisted ? unlisted : Math.min(unlisted, best / share);
      const own = i === start ? unlisted : sharedRank[i]!;
      formPrior[i] = Math.max(best, Math.min(own, fromEntry)) - tieBreak;
    }
  }
  return { formPrior, entryPrior };
}

/** The entry's main form: its first, or its first kana form when its main sense is `uk`. */
function mainFormOf(
  forms: readonly FormPrior[],
  start: number,
  end: number,
  info: EntryPrior | undefined,
): number {
  if (!info?.usuallyKana) return start;
  for (let i = start; i < end; i++) if (forms[i]!.isKana) return i;
  return start;
}
