/**
 * Loads the imported dictionary into the parser's in-memory lexicon. Reads three columns-light
 * queries (entries, forms, the senses marked `uk`) and builds the lookup index in memory, which is
 * faster than reading the stored lookup keys back.
 */
import { createLexicon, type Lexicon, type LexiconEntry, type LexiconForm } from '@goi/text';
import type { DbOrTrx } from '../connection';

export async function loadLexicon(db: DbOrTrx): Promise<Lexicon> {
  const [entryRows, formRows, usuallyKanaRows] = await Promise.all([
    db
      .selectFrom('dictEntries')
      .select(['wordId', 'priorityScore', 'partsOfSpeech'])
      .orderBy('wordId')
      .execute(),
    db
      .selectFrom('dictForms')
      .select(['wordId', 'readingIndex', 'text', 'formType', 'reading', 'isHidden', 'priorRank'])
      .orderBy('wordId')
      .orderBy('readingIndex')
      .execute(),
    db
      .selectFrom('dictSenses')
      .select('wordId')
      .distinct()
      .where('misc', 'like', '%"uk"%')
      .execute(),
  ]);
  if (entryRows.length === 0)
    throw new Error('The dictionary is empty: run `goi import-dictionary` first');

  const usuallyKana = new Set(usuallyKanaRows.map((row) => row.wordId));
  const formsByWord = new Map<number, LexiconForm[]>();
  for (const row of formRows) {
    let forms = formsByWord.get(row.wordId);
    if (!forms) formsByWord.set(row.wordId, (forms = []));
    forms[row.readingIndex] = {
      text: row.text,
      reading: row.reading,
      isKana: row.formType === 1,
      isHidden: row.isHidden === 1,
      priorRank: row.priorRank,
    };
  }
  const entries: LexiconEntry[] = entryRows.map((row) => ({
    wordId: row.wordId,
    forms: formsByWord.get(row.wordId) ?? [],
    partsOfSpeech: JSON.parse(row.partsOfSpeech) as string[],
    priorityScore: row.priorityScore,
    usuallyKana: usuallyKana.has(row.wordId),
  }));
  return createLexicon(entries);
}
