import { LinkType, MediaType, type AdminDeck, type Metadata } from '@goi/contracts';
import { describe, expect, it } from 'vitest';
import { mergeMetadata, metadataTargetFor } from './fetch-deck-metadata';

const deck = (fields: Partial<AdminDeck>): AdminDeck =>
  ({
    deckId: 7,
    parentDeckId: null,
    mediaType: MediaType.Novel,
    originalTitle: 'こころ',
    romajiTitle: null,
    englishTitle: null,
    aliases: [],
    genres: [],
    tags: [],
    description: 'By hand.',
    releaseDate: null,
    coverUrl: null,
    links: [],
    difficultyOverride: -1,
    hideDialoguePercentage: false,
    ...fields,
  }) as AdminDeck;

const found: Metadata = {
  provider: 'google-books',
  providerId: 'x',
  originalTitle: 'こころ',
  romajiTitle: 'Kokoro',
  englishTitle: null,
  aliases: ['心', 'こころ'],
  releaseDate: '1914-01-01',
  description: 'From the provider.',
  coverUrl: 'https://books.google.com/t.jpg',
  links: [{ linkType: LinkType.GoogleBooks, url: 'https://books.google.com/books?id=x' }],
  rating: null,
};

describe('fetch metadata (reference §9.3)', () => {
  it('picks the provider by media type, and the id from the deck’s own link', () => {
    expect(metadataTargetFor(deck({}))).toEqual({ provider: 'google-books', id: null });
    expect(
      metadataTargetFor(
        deck({
          links: [{ linkId: 1, linkType: LinkType.Anilist, url: 'https://anilist.co/manga/101' }],
        }),
      ),
    ).toEqual({ provider: 'anilist-novel', id: '101' });
    expect(
      metadataTargetFor(
        deck({
          mediaType: MediaType.Movie,
          links: [
            { linkId: 1, linkType: LinkType.Tmdb, url: 'https://www.themoviedb.org/movie/129' },
          ],
        }),
      ),
    ).toEqual({ provider: 'tmdb-movie', id: 'movie:129' });
    expect(metadataTargetFor(deck({ mediaType: MediaType.Drama }))).toEqual({
      provider: 'tmdb-tv',
      id: null,
    });
    expect(metadataTargetFor(deck({ mediaType: MediaType.VisualNovel }))?.provider).toBe('vndb');
    expect(metadataTargetFor(deck({ mediaType: MediaType.VideoGame }))?.provider).toBe('igdb');
  });

  it('fills only empty fields, adds links and aliases, and overwrites only when asked', () => {
    const filled = mergeMetadata(deck({}), found, false);
    expect(filled).toMatchObject({
      originalTitle: 'こころ',
      romajiTitle: 'Kokoro',
      description: 'By hand.',
      releaseDate: '1914-01-01',
      aliases: ['心'],
      coverImageUrl: 'https://books.google.com/t.jpg',
    });
    expect(filled.links).toEqual([found.links[0]]);
    const overwritten = mergeMetadata(deck({ coverUrl: 'a.jpg' }), found, true);
    expect(overwritten.description).toBe('From the provider.');
    expect(overwritten.coverImageUrl).toBe('https://books.google.com/t.jpg');
    expect(mergeMetadata(deck({ coverUrl: 'a.jpg' }), found, false).coverImageUrl).toBeNull();
  });

  it('fills genres and tags a deck has none of, keeps its own unless overwriting', () => {
    const labelled = { ...found, genres: ['Drama'], tags: ['Classic'] };
    expect(mergeMetadata(deck({}), labelled, false)).toMatchObject({
      genres: ['Drama'],
      tags: ['Classic'],
    });
    const own = mergeMetadata(deck({ genres: ['Romance'] }), labelled, false);
    expect(own.genres).toBeUndefined();
    expect(own.tags).toEqual(['Classic']);
    expect(mergeMetadata(deck({ genres: ['Romance'] }), labelled, true).genres).toEqual(['Drama']);
    // A provider without them changes nothing.
    expect(mergeMetadata(deck({ genres: ['Romance'] }), found, true).genres).toBeUndefined();
  });
});
