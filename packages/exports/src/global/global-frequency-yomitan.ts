import { type MediaType, mediaTypeLabels } from '@goi/contracts';
import { ExportInputError } from '../errors';
import { kanaOfFurigana } from '../text/furigana';
import type { WordSource } from '../types';
import { writeYomitanFrequencyZip } from '../yomitan/yomitan-zip';
import type { YomitanIndex, YomitanTermFrequency } from '../yomitan/yomitan-types';
import {
  checkEntry,
  type GlobalFrequencyEntry,
  type GlobalFrequencyForm,
} from './global-frequency-entry';

export interface GlobalFrequencyOptions {
  /** Absent for the list over the whole library. */
  mediaType?: MediaType;
  generatedAt: Date;
  /** Where Yomitan fetches this dictionary's current `index.json` to check for updates. */
  indexUrl: string;
  /** Where Yomitan downloads the current zip. */
  downloadUrl: string;
  siteUrl?: string;
}

/**
 * The `index.json` of the global list, also served on its own at `indexUrl`. The revision holds
 * the full timestamp: Yomitan compares revisions as strings, so two recomputes on one day must
 * still differ, and ISO 8601 sorts in time order.
 */
export function globalFrequencyIndex(options: GlobalFrequencyOptions): YomitanIndex {
  const title =
    options.mediaType === undefined ? 'Goi' : `Goi (${mediaTypeLabels[options.mediaType]})`;
  const scope =
    options.mediaType === undefined
      ? 'the whole Goi library'
      : `the ${mediaTypeLabels[options.mediaType]} titles of Goi`;
  return {
    title,
    revision: `${title} ${options.generatedAt.toISOString()}`,
    format: 3,
    sequenced: false,
    // Values are ranks: 1 is the most frequent.
    frequencyMode: 'rank-based',
    author: 'Goi',
    description: `Frequency ranks of Japanese words across ${scope}.`,
    ...(options.siteUrl === undefined ? {} : { url: options.siteUrl }),
    isUpdatable: true,
    indexUrl: options.indexUrl,
    downloadUrl: options.downloadUrl,
  };
}

function formReading(
  entry: GlobalFrequencyEntry,
  form: GlobalFrequencyForm,
  label: string,
  index: number,
): string | null {
  if (form.furigana !== undefined) {
    try {
      const reading = kanaOfFurigana(form.furigana);
      if (reading !== '') return reading;
    } catch (error) {
      throw new ExportInputError(
        label,
        `forms[${index}].furigana`,
        `is malformed (${(error as Error).message})`,
      );
    }
  }
  let best: GlobalFrequencyForm | null = null;
  for (const candidate of entry.forms) {
    if (candidate.isKana && (best === null || candidate.rank < best.rank)) best = candidate;
  }
  return best?.text ?? null;
}

/**
 * Rows of the global Yomitan list: every form seen in the library with its reading rank; kanji
 * forms with their reading attached (skipped when the entry has no reading to attach). The first
 * row for a term (kana) or term and reading (kanji) wins, so the better-ranked entry keeps it.
 */
async function* globalFrequencyRows(
  entries: WordSource<GlobalFrequencyEntry>,
): AsyncGenerator<YomitanTermFrequency> {
  const written = new Set<string>();
  for await (const entry of entries) {
    const label = checkEntry(entry);
    for (const [index, form] of entry.forms.entries()) {
      if (form.usedInMediaAmount <= 0) continue;
      const frequency = { value: form.rank, displayValue: String(form.rank) };
      if (form.isKana) {
        if (written.has(form.text)) continue;
        written.add(form.text);
        yield [form.text, 'freq', frequency];
        continue;
      }
      const reading = formReading(entry, form, label, index);
      if (reading === null) continue;
      const key = `${form.text}\u0000${reading}`;
      if (written.has(key)) continue;
      written.add(key);
      yield [form.text, 'freq', { reading, frequency }];
    }
  }
}

/** The global (or per media type) Yomitan frequency list, auto-updatable. */
export function writeGlobalFrequencyYomitan(
  entries: WordSource<GlobalFrequencyEntry>,
  options: GlobalFrequencyOptions,
): AsyncGenerator<Uint8Array> {
  return writeYomitanFrequencyZip(
    globalFrequencyIndex(options),
    globalFrequencyRows(entries),
    options.generatedAt,
  );
}
