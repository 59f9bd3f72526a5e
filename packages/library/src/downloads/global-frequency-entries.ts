/**
 * The entries of a global frequency list in word-rank order, with their forms' text: from the
 * stored ranks (`word_frequencies`/`form_frequencies`, the whole library) or from a ranking
 * computed for one media type.
 *
 * Everything is read in wordId order, a range of ids per query, into columns (typed arrays and
 * one string per form); the rank order is then a sort of indexes. Reading in rank order instead
 * would scatter every query over the whole dictionary: on the real dictionary (490,000 forms)
 * that was three times slower.
 */
import {
  listDictFormsInWordRange,
  listFormRanksInWordRange,
  listWordRanksAfter,
  type DbOrTrx,
} from '@goi/db';
import type { GlobalFrequencyEntry, GlobalFrequencyForm } from '@goi/exports';
import type { RankedEntries, RankedForms } from '../frequency';

/** Rows per range query: few round trips, rows short-lived. */
export const ROWS_PER_QUERY = 10_000;

/** The columns of a ranking a list needs (a `FrequencyRanking` has them all). */
export interface RankColumns {
  entries: Pick<RankedEntries, 'wordId' | 'rank' | 'formStart'>;
  forms: Pick<RankedForms, 'wordId' | 'readingIndex' | 'rank' | 'percentage' | 'usedInMediaAmount'>;
}

/** The text of each form of `forms`, by index; undefined where the dictionary has no such form. */
interface FormTexts {
  text: (string | undefined)[];
  isKana: Uint8Array;
  /** Only kanji forms: their reading comes from it. */
  furigana: (string | undefined)[];
}

/** Reads the dictionary's forms for `forms`, a range of about ROWS_PER_QUERY forms at a time. */
async function formTexts(
  db: DbOrTrx,
  forms: RankColumns['forms'],
  rowsPerQuery: number,
): Promise<FormTexts> {
  const count = forms.wordId.length;
  const texts: FormTexts = {
    text: new Array<string | undefined>(count),
    isKana: new Uint8Array(count),
    furigana: new Array<string | undefined>(count),
  };
  let index = 0;
  while (index < count) {
    // JMdict ids are sparse (about one entry in nine ids): ranges are cut by rows, not by ids.
    const first = forms.wordId[index]!;
    const last = forms.wordId[Math.min(index + rowsPerQuery, count) - 1]!;
    const rows = await listDictFormsInWordRange(db, first, last);
    // Both sides are sorted by (wordId, readingIndex): walk them together.
    let row = 0;
    for (; index < count && forms.wordId[index]! <= last; index++) {
      const wordId = forms.wordId[index]!;
      const readingIndex = forms.readingIndex[index]!;
      while (
        row < rows.length &&
        (rows[row]!.wordId < wordId ||
          (rows[row]!.wordId === wordId && rows[row]!.readingIndex < readingIndex))
      ) {
        row++;
      }
      const form = rows[row];
      if (form?.wordId !== wordId || form.readingIndex !== readingIndex) continue;
      texts.text[index] = form.text;
      texts.isKana[index] = form.formType === 1 ? 1 : 0;
      if (form.formType !== 1) texts.furigana[index] = form.furigana;
    }
  }
  return texts;
}

/**
 * The ranking's entries by word rank (ties by wordId), each with its forms in readingIndex
 * order. Forms missing from the dictionary are left out, and so are entries left with none.
 */
export async function* entriesOfRanking(
  db: DbOrTrx,
  ranking: RankColumns,
  rowsPerQuery = ROWS_PER_QUERY,
): AsyncGenerator<GlobalFrequencyEntry> {
  const { entries, forms } = ranking;
  const texts = await formTexts(db, forms, rowsPerQuery);
  const order = Int32Array.from(entries.wordId, (_, index) => index).sort(
    (a, b) => entries.rank[a]! - entries.rank[b]! || entries.wordId[a]! - entries.wordId[b]!,
  );
  for (const entry of order) {
    const entryForms: GlobalFrequencyForm[] = [];
    for (let form = entries.formStart[entry]!; form < entries.formStart[entry + 1]!; form++) {
      const text = texts.text[form];
      if (text === undefined) continue;
      const furigana = texts.furigana[form];
      entryForms.push({
        text,
        isKana: texts.isKana[form] === 1,
        ...(furigana === undefined ? {} : { furigana }),
        rank: forms.rank[form]!,
        percentage: forms.percentage[form]!,
        usedInMediaAmount: forms.usedInMediaAmount[form]!,
      });
    }
    if (entryForms.length > 0) {
      yield { wordId: entries.wordId[entry]!, rank: entries.rank[entry]!, forms: entryForms };
    }
  }
}

/** Grows typed columns as rows arrive (the table sizes are not known up front). */
class IntColumn {
  values = new Int32Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Int32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }
  done(): Int32Array {
    return this.values.slice(0, this.length);
  }
}

/**
 * The stored whole-library ranking as columns, read by wordId ranges. An entry's forms are the
 * stored form ranks of its wordId; an entry without any is listed with no forms (and so left
 * out of the files: there is nothing to write for it).
 */
export async function storedRanking(
  db: DbOrTrx,
  rowsPerQuery = ROWS_PER_QUERY,
): Promise<RankColumns> {
  const entryWordId = new IntColumn();
  const entryRank = new IntColumn();
  const formStart = new IntColumn();
  const formWordId = new IntColumn();
  const formReadingIndex = new IntColumn();
  const formRank = new IntColumn();
  const formUsed = new IntColumn();
  const percentages: number[] = [];
  let after = -1;
  for (;;) {
    const words = await listWordRanksAfter(db, after, rowsPerQuery);
    const last = words[words.length - 1];
    if (!last) break;
    const forms = await listFormRanksInWordRange(db, after, last.wordId);
    let form = 0;
    for (const word of words) {
      entryWordId.push(word.wordId);
      entryRank.push(word.frequencyRank);
      formStart.push(formWordId.length);
      while (form < forms.length && forms[form]!.wordId < word.wordId) form++;
      for (; form < forms.length && forms[form]!.wordId === word.wordId; form++) {
        const row = forms[form]!;
        formWordId.push(row.wordId);
        formReadingIndex.push(row.readingIndex);
        formRank.push(row.frequencyRank);
        formUsed.push(row.usedInMediaAmount);
        percentages.push(row.frequencyPercentage);
      }
    }
    after = last.wordId;
  }
  formStart.push(formWordId.length);
  return {
    entries: { wordId: entryWordId.done(), rank: entryRank.done(), formStart: formStart.done() },
    forms: {
      wordId: formWordId.done(),
      readingIndex: formReadingIndex.done(),
      rank: formRank.done(),
      percentage: Float64Array.from(percentages),
      usedInMediaAmount: formUsed.done(),
    },
  };
}

/** Entries of the stored whole-library ranking, by word rank then wordId. */
export async function* storedGlobalEntries(
  db: DbOrTrx,
  rowsPerQuery = ROWS_PER_QUERY,
): AsyncGenerator<GlobalFrequencyEntry> {
  yield* entriesOfRanking(db, await storedRanking(db, rowsPerQuery), rowsPerQuery);
}
