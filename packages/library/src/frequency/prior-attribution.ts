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
  const score = (wordId: number) => entries.get(wordId)?.priorityScore ?? 0;
  // A form may have earned a shared spelling's rank: kanji forms, and kana forms of entries that
  // have no kanji form (kanji forms come first) or are usually written in kana.
  const qualifies = (form: FormPrior, entryStart: number) =>
    !form.isKana || forms[entryStart]!.isKana || entries.get(form.wordId)?.usuallyKana === true;

  const sharers = new Map<string, { count: number; bestAny: number; bestQualified: number }>();
  let worstRank = 0;
  for (let entry = 0; entry < entryCount; entry++) {
    for (let i = formStart[entry]!; i < formStart[entry + 1]!; i++) {
      const form = forms[i]!;
      if (form.priorRank !== null) worstRank = Math.max(worstRank, form.priorRank);
      const entryScore = score(form.wordId);
      const spelling = sharers.get(form.text) ?? { count: 0, bestAny: -1, bestQualified: -1 };
      spelling.count++;
      spelling.bestAny = Math.max(spelling.bestAny, entryScore);
      if (qualifies(form, formStart[entry]!))
        spelling.bestQualified = Math.max(spelling.bestQualified, entryScore);
      sharers.set(form.text, spelling);
    }
  }
  const unlisted = worstRank + 1;

  const formPrior = new Float64Array(forms.length);
  const entryPrior = new Float64Array(entryCount);
  for (let entry = 0; entry < entryCount; entry++) {
    const start = formStart[entry]!;
    const end = formStart[entry + 1]!;
    const entryScore = score(forms[start]!.wordId);
    const tieBreak = entryScore / 1000;
    const isOwn = (form: FormPrior) => {
      const spelling = sharers.get(form.text)!;
      if (spelling.count === 1) return true;
      if (spelling.bestQualified < 0) return entryScore === spelling.bestAny;
      return qualifies(form, start) && entryScore === spelling.bestQualified;
    };

    let best = unlisted;
    for (let i = start; i < end; i++) {
      const form = forms[i]!;
      if (form.priorRank !== null && isOwn(form)) best = Math.min(best, form.priorRank);
    }
    entryPrior[entry] = best - tieBreak;
    for (let i = start; i < end; i++) {
      const form = forms[i]!;
      const rank = form.priorRank ?? unlisted;
      formPrior[i] = (isOwn(form) ? rank : Math.max(rank, best)) - tieBreak;
    }
  }
  return { formPrior, entryPrior };
}
