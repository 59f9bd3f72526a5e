/**
 * The shared parser cases (`../shared/parser-cases`): the reference's revised segmentation table
 * and JMdict's example index. Both are split by a fixed hash into a development share (70 %) and
 * a held-out share (30 %): rules are written against failures of the first only, so the second
 * says whether they generalise. `bench/accuracy.ts` and the segmentation test use this split.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** `GOI_PARSER_CASES`, else `../shared/parser-cases` beside the repository (or its worktree folder). */
export function parserCasesDir(explicit?: string): string {
  const candidates = [
    explicit,
    process.env.GOI_PARSER_CASES,
    path.join(repoRoot, '..', 'shared', 'parser-cases'),
    path.join(repoRoot, '..', '..', 'shared', 'parser-cases'),
  ];
  for (const dir of candidates) if (dir && fs.existsSync(dir)) return dir;
  throw new Error('parser-cases not found: set GOI_PARSER_CASES (or pass --cases DIR)');
}

/** FNV-1a of the text with a fixed seed: a stable 30 % held-out share, independent of file order. */
export function isHeldOut(text: string): boolean {
  let hash = 0x811c9dc5 ^ 17;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100 < 30;
}

export interface SegmentationCase {
  text: string;
  words: string[];
}

export function readSegmentationCases(dir = parserCasesDir()): SegmentationCase[] {
  return JSON.parse(
    fs.readFileSync(path.join(dir, 'segmentation-dev.json'), 'utf8'),
  ) as SegmentationCase[];
}

export interface EntryExample {
  sentence: string;
  surface: string;
  wordId: number;
}

export function readEntryExamples(dir = parserCasesDir()): EntryExample[] {
  return JSON.parse(
    fs.readFileSync(path.join(dir, 'jmdict-examples-dev.json'), 'utf8'),
  ) as EntryExample[];
}

/** Punctuation is not a word (the 2026 convention). */
export function isWordLike(surface: string): boolean {
  return /[\p{L}\p{N}]/u.test(surface);
}

/**
 * Exact word list. Where the expected answer normalises the text (ヤバ～ → ヤバい, the expected
 * word is nowhere in the text) only the boundaries can be compared: the word at that place matches.
 */
export function segmentationMatches(text: string, expected: string[], got: string[]): boolean {
  if (expected.length !== got.length) return false;
  return expected.every((word, i) => word === got[i] || !text.includes(word));
}
