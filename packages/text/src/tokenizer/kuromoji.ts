/**
 * kuromoji (IPADIC) behind the `Tokenizer` interface. Loading reads ~18 MB of dictionary files
 * once (≈ 1 s); keep the returned tokenizer and reuse it.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import kuromoji from 'kuromoji';
import { isKanjiCode, toHiragana } from '../kana';
import { loadKuromojiAnalyser } from './kuromoji-dictionary';
import { kanaSpellings, type IpadicEntry, type KanaSpellingPenalty } from './kana-spellings';
import { sentenceSearch, type ExtraWords, type PathNode } from './kuromoji-lattice';
import type { Token, Tokenizer } from './types';

const require = createRequire(import.meta.url);

function defaultDictionaryPath(): string {
  return path.join(path.dirname(require.resolve('kuromoji/package.json')), 'dict');
}

const FEATURE_CACHE_LIMIT = 100_000;

/** Feature lines decoded once per dictionary entry (kuromoji decodes them for every token). */
function memoiseFeatures(kuromojiTokenizer: unknown): void {
  for (const name of ['token_info_dictionary', 'unknown_dictionary']) {
    const dictionary = (kuromojiTokenizer as Record<string, unknown>)[name] as
      { getFeatures?: (id: string) => string } | undefined;
    const original = dictionary?.getFeatures?.bind(dictionary);
    if (!dictionary || !original) {
      throw new Error(`kuromoji internals changed: ${name}.getFeatures is missing`);
    }
    const features = new Map<string, string>();
    dictionary.getFeatures = (id) => {
      let line = features.get(id);
      if (line === undefined) {
        if (features.size >= FEATURE_CACHE_LIMIT) features.clear();
        line = original(id);
        features.set(id, line);
      }
      return line;
    };
  }
}

function orNull(value: string | undefined): string | null {
  return value === undefined || value === '*' || value === '' ? null : value;
}

/** kuromoji's own analyser, as the package builds it. */
export type KuromojiAnalyser = kuromoji.Tokenizer<kuromoji.IpadicFeatures>;

/**
 * Loads kuromoji's analyser. `fast` (the default) loads it our way (kuromoji-dictionary.ts) and
 * caches its feature lines; `fast: false` is the package untouched (the benchmark's baseline, and
 * the reference our lattice search is tested against). The `Tokenizer`s below search the lattice
 * themselves (kuromoji-lattice.ts), with the same tokens several times faster.
 */
export async function buildKuromoji(
  dictionaryPath = defaultDictionaryPath(),
  { fast = true }: { fast?: boolean } = {},
): Promise<KuromojiAnalyser> {
  let analyser: KuromojiAnalyser;
  try {
    analyser = fast
      ? ((await loadKuromojiAnalyser(dictionaryPath)) as KuromojiAnalyser)
      : await new Promise<KuromojiAnalyser>((resolve, reject) => {
          kuromoji.builder({ dicPath: dictionaryPath }).build((error, built) => {
            if (error) reject(error);
            else resolve(built);
          });
        });
  } catch (error) {
    throw new Error(
      `Could not load the kuromoji dictionary from ${dictionaryPath}: ${(error as Error).message}`,
    );
  }
  if (fast) memoiseFeatures(analyser);
  return analyser;
}

/** What a kuromoji token says, as a `Token` says it, without its offsets. */
type Analysis = Omit<Token, 'start' | 'end'>;

function analysisOf(token: kuromoji.IpadicFeatures): Analysis {
  const reading = orNull(token.reading);
  return {
    surface: token.surface_form,
    pos: token.pos,
    posDetail1: token.pos_detail_1,
    posDetail2: token.pos_detail_2,
    posDetail3: token.pos_detail_3,
    conjugationType: orNull(token.conjugated_type),
    conjugationForm: orNull(token.conjugated_form),
    lemma: orNull(token.basic_form),
    reading: reading === null ? null : toHiragana(reading),
    isUnknown: token.word_type === 'UNKNOWN',
  };
}

/** An analysis placed in a text (one object shape for every token). */
function placed(analysis: Analysis, surface: string, start: number, end: number): Token {
  return {
    surface,
    start,
    end,
    pos: analysis.pos,
    posDetail1: analysis.posDetail1,
    posDetail2: analysis.posDetail2,
    posDetail3: analysis.posDetail3,
    conjugationType: analysis.conjugationType,
    conjugationForm: analysis.conjugationForm,
    lemma: analysis.lemma,
    reading: analysis.reading,
    isUnknown: analysis.isUnknown,
  };
}

/** kuromoji's tokens as `Token`s (offsets in UTF-16 units, readings in hiragana). */
export function toTokens(raw: readonly kuromoji.IpadicFeatures[]): Token[] {
  const tokens: Token[] = [];
  let offset = 0;
  for (const token of raw) {
    const surface = token.surface_form;
    // word_position is 1-based in UTF-16 units; trust our running offset, which is the same
    // unless kuromoji drops characters (it doesn't), so spans always tile the input.
    const start = offset;
    offset += surface.length;
    tokens.push(placed(analysisOf(token), surface, start, offset));
  }
  return tokens;
}

/** The parts of kuromoji's analyser `analysingTokenizer` runs (untyped internals, checked). */
interface AnalyserInternals {
  token_info_dictionary: { getFeatures(id: number): string | null };
  unknown_dictionary: { getFeatures(id: number): string | null };
  formatter: {
    formatEntry(id: number, position: number, type: string, features: string[]): unknown;
    formatUnknownEntry(
      id: number,
      position: number,
      type: string,
      features: string[],
      surface: string,
    ): unknown;
  };
}

function isAnalyser(value: unknown): value is AnalyserInternals {
  const analyser = value as Partial<AnalyserInternals> | null;
  return (
    typeof analyser?.token_info_dictionary?.getFeatures === 'function' &&
    typeof analyser.unknown_dictionary?.getFeatures === 'function' &&
    typeof analyser.formatter?.formatEntry === 'function' &&
    typeof analyser.formatter.formatUnknownEntry === 'function'
  );
}

const ANALYSIS_CACHE_LIMIT = 100_000;

/**
 * Taken off a kana spelling's cost for each of its kana in `tokenizeKanaText`. Chosen by
 * bench/accuracy's kana text (parse/kana-text.ts): 2300/2734 against 2294 at 900; 1,100
 * (2303) cost a development segmentation case.
 */
const KANA_TEXT_PER_CHARACTER = 1000;

/**
 * `toTokens(analyser.tokenize(text))` with kuromoji's per-token work done once per dictionary
 * entry: kuromoji splits an entry's feature line and builds an object for every token, though
 * all a known word's tokens say the same (an unknown word's differ only in their text). Same
 * sentence splitting, lattice and best path as `tokenize`; the tests compare the two on a novel.
 */
function analysingTokenizer(analyser: KuromojiAnalyser, extra?: ExtraWords): Tokenizer {
  const internals: unknown = analyser;
  if (!isAnalyser(internals)) {
    throw new Error('kuromoji internals changed: the analyser is not the expected shape');
  }
  const { splitByPunctuation } = require('kuromoji/src/Tokenizer') as {
    splitByPunctuation(this: void, text: string): string[];
  };
  const search = sentenceSearch(analyser, extra);
  const known = new Map<number, Analysis>();
  const unknown = new Map<number, Analysis>();

  /** kuromoji's own formatting of a node (tokenizeForSentence), position left out. */
  const format = (node: PathNode): kuromoji.IpadicFeatures => {
    const { formatter } = internals;
    if (node.type === 'KNOWN') {
      const line = internals.token_info_dictionary.getFeatures(node.name);
      const features = line == null ? [] : line.split(',');
      return formatter.formatEntry(node.name, 0, node.type, features) as kuromoji.IpadicFeatures;
    }
    if (node.type === 'UNKNOWN') {
      const line = internals.unknown_dictionary.getFeatures(node.name);
      const features = line == null ? [] : line.split(',');
      return formatter.formatUnknownEntry(
        node.name,
        0,
        node.type,
        features,
        node.surface_form,
      ) as kuromoji.IpadicFeatures;
    }
    return formatter.formatEntry(node.name, 0, node.type, []) as kuromoji.IpadicFeatures;
  };

  const analysis = (node: PathNode): Analysis => {
    const cache = node.type === 'KNOWN' ? known : node.type === 'UNKNOWN' ? unknown : undefined;
    if (!cache) return analysisOf(format(node));
    let found = cache.get(node.name);
    if (found === undefined) {
      if (cache.size >= ANALYSIS_CACHE_LIMIT) cache.clear();
      found = analysisOf(format(node));
      cache.set(node.name, found);
    }
    return found;
  };

  const tokenize = (text: string, kanaPerCharacter: number): Token[] => {
    const tokens: Token[] = [];
    let offset = 0;
    for (const sentence of splitByPunctuation(text)) {
      for (const node of search(sentence, kanaPerCharacter)) {
        const found = analysis(node);
        // The text the node covers: a known word's is the dictionary's spelling, as kuromoji's,
        // except a kana spelling's (kana-spellings.ts), whose features are its kanji entry's.
        const surface = node.surface_form;
        const start = offset;
        offset += surface.length;
        tokens.push(placed(found, surface, start, offset));
      }
    }
    return tokens;
  };

  return {
    tokenize: (text) => tokenize(text, 0),
    ...(extra === undefined
      ? {}
      : { tokenizeKanaText: (text: string) => tokenize(text, KANA_TEXT_PER_CHARACTER) }),
  };
}

/**
 * IPADIC's entries spelled with kanji that are not proper nouns — what kana spellings are made
 * from (kana-spellings.ts) — read from kuromoji's dictionary buffers: ~390k lines, of which only
 * those are split into fields.
 */
function* ipadicKanjiWords(analyser: KuromojiAnalyser): Generator<IpadicEntry> {
  const dictionary = (
    analyser as unknown as {
      token_info_dictionary?: {
        dictionary?: { buffer?: unknown };
        pos_buffer?: { buffer?: unknown };
      };
    }
  ).token_info_dictionary;
  const entries = dictionary?.dictionary?.buffer;
  const features = dictionary?.pos_buffer?.buffer;
  if (!(entries instanceof Uint8Array) || !(features instanceof Uint8Array)) {
    throw new Error('kuromoji internals changed: token_info_dictionary buffers are missing');
  }
  // Entry i is 10 bytes at 10·i: left id, right id, cost (int16), the offset of its feature
  // line (int32), a NUL-terminated string. Only the lines of words spelled with kanji that are
  // not names (~160k of ~390k) are decoded, and of the others only the surface and part of
  // speech are read: decoding all 36 MB at once made a 30 MB string and 390k lines to throw
  // away, and finding each line's end took as long as the rest. The entry buffer ends in a
  // little padding (kuromoji-dictionary.ts): an offset that does not grow is past the entries.
  const view = new DataView(entries.buffer, entries.byteOffset, entries.byteLength);
  const bytes = Buffer.from(features.buffer, features.byteOffset, features.byteLength);
  let previous = -1;
  for (let id = 0; id + 10 <= entries.length; id += 10) {
    const lineStart = view.getInt32(id + 6, true);
    if (lineStart <= previous || lineStart >= bytes.length) break;
    previous = lineStart;
    // surface,pos,detail×3,conjugation type,form,lemma,reading,pronunciation
    const afterSurface = commaAfter(bytes, lineStart);
    if (!hasKanjiBytes(bytes, lineStart, afterSurface)) continue;
    const afterPos = commaAfter(bytes, afterSurface + 1);
    if (startsWith(bytes, afterPos + 1, PROPER_NOUN)) continue;
    let lineEnd = bytes.indexOf(0, afterPos);
    if (lineEnd === -1) lineEnd = bytes.length;
    const fields = bytes.toString('utf8', lineStart, lineEnd).split(',', 9);
    yield {
      tokenInfoId: id,
      leftId: view.getInt16(id, true),
      rightId: view.getInt16(id + 2, true),
      cost: view.getInt16(id + 4, true),
      surface: fields[0] ?? '',
      posDetail1: fields[2] ?? '',
      lemma: fields[7] ?? '',
      reading: fields[8] ?? '',
    };
  }
}

const COMMA = 0x2c;
const PROPER_NOUN = Buffer.from('固有名詞');

/**
 * The first comma from `from` on, or the line's end (its NUL or the buffer's); read here, a call
 * into the runtime per field cost more than the short fields it scans.
 */
function commaAfter(bytes: Buffer, from: number): number {
  let at = from;
  while (at < bytes.length && bytes[at] !== COMMA && bytes[at] !== 0) at++;
  return at;
}

/** `hasKanji` of the UTF-8 text bytes[from, to), without making it a string. */
function hasKanjiBytes(bytes: Buffer, from: number, to: number): boolean {
  for (let at = from; at < to;) {
    const lead = bytes[at]!;
    if (lead < 0xe0) {
      at += lead < 0x80 ? 1 : 2;
      continue;
    }
    let code: number;
    if (lead < 0xf0) {
      code = ((lead & 0x0f) << 12) | ((bytes[at + 1]! & 0x3f) << 6) | (bytes[at + 2]! & 0x3f);
      at += 3;
    } else {
      code =
        ((lead & 0x07) << 18) |
        ((bytes[at + 1]! & 0x3f) << 12) |
        ((bytes[at + 2]! & 0x3f) << 6) |
        (bytes[at + 3]! & 0x3f);
      at += 4;
    }
    if (isKanjiCode(code)) return true;
  }
  return false;
}

/** Whether `prefix` is at `at` (compared here: a call into the runtime per line cost more). */
function startsWith(bytes: Buffer, at: number, prefix: Buffer): boolean {
  if (at + prefix.length > bytes.length) return false;
  for (let index = 0; index < prefix.length; index++)
    if (bytes[at + index] !== prefix[index]) return false;
  return true;
}

let shared: Promise<KuromojiAnalyser> | undefined;

/** The process-wide kuromoji analyser (fast path), loaded on first use. */
function sharedAnalyser(dictionaryPath: string): Promise<KuromojiAnalyser> {
  shared ??= buildKuromoji(dictionaryPath).catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
}

/** The kuromoji tokenizer as IPADIC has it, on the process-wide analyser. */
export async function loadKuromojiTokenizer(
  dictionaryPath = defaultDictionaryPath(),
): Promise<Tokenizer> {
  return analysingTokenizer(await sharedAnalyser(dictionaryPath));
}

/**
 * The kuromoji tokenizer with the kana spellings of the IPADIC words `isKanaWord` accepts in
 * its lattice (kana-spellings.ts). Building them reads all of IPADIC: build one per process.
 */
export async function loadKuromojiTokenizerWithKanaSpellings(
  penaltyOf: KanaSpellingPenalty,
  dictionaryPath = defaultDictionaryPath(),
): Promise<Tokenizer> {
  const analyser = await sharedAnalyser(dictionaryPath);
  return analysingTokenizer(analyser, kanaSpellings(ipadicKanjiWords(analyser), penaltyOf));
}
