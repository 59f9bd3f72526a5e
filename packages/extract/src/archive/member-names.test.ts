import { describe, expect, it } from 'vitest';
import { isClutter, unsafeNameReason } from './member-names';
import { compareNaturally } from './natural-order';

describe('unsafeNameReason', () => {
  it.each([
    '../evil.txt',
    'a/../../evil.txt',
    '..\\evil.txt',
    '/etc/passwd',
    'C:\\Windows\\x.txt',
    'a\0b',
  ])('flags %j', (name) => {
    expect(unsafeNameReason(name)).toBeDefined();
  });

  it.each(['a.txt', 'dir/第1話.srt', 'a..b.txt', '...txt'])('accepts %j', (name) => {
    expect(unsafeNameReason(name)).toBeUndefined();
  });
});

describe('isClutter', () => {
  it('recognises directories and operating-system files', () => {
    expect(
      ['dir/', '__MACOSX/._a.txt', 'x/._a.txt', '.DS_Store', 'Thumbs.db'].every(isClutter),
    ).toBe(true);
    expect(isClutter('a.txt')).toBe(false);
  });
});

describe('compareNaturally', () => {
  it('orders numbers by value, like a file manager', () => {
    const names = [
      '10.txt',
      '2.txt',
      '1.txt',
      '第10話.srt',
      '第2話.srt',
      'vol 11/a.txt',
      'vol 9/a.txt',
    ];
    expect([...names].sort(compareNaturally)).toEqual([
      '1.txt',
      '2.txt',
      '10.txt',
      'vol 9/a.txt',
      'vol 11/a.txt',
      '第2話.srt',
      '第10話.srt',
    ]);
  });
});
