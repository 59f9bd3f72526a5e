/**
 * A three-word dictionary for the account tests (word states, study): entries 1–3 are 猫 ねこ,
 * 犬 いぬ, 鳥 とり, each a kanji form (reading 0) and its kana form (reading 1); 鳥 is the most
 * common word of the language, then 猫 (global form ranks 1 and 2; 犬 is unranked).
 */
import type { DbOrTrx } from '@goi/db';
import { testFormRow } from '@goi/db/testing';

export const ANIMAL_FORMS = [
  { wordId: 1, readingIndex: 0, text: '猫', formType: 0 },
  { wordId: 1, readingIndex: 1, text: 'ねこ', formType: 1 },
  { wordId: 2, readingIndex: 0, text: '犬', formType: 0 },
  { wordId: 2, readingIndex: 1, text: 'いぬ', formType: 1 },
  { wordId: 3, readingIndex: 0, text: '鳥', formType: 0 },
  { wordId: 3, readingIndex: 1, text: 'とり', formType: 1 },
];

export async function insertAnimalDictionary(db: DbOrTrx): Promise<void> {
  await db
    .insertInto('dictEntries')
    .values(
      [1, 2, 3].map((wordId) => ({
        wordId,
        priorityScore: 0,
        priorityTags: '[]',
        partsOfSpeech: '[]',
      })),
    )
    .execute();
  await db
    .insertInto('dictForms')
    .values(ANIMAL_FORMS.map((form) => testFormRow(form)))
    .execute();
  await db
    .insertInto('formFrequencies')
    .values([
      {
        wordId: 3,
        readingIndex: 0,
        frequencyRank: 1,
        occurrences: 9,
        usedInMediaAmount: 1,
        frequencyPercentage: 90,
      },
      {
        wordId: 1,
        readingIndex: 0,
        frequencyRank: 2,
        occurrences: 5,
        usedInMediaAmount: 1,
        frequencyPercentage: 80,
      },
    ])
    .execute();
}
