import { describe, expect, it } from 'vitest';
import { providerChoices } from './metadata-providers';

const providers = [
  { id: 'anilist', name: 'AniList', kinds: ['anime', 'manga', 'novel'], configured: true },
  { id: 'tmdb', name: 'TMDB', kinds: ['movie', 'tv'], configured: false },
  { id: 'google-books', name: 'Google Books', kinds: ['book'], configured: true },
];

describe('provider choices', () => {
  it('puts the providers fitting the media type first', () => {
    expect(providerChoices(providers, 4).map((choice) => choice.value)).toEqual([
      'anilist-novel',
      'google-books-book',
      'anilist-anime',
      'anilist-manga',
      'tmdb-movie',
      'tmdb-tv',
    ]);
    expect(providerChoices(providers, 3)[0]).toEqual({
      value: 'tmdb-movie',
      label: 'TMDB (films)',
      configured: false,
    });
  });

  it('lists everything in order when no type is chosen', () => {
    expect(providerChoices(providers, 0)).toHaveLength(6);
    expect(providerChoices(providers, 0)[0]!.label).toBe('AniList (anime)');
  });
});
