/**
 * Difficulty across a text (issue 21): a deck parsed from one text (a novel in one file, a
 * film's subtitles) is cut into ten parts by position, so the deck page can show where the text
 * gets harder even when it has no sub-decks. The parts come from the chunks the text is parsed
 * in anyway: each chunk belongs to the tenth of the text it starts in, and a part's summary is
 * the merge of its chunks' summaries (exact counts, like a parent from its children).
 */
import { mergeDeckSummaries, type DeckSummary } from '@goi/text';

export const TEXT_PART_COUNT = 10;

/** The part (0–9) of a chunk that starts at `start` in a text of `textLength` characters. */
export function partOfOffset(start: number, textLength: number): number {
  if (textLength <= 0) return 0;
  return Math.min(TEXT_PART_COUNT - 1, Math.floor((TEXT_PART_COUNT * start) / textLength));
}

/**
 * Splits a text into pieces that end at line breaks (the parser works line by line, so no word
 * changes): a piece ends at the first line break at or after `maxChunk` characters, or after
 * the end of the tenth of the text it started in, whichever comes first. Every tenth that a line
 * starts in thus starts a piece of its own, and a tenth is left without one only where a single
 * line covers it whole (a 30,000-character paragraph in a 100,000-character text). Cutting at
 * "about a tenth" instead would let the overshoot to each line's end add up: a text of 40 short
 * lines would come out in 8 pieces and skip two tenths.
 */
export function partChunks(text: string, maxChunk: number): { start: number; text: string }[] {
  const length = text.length;
  const size = Math.max(1, maxChunk);
  const chunks: { start: number; text: string }[] = [];
  let start = 0;
  while (start < length) {
    const part = partOfOffset(start, length);
    const partEnd = Math.ceil(((part + 1) * length) / TEXT_PART_COUNT);
    const target = Math.min(start + size, partEnd);
    let end = length;
    if (target < length) {
      // A break just before the target ends the piece there: 'あ\nい' with target 2 → 'あ\n'.
      const lineEnd = text.indexOf('\n', Math.max(start, target - 1));
      if (lineEnd !== -1) end = lineEnd + 1;
    }
    chunks.push({ start, text: text.slice(start, end) });
    start = end;
  }
  return chunks;
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
