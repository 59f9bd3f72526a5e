import { ExportInputError } from '../errors';

/** One form of a dictionary entry with its global figures. */
export interface GlobalFrequencyForm {
  text: string;
  /** One of the entry's kana forms (JMdict `r_ele`). */
  isKana: boolean;
  /**
   * The form's furigana; when given, a kanji form's reading comes from it (the reading that
   * really belongs to this spelling), otherwise from the entry's best-ranked kana form.
   */
  furigana?: string;
  /** Reading rank, comparable across all forms of all entries (1 = most frequent). */
  rank: number;
  /** Share of the entry's uses written with this form, 0–100. */
  percentage: number;
  /** How many decks use this form; 0 = never seen in the library. */
  usedInMediaAmount: number;
}

/** One dictionary entry, given in word-rank order; `forms` in readingIndex order. */
export interface GlobalFrequencyEntry {
  wordId: number;
  /** Word rank (competition ranking: 1, 2, 2, 4). */
  rank: number;
  forms: readonly GlobalFrequencyForm[];
}

/** Checks an entry before it is written; returns how errors name it. */
export function checkEntry(entry: GlobalFrequencyEntry): string {
  const label = `frequency entry ${String(entry.wordId)}`;
  if (!Number.isSafeInteger(entry.rank) || entry.rank < 1) {
    throw new ExportInputError(
      label,
      'rank',
      `must be a positive integer, got ${String(entry.rank)}`,
    );
  }
  if (entry.forms.length === 0) throw new ExportInputError(label, 'forms', 'is empty');
  entry.forms.forEach((form, index) => {
    if (typeof form.text !== 'string' || form.text === '' || /\p{Cc}/u.test(form.text)) {
      throw new ExportInputError(
        label,
        `forms[${index}].text`,
        `is not a printable form: ${JSON.stringify(form.text)}`,
      );
    }
    if (!Number.isSafeInteger(form.rank) || form.rank < 1) {
      throw new ExportInputError(
        label,
        `forms[${index}].rank`,
        `must be a positive integer, got ${String(form.rank)}`,
      );
    }
  });
  return label;
}
