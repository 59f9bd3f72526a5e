import { describe, expect, it } from 'vitest';
import { readCookie } from './read-cookie';

describe('readCookie', () => {
  it('reads a percent-encoded value', () => {
    expect(readCookie('a=1; accessToken=x%2By', 'accessToken')).toBe('x+y');
    expect(readCookie('accessToken=', 'accessToken')).toBeUndefined();
    expect(readCookie(undefined, 'accessToken')).toBeUndefined();
  });

  it('treats a malformed value as no cookie instead of throwing', () => {
    expect(readCookie('accessToken=%', 'accessToken')).toBeUndefined();
    expect(readCookie('refreshToken=%E0%A4%A; accessToken=%zz', 'refreshToken')).toBeUndefined();
    expect(readCookie('accessToken=%; theme=dark', 'theme')).toBe('dark');
  });
});
