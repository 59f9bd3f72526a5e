/**
 * Writes packages/extract/test/fixtures/anki/current-format.apkg, an Anki export in the current format that we
 * CONSTRUCT (it was not exported by Anki): the project's legacy writer makes the collection
 * (STATE_FIXTURE_NOTES plus a "Basic" note type), `toCurrentFormat` moves it to schema 18, the
 * zstd command-line tool compresses it to `collection.anki21b`, and the zip holds what a current
 * Anki export holds: that, a legacy `collection.anki2` saying "please update", a zstd `media`
 * map and the `meta` version marker, all stored uncompressed as Anki stores them. Run once after
 * changing it and commit the output (needs `zstd` on the PATH):
 *   npx tsx packages/library/test/generate-anki-fixtures.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import {
  BASIC_NOTE_TYPE,
  NEW_CARD,
  STATE_FIXTURE_NOTES,
  buildLegacyCollection,
  toCurrentFormat,
} from '../testing/anki-fixtures';

/** The format's reader owns the fixture; its tests, the library's and the API's read it. */
const target = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../extract/test/fixtures/anki/current-format.apkg',
);

const zstd = (bytes: Uint8Array) =>
  new Uint8Array(execFileSync('zstd', ['-q', '-c', '-19'], { input: bytes }));

const collection = toCurrentFormat(
  await buildLegacyCollection(STATE_FIXTURE_NOTES, BASIC_NOTE_TYPE),
);
const placeholder = await buildLegacyCollection([
  {
    expression:
      'Please update to the latest Anki version, then import the .colpkg/.apkg file again.',
    cards: [NEW_CARD],
  },
]);
const stored = { level: 0 as 0 | 6, mtime: new Date('2026-11-20T00:00:00Z') };
const zip = zipSync({
  'collection.anki2': [placeholder, { ...stored, level: 6 }],
  'collection.anki21b': [zstd(collection), stored],
  // Protobuf MediaEntries with no entries, compressed; PackageMetadata { version: 3 } (latest).
  media: [zstd(new Uint8Array()), stored],
  meta: [new Uint8Array([0x08, 0x03]), stored],
});
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, zip);
console.log(`wrote ${target} (${zip.length} bytes)`);
