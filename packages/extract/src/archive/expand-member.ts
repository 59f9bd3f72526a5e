import { Inflate } from 'fflate';
import { crc32 } from './crc32';
import { memberData, type ZipEntry } from './zip-directory';

/** Compressed input is fed in slices so that a lying member is stopped after little work. */
const INPUT_SLICE = 16 * 1024;

class TooLarge extends Error {}

/**
 * Inflates one member, trusting nothing in its header: the output may not exceed the declared
 * size (a forged small size would otherwise hide a bomb), must reach it, and must match the CRC.
 * Returns a problem in words when the member is wrong.
 */
export function expandMember(
  archive: Uint8Array,
  entry: ZipEntry,
): { bytes: Uint8Array } | { problem: string } {
  const data = memberData(archive, entry);
  let bytes: Uint8Array;
  if (entry.method === 0) {
    bytes = data;
  } else {
    const output = new Uint8Array(entry.size);
    let written = 0;
    const inflate = new Inflate((chunk) => {
      if (written + chunk.length > output.length) throw new TooLarge();
      output.set(chunk, written);
      written += chunk.length;
    });
    try {
      for (let start = 0; start < data.length; start += INPUT_SLICE) {
        const end = Math.min(start + INPUT_SLICE, data.length);
        inflate.push(data.subarray(start, end), end === data.length);
      }
      if (data.length === 0) inflate.push(data, true);
    } catch (error) {
      if (error instanceof TooLarge) {
        return {
          problem: 'it expands to more than its header declares (a damaged archive or a zip bomb)',
        };
      }
      return { problem: 'its compressed data is damaged' };
    }
    bytes = output.subarray(0, written);
  }
  if (bytes.length !== entry.size) {
    return { problem: 'it is shorter than its header declares; the archive is damaged' };
  }
  if (crc32(bytes) !== entry.crc32) {
    return { problem: 'its checksum does not match; the archive is damaged' };
  }
  return { bytes };
}
