/**
 * What a deck's vocabulary filters look at (issue 21), for every (word, form) of a deck: the
 * form's text and kana reading, and the entry's parts of speech. One query per deck; the read
 * models keep the answer per deck version and filter in memory.
 */
import type { DbOrTrx } from '../connection';
import { fromJsonArray } from '../json';

export interface DeckWordFacts {
  wordId: number;
  readingIndex: number;
  /** The form as written (食べる, ねこ). */
  text: string;
  /** Its kana reading (たべる). */
  reading: string;
  /** JMdict part-of-speech codes of the entry (v1, n, adj-na…). */
  partsOfSpeech: string[];
}

export async function listDeckWordFacts(db: DbOrTrx, deckId: number): Promise<DeckWordFacts[]> {
  const rows = await db
    .selectFrom('deckWords as dw')
    .innerJoin('dictForms as f', (join) =>
      join.onRef('f.wordId', '=', 'dw.wordId').onRef('f.readingIndex', '=', 'dw.readingIndex'),
    )
    .innerJoin('dictEntries as e', 'e.wordId', 'dw.wordId')
    .select(['dw.wordId', 'dw.readingIndex', 'f.text', 'f.reading', 'e.partsOfSpeech'])
    .where('dw.deckId', '=', deckId)
    .execute();
  return rows.map((row) => ({
    wordId: row.wordId,
    readingIndex: row.readingIndex,
    text: row.text,
    reading: row.reading,
    partsOfSpeech: fromJsonArray<string>(row.partsOfSpeech),
  }));
}

/** The same facts for forms not stored as a deck (a pasted text's words); unknown forms absent. */
export async function listFormWordFacts(
  db: DbOrTrx,
  forms: readonly { wordId: number; readingIndex: number }[],
): Promise<DeckWordFacts[]> {
  const wanted = new Set(forms.map((form) => `${form.wordId}:${form.readingIndex}`));
  const wordIds = [...new Set(forms.map((form) => form.wordId))];
  const result: DeckWordFacts[] = [];
  for (let start = 0; start < wordIds.length; start += 500) {
    const rows = await db
      .selectFrom('dictForms as f')
      .innerJoin('dictEntries as e', 'e.wordId', 'f.wordId')
      .select(['f.wordId', 'f.readingIndex', 'f.text', 'f.reading', 'e.partsOfSpeech'])
      .where('f.wordId', 'in', wordIds.slice(start, start + 500))
      .execute();
    for (const row of rows)
      if (wanted.has(`${row.wordId}:${row.readingIndex}`))
        result.push({
          wordId: row.wordId,
          readingIndex: row.readingIndex,
          text: row.text,
          reading: row.reading,
          partsOfSpeech: fromJsonArray<string>(row.partsOfSpeech),
        });
  }
  return result;
}
