/** `decks-count` and the global stats: top-level decks per media type. */
import { MediaType, type DecksCountDto } from '@goi/contracts';
import { countTopLevelDecksByMediaType, type DbOrTrx } from '@goi/db';

/** `{ "1": n, …, "9": n }`: every media type, 0 where there is none. */
export async function decksCount(db: DbOrTrx): Promise<DecksCountDto> {
  const counts = new Map(
    (await countTopLevelDecksByMediaType(db)).map((row) => [row.mediaType, row.decks]),
  );
  return Object.fromEntries(
    Object.values(MediaType).map((type) => [String(type), counts.get(type) ?? 0]),
  );
}
