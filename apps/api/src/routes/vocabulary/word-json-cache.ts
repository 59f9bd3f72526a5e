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
 * Bounded by an estimate of the memory its strings take (`maxBytes`, least recently used out).
 * One template is ~0.8 k characters of JSON; Latin-1 pieces (definitions, mostly) are kept as
 * V8's one-byte strings, the Japanese ones take two bytes a character.
 */
import type { WordDto } from '@goi/contracts';
import {
  type DbOrTrx,
  type FormFrequencyRow,
  formKey,
  getWordDetails,
  readDictionaryDigest,
} from '@goi/db';
import { toWordDto } from './word-dto';

/** The default bound, ~100,000 templates (the common part of a large library's vocabulary). */
export const DEFAULT_WORD_CACHE_BYTES = 128 * 1024 * 1024;

/**
 * A word's deck-list DTO as JSON with holes: `parts[0]`, rank of `formKeys[0]`, `parts[1]`, …,
 * rank of the last form, `parts[n]`, occurrences, `parts[n + 1]` (n = `formKeys.length`).
 */
export interface WordTemplate {
  readonly parts: readonly string[];
  /** The main form, then the shown alternatives, as `formKey`s. */
  readonly formKeys: readonly number[];
  /** Estimated bytes held (strings and the objects around them). */
  readonly bytes: number;
}

/** What every reading's three rank fields say before ranks exist (`readingDto`, no rank). */
const NO_RANK = '"frequencyRank":null,"frequencyPercentage":0,"usedInMediaAmount":0';
const OCCURRENCES = ',"occurrences":';
const AFTER_OCCURRENCES = ',"pitchAccents":';
const NOT_A_RANK: ReadonlyMap<number, FormFrequencyRow> = new Map();
/** Objects, arrays and string headers of one template (measured ≈ by heap snapshots' order). */
const TEMPLATE_OVERHEAD = 160;
const PART_OVERHEAD = 32;

/** A fresh flat copy (a slice would keep its whole parent alive), one-byte when it can be. */
const own = (text: string) => Buffer.from(text, 'utf8').toString('utf8');
const bytesOf = (text: string) =>
  PART_OVERHEAD + (/[\u0100-\uffff]/.test(text) ? 2 : 1) * text.length;

/**
 * The template of `readingIndex` of the entry, from the same `toWordDto` and zod schema the API
 * used to answer with (undefined when the entry has no such form). The rank holes are found as
 * the exact "no rank" text of each reading: a JSON string cannot hold that text unescaped.
 */
export function wordTemplate(
  details: Parameters<typeof toWordDto>[0]['details'],
  readingIndex: number,
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
  const parts = [
    ...pieces,
    last.slice(0, occurrencesAt) + OCCURRENCES,
    last.slice(occurrencesAt + OCCURRENCES.length + 1),
  ].map(own);
  return {
    parts,
    formKeys: readings.map((reading) => formKey(details.wordId, reading.readingIndex)),
    bytes: parts.reduce((sum, part) => sum + bytesOf(part), TEMPLATE_OVERHEAD),
  };
}

/** The rank fields of a reading, as `readingDto` writes them. */
function rankJson(rank: FormFrequencyRow | undefined): string {
  if (!rank) return NO_RANK;
  const percentage = JSON.stringify(Math.min(100, Math.max(0, rank.frequencyPercentage)));
  return `"frequencyRank":${JSON.stringify(rank.frequencyRank)},"frequencyPercentage":${percentage},"usedInMediaAmount":${JSON.stringify(rank.usedInMediaAmount)}`;
}

/** The word's JSON: the template with its forms' ranks and the deck's occurrences. */
export function renderWord(
  template: WordTemplate,
  ranks: ReadonlyMap<number, FormFrequencyRow>,
  occurrences: number,
): string {
  const { parts, formKeys } = template;
  let json = parts[0]!;
  for (let i = 0; i < formKeys.length; i++)
    json += rankJson(ranks.get(formKeys[i]!)) + parts[i + 1]!;
  return json + JSON.stringify(occurrences) + parts[formKeys.length + 1]!;
}

/** A form the dictionary does not have (kept too, so a missing word is not asked again). */
const MISSING: WordTemplate = { parts: [], formKeys: [], bytes: TEMPLATE_OVERHEAD };

export interface WordForms {
  wordId: number;
  readingIndex: number;
}

export class WordJsonCache {
  private readonly templates = new Map<number, WordTemplate>();
  private digest: string | undefined;
  private heldBytes = 0;
  /** Forms asked since the cache was made, and those that had to be read (for tests, figures). */
  asked = 0;
  loaded = 0;

  constructor(readonly maxBytes = DEFAULT_WORD_CACHE_BYTES) {}

  /** Estimated bytes the kept templates hold. */
  get bytes(): number {
    return this.heldBytes;
  }

  get size(): number {
    return this.templates.size;
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
    if (current !== this.digest) {
      this.templates.clear();
      this.heldBytes = 0;
      this.digest = current;
    }
    const result = new Map<number, WordTemplate>();
    const missing: WordForms[] = [];
    for (const form of forms) {
      const key = formKey(form.wordId, form.readingIndex);
      if (result.has(key)) continue;
      this.asked++;
      const template = this.templates.get(key);
      if (template === undefined) {
        missing.push(form);
        continue;
      }
      // Map order is insertion order: re-inserting keeps recently used templates last.
      this.templates.delete(key);
      this.templates.set(key, template);
      if (template !== MISSING) result.set(key, template);
    }
    if (missing.length > 0) {
      const entries = await getWordDetails(
        db,
        missing.map((form) => form.wordId),
      );
      const byId = new Map(entries.map((entry) => [entry.wordId, entry]));
      for (const form of missing) {
        const key = formKey(form.wordId, form.readingIndex);
        if (this.templates.has(key)) continue; // asked twice in this call
        const entry = byId.get(form.wordId);
        const template = (entry && wordTemplate(entry, form.readingIndex)) ?? MISSING;
        this.loaded++;
        this.keep(key, template);
        if (template !== MISSING) result.set(key, template);
      }
      this.evict();
    }
    return result;
  }

  private keep(key: number, template: WordTemplate) {
    this.templates.set(key, template);
    this.heldBytes += template.bytes;
  }

  private evict() {
    for (const [key, template] of this.templates) {
      if (this.heldBytes <= this.maxBytes) break;
      this.templates.delete(key);
      this.heldBytes -= template.bytes;
    }
  }
}
