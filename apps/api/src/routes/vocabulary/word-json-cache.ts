/**
 * Deck-list words as ready JSON text, kept in memory between requests. A deck's vocabulary page
 * shows 100 words; reading their dictionary entries (four queries, ~700 rows of JSON columns,
 * ~3.6 ms on SQLite), building each WordDto, checking it with zod and serializing it was nearly
 * all of a page's cost (profile of bench/api.ts). What a word shows on a deck list depends on:
 *
 * - its dictionary entry and reading index: fixed until the dictionary is imported again, which
 *   writes a new digest to `app_meta`; the template below is built once per form and a new
 *   digest empties the cache;
 * - its forms' global ranks (moved by every frequency recompute): written into the template for
 *   one rank table and written again the first time a page uses it with another;
 * - its occurrences in the deck: a hole in the template, filled on every page.
 *
 * So a library write never meets a stale figure and never empties this cache.
 *
 * Bounded by an estimate of the memory its templates take (`maxBytes`, least recently used out):
 * one is ~0.9 kB of UTF-8 JSON plus ~0.3 kB of objects around it.
 */
import type { WordDto } from '@goi/contracts';
import {
  type DbOrTrx,
  type FormFrequencyRow,
  formKey,
  READING_INDEX_LIMIT,
  wordIdOfFormKey,
  getWordSummaries,
  readDictionaryDigest,
  type WordSummary,
} from '@goi/db';
import { integerLength, JsonBytes, writeLatin1 } from '../../http/json-bytes';
import { StampedLru } from '../../read-cache/stamped-lru';
import { type SlabPlace, TemplateSlabs } from './template-slabs';
import { toWordDto } from './word-dto';

/**
 * The default bound, ~220,000 templates: every form a library of 5,000 decks uses (the bench
 * library's 163,000 take ~150 MiB), so that after the start-up warm (`warm`) a vocabulary page
 * reads no dictionary entry.
 */
export const DEFAULT_WORD_CACHE_BYTES = 256 * 1024 * 1024;

/**
 * A word's deck-list DTO as UTF-8 JSON, kept as bytes so that a page is copied into the answer
 * without building strings or encoding 85 kB of mostly two-byte text for the socket again. Its
 * forms' rank fields are written in for one rank table (`rankedWith`) and written again, with
 * the new ones, when a page asks with another (a frequency recompute); the deck's occurrences,
 * which differ on every page, are left out and written at `headEnd`. So a page copies each word
 * in one piece, one number and a few bytes (`writeWord`). The bytes are in a slab shared with
 * other templates (template-slabs.ts), plain Uint8Arrays rather than Buffers: their `subarray`
 * is twice as cheap.
 */
export interface WordTemplate extends SlabPlace {
  /** Where the occurrences count goes (between `start` and `end` of `slab`). */
  headEnd: number;
  /**
   * Where each form's rank fields are, from `start`: start and end of form i at 2i and 2i + 1
   * (plain numbers: no array buffer more per template).
   */
  rankSpans: number[];
  /** The slabs it is written into (those of the cache that built it). */
  readonly slabs: TemplateSlabs;
  /** The `id` of the rank table its text shows (an id, not the table: no old table is kept alive). */
  rankedWith: number;
  /** The main form, then the shown alternatives, as `formKey`s. */
  readonly formKeys: readonly number[];
  /** Estimated bytes held (the text and the objects around it). */
  readonly bytes: number;
  /** When a page last used it (the cache's clock). */
  used: number;
}
/** What every reading's three rank fields say before ranks exist (`readingDto`, no rank). */
const NO_RANK = '"frequencyRank":null,"frequencyPercentage":0,"usedInMediaAmount":0';
const OCCURRENCES = ',"occurrences":';
const AFTER_OCCURRENCES = ',"pitchAccents":';
const NOT_A_RANK: ReadonlyMap<number, FormFrequencyRow> = new Map();
/** The template object, its rank spans and key list, and its place in the cache's map. */
const TEMPLATE_OVERHEAD = 320;

/**
 * The template of `readingIndex` of the entry, from the same `toWordDto` the API used to answer
 * with (undefined when the entry has no such form), showing `ranks`' fields;
 * word-json-cache.test.ts checks the result against the zod-checked DTO. The rank fields are
 * found as the exact "no rank" text of each reading: a JSON string cannot hold that text
 * unescaped.
 */
export function wordTemplate(
  details: WordSummary,
  readingIndex: number,
  ranks: FormRanks = NO_RANKS,
  slabs: TemplateSlabs = LOOSE_SLABS,
): WordTemplate | undefined {
  const dto = toWordDto({ details, readingIndex, ranks: NOT_A_RANK, view: 'deck-list' });
  if (!dto) return undefined;
  const json = JSON.stringify(dto);
  const readings: WordDto['alternativeReadings'] = [dto.mainReading, ...dto.alternativeReadings];
  const pieces = json.split(NO_RANK);
  const last = pieces.pop()!;
  const occurrencesAt = last.lastIndexOf(`${OCCURRENCES}0${AFTER_OCCURRENCES}`);
  if (pieces.length !== readings.length || occurrencesAt < 0)
    throw new Error(`word ${details.wordId}/${readingIndex}: unexpected WordDto JSON ${json}`);
  const head = last.slice(0, occurrencesAt) + OCCURRENCES;
  const tail = last.slice(occurrencesAt + OCCURRENCES.length + 1);
  const fixed = [...pieces, head, tail].map((piece) => Buffer.from(piece, 'utf8'));
  const template: WordTemplate = {
    slab: EMPTY,
    start: 0,
    headEnd: 0,
    end: 0,
    rankSpans: new Array<number>(2 * readings.length).fill(0),
    slabs,
    rankedWith: ranks.id,
    used: 0,
    formKeys: readings.map((reading) => formKey(details.wordId, reading.readingIndex)),
    bytes:
      TEMPLATE_OVERHEAD +
      fixed.reduce((sum, piece) => sum + piece.length, 0) +
      NO_RANK.length * readings.length +
      8 * readings.length,
  };
  writeTemplate(template, fixed, ranks);
  return template;
}

/** Sets the template's text to the fixed pieces with `ranks`' fields between them. */
function writeTemplate(template: WordTemplate, fixed: readonly Uint8Array[], ranks: FormRanks) {
  const { formKeys, rankSpans } = template;
  const rankTexts = formKeys.map((key) => ranks.rankJson(key));
  let length = 0;
  for (const piece of fixed) length += piece.length;
  for (const text of rankTexts) length += text.length;
  const { slab, start } = template.slabs.allocate(length);
  let at = start;
  rankTexts.forEach((rank, i) => {
    slab.set(fixed[i]!, at);
    at += fixed[i]!.length;
    rankSpans[2 * i] = at - start;
    at = writeLatin1(slab, at, rank);
    rankSpans[2 * i + 1] = at - start;
  });
  slab.set(fixed[formKeys.length]!, at);
  at += fixed[formKeys.length]!.length;
  template.headEnd = at;
  slab.set(fixed[formKeys.length + 1]!, at);
  template.slab = slab;
  template.start = start;
  template.end = start + length;
  template.rankedWith = ranks.id;
}

/**
 * The template's text with `ranks`' fields: written again from its fixed pieces when it shows
 * another table's (once per template after a frequency recompute, a few µs).
 */
function rankTemplate(template: WordTemplate, ranks: FormRanks): void {
  if (template.rankedWith === ranks.id) return;
  // The old bytes stay where they are (the slabs free nothing): the pieces are views of them.
  const { slab, start, headEnd, end, rankSpans } = template;
  const fixed: Uint8Array[] = [];
  let from = start;
  for (let i = 0; i < rankSpans.length; i += 2) {
    fixed.push(slab.subarray(from, start + rankSpans[i]!));
    from = start + rankSpans[i + 1]!;
  }
  fixed.push(slab.subarray(from, headEnd), slab.subarray(headEnd, end));
  writeTemplate(template, fixed, ranks);
}

/** A form's global figures, as the rank fields of a reading show them. */
export type RankFields = Pick<
  FormFrequencyRow,
  'frequencyRank' | 'frequencyPercentage' | 'usedInMediaAmount'
>;

/**
 * Where a page's rank fields come from: each form's fields as JSON text. `id` tells one table
 * from another (`nextRanksId`): a template written for a table remembers its id only.
 */
export interface FormRanks {
  readonly id: number;
  rankJson(formKey: number): string;
}

let lastRanksId = 0;

/** A new table's id (0 is `NO_RANKS`). */
export function nextRanksId(): number {
  return ++lastRanksId;
}

/** Rank fields from a map of a few forms' figures (tests, one-off pages). */
export function formRanksOf(ranks: ReadonlyMap<number, RankFields>): FormRanks {
  return { id: nextRanksId(), rankJson: (key) => rankJson(ranks.get(key)) };
}

/** No form has a rank (templates are built with these fields). */
const NO_RANKS: FormRanks = { id: 0, rankJson: () => NO_RANK };

/** The rank fields of a reading, as `readingDto` writes them (ASCII). */
export function rankJson(rank: RankFields | undefined): string {
  if (!rank) return NO_RANK;
  const percentage = JSON.stringify(Math.min(100, Math.max(0, rank.frequencyPercentage)));
  return `"frequencyRank":${JSON.stringify(rank.frequencyRank)},"frequencyPercentage":${percentage},"usedInMediaAmount":${JSON.stringify(rank.usedInMediaAmount)}`;
}

/**
 * The length of the word's JSON (`writeWord`'s) with `ranks`' fields, which this writes into
 * the template first if it shows another table's.
 */
export function wordJsonLength(
  template: WordTemplate,
  ranks: FormRanks,
  occurrences: number,
): number {
  rankTemplate(template, ranks);
  return template.end - template.start + integerLength(occurrences);
}

/** Writes the word's JSON: the template with its forms' ranks and the deck's occurrences. */
export function writeWord(
  out: JsonBytes,
  template: WordTemplate,
  ranks: FormRanks,
  occurrences: number,
): void {
  rankTemplate(template, ranks);
  const { slab, start, headEnd, end } = template;
  // The piece after the count (`,"pitchAccents":[…]}`) is short: copied byte by byte.
  out.bytes(slab, start, headEnd).integer(occurrences).bytes(slab, headEnd, end);
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

const EMPTY = new Uint8Array(0);

/** Slabs of the templates built outside a cache (tests, one-off pages). */
const LOOSE_SLABS = new TemplateSlabs();

/** A form the dictionary does not have (kept too, so a missing word is not asked again). */
const MISSING: WordTemplate = {
  slab: EMPTY,
  start: 0,
  headEnd: 0,
  end: 0,
  rankSpans: [],
  slabs: LOOSE_SLABS,
  rankedWith: NO_RANKS.id,
  used: 0,
  formKeys: [],
  bytes: TEMPLATE_OVERHEAD,
};

/** Forms built per step of the start-up warm (~20 ms of work between two yields). */
const WARM_CHUNK = 500;

export interface WordForms {
  wordId: number;
  readingIndex: number;
}

export interface TemplateOptions {
  /** The dictionary's digest, when the caller has read it (else it is read). */
  digest?: string;
  /** The rank table the templates will be written with (built templates show its fields). */
  ranks?: FormRanks;
}

export class WordJsonCache {
  /**
   * Under the dictionary's digest: a new import empties it (StampedLru's version rule). Keyed by
   * `formKey | 0`: form keys reach 2.5 × 10⁹, beyond V8's small integers, and a `Map` boxes such
   * a key on every look-up and reaches the boxed key it keeps to compare it (~45 ns a look-up
   * on 160,000 templates); as a 32-bit signed integer (the same bits) it is a small integer.
   */
  private readonly templates: StampedLru<WordTemplate>;
  /** Where its templates' bytes are (template-slabs.ts). */
  private readonly slabs = new TemplateSlabs();
  /** Forms that had to be read since the cache was made (tests, figures). */
  loaded = 0;
  /** Times the slabs were compacted (tests, figures). */
  compactions = 0;

  constructor(readonly maxBytes = DEFAULT_WORD_CACHE_BYTES) {
    this.templates = new StampedLru(maxBytes);
  }

  /** Estimated bytes the kept templates hold. */
  get bytes(): number {
    return this.templates.stats.size;
  }

  /** Bytes of the slabs holding the templates, dead space included. */
  get slabBytes(): number {
    return this.slabs.allocated;
  }

  get size(): number {
    return this.templates.stats.entries;
  }

  /**
   * Templates of `forms` by `formKey` (forms the dictionary lacks are absent). `digest` is the
   * dictionary's digest when the caller has read it already (`dictionaryDigestOfVersion`);
   * otherwise it is read here. Templates built here show `ranks`' fields (the rank table the
   * caller will write them with: no second writing).
   */
  async get(
    db: DbOrTrx,
    forms: readonly WordForms[],
    { digest, ranks }: TemplateOptions = {},
  ): Promise<Map<number, WordTemplate>> {
    const current = digest ?? (await readDictionaryDigest(db));
    const result = new Map<number, WordTemplate>();
    const missing = new Map<number, WordForms>();
    this.templates.use(current);
    for (const form of forms) {
      const key = formKey(form.wordId, form.readingIndex);
      if (result.has(key) || missing.has(key)) continue;
      const template = this.templates.get(key | 0);
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
        const template =
          (entry && wordTemplate(entry, form.readingIndex, ranks, this.slabs)) ?? MISSING;
        this.loaded++;
        this.templates.set(current, key | 0, template);
        if (template !== MISSING) result.set(key, template);
      }
    }
    return result;
  }

  /**
   * The templates of `keys` (`formKey`s) in their order, undefined for a form the dictionary
   * lacks: a page's look-up, which builds no object for the forms already in memory.
   */
  async ofKeys(
    db: DbOrTrx,
    keys: ArrayLike<number>,
    options: TemplateOptions = {},
  ): Promise<(WordTemplate | undefined)[]> {
    const digest = options.digest ?? (await readDictionaryDigest(db));
    const result: (WordTemplate | undefined)[] = [];
    let missing: WordForms[] | undefined;
    this.templates.use(digest);
    this.compactIfWasteful();
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      const template = this.templates.get(key | 0);
      if (template === undefined)
        (missing ??= []).push({
          wordId: wordIdOfFormKey(key),
          readingIndex: key % READING_INDEX_LIMIT,
        });
      result.push(template === MISSING ? undefined : template);
    }
    if (missing) {
      const loaded = await this.get(db, missing, { ...options, digest });
      for (let i = 0; i < keys.length; i++) result[i] ??= loaded.get(keys[i]!);
    }
    return result;
  }

  /**
   * Copies the kept templates into fresh slabs when rank rewrites (a frequency recompute writes
   * each template again on its next page) and evictions have left the slabs half dead: about
   * once per recompute, ~0.7 ms per MiB moved (~100 ms for the bench library's 150 MiB: the page
   * that triggers it waits that long). Called before a page takes its templates, so no
   * page is written across a move. The live bytes are the estimate the bound counts, less each
   * template's objects.
   */
  private compactIfWasteful(): void {
    const { entries, size } = this.templates.stats;
    if (!this.slabs.needsCompaction(size - entries * TEMPLATE_OVERHEAD)) return;
    this.slabs.compact(this.templates.values(), (template, delta) => {
      template.headEnd += delta;
    });
    this.compactions++;
  }

  /**
   * Builds the templates of `forms` (most wanted first) with `ranks`' fields until the cache is
   * nine-tenths full, a chunk at a time, yielding to requests between chunks; stops early when
   * `signal` aborts. Returns how many forms it read.
   */
  async warm(
    db: DbOrTrx,
    forms: readonly WordForms[],
    ranks?: FormRanks,
    signal?: AbortSignal,
  ): Promise<number> {
    const digest = await readDictionaryDigest(db);
    let read = 0;
    for (let start = 0; start < forms.length; start += WARM_CHUNK) {
      if (signal?.aborted || this.bytes >= this.maxBytes * 0.9) break;
      await this.get(db, forms.slice(start, start + WARM_CHUNK), { digest, ranks });
      read += Math.min(WARM_CHUNK, forms.length - start);
      await new Promise((resolve) => setImmediate(resolve));
    }
    return read;
  }
}
