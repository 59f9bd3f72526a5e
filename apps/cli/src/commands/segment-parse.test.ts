/**
 * `goi segment` and `goi parse` as a user runs them: a child process reading stdin, on the real
 * dictionary in .data/test (see vitest.config.ts).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config';

function goi(args: string[], input: string) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'apps/cli/src/main.ts'), ...args],
    {
      input,
      encoding: 'utf8',
      env: { ...process.env, GOI_DATA_DIR: path.join(repoRoot, '.data', 'test') },
      cwd: repoRoot,
    },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

interface ParseJsonWord {
  surface: string;
  start: number;
  end: number;
  wordId: number | null;
  readingIndex: number | null;
  dictionaryForm: string | null;
  conjugations: string[];
  unknown: boolean;
  name: boolean;
}

const emptyDataDir = path.join(repoRoot, '.data', 'test-empty-dictionary');

describe('goi segment, parse and lookup', () => {
  afterAll(() => fs.rmSync(emptyDataDir, { recursive: true, force: true }));

  it('segment prints one line per input line, words joined by " | ", and nothing else', () => {
    const { status, stdout } = goi(
      ['segment'],
      '読ませられなかった\n\nスマートフォンを国際連合で使う\n',
    );
    expect(status).toBe(0);
    expect(stdout).toBe('読ませられなかった\n\nスマートフォン | を | 国際連合 | で | 使う\n');
  });

  it('parse --json gives offsets that slice the original input back to every surface', () => {
    const input = 'ﾃﾞｰﾀを3個、２回読んだ😀。｜漢字《かんじ》を書《か》く\n';
    const { status, stdout } = goi(['parse', '--json'], input);
    expect(status).toBe(0);
    const result = JSON.parse(stdout) as {
      words: ParseJsonWord[];
      statistics: { wordCount: number };
    };
    expect(result.words.length).toBeGreaterThan(5);
    for (const word of result.words) expect(input.slice(word.start, word.end)).toBe(word.surface);
    expect(result.words.find((word) => word.surface === '読んだ')).toMatchObject({
      dictionaryForm: '読む',
      conjugations: ['past'],
      unknown: false,
      name: false,
    });
    expect(result.words.map((word) => word.surface)).toEqual(
      expect.arrayContaining(['ﾃﾞｰﾀ', '漢字', '書《か》く']),
    );
    expect(result.statistics.wordCount).toBeGreaterThan(0);
  });

  it('lookup --json prints the entry with its forms, furigana, parts of speech and glosses', () => {
    const { status, stdout } = goi(['lookup', '食べる', '--json'], '');
    expect(status).toBe(0);
    const [entry] = JSON.parse(stdout) as {
      wordId: number;
      partsOfSpeech: { code: string }[];
      forms: { readingIndex: number; text: string; furigana: string }[];
      senses: { glosses: string[] }[];
    }[];
    expect(entry?.wordId).toBe(1358280);
    expect(entry?.forms.map((form) => [form.text, form.readingIndex])).toEqual([
      ['食べる', 0],
      ['喰べる', 1],
      ['たべる', 2],
    ]);
    expect(entry?.forms[0]?.furigana).toBe('食[た]べる');
    expect(entry?.partsOfSpeech.map((pos) => pos.code)).toContain('v1');
    expect(entry?.senses.flatMap((sense) => sense.glosses)).toContain('to eat');
  });

  it('parse fails with a clear message when the dictionary is missing', () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'apps/cli/src/main.ts'), 'parse'],
      {
        input: '食べる',
        encoding: 'utf8',
        env: { ...process.env, GOI_DATA_DIR: emptyDataDir },
        cwd: repoRoot,
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('import-dictionary');
  });
});
