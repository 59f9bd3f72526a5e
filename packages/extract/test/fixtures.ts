import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InputFile } from '../src';

const root = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');

/** A committed fixture as the input a user would upload (see generate-fixtures.ts). */
export function fixture(path: string): InputFile {
  return { name: basename(path), bytes: new Uint8Array(readFileSync(join(root, path))) };
}

export function fixturePath(path: string): string {
  return join(root, path);
}

export const KOKORO_LINES = [
  '　私はその人を常に先生と呼んでいた。だからここでもただ先生と書くだけで本名は打ち明けない。',
  '　私が先生と知り合いになったのは鎌倉である。その時私はまだ若々しい書生であった。',
  '「もう帰りませんか」といって私を促した。',
];
