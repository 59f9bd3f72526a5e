/** `stats/get-global-stats`: top-level decks per media type (by enum NAME), characters, decks. */
import { MediaType, type GlobalStatsDto } from '@goi/contracts';
import { countTopLevelDecksByMediaType, type DbOrTrx } from '@goi/db';

export async function globalStats(db: DbOrTrx): Promise<GlobalStatsDto> {
  const rows = await countTopLevelDecksByMediaType(db);
  const byType = new Map(rows.map((row) => [row.mediaType, row.decks]));
  return {
    mediaByType: Object.fromEntries(
      Object.entries(MediaType).map(([name, value]) => [name, byType.get(value) ?? 0]),
    ),
    totalMojis: rows.reduce((sum, row) => sum + row.characters, 0),
    totalMedia: rows.reduce((sum, row) => sum + row.decks, 0),
  };
}
