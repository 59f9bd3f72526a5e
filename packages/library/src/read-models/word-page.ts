/** `vocabulary/{wordId}/{readingIndex}` (reference §7): one word with every form and its usage. */
import type { WordDto } from '@goi/contracts';
import {
  countFormUsageByMediaType,
  getFormFrequencies,
  getWordDetails,
  type DbOrTrx,
} from '@goi/db';
import { formsOf, toWordDto } from './word-dto';

/** Undefined when the entry or the form does not exist. */
export async function wordPage(
  db: DbOrTrx,
  wordId: number,
  readingIndex: number,
): Promise<WordDto | undefined> {
  const [details] = await getWordDetails(db, [wordId]);
  if (!details || !details.forms.some((form) => form.readingIndex === readingIndex))
    return undefined;
  const [ranks, usage] = await Promise.all([
    getFormFrequencies(db, formsOf([details])),
    countFormUsageByMediaType(db, wordId, readingIndex),
  ]);
  return toWordDto({
    details,
    readingIndex,
    ranks,
    view: 'word-page',
    usedInMediaAmountByType: Object.fromEntries(
      usage.map((row) => [String(row.mediaType), row.decks]),
    ),
  });
}
