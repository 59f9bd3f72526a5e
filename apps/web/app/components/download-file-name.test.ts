import { describe, expect, it } from 'vitest';
import { downloadFileName } from './download-dialog';

describe('downloadFileName', () => {
  it('gives the TXT and TXT-repeated files of one deck different names', () => {
    const txt = downloadFileName('こころ', 'こころ.txt');
    const repeated = downloadFileName('こころ', 'こころ (repeated).txt');
    expect(txt).toBe('こころ.txt');
    expect(repeated).toBe('こころ (repeated).txt');
  });

  it('keeps the suffix when the title is cut to 30 characters', () => {
    const title = 'あ'.repeat(40);
    expect(downloadFileName(title, `${title} (repeated).txt`)).toBe(
      `${'あ'.repeat(30)} (repeated).txt`,
    );
    expect(downloadFileName(title, `${title}.txt`)).toBe(`${'あ'.repeat(30)}.txt`);
  });

  it('keeps the Yomitan prefix and replaces characters no file system accepts', () => {
    expect(downloadFileName('Re:Zero', 'freq_ReZero.zip')).toBe('freq_Re_Zero.zip');
    expect(downloadFileName('', 'deck.apkg')).toBe('deck.apkg');
  });
});
