/**
 * One dictionary entry as read from either source (the JMdict-derived packs or the official
 * JMdict XML), before it becomes rows. Entity values are JMdict codes (v1, uk, food, ksb, sK).
 */
export interface SourceKanjiForm {
  text: string;
  /** ke_inf codes (ateji, iK, sK, …). */
  info: string[];
}

export interface SourceKanaForm {
  text: string;
  /** re_inf codes (gikun, ok, sk, …). */
  info: string[];
  /** re_restr: the kanji forms (texts) this reading belongs to; [] = re_nokanji; null = all. */
  restrictedTo: string[] | null;
}

export interface SourceSense {
  partsOfSpeech: string[];
  misc: string[];
  fields: string[];
  dialects: string[];
  /** Free-text sense notes (s_inf). */
  info: string[];
  glosses: string[];
  /** stagk + stagr: the forms (texts) this sense is restricted to; null = all forms. */
  restrictedTo: string[] | null;
}

export interface SourceEntry {
  wordId: number;
  /** ke_pri/re_pri merged over the forms, first-seen order. */
  priorityTags: string[];
  kanjiForms: SourceKanjiForm[];
  kanaForms: SourceKanaForm[];
  senses: SourceSense[];
}

/** A batch of entries and the source file they came from (for progress and error messages). */
export interface SourceBatch {
  file: string;
  entries: SourceEntry[];
}
