/** Yomitan's `index.json` (format 3), the fields Goi writes. */
export interface YomitanIndex {
  title: string;
  revision: string;
  format: 3;
  sequenced: false;
  /**
   * "occurrence-based": higher values are more common (counts). "rank-based": lower values are
   * more common (ranks). Yomitan colours and sorts frequencies by this.
   */
  frequencyMode: 'occurrence-based' | 'rank-based';
  author: string;
  description: string;
  url?: string;
  attribution?: string;
  sourceLanguage?: string;
  targetLanguage?: string;
  /** With `indexUrl` and `downloadUrl`, lets Yomitan check for and install newer revisions. */
  isUpdatable?: true;
  indexUrl?: string;
  downloadUrl?: string;
}

export interface YomitanFrequencyValue {
  value: number;
  displayValue: string;
}

/**
 * Frequency data of a term: plain for kana forms (any reading), or attached to one reading for
 * kanji forms, so 日 read ひ and 日 read にち keep their own figures.
 */
export type YomitanFrequencyData =
  YomitanFrequencyValue | { reading: string; frequency: YomitanFrequencyValue };

/** One row of a `term_meta_bank_N.json`. */
export type YomitanTermFrequency = [term: string, mode: 'freq', data: YomitanFrequencyData];
