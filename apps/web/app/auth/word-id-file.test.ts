import { describe, expect, it } from 'vitest';
import { parseWordIdFile } from './word-id-file';

describe('parseWordIdFile', () => {
  it('reads the export format (one id per line) and JSON arrays', () => {
    expect(parseWordIdFile('1358280\n1467640\r\n\n')).toEqual([1358280, 1467640]);
    expect(parseWordIdFile('[1358280, 1467640]')).toEqual([1358280, 1467640]);
  });

  it('names how many entries are not word ids', () => {
    expect(() => parseWordIdFile('1358280\n食べる\n-4')).toThrow(
      '2 entries of the file are not word ids',
    );
    expect(() => parseWordIdFile('1358280\n食べる')).toThrow(
      /^1 entry of the file is not a word id$/,
    );
  });
});
