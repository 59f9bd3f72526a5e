/**
 * What the word lists' filters look at (issue 21), for every form of the dictionary: its text
 * and kana reading, and its entry's parts of speech. Read whole, once per dictionary: the read
 * models keep it as one table (read-models/form-facts.ts) shared by every deck's and every pasted
 * text's list, instead of a copy per deck.
 */
import type { DbOrTrx } from '../connection';

export interface FormFactsRow {
  wordId: number;
  readingIndex: number;
  /** The form as written (食べる, ねこ). */
  text: string;
  /** Its kana reading (たべる). */
  reading: string;
  /** JMdict part-of-speech codes of the entry, as stored: a JSON array (["v1","vt"]). */
  partsOfSpeechJson: string;
}

export function listFormFacts(db: DbOrTrx): Promise<FormFactsRow[]> {
  return db
    .selectFrom('dictForms as f')
    .innerJoin('dictEntries as e', 'e.wordId', 'f.wordId')
    .select([
      'f.wordId',
      'f.readingIndex',
      'f.text',
      'f.reading',
      'e.partsOfSpeech as partsOfSpeechJson',
    ])
    .execute();
}
