/**
 * Deck-list words as ready JSON text, kept in memory between requests. A deck's vocabulary page
 * shows 100 words; reading their dictionary entries (four queries, ~700 rows of JSON columns,
 * ~3.6 ms on SQLite), building each WordDto, checking it with zod and serializing it was nearly
 * all of a page's cost (profile of bench/api.ts). What a word shows on a deck list depends on:
 *
 * - its dictionary entry and reading index: fixed until the dictionary is imported again, which
 *   writes a new digest to `app_meta`; the template below is built once per form and a new
 *   digest empties the cache;
 * - its forms' global ranks (moved by every frequency recompute) and its occurrences in the deck:
 *   left as holes in the template and filled on every request, so a library write never meets a
 *   stale figure and never empties this cache.
 *
 * Bounded by an estimate of the memory its templates take (`maxBytes`, least recently used out):
 * one is ~0.9 kB of UTF-8 JSON plus ~0.3 kB of objects around it.
 */
import type { WordDto } from '@goi/contracts';
import {
  type DbOrTrx,
  type FormFrequencyRow,
  formKey,
  getWordSummaries,
  readDictionaryDigest,
  type WordSummary,
} from '@goi/db';
import { VersionedLru } from '../../read-cache/versioned-lru';
import { toWordDto } from './word-dto';

/**
 * The default bound, ~220,000 templates: every form a library of 5,000 decks uses (the bench
 * library's 163,000 take ~150 MiB), so that after the start-up warm (`warm`) a vocabulary page
 * reads no dictionary entry.
 */
export const DEFAULT_WORD_CACHE_BYTES = 256 * 1024 * 1024;

/**
 * A word's deck-list DTO as UTF-8 JSON with holes: part 0, rank of `formKeys[0]`, part 1, …,
 * rank of the last form, part n, occurrences, part n + 1 (n = `formKeys.length`); part i is
 * `text[ends[i - 1] .. ends[i])`. Kept as bytes, so a page is copied into the answer without
 * building strings or encoding 85 kB of mostly two-byte text for the socket again.
 */
export interface WordTemplate {
  readonly text: Buffer;
  readonly ends: Uint32Array;
  /** The main form, then the shown alternatives, as `formKey`s. */
  readonly formKeys: readonly number[];
  /** Estimated bytes held (the text and the objects around it). */
  readonly bytes: number;
}

/** What every reading's three rank fields say before ranks exist (`readingDto`, no rank). */
const NO_RANK = '"frequencyRank":null,"frequencyPercentage":0,"usedInMediaAmount":0';
const OCCURRENCES = ',"occurrences":';
const AFTER_OCCURRENCES = ',"pitchAccents":';
const NOT_A_RANK: ReadonlyMap<number, FormFrequencyRow> = new Map();
/** The Buffer, its own backing store, the offsets, the key list and the cache's map entry. */
const TEMPLATE_OVERHEAD = 320;

/**
 * The template of `readingIndex` of the entry, from the same `toWordDto` the API used to answer
 * with (undefined when the entry has no such form); word-json-cache.test.ts checks the result
 * against the zod-checked DTO. The rank holes are found as the exact "no rank" text of each
 * reading: a JSON string cannot hold that text unescaped.
 */
export function wordTemplate(details: WordSummary, readingIndex: number): WordTemplate | undefined {
  const dto = toWordDto({ details, readingIndex, ranks: NOT_A_RANK, view: 'deck-list' });
  if (!dto) return undefined;
  const json = JSON.stringify(dto);
  const readings: WordDto['alternativeReadings'] = [dto.mainReading, ...dto.alternativeReadings];
  const pieces = json.split(NO_RANK);
  const last = pieces.pop()!;
  const occurrencesAt = last.lastIndexOf(`${OCCURRENCES}0${AFTER_OCCURRENCES}`);
  if (pieces.length !== readings.length || occurrencesAt < 0)
    throw new Error(`word ${details.wordId}/${readingIndex}: unexpected WordDto JSON ${json}`);
  pieces.push(
    last.slice(0, occurrencesAt) + OCCURRENCES,
    last.slice(occurrencesAt + OCCURRENCES.length + 1),
  );
  const ends = new Uint32Array(pieces.length);
  let length = 0;
  pieces.forEach((piece, i) => (ends[i] = length += Buffer.byteLength(piece)));
  // Its own backing store: a slice of Buffer's shared pool would keep the whole slab alive.
  const text = Buffer.allocUnsafeSlow(length);
  pieces.forEach((piece, i) => text.write(piece, i === 0 ? 0 : ends[i - 1]!, 'utf8'));
  return {
    text,
    ends,
    formKeys: readings.map((reading) => formKey(details.wordId, reading.readingIndex)),
    bytes: TEMPLATE_OVERHEAD + length + 4 * ends.length + 8 * readings.length,
  };
}

/**
 * JSON written straight into a buffer, then copied out at its exact size (`toBuffer`). The
 * working buffer is shared by every JsonBytes and only grows: a page is written without an
 * allocation or a copy as it grows (allocating and growing a fresh 64 KiB buffer per page was
 * about half of writing it). So write synchronously: from `new JsonBytes()` to `toBuffer()`
 * there must be no `await`, or another request would write into the same buffer.
 */
export class JsonBytes {
  private static scratch = Buffer.allocUnsafeSlow(256 * 1024);
  private buffer = JsonBytes.scratch;
  private length = 0;

  private reserve(bytes: number) {
    if (this.length + bytes <= this.buffer.length) return;
    const grown = Buffer.allocUnsafeSlow(Math.max(this.buffer.length * 2, this.length + bytes));
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = JsonBytes.scratch = grown;
  }

  /** Text with no character above U+00FF (numbers, punctuation, ASCII keys). */
  latin1(text: string): this {
    this.reserve(text.length);
    this.length += this.buffer.write(text, this.length, 'latin1');
    return this;
  }

  /** A whole number in decimal. */
  integer(value: number): this {
    return this.latin1(String(value));
  }

  utf8(text: string): this {
    this.reserve(Buffer.byteLength(text));
    this.length += this.buffer.write(text, this.length, 'utf8');
    return this;
  }

  bytes(source: Uint8Array, start: number, end: number): this {
    this.reserve(end - start);
    this.buffer.set(source.subarray(start, end), this.length);
    this.length += end - start;
    return this;
  }

  /** The JSON written, in a buffer of its own size. */
  toBuffer(): Buffer {
    const result = Buffer.allocUnsafeSlow(this.length);
    this.buffer.copy(result, 0, 0, this.length);
    return result;
  }
}

/** A form's global figures, as the rank fields of a reading show them. */
export type RankFields = Pick<
  FormFrequencyRow,
  'frequencyRank' | 'frequencyPercentage' | 'usedInMediaAmount'
>;

/** Where a page's rank fields come from: each form's fields as JSON text. */
export interface FormRanks {
  rankJson(formKey: number): string;
}

/** Rank fields from a map of a few forms' figures (tests, one-off pages). */
export function formRanksOf(ranks: ReadonlyMap<number, RankFields>): FormRanks {
  return { rankJson: (key) => rankJson(ranks.get(key)) };
}

/** The rank fields of a reading, as `readingDto` writes them (ASCII). */
export function rankJson(rank: RankFields | undefined): string {
  if (!rank) return NO_RANK;
  const percentage = JSON.stringify(Math.min(100, Math.max(0, rank.frequencyPercentage)));
  return `"frequencyRank":${JSON.stringify(rank.frequencyRank)},"frequencyPercentage":${percentage},"usedInMediaAmount":${JSON.stringify(rank.usedInMediaAmount)}`;
}

/** Writes the word's JSON: the template with its forms' ranks and the deck's occurrences. */
export function writeWord(
  out: JsonBytes,
  template: WordTemplate,
  ranks: FormRanks,
  occurrences: number,
): void {
  const { text, ends, formKeys } = template;
  out.bytes(text, 0, ends[0]!);
  for (let i = 0; i < formKeys.length; i++) {
    out.latin1(ranks.rankJson(formKeys[i]!));
    out.bytes(text, ends[i]!, ends[i + 1]!);
  }
  out.integer(occurrences);
  out.bytes(text, ends[formKeys.length]!, ends[formKeys.length + 1]!);
}

/** The word's JSON as a string (tests, one-off uses). */
export function renderWord(
  template: WordTemplate,
  ranks: ReadonlyMap<number, RankFields>,
  occurrences: number,
): string {
  const out = new JsonBytes();
  writeWord(out, template, formRanksOf(ranks), occurrences);
  return out.toBuffer().toString('utf8');
}

/** A form the dictionary does not have (kept too, so a missing word is not asked again). */
const MISSING: WordTemplate = {
  text: Buffer.alloc(0),
  ends: new Uint32Array(0),
  formKeys: [],
  bytes: TEMPLATE_OVERHEAD,
};

/** Forms built per step of the start-up warm (~20 ms of work between two yields). */
const WARM_CHUNK = 500;

export interface WordForms {
  wordId: number;
  readingIndex: number;
}

export class WordJsonCache {
  /** Under the dictionary's digest: a new import empties it (VersionedLru's version rule). */
  private readonly templates: VersionedLru<WordTemplate, number>;
  /** Forms asked since the cache was made, and those that had to be read (for tests, figures). */
  asked = 0;
  loaded = 0;

  constructor(readonly maxBytes = DEFAULT_WORD_CACHE_BYTES) {
    this.templates = new VersionedLru({ maxEntries: Number.POSITIVE_INFINITY, maxSize: maxBytes });
  }

  /** Estimated bytes the kept templates hold. */
  get bytes(): number {
    return this.templates.stats.size;
  }

  get size(): number {
    return this.templates.stats.entries;
  }

  /**
   * Templates of `forms` by `formKey` (forms the dictionary lacks are absent). `digest` is the
   * dictionary's digest when the caller has read it already (`dictionaryDigestOfVersion`);
   * otherwise it is read here.
   */
  async get(
    db: DbOrTrx,
    forms: readonly WordForms[],
    digest?: string,
  ): Promise<Map<number, WordTemplate>> {
    const current = digest ?? (await readDictionaryDigest(db));
    const result = new Map<number, WordTemplate>();
    const missing = new Map<number, WordForms>();
    for (const form of forms) {
      const key = formKey(form.wordId, form.readingIndex);
      if (result.has(key) || missing.has(key)) continue;
      this.asked++;
      const template = this.templates.get(current, key);
      if (template === undefined) missing.set(key, form);
      else if (template !== MISSING) result.set(key, template);
    }
    if (missing.size > 0) {
      const entries = await getWordSummaries(
        db,
        [...missing.values()].map((form) => form.wordId),
      );
      const byId = new Map(entries.map((entry) => [entry.wordId, entry]));
      for (const [key, form] of missing) {
        const entry = byId.get(form.wordId);
        const template = (entry && wordTemplate(entry, form.readingIndex)) ?? MISSING;
        this.loaded++;
        this.templates.set(current, key, template, template.bytes);
        if (template !== MISSING) result.set(key, template);
      }
    }
    return result;
  }

  /**
   * Builds the templates of `forms` (most wanted first) until the cache is nine-tenths full, a
   * chunk at a time, yielding to requests between chunks; stops early when `signal` aborts.
   * Returns how many forms it read.
   */
  async warm(db: DbOrTrx, forms: readonly WordForms[], signal?: AbortSignal): Promise<number> {
    const digest = await readDictionaryDigest(db);
    let read = 0;
    for (let start = 0; start < forms.length; start += WARM_CHUNK) {
      if (signal?.aborted || this.bytes >= this.maxBytes * 0.9) break;
      await this.get(db, forms.slice(start, start + WARM_CHUNK), digest);
      read += Math.min(WARM_CHUNK, forms.length - start);
      await new Promise((resolve) => setImmediate(resolve));
    }
    return read;
  }
}
