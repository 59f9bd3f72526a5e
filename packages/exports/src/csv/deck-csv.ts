import { stringify } from 'csv-stringify/sync';
import { prepareWord } from '../prepare-word';
import { utf8Chunks } from '../stream/bytes';
import type { WordSource } from '../types';
import { csvBatchSize, csvOptions } from './csv-options';

/**
 * The reference's header, byte for byte, misspelt "Occurences" included: tools written for the
 * reference's CSV find their columns by these names.
 */
export const deckCsvColumns = [
  'Reading',
  'ReadingFurigana',
  'ReadingKana',
  'Occurences',
  'ReadingFrequency',
  'PitchPositions',
  'Definitions',
] as const;

// Every field quoted, empty ones too, as the reference writes them.
const options = { ...csvOptions, quoted: true, quoted_empty: true };

async function* csvText(words: WordSource): AsyncGenerator<string> {
  yield stringify([deckCsvColumns], options);
  let batch: string[][] = [];
  for await (const word of words) {
    const { reading } = prepareWord(word);
    batch.push([
      word.text,
      word.furigana,
      reading,
      String(word.occurrences),
      word.globalRank === null ? '' : String(word.globalRank),
      word.pitchAccents.join(','),
      // All glosses joined with "," and no space, as in the reference.
      word.definitions.flatMap((sense) => sense.glosses).join(','),
    ]);
    if (batch.length >= csvBatchSize) {
      yield stringify(batch, options);
      batch = [];
    }
  }
  if (batch.length > 0) yield stringify(batch, options);
}

/** The deck as CSV, one row per word in the order given. */
export function writeDeckCsv(words: WordSource): AsyncGenerator<Uint8Array> {
  return utf8Chunks(csvText(words));
}
