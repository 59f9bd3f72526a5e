import { zipStream, type ZipEntry } from '../stream/zip-stream';
import type { YomitanIndex, YomitanTermFrequency } from './yomitan-types';

/** Yomitan imports banks of any size; 10,000 rows per file keeps each JSON parse small. */
export const termMetaBankSize = 10_000;

async function* zipEntries(
  index: YomitanIndex,
  rows: Iterable<YomitanTermFrequency> | AsyncIterable<YomitanTermFrequency>,
): AsyncGenerator<ZipEntry> {
  yield { name: 'index.json', content: JSON.stringify(index) };
  let bank: YomitanTermFrequency[] = [];
  let bankNumber = 0;
  for await (const row of rows) {
    bank.push(row);
    if (bank.length === termMetaBankSize) {
      bankNumber += 1;
      yield { name: `term_meta_bank_${bankNumber}.json`, content: JSON.stringify(bank) };
      bank = [];
    }
  }
  // An empty dictionary still gets one (empty) bank, so every file has the same layout.
  if (bank.length > 0 || bankNumber === 0) {
    yield { name: `term_meta_bank_${bankNumber + 1}.json`, content: JSON.stringify(bank) };
  }
}

/** Streams a Yomitan frequency dictionary: `index.json`, then banks of at most 10,000 rows. */
export function writeYomitanFrequencyZip(
  index: YomitanIndex,
  rows: Iterable<YomitanTermFrequency> | AsyncIterable<YomitanTermFrequency>,
  modifiedAt: Date,
): AsyncGenerator<Uint8Array> {
  return zipStream(zipEntries(index, rows), modifiedAt);
}
