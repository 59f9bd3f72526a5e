/**
 * Which prior rank belongs to which entry and form. The reference lists rank spellings, not
 * entries, so a kana spelling shared by several entries carries the rank of its commonest use:
 * いる is rank 3 because of 居る "to be", not 入る, 射る or 煎る; の is rank 1 because of the
 * particle, not 野 or 箆. Rules:
 *
 * - A spelling used by one entry is that entry's **own** evidence.
 * - A spelling shared by several entries (homographs) is credited to the sharers with the highest
 *   JMdict priority score among those that plausibly earned it: for a kana spelling, entries
 *   with no kanji form or usually written in kana (`uk`: 居る → いる, the particle の); for a kanji
 *   spelling, any sharer (私 goes to わたし, not to わっち). When no sharer qualifies (こうしょう is
 *   kanji-written for all its entries), the highest-priority sharers get it.
 * - Entry prior = the best rank among its own forms.
 * - A form that is not its entry's own evidence (いる of 入る) can be no more common than its
 *   entry: its prior is the worse of its own rank and the entry's (unlisted when the entry has
 *   no own rank).
 * - Entries or forms with equal ranks (and all unlisted ones) are ordered by the JMdict priority
 *   score (ichi1, news1, … in the dictionary), which the lists cannot see.
 *
 * Values are sort keys (smaller = more common): rank − score / 1000 (scores stay well below
 * 1,000, so they never cross a rank), unlisted = worst listed rank + 1 − score / 1000.
 */
import type { EntryPrior, FormPrior } from '@goi/db';

export interface AttributedPriors {
  /** One key per form, in the order of `forms`. */
  formPrior: Float64Array;
  /** One key per entry (the entries of `formStart`). */
  entryPrior: Float64Array;
}

/** Entry `i`'s forms are `forms[formStart[i]] … forms[formStart[i + 1] − 1]`. */
export function attributePriors(
  forms: readonly FormPrior[],
  formStart: Int32Array,
  entries: ReadonlyMap<number, EntryPrior>,
): AttributedPriors {
  const entryCount = formStart.length - 1;
  // Per-entry and per-form facts in typed arrays: this runs over 487,000 forms, so no closures
  // or objects per item.
  const entryScore = new Float64Array(entryCount);
  const entryOfForm = new Int32Array(forms.length);
  const qualifies = new Uint8Array(forms.length);
  const spellingOf = new Int32Array(forms.length);
  const spellingIds = new Map<string, number>();
  let worstRank = 0;
  for (let entry = 0; entry < entryCount; entry++) {
    const start = formStart[entry]!;
    const info = entries.get(forms[start]!.wordId);
    entryScore[entry] = info?.priorityScore ?? 0;
    // Kanji forms come first, so an entry whose first form is kana has no kanji form.
    const kanaMayEarn = forms[start]!.isKana || info?.usuallyKana === true;
    for (let i = start; i < formStart[entry + 1]!; i++) {
      const form = forms[i]!;
      entryOfForm[i] = entry;
      qualifies[i] = !form.isKana || kanaMayEarn ? 1 : 0;
      if (form.priorRank !== null) worstRank = Math.max(worstRank, form.priorRank);
      let id = spellingIds.get(form.text);
      if (id === undefined) {
        id = spellingIds.size;
        spellingIds.set(form.text, id);
      }
      spellingOf[i] = id;
    }
  }
  const spellings = spellingIds.size;
  const sharerCount = new Int32Array(spellings);
  const bestAny = new Float64Array(spellings).fill(-1);
  const bestQualified = new Float64Array(spellings).fill(-1);
  for (let i = 0; i < forms.length; i++) {
    const id = spellingOf[i]!;
    const score = entryScore[entryOfForm[i]!]!;
    sharerCount[id]!++;
    bestAny[id] = Math.max(bestAny[id]!, score);
    if (qualifies[i]) bestQualified[id] = Math.max(bestQualified[id]!, score);
  }
  const isOwn = new Uint8Array(forms.length);
  for (let i = 0; i < forms.length; i++) {
    const id = spellingOf[i]!;
    const score = entryScore[entryOfForm[i]!]!;
    if (sharerCount[id] === 1) isOwn[i] = 1;
    else if (bestQualified[id]! < 0) isOwn[i] = score === bestAny[id] ? 1 : 0;
    else isOwn[i] = qualifies[i] && score === bestQualified[id] ? 1 : 0;
  }

  const unlisted = worstRank + 1;
  const formPrior = new Float64Array(forms.length);
  const entryPrior = new Float64Array(entryCount);
  for (let entry = 0; entry < entryCount; entry++) {
    const start = formStart[entry]!;
    const end = formStart[entry + 1]!;
    const tieBreak = entryScore[entry]! / 1000;
    let best = unlisted;
    for (let i = start; i < end; i++) {
      const rank = forms[i]!.priorRank;
      if (rank !== null && isOwn[i]) best = Math.min(best, rank);
    }
    entryPrior[entry] = best - tieBreak;
    for (let i = start; i < end; i++) {
      const rank = forms[i]!.priorRank ?? unlisted;
      formPrior[i] = (isOwn[i] ? rank : Math.max(rank, best)) - tieBreak;
    }
  }
  return { formPrior, entryPrior };
}
