import { stringify } from 'csv-stringify/sync';
import { csvBatchSize, csvOptions } from '../csv/csv-options';
import { utf8Chunks } from '../stream/bytes';
import type { WordSource } from '../types';
import { checkEntry, type GlobalFrequencyEntry } from './global-frequency-entry';

const globalCsvOptions = { ...csvOptions, header: false };

async function* globalCsvText(entries: WordSource<GlobalFrequencyEntry>): AsyncGenerator<string> {
  yield stringify([['Word', 'Rank']], globalCsvOptions);
  let batch: [string, number][] = [];
  for await (const entry of entries) {
    checkEntry(entry);
    // The form people write most often names the entry; the first form when none was seen.
    let word = entry.forms[0]!;
    for (const form of entry.forms) if (form.percentage > word.percentage) word = form;
    batch.push([word.text, entry.rank]);
    if (batch.length >= csvBatchSize) {
      yield stringify(batch, globalCsvOptions);
      batch = [];
    }
  }
  if (batch.length > 0) yield stringify(batch, globalCsvOptions);
}

/** The global frequency list as CSV (`Word,Rank`), one row per entry in the order given. */
export function writeGlobalFrequencyCsv(
  entries: WordSource<GlobalFrequencyEntry>,
): AsyncGenerator<Uint8Array> {
  return utf8Chunks(globalCsvText(entries));
}
