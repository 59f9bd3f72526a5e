import { describe, expect, test } from 'vitest';
import { mediaTypeFromParam } from './media-type-param';

describe('mediaTypeFromParam', () => {
  test.each([
    ['1', 1],
    ['9', 9],
    ['anime', 1],
    ['Anime', 1],
    ['drama', 2],
    ['movie', 3],
    ['visual-novel', 7],
    ['VisualNovel', 7],
    ['visual novel', 7],
    ['non-fiction', 5],
    ['web-novel', 8],
    ['video-game', 6],
    ['manga', 9],
  ])('%s is media type %d', (value, expected) => {
    expect(mediaTypeFromParam(value)).toBe(expected);
  });

  test.each(['0', '10', '01x', 'animes', 'cartoon', '', '-', '1e0', 'anime;', undefined])(
    '%s is no media type',
    (value) => {
      expect(mediaTypeFromParam(value)).toBeUndefined();
    },
  );
});
