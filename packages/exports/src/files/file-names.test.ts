import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';
import { maxFileNameBytes, safeDownloadFileName } from './safe-file-name';

describe('safeDownloadFileName', () => {
  it('keeps Japanese titles as written', () => {
    expect(safeDownloadFileName('吾輩は猫である', 'apkg')).toBe('吾輩は猫である.apkg');
    expect(safeDownloadFileName('ソードアート・オンライン　第1巻', 'csv')).toBe(
      'ソードアート・オンライン　第1巻.csv',
    );
  });

  it('drops path, reserved and control characters and leading dots', () => {
    expect(safeDownloadFileName('Re:ゼロから始める異世界生活', 'apkg')).toBe(
      'Reゼロから始める異世界生活.apkg',
    );
    expect(safeDownloadFileName('../../etc/passwd', 'txt')).toBe('etcpasswd.txt');
    expect(safeDownloadFileName('a\\b*c?d"e<f>g|h', 'txt')).toBe('abcdefgh.txt');
    expect(safeDownloadFileName('nul\u0000 byte\nline\ttab', 'txt')).toBe('nul bytelinetab.txt');
    expect(safeDownloadFileName('...hidden', 'zip')).toBe('hidden.zip');
    // A right-to-left override would show "evil\u202Egpj.apkg" as "evilkpa.jpg".
    expect(safeDownloadFileName('evil\u202Egpj', 'apkg')).toBe('evilgpj.apkg');
  });

  it('falls back to "deck" and avoids Windows device names', () => {
    expect(safeDownloadFileName('///', 'apkg')).toBe('deck.apkg');
    expect(safeDownloadFileName('  . ', 'csv')).toBe('deck.csv');
    expect(safeDownloadFileName('CON', 'txt')).toBe('CON_.txt');
  });

  it('trims long titles at a character boundary under the byte limit', () => {
    const name = safeDownloadFileName('𠮷'.repeat(100) + '猫'.repeat(100), 'apkg');
    expect(new TextEncoder().encode(name).length).toBeLessThanOrEqual(maxFileNameBytes);
    expect(name.endsWith('.apkg')).toBe(true);
    expect(name).not.toContain('\uFFFD');
    expect(name.startsWith('𠮷𠮷')).toBe(true);
    expect(name.slice(0, -5).replace(/𠮷/gu, '')).toBe('');
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name (RFC 6266/5987)', () => {
    expect(contentDisposition('吾輩は猫である.apkg')).toBe(
      'attachment; filename="download.apkg"; filename*=UTF-8\'\'%E5%90%BE%E8%BC%A9%E3%81%AF%E7%8C%AB%E3%81%A7%E3%81%82%E3%82%8B.apkg',
    );
    expect(contentDisposition("Pokémon (Red) it's*.csv")).toBe(
      "attachment; filename=\"Pokemon (Red) it's*.csv\"; filename*=UTF-8''Pok%C3%A9mon%20%28Red%29%20it%27s%2A.csv",
    );
    expect(contentDisposition('Re ゼロ 2.txt')).toBe(
      'attachment; filename="Re _ 2.txt"; filename*=UTF-8\'\'Re%20%E3%82%BC%E3%83%AD%202.txt',
    );
  });

  it('never lets a quote or backslash end the quoted fallback', () => {
    const header = contentDisposition('a"b\\c.txt');
    expect(header.startsWith('attachment; filename="a_b_c.txt"; ')).toBe(true);
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe('a"b\\c.txt');
  });
});
