/**
 * kuromoji's IPADIC files read for the fast path: the package's own loader and data structures,
 * with each file's buffer given to it without the package's extra copy, and without the zeros
 * the package's build padded four of its buffers with. Those four are ByteBuffers grown by
 * doubling (10 MB to start) and written out whole: the unknown-word dictionary's two hold ~2 KB
 * in 20 MB, the word entries 3.9 MB in 10 MB, their feature lines 36 MB in 40 MB — 33 MB of
 * zeros kept in memory for the life of the process. Nothing reads past the data (entries are
 * read at their offsets, feature lines up to their NUL, and a read at the end stops).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';

const require = createRequire(import.meta.url);
const gunzipAsync = promisify(gunzip);

/** The files whose trailing zeros are padding (see above). */
const PADDED = new Set(['tid.dat.gz', 'tid_pos.dat.gz', 'unk.dat.gz', 'unk_pos.dat.gz']);
const TARGET_MAP_FILE = 'tid_map.dat.gz';
/** Zeros kept after the last non-zero byte: the last entry's or string's own zeros and its NUL. */
const MARGIN = 16;

/** Where the data ends: after the last non-zero byte (33 MB of zeros, read four at a time). */
function dataEnd(bytes: Uint8Array): number {
  let end = bytes.length;
  if (bytes.byteOffset % 4 === 0 && bytes.length % 4 === 0) {
    const words = new Int32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
    let word = words.length;
    while (word > 0 && words[word - 1] === 0) word--;
    end = Math.min(end, (word + 1) * 4);
  }
  while (end > 0 && bytes[end - 1] === 0) end--;
  return end;
}

/**
 * A file of the dictionary, decompressed into an ArrayBuffer of its own (kuromoji's views need
 * one): inflated into one buffer of the size the gzip trailer gives, so there are no pieces to
 * join and nothing to copy but a padded file's data. The file is read synchronously (17 MB in
 * all, a few milliseconds) so that every inflate is on the thread pool at once, before the
 * caller's next synchronous work: read asynchronously, the inflates were only started once the
 * lexicon's snapshot (~2 s of the main thread, loaded beside this) was done, and ran after it.
 */
async function readDictionaryFile(file: string): Promise<ArrayBuffer> {
  const compressed = readFileSync(file);
  // The trailer's last field is the data's size (mod 2^32; these files are far smaller).
  const size = compressed.readUInt32LE(compressed.length - 4);
  const bytes = await gunzipAsync(compressed, { chunkSize: Math.max(size, 64) });
  let length = bytes.length;
  if (PADDED.has(path.basename(file))) length = Math.min(length, dataEnd(bytes) + MARGIN);
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === length) return bytes.buffer;
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + length);
}

/**
 * kuromoji's trie id → token ids map (tid_map.dat: a count, then per trie id its id, the number of
 * its token ids and those ids, int32 little-endian) as a dense array of exact-size arrays, read
 * the same way (`map[trieId]`) by kuromoji's lattice builder and ours. kuromoji's own loader
 * builds an object with 326k integer keys whose arrays were grown by push (room for 17 ids, most
 * hold one), ~55 MB of heap and ~0.3 s; this is ~10 MB.
 */
function targetMapOf(buffer: ArrayBuffer): number[][] {
  const view = new DataView(buffer);
  const map: number[][] = [];
  // The file ends in zeros (a trie id 0 with no token ids, as kuromoji reads them): skipped.
  for (let at = 4; at + 8 <= view.byteLength;) {
    const trieId = view.getInt32(at, true);
    const count = view.getInt32(at + 4, true);
    at += 8;
    if (count === 0) continue;
    const ids = new Array<number>(count);
    for (let index = 0; index < count; index++, at += 4) ids[index] = view.getInt32(at, true);
    map[trieId] = ids;
  }
  return map;
}

interface Loader {
  loadArrayBuffer(
    file: string,
    callback: (error: Error | null, buffer?: ArrayBuffer) => void,
  ): void;
  load(callback: (error: Error | null, dictionaries: unknown) => void): void;
}

/** kuromoji's tokenizer over the dictionary in `dictionaryPath`, loaded as above. */
export async function loadKuromojiAnalyser(dictionaryPath: string): Promise<unknown> {
  const DictionaryLoader = require('kuromoji/src/loader/DictionaryLoader') as new (
    dictionaryPath: string,
  ) => Loader;
  const Tokenizer = require('kuromoji/src/Tokenizer') as new (dictionaries: unknown) => unknown;
  const loader = new DictionaryLoader(dictionaryPath);
  let targetMap: number[][] | undefined;
  loader.loadArrayBuffer = (file, callback) => {
    readDictionaryFile(file).then(
      (buffer) => {
        if (path.basename(file) !== TARGET_MAP_FILE) return callback(null, buffer);
        // kuromoji is handed an empty map (a count and nothing), and given ours once loaded.
        targetMap = targetMapOf(buffer);
        callback(null, new ArrayBuffer(4));
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  };
  const dictionaries = await new Promise((resolve, reject) => {
    loader.load((error, loaded) => (error ? reject(error) : resolve(loaded)));
  });
  const known = (dictionaries as { token_info_dictionary?: { target_map?: unknown } })
    .token_info_dictionary;
  if (!known || targetMap === undefined) {
    throw new Error('kuromoji internals changed: the token info dictionary or its map is missing');
  }
  known.target_map = targetMap;
  return new Tokenizer(dictionaries);
}
