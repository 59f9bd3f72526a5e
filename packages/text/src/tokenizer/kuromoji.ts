/**
 * kuromoji (IPADIC) behind the `Tokenizer` interface. Loading reads ~18 MB of dictionary files
 * once (≈ 1 s); keep the returned tokenizer and reuse it.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import kuromoji from 'kuromoji';
import { toHiragana } from '../kana';
import { installFastLatticeBuilder, type LatticeConstructors } from './kuromoji-lattice';
import type { Token, Tokenizer } from './types';

const require = createRequire(import.meta.url);

function defaultDictionaryPath(): string {
  return path.join(path.dirname(require.resolve('kuromoji/package.json')), 'dict');
}

function latticeConstructors(): LatticeConstructors {
  return {
    ViterbiLattice:
      require('kuromoji/src/viterbi/ViterbiLattice') as LatticeConstructors['ViterbiLattice'],
    ViterbiNode: require('kuromoji/src/viterbi/ViterbiNode') as LatticeConstructors['ViterbiNode'],
  };
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
 * Loads kuromoji's analyser. `fast` (the default) swaps in our lattice builder and feature cache,
 * which give the same tokens several times faster; `fast: false` is the package untouched (the
 * benchmark's baseline, and the reference the fast path is tested against).
 */
export function buildKuromoji(
  dictionaryPath = defaultDictionaryPath(),
  { fast = true }: { fast?: boolean } = {},
): Promise<KuromojiAnalyser> {
  return new Promise((resolve, reject) => {
    kuromoji.builder({ dicPath: dictionaryPath }).build((error, analyser) => {
      if (error) {
        reject(
          new Error(
            `Could not load the kuromoji dictionary from ${dictionaryPath}: ${error.message}`,
          ),
        );
        return;
      }
      if (fast) {
        installFastLatticeBuilder(analyser, latticeConstructors());
        memoiseFeatures(analyser);
      }
      resolve(analyser);
    });
  });
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
    const reading = orNull(token.reading);
    tokens.push({
      surface,
      start,
      end: offset,
      pos: token.pos,
      posDetail1: token.pos_detail_1,
      posDetail2: token.pos_detail_2,
      posDetail3: token.pos_detail_3,
      conjugationType: orNull(token.conjugated_type),
      conjugationForm: orNull(token.conjugated_form),
      lemma: orNull(token.basic_form),
      reading: reading === null ? null : toHiragana(reading),
      isUnknown: token.word_type === 'UNKNOWN',
    });
  }
  return tokens;
}

let shared: Promise<Tokenizer> | undefined;

/** The process-wide kuromoji tokenizer (fast path), loaded on first use. */
export function loadKuromojiTokenizer(
  dictionaryPath = defaultDictionaryPath(),
): Promise<Tokenizer> {
  shared ??= buildKuromoji(dictionaryPath).then(
    (analyser) => ({ tokenize: (text: string) => toTokens(analyser.tokenize(text)) }),
    (error: unknown) => {
      shared = undefined;
      throw error;
    },
  );
  return shared;
}
