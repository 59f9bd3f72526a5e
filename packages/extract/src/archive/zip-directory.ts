/**
 * Reads a zip's central directory without expanding anything, so that every check (member count,
 * sizes, compression ratio, names) can run before a single byte is inflated. fflate does the
 * inflating; its `unzipSync` cannot be used for the directory because it neither reports CRCs nor
 * the raw bytes of names (Japanese archives made on Windows store them in Shift_JIS without the
 * UTF-8 flag), and it trusts declared sizes.
 */

export interface ZipEntry {
  /** Raw name bytes, decoded later (see `member-names.ts`). */
  rawName: Uint8Array;
  /** Bit 11: the name is UTF-8. */
  nameIsUtf8: boolean;
  /** Bit 0: the member is encrypted. */
  encrypted: boolean;
  /** 0 = stored, 8 = deflate; anything else we cannot read. */
  method: number;
  crc32: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

/** A structural problem, said in words a user can act on; the caller adds the file name. */
export class ZipStructureError extends Error {}

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const DAMAGED = 'the archive is incomplete or damaged; download or copy it again';

export function readZipDirectory(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfDirectory(view);
  let count = view.getUint16(end + 10, true);
  let directorySize = view.getUint32(end + 12, true);
  let directoryOffset = view.getUint32(end + 16, true);

  if (count === 0xffff || directoryOffset === 0xffffffff || directorySize === 0xffffffff) {
    const locator = end - 20;
    if (locator < 0 || view.getUint32(locator, true) !== ZIP64_LOCATOR) {
      throw new ZipStructureError(DAMAGED);
    }
    const zip64End = safeNumber(view.getBigUint64(locator + 8, true));
    if (
      zip64End + 56 > view.byteLength ||
      view.getUint32(zip64End, true) !== ZIP64_END_OF_DIRECTORY
    ) {
      throw new ZipStructureError(DAMAGED);
    }
    count = safeNumber(view.getBigUint64(zip64End + 32, true));
    directorySize = safeNumber(view.getBigUint64(zip64End + 40, true));
    directoryOffset = safeNumber(view.getBigUint64(zip64End + 48, true));
  }
  if (directoryOffset + directorySize > view.byteLength) throw new ZipStructureError(DAMAGED);

  const entries: ZipEntry[] = [];
  let offset = directoryOffset;
  for (let index = 0; index < count; index++) {
    if (offset + 46 > view.byteLength || view.getUint32(offset, true) !== DIRECTORY_ENTRY) {
      throw new ZipStructureError(DAMAGED);
    }
    const flags = view.getUint16(offset + 8, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const nameStart = offset + 46;
    if (nameStart + nameLength + extraLength > view.byteLength)
      throw new ZipStructureError(DAMAGED);
    const entry: ZipEntry = {
      rawName: bytes.subarray(nameStart, nameStart + nameLength),
      nameIsUtf8: (flags & 0x0800) !== 0,
      encrypted: (flags & 0x0001) !== 0,
      method: view.getUint16(offset + 10, true),
      crc32: view.getUint32(offset + 16, true),
      compressedSize: view.getUint32(offset + 20, true),
      size: view.getUint32(offset + 24, true),
      localHeaderOffset: view.getUint32(offset + 42, true),
    };
    applyZip64Extra(view, nameStart + nameLength, extraLength, entry);
    entries.push(entry);
    offset = nameStart + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Where the member's compressed bytes are, checked against the file's length. */
export function memberData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header = entry.localHeaderOffset;
  if (header + 30 > view.byteLength || view.getUint32(header, true) !== LOCAL_HEADER) {
    throw new ZipStructureError(DAMAGED);
  }
  const start = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
  const end = start + entry.compressedSize;
  if (end > view.byteLength) throw new ZipStructureError(DAMAGED);
  return bytes.subarray(start, end);
}

function findEndOfDirectory(view: DataView): number {
  // The record is 22 bytes plus a comment of at most 65535 bytes, at the very end of the file.
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let offset = view.byteLength - 22; offset >= lowest; offset--) {
    if (view.getUint32(offset, true) === END_OF_DIRECTORY) return offset;
  }
  throw new ZipStructureError(
    view.byteLength < 4 || view.getUint32(0, true) !== LOCAL_HEADER
      ? 'this is not a zip archive'
      : `${DAMAGED} (its directory at the end is missing, as in a file cut short)`,
  );
}

/** ZIP64 moves sizes and offsets that do not fit in 32 bits into extra field 0x0001. */
function applyZip64Extra(view: DataView, start: number, length: number, entry: ZipEntry): void {
  let offset = start;
  while (offset + 4 <= start + length) {
    const id = view.getUint16(offset, true);
    const size = view.getUint16(offset + 2, true);
    if (id === 0x0001) {
      let field = offset + 4;
      const next = (): number => {
        if (field + 8 > offset + 4 + size) throw new ZipStructureError(DAMAGED);
        const value = safeNumber(view.getBigUint64(field, true));
        field += 8;
        return value;
      };
      if (entry.size === 0xffffffff) entry.size = next();
      if (entry.compressedSize === 0xffffffff) entry.compressedSize = next();
      if (entry.localHeaderOffset === 0xffffffff) entry.localHeaderOffset = next();
      return;
    }
    offset += 4 + size;
  }
}

function safeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new ZipStructureError(DAMAGED);
  return Number(value);
}
