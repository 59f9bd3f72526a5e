import { hash } from 'node:crypto';

function sha1(text: string): Buffer {
  return hash('sha1', text, 'buffer');
}

/**
 * A positive id that never changes for the same key, below 2^53 so JavaScript and JSON carry it
 * exactly. Anki matches note types, notes and cards by id, so stable ids are what make a second
 * import of an updated deck update the cards instead of duplicating them.
 */
export function stableAnkiId(key: string): number {
  const id = Number(sha1(key).readBigUInt64BE(0) >> 11n);
  return id === 0 ? 1 : id;
}

// Anki's own guid alphabet (anki/utils.py `base91`).
const base91Alphabet =
  'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&()*+,-./:;<=>?@[]^_`{|}~';

/** A note guid in Anki's style (base91 of 64 bits), derived from `key` instead of random. */
export function stableAnkiGuid(key: string): string {
  let value = sha1(key).readBigUInt64BE(0);
  let guid = '';
  do {
    guid = base91Alphabet[Number(value % 91n)]! + guid;
    value /= 91n;
  } while (value > 0n);
  return guid;
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** Anki's `strip_html`: drop tags, decode the entities (the ones our fields can contain). */
export function stripHtml(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => entities[entity]!);
}

/** Anki's `csum`: the first 8 hex digits of the SHA-1 of the stripped first field, as an integer. */
export function fieldChecksum(firstField: string): number {
  return sha1(stripHtml(firstField)).readUInt32BE(0);
}
