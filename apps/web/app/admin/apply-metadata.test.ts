import { describe, expect, it } from 'vitest';
import { applyMetadata } from './apply-metadata';
import type { DeckMetadataState } from './deck-form-data';

const form: DeckMetadataState = {
  mediaType: 9,
  originalTitle: 'yotsuba vol1',
  romajiTitle: 'old',
  englishTitle: 'old',
  releaseDate: '',
  description: 'old',
  aliases: [{ key: 'a', value: 'old alias' }],
  links: [],
  cover: { kind: 'file', file: new File(['x'], 'mine.jpg') },
};

describe('applyMetadata', () => {
  it('fills every field from the result and keeps the type', () => {
    const next = applyMetadata(form, {
      provider: 'anilist-manga',
      providerId: '30104',
      originalTitle: 'よつばと!',
      romajiTitle: 'Yotsuba to!',
      englishTitle: null,
      aliases: ['Yotsuba&!'],
      releaseDate: '2003-03-21T00:00:00Z',
      description: null,
      coverUrl: 'https://s4.anilist.co/cover.jpg',
      links: [{ linkType: 4, url: 'https://anilist.co/manga/30104' }],
      rating: null,
    });
    expect(next).toMatchObject({
      mediaType: 9,
      originalTitle: 'よつばと!',
      romajiTitle: 'Yotsuba to!',
      englishTitle: '',
      releaseDate: '2003-03-21',
      description: '',
      cover: { kind: 'url', url: 'https://s4.anilist.co/cover.jpg' },
    });
    expect(next.aliases.map((alias) => alias.value)).toEqual(['Yotsuba&!']);
    expect(next.links).toMatchObject([{ linkType: 4, url: 'https://anilist.co/manga/30104' }]);
  });

  it('keeps the chosen cover when the result has none', () => {
    const next = applyMetadata(form, {
      provider: 'x',
      providerId: '1',
      originalTitle: '',
      romajiTitle: null,
      englishTitle: null,
      aliases: [],
      releaseDate: null,
      description: null,
      coverUrl: null,
      links: [],
      rating: null,
    });
    expect(next.cover.kind).toBe('file');
    expect(next.originalTitle).toBe('yotsuba vol1');
  });
});
