/**
 * Long lines are tokenized in bounded pieces (packages/text/src/parse/chunks.ts). On real prose —
 * the lines of 『吾輩は猫である』 longer than a piece, up to 9,500 characters — the words must be the
 * same as when each line is tokenized whole.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadLexicon } from '@goi/db';
import { createParser, DEFAULT_MAX_CHUNK_LENGTH } from '@goi/text';
import { loadKuromojiTokenizer } from '@goi/text/kuromoji';
import { describe, expect, it } from 'vitest';
import { openTestDictionary, repoRoot, testDataDir } from '../support/dictionary';

describe('parsing long lines in bounded pieces', () => {
  it('finds the same words in long lines of a novel as parsing them whole', async () => {
    const handle = await openTestDictionary();
    const [tokenizer, lexicon] = await Promise.all([
      loadKuromojiTokenizer(),
      loadLexicon(handle.db, { cacheDir: path.join(testDataDir, 'cache') }),
    ]).finally(() => handle.close());
    const chunked = createParser({ tokenizer, lexicon });
    const whole = createParser({ tokenizer, lexicon, maxChunkLength: Number.POSITIVE_INFINITY });
    const novel = fs.readFileSync(
      path.join(repoRoot, 'data/corpus/aozora/wagahaiwa_nekodearu.plain.txt'),
      'utf8',
    );
    const longLines = novel
      .split('\n')
      .filter((line) => line.length > DEFAULT_MAX_CHUNK_LENGTH)
      .slice(0, 12);
    expect(longLines.length).toBe(12);
    const text = longLines.join('\n');
    expect(chunked.parse(text).words).toEqual(whole.parse(text).words);

    // An unbroken run (whose cost kuromoji squares) reaches the tokenizer in bounded pieces only.
    const seen: number[] = [];
    const spy = createParser({
      tokenizer: {
        tokenize: (piece: string) => {
          seen.push(piece.length);
          return tokenizer.tokenize(piece);
        },
      },
      lexicon,
    });
    const run = `${'x'.repeat(3000)}\n${'😀'.repeat(2000)}`;
    const words = spy.parse(run).words;
    expect(Math.max(...seen)).toBeLessThanOrEqual(DEFAULT_MAX_CHUNK_LENGTH);
    expect(seen.reduce((sum, length) => sum + length, 0)).toBe(run.length - 1);
    expect(words.every((word) => run.slice(word.start, word.end) === word.surface)).toBe(true);
  }, 60_000);
});
