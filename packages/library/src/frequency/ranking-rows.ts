/** Views of a `FrequencyRanking`: table rows for storage, entries in rank order for lists. */
import type { FormFrequencyRow, WordFrequencyRow } from '@goi/db';
import type { FrequencyRanking } from './rank-frequencies';

export function* wordFrequencyRows(ranking: FrequencyRanking): Generator<WordFrequencyRow> {
  const { entries } = ranking;
  for (let i = 0; i < entries.wordId.length; i++) {
    yield {
      wordId: entries.wordId[i]!,
      frequencyRank: entries.rank[i]!,
      occurrences: entries.occurrences[i]!,
      usedInMediaAmount: entries.usedInMediaAmount[i]!,
      observedFrequency: entries.observedFrequency[i]!,
    };
  }
}

export function* formFrequencyRows(ranking: FrequencyRanking): Generator<FormFrequencyRow> {
  const { forms } = ranking;
  for (let i = 0; i < forms.wordId.length; i++) {
    yield {
      wordId: forms.wordId[i]!,
      readingIndex: forms.readingIndex[i]!,
      frequencyRank: forms.rank[i]!,
      occurrences: forms.occurrences[i]!,
      usedInMediaAmount: forms.usedInMediaAmount[i]!,
      frequencyPercentage: forms.percentage[i]!,
    };
  }
}

/** One entry of a ranking with its forms (readingIndex order), as frequency lists need them. */
export interface RankedEntry {
  wordId: number;
  rank: number;
  occurrences: number;
  usedInMediaAmount: number;
  forms: {
    readingIndex: number;
    rank: number;
    percentage: number;
    occurrences: number;
    usedInMediaAmount: number;
  }[];
}

/** Entries by word rank (ties by wordId): the order of the downloadable frequency lists. */
export function* entriesInRankOrder(ranking: FrequencyRanking): Generator<RankedEntry> {
  const { entries, forms } = ranking;
  const order = Int32Array.from(entries.wordId, (_, index) => index).sort(
    (a, b) => entries.rank[a]! - entries.rank[b]! || entries.wordId[a]! - entries.wordId[b]!,
  );
  for (const entry of order) {
    const entryForms: RankedEntry['forms'] = [];
    for (let form = entries.formStart[entry]!; form < entries.formStart[entry + 1]!; form++) {
      entryForms.push({
        readingIndex: forms.readingIndex[form]!,
        rank: forms.rank[form]!,
        percentage: forms.percentage[form]!,
        occurrences: forms.occurrences[form]!,
        usedInMediaAmount: forms.usedInMediaAmount[form]!,
      });
    }
    yield {
      wordId: entries.wordId[entry]!,
      rank: entries.rank[entry]!,
      occurrences: entries.occurrences[entry]!,
      usedInMediaAmount: entries.usedInMediaAmount[entry]!,
      forms: entryForms,
    };
  }
}
