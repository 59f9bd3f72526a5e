/**
 * The global frequency ranking, computed from plain inputs (no I/O): every dictionary entry gets
 * a word rank and every form a form rank, blending library usage with the prior (see
 * frequency-blend.ts). Results are columns (typed arrays): 200,000 entries and 490,000 forms.
 */
import { formKey } from '@goi/contracts';
import { type EntryPrior, type EntryUsage, type FormPrior, type FormUsage } from '@goi/db';
import { competitionRanks } from './competition-ranks';
import {
  blendedKeys,
  libraryScore,
  libraryWeight,
  type FrequencyBlendOptions,
} from './frequency-blend';
import { attributePriors } from './prior-attribution';

export interface FrequencyEvidence {
  /** Every dictionary form, ordered by (wordId, readingIndex). */
  forms: readonly FormPrior[];
  /** Priority score and `uk` mark of the entries (see prior-attribution.ts); missing = none. */
  entries: readonly EntryPrior[];
  /** Usage of the forms seen in the population of top-level decks. */
  formUsage: readonly FormUsage[];
  /** Usage of the entries seen in the population (distinct decks per entry). */
  entryUsage: readonly EntryUsage[];
  /** Top-level decks in the population. */
  deckCount: number;
}

/** One row per dictionary entry, ordered by wordId. */
export interface RankedEntries {
  wordId: Int32Array;
  /** Word rank: competition ranking over all entries (1 = most frequent). */
  rank: Int32Array;
  occurrences: Float64Array;
  usedInMediaAmount: Int32Array;
  /** occurrences / all occurrences in the population (0–1). */
  observedFrequency: Float64Array;
  /** The entry's forms are `forms[formStart[i]] … forms[formStart[i + 1] − 1]`. */
  formStart: Int32Array;
}

/** One row per dictionary form, ordered by (wordId, readingIndex). */
export interface RankedForms {
  wordId: Int32Array;
  readingIndex: Int32Array;
  /** Form rank: one competition ranking over all forms of all entries. */
  rank: Int32Array;
  occurrences: Float64Array;
  usedInMediaAmount: Int32Array;
  /** Share of the entry's occurrences written with this form, 0–100 (0 when unseen). */
  percentage: Float64Array;
}

export interface FrequencyRanking {
  deckCount: number;
  totalOccurrences: number;
  /** The library's weight w in the blend (0 = prior only, 1 = library only). */
  libraryWeight: number;
  entries: RankedEntries;
  forms: RankedForms;
}

function usageRanks(occurrences: Float64Array, decks: Int32Array): Int32Array {
  const scores = new Float64Array(occurrences.length);
  for (let i = 0; i < scores.length; i++) scores[i] = libraryScore(occurrences[i]!, decks[i]!);
  return competitionRanks(scores, 'descending');
}

function entryColumns(forms: readonly FormPrior[]) {
  const starts: number[] = [];
  const wordIds: number[] = [];
  let previous: FormPrior | undefined;
  forms.forEach((form, index) => {
    if (
      previous &&
      (form.wordId < previous.wordId ||
        (form.wordId === previous.wordId && form.readingIndex <= previous.readingIndex))
    ) {
      throw new Error(
        `Frequency ranking: forms must be ordered by (wordId, readingIndex); form ${form.wordId}/${form.readingIndex} (forms[${index}]) comes after ${previous.wordId}/${previous.readingIndex}`,
      );
    }
    if (previous?.wordId !== form.wordId) {
      starts.push(index);
      wordIds.push(form.wordId);
    }
    previous = form;
  });
  starts.push(forms.length);
  return { wordId: Int32Array.from(wordIds), formStart: Int32Array.from(starts) };
}

export function rankFrequencies(
  evidence: FrequencyEvidence,
  options: FrequencyBlendOptions = {},
): FrequencyRanking {
  const { forms, deckCount } = evidence;
  const weight = libraryWeight(deckCount, options);
  const { wordId: entryWordId, formStart } = entryColumns(forms);
  const entryCount = entryWordId.length;

  const formIndex = new Map<number, number>();
  forms.forEach((form, index) => formIndex.set(formKey(form.wordId, form.readingIndex), index));
  const entryIndex = new Map<number, number>();
  entryWordId.forEach((wordId, index) => entryIndex.set(wordId, index));

  const formOccurrences = new Float64Array(forms.length);
  const formDecks = new Int32Array(forms.length);
  // Words a deck kept but the dictionary no longer has are left out of the ranking.
  for (const usage of evidence.formUsage) {
    const index = formIndex.get(formKey(usage.wordId, usage.readingIndex));
    if (index === undefined) continue;
    formOccurrences[index] = usage.occurrences;
    formDecks[index] = usage.decks;
  }
  const entryOccurrences = new Float64Array(entryCount);
  const entryDecks = new Int32Array(entryCount);
  let totalOccurrences = 0;
  for (const usage of evidence.entryUsage) {
    totalOccurrences += usage.occurrences;
    const index = entryIndex.get(usage.wordId);
    if (index === undefined) continue;
    entryOccurrences[index] = usage.occurrences;
    entryDecks[index] = usage.decks;
  }

  const { formPrior, entryPrior } = attributePriors(
    forms,
    formStart,
    new Map(evidence.entries.map((entry) => [entry.wordId, entry])),
    formOccurrences,
  );
  const percentage = new Float64Array(forms.length);
  const observedFrequency = new Float64Array(entryCount);
  for (let entry = 0; entry < entryCount; entry++) {
    const occurrences = entryOccurrences[entry]!;
    if (totalOccurrences > 0) observedFrequency[entry] = occurrences / totalOccurrences;
    for (let form = formStart[entry]!; form < formStart[entry + 1]!; form++) {
      if (occurrences > 0) percentage[form] = (formOccurrences[form]! / occurrences) * 100;
    }
  }

  const rankOf = (occurrences: Float64Array, decks: Int32Array, prior: Float64Array) =>
    competitionRanks(
      blendedKeys(usageRanks(occurrences, decks), competitionRanks(prior, 'ascending'), weight),
      'ascending',
    );

  return {
    deckCount,
    totalOccurrences,
    libraryWeight: weight,
    entries: {
      wordId: entryWordId,
      rank: rankOf(entryOccurrences, entryDecks, entryPrior),
      occurrences: entryOccurrences,
      usedInMediaAmount: entryDecks,
      observedFrequency,
      formStart,
    },
    forms: {
      wordId: Int32Array.from(forms, (form) => form.wordId),
      readingIndex: Int32Array.from(forms, (form) => form.readingIndex),
      rank: rankOf(formOccurrences, formDecks, formPrior),
      occurrences: formOccurrences,
      usedInMediaAmount: formDecks,
      percentage,
    },
  };
}
