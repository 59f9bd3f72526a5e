/**
 * Deck DTOs as ready UTF-8 JSON, for deck lists (reference §1.1). A signed-in reader's list
 * page differs from everyone else's only in each deck's coverage; building 50 DTO objects,
 * checking them with zod and `JSON.stringify`-ing them again on every request was most of such a
 * page's cost (~0.3 ms of ~0.9). A deck's JSON is kept per content version (`deckJsonsOf`) with
 * a hole where its list figures go (`selectedWordOccurrences`, `coverage`, `uniqueCoverage`),
 * filled on each page by `writeDeck`.
 */
import type { DeckDto } from '@goi/contracts';
import type { AppDeps } from '../../deps';
import type { JsonBytes } from '../../http/json-bytes';
import { readCacheOf } from '../../read-cache/read-cache';
import { deckDtosOf, withExtras, type DeckDtoExtras } from './deck-dto';

/** The list figures as `withExtras` writes them without extras (they are adjacent in DeckDto). */
const NO_EXTRAS = '"selectedWordOccurrences":0,"coverage":0,"uniqueCoverage":0';
const UTF8 = new TextEncoder();

/** The DTO's JSON without its list figures, which go at `extrasAt`. */
export interface DeckJson {
  readonly text: Uint8Array;
  readonly extrasAt: number;
}

/**
 * The template of a deck's DTO. The hole is found as the exact text of the figures at zero: a
 * JSON string cannot hold it unescaped, so no title or description can be mistaken for it.
 */
export function deckJson(dto: DeckDto): DeckJson {
  const json = JSON.stringify(withExtras(dto, {}));
  const at = json.indexOf(NO_EXTRAS);
  if (at < 0) throw new Error(`deck ${dto.deckId}: unexpected DeckDto JSON ${json}`);
  const head = UTF8.encode(json.slice(0, at));
  const tail = UTF8.encode(json.slice(at + NO_EXTRAS.length));
  const text = new Uint8Array(head.length + tail.length);
  text.set(head);
  text.set(tail, head.length);
  return { text, extrasAt: head.length };
}

/** Writes the deck's JSON with these list figures: the text `withExtras(dto, extras)` gives. */
export function writeDeck(out: JsonBytes, deck: DeckJson, extras: DeckDtoExtras): void {
  const coverage = extras.coverage?.coverage ?? 0;
  const uniqueCoverage = extras.coverage?.uniqueCoverage ?? 0;
  out
    .bytes(deck.text, 0, deck.extrasAt)
    .latin1('"selectedWordOccurrences":')
    .integer(extras.selectedWordOccurrences ?? 0)
    .latin1(
      `,"coverage":${JSON.stringify(coverage)},"uniqueCoverage":${JSON.stringify(uniqueCoverage)}`,
    )
    .bytes(deck.text, deck.extrasAt);
}

/** The JSON templates of these decks under this content version (unknown ids left out). */
export function deckJsonsOf(
  deps: Pick<AppDeps, 'db' | 'readCache'>,
  version: string | undefined,
  deckIds: readonly number[],
): Promise<Map<number, DeckJson>> {
  return readCacheOf(deps).memoMany(version, 'deck-json', deckIds, async (missing) => {
    const dtos = await deckDtosOf(deps, version, missing);
    return new Map(dtos.map((dto) => [dto.deckId, deckJson(dto)]));
  });
}
