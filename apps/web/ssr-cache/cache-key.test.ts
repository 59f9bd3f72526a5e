import { describe, expect, it } from 'vitest';
import { ssrCacheKey, type PageRequest } from './cache-key';

const reader: PageRequest = {
  method: 'GET',
  url: '/decks/media',
  host: 'goi.example',
  cookie: undefined,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36',
};

describe('ssrCacheKey', () => {
  it('caches the public reading pages and their client-navigation data', () => {
    for (const url of [
      '/',
      '/_root.data',
      '/decks/media?sortBy=difficulty&sortOrder=1',
      '/decks/media.data?offset=50',
      '/decks/media/12/detail',
      '/decks/media/12/vocabulary?sortBy=globalFreq',
      '/decks/media/list/4',
      '/vocabulary/1358280/0',
      '/faq',
    ]) {
      expect(ssrCacheKey({ ...reader, url }), url).toBeDefined();
    }
  });

  it('never caches accounts, forms, the dashboard or unknown paths', () => {
    for (const url of [
      '/login',
      '/settings',
      '/dashboard',
      '/parse',
      '/parse-deck',
      '/decks/media/x/detail',
      '/nope',
    ]) {
      expect(ssrCacheKey({ ...reader, url }), url).toBeUndefined();
    }
  });

  it('is bypassed by any method but GET and by a session cookie', () => {
    expect(ssrCacheKey({ ...reader, method: 'POST' })).toBeUndefined();
    expect(ssrCacheKey({ ...reader, method: 'HEAD' })).toBeUndefined();
    expect(ssrCacheKey({ ...reader, cookie: 'goi-dark-mode=true; token=eyJ.a.b' })).toBeUndefined();
    expect(ssrCacheKey({ ...reader, cookie: 'refreshToken=r1' })).toBeUndefined();
  });

  it('differs for every preference that changes the HTML, and for bots', () => {
    const base = ssrCacheKey(reader);
    const variants = [
      'goi-title-language=2',
      'goi-display-furigana=false',
      'goi-dark-mode=true',
      'goi-display-all-nsfw=true',
      'goi-hide-vocabulary-definitions=true',
      'goi-difficulty-display-style=2',
      'goi-difficulty-value-style=2',
    ].map((cookie) => ssrCacheKey({ ...reader, cookie }));
    expect(new Set([base, ...variants]).size).toBe(variants.length + 1);
    expect(ssrCacheKey({ ...reader, userAgent: 'Googlebot/2.1' })).not.toBe(base);
    expect(ssrCacheKey({ ...reader, url: '/decks/media?offset=50' })).not.toBe(base);
    expect(ssrCacheKey({ ...reader, host: 'other.example' })).not.toBe(base);
  });

  it('ignores cookies that change nothing, and unparseable preference values', () => {
    const base = ssrCacheKey(reader);
    expect(ssrCacheKey({ ...reader, cookie: '_ga=GA1.2.3; theme=x' })).toBe(base);
    expect(ssrCacheKey({ ...reader, cookie: 'goi-title-language=banana' })).toBe(base);
    expect(ssrCacheKey({ ...reader, cookie: 'token=' })).toBe(base);
  });
});
