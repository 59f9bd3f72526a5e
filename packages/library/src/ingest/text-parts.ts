/**
 * Difficulty across a text (issue 21): a deck parsed from one text (a novel in one file, a
 * film's subtitles) is cut into ten parts by position, so the deck page can show where the text
 * gets harder even when it has no sub-decks. The parts come from the chunks the text is parsed
 * in anyway: each chunk belongs to the tenth of the text it starts in, and a part's summary is
 * the merge of its chunks' summaries (exact counts, like a parent from its children).
 */
import { mergeDeckSummaries, type DeckSummary } from '@goi/text';

export const TEXT_PART_COUNT = 10;

/**
 * The chunk size that gives a text at least ten chunks (when it has the line breaks for it),
 * never more than `maxChunk`: a 600,000-character novel keeps its 20,000-character chunks,
 * a 50,000-character one is parsed in chunks of 5,000.
 */
export function partChunkSize(textLength: number, maxChunk: number): number {
  return Math.max(1, Math.min(maxChunk, Math.ceil(textLength / TEXT_PART_COUNT)));
}

/** The part (0–9) of a chunk that starts at `start` in a text of `textLength` characters. */
export function partOfOffset(start: number, textLength: number): number {
  if (textLength <= 0) return 0;
  return Math.min(TEXT_PART_COUNT - 1, Math.floor((TEXT_PART_COUNT * start) / textLength));
}

/**
 * Ten summaries, one per tenth of the text, each the merge of the chunks that start in it (an
 * empty summary where no chunk starts: a 30,000-character line is one chunk and fills the
 * tenths it spans alone). Chunks must be given in text order.
 */
export function partSummaries(
  chunks: readonly { start: number; summary: DeckSummary }[],
  textLength: number,
): DeckSummary[] {
  const grouped: DeckSummary[][] = Array.from({ length: TEXT_PART_COUNT }, () => []);
  for (const chunk of chunks) grouped[partOfOffset(chunk.start, textLength)]!.push(chunk.summary);
  return grouped.map((summaries) => mergeDeckSummaries(summaries));
}

/**
 * The parts worth showing: the non-empty ones (some counted characters), with their index 0–9,
 * or none when fewer than two are left — a text of one line (or one long paragraph) has no
 * "across".
 */
export function nonEmptyParts(
  summaries: readonly DeckSummary[],
): { partIndex: number; summary: DeckSummary }[] {
  const parts = summaries
    .map((summary, partIndex) => ({ partIndex, summary }))
    .filter(({ summary }) => summary.characterCount > 0);
  return parts.length >= 2 ? parts : [];
}
