/**
 * The collection inside an Anki export (`.apkg` deck package, `.colpkg` collection package): a zip
 * holding the SQLite collection under one of three names, newest first —
 * `collection.anki21b` (Anki ≥ 2.1.50: zstd-compressed SQLite, schema 18),
 * `collection.anki21` (2.1.x: plain SQLite, schema 11) and `collection.anki2` (legacy). A current
 * export also carries a `collection.anki2` that only says "please update Anki", so the newest name
 * wins. Media (and the zstd/protobuf `media` map) are never expanded: we need the words only.
 * Pure: bytes in, SQLite bytes out; `readAnkiExport` (read-anki-export.ts) opens them.
 */
import { Decompress } from 'fzstd';
import { formatBytes } from '../archive/archive-limits';
import { openZip } from '../archive/open-zip';
import { ExtractionError } from '../extraction-error';
import type { InputFile } from '../types';

export interface AnkiPackageLimits {
  /** Largest upload accepted (media included: a deck exported with audio can be large). */
  maxUploadBytes: number;
  /** Most members the zip may list (a collection package has one per media file). */
  maxMembers: number;
  /** Largest the SQLite collection may expand to. */
  maxCollectionBytes: number;
}

export const ANKI_PACKAGE_LIMITS: AnkiPackageLimits = {
  maxUploadBytes: 100 * 1024 * 1024,
  maxMembers: 200_000,
  maxCollectionBytes: 200 * 1024 * 1024,
};

export type AnkiCollectionFormat = 'anki21b' | 'anki21' | 'anki2';

export interface AnkiPackage {
  format: AnkiCollectionFormat;
  /** The collection as an SQLite database file. */
  sqlite: Uint8Array;
}

const COLLECTION_MEMBERS: readonly [string, AnkiCollectionFormat][] = [
  ['collection.anki21b', 'anki21b'],
  ['collection.anki21', 'anki21'],
  ['collection.anki2', 'anki2'],
];

const HOW_TO_EXPORT =
  'in Anki, use File → Export… and choose "Anki Deck Package (*.apkg)" or "Anki Collection Package (*.colpkg)"';
const SQLITE_HEADER = 'SQLite format 3\0';
const ZSTD_MAGIC = [0x28, 0xb5, 0x2f, 0xfd];
const ZIP_MAGIC = [0x50, 0x4b];
const INPUT_SLICE = 64 * 1024;

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);

export function isSqlite(bytes: Uint8Array): boolean {
  return startsWith(
    bytes,
    [...SQLITE_HEADER].map((char) => char.charCodeAt(0)),
  );
}

class TooLarge extends Error {}

/** zstd → bytes, stopped as soon as the output passes `maxBytes` (a zstd bomb costs little). */
export function decompressZstd(bytes: Uint8Array, maxBytes: number): Uint8Array | 'too-large' {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const stream = new Decompress((chunk) => {
    total += chunk.length;
    if (total > maxBytes) throw new TooLarge();
    chunks.push(chunk);
  });
  try {
    for (let start = 0; start < bytes.length; start += INPUT_SLICE) {
      const end = Math.min(start + INPUT_SLICE, bytes.length);
      stream.push(bytes.subarray(start, end), end === bytes.length);
    }
  } catch (error) {
    if (error instanceof TooLarge) return 'too-large';
    throw error;
  }
  const output = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    output.set(chunk, offset);
    offset += chunk.length;
  }
  return output;
}

/**
 * Finds and expands the collection, checking everything before expanding: the upload's size, the
 * zip's directory (member count, names, declared sizes), then the expanded size as it is produced.
 * Every refusal is an `ExtractionError` that says what to do.
 */
export function readAnkiPackage(
  file: InputFile,
  limits: AnkiPackageLimits = ANKI_PACKAGE_LIMITS,
): AnkiPackage {
  const fail = (problem: string, members?: string[]): never => {
    throw new ExtractionError(file.name, problem, members ? { members } : {});
  };
  if (file.bytes.length > limits.maxUploadBytes) {
    fail(
      `it is ${formatBytes(file.bytes.length)}, more than the ${formatBytes(limits.maxUploadBytes)} we accept; export again without media (untick "Include media")`,
    );
  }
  if (!startsWith(file.bytes, ZIP_MAGIC)) {
    fail(`it is not an Anki export (an .apkg or .colpkg file is a zip archive); ${HOW_TO_EXPORT}`);
  }
  const zip = openZip(file, {
    maxMembers: limits.maxMembers,
    maxTotalBytes: limits.maxCollectionBytes,
    // SQLite pages of short notes compress well; the byte budget above is what bounds memory.
    maxCompressionRatio: 200,
    ratioCheckFromBytes: 1024 * 1024,
  });
  const found = COLLECTION_MEMBERS.map(([name, format]) => ({ member: zip.find(name), format }));
  const chosen = found.find((candidate) => candidate.member !== undefined);
  if (!chosen?.member) {
    return fail(
      `it is not an Anki export: the archive holds no collection (collection.anki21b, collection.anki21 or collection.anki2); ${HOW_TO_EXPORT}`,
    );
  }
  const { member, format } = chosen;
  zip.checkBudget([member]);
  const stored = zip.expand(member);
  let sqlite = stored;
  if (format === 'anki21b') {
    if (!startsWith(stored, ZSTD_MAGIC))
      fail('the collection is not zstd-compressed as Anki writes it; the file is damaged', [
        member.name,
      ]);
    let expanded: Uint8Array | 'too-large';
    try {
      expanded = decompressZstd(stored, limits.maxCollectionBytes);
    } catch {
      return fail('its compressed data is damaged; export the deck again', [member.name]);
    }
    if (expanded === 'too-large') {
      return fail(
        `the collection expands to more than ${formatBytes(limits.maxCollectionBytes)}; export fewer decks at a time`,
        [member.name],
      );
    }
    sqlite = expanded;
  }
  if (!isSqlite(sqlite))
    fail('the collection is not an SQLite database; the file is damaged', [member.name]);
  return { format, sqlite };
}
