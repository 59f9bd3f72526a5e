/**
 * kuromoji (IPADIC) behind the `Tokenizer` interface. Loading reads ~18 MB of dictionary files
 * once (≈ 1 s); keep the returned tokenizer and reuse it.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import kuromoji from 'kuromoji';
import { toHiragana } from '../kana';
import type { Token, Tokenizer } from './types';

function defaultDictionaryPath(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('kuromoji/package.json')), 'dict');
}

function orNull(value: string | undefined): string | null {
  return value === undefined || value === '*' || value === '' ? null : value;
}

let shared: Promise<Tokenizer> | undefined;

/** The process-wide kuromoji tokenizer, loaded on first use. */
export function loadKuromojiTokenizer(
  dictionaryPath = defaultDictionaryPath(),
): Promise<Tokenizer> {
  shared ??= new Promise<Tokenizer>((resolve, reject) => {
    kuromoji.builder({ dicPath: dictionaryPath }).build((error, analyser) => {
      if (error) {
        shared = undefined;
        reject(
          new Error(
            `Could not load the kuromoji dictionary from ${dictionaryPath}: ${error.message}`,
          ),
        );
        return;
      }
      resolve({
        tokenize(text: string): Token[] {
          const tokens: Token[] = [];
          let offset = 0;
          for (const raw of analyser.tokenize(text)) {
            const surface = raw.surface_form;
            // word_position is 1-based in UTF-16 units; trust our running offset, which is the same
            // unless kuromoji drops characters (it doesn't), so spans always tile the input.
            const start = offset;
            offset += surface.length;
            const reading = orNull(raw.reading);
            tokens.push({
              surface,
              start,
              end: offset,
              pos: raw.pos,
              posDetail1: raw.pos_detail_1,
              posDetail2: raw.pos_detail_2,
              posDetail3: raw.pos_detail_3,
              conjugationType: orNull(raw.conjugated_type),
              conjugationForm: orNull(raw.conjugated_form),
              lemma: orNull(raw.basic_form),
              reading: reading === null ? null : toHiragana(reading),
              isUnknown: raw.word_type === 'UNKNOWN',
            });
          }
          return tokens;
        },
      });
    });
  });
  return shared;
}
