import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  mediaListFilterParams,
  readMediaListFilters,
  viewingRange,
} from './media-list-filters';

describe('media list filters in the URL', () => {
  it('reads ranges and labels with the API names and writes them back the same', () => {
    const params = new URLSearchParams(
      'difficultyMax=3&releaseYearMin=2010&coverageMin=90&genres=Drama,Comedy&excludeTags=Gore&sortBy=title',
    );
    const filters = readMediaListFilters(params);
    expect(filters).toEqual({
      ranges: { difficulty: { max: 3 }, releaseYear: { min: 2010 }, coverage: { min: 90 } },
      labels: {
        genres: { include: ['Drama', 'Comedy'], exclude: [] },
        tags: { include: [], exclude: ['Gore'] },
      },
    });
    expect(mediaListFilterParams(filters)).toEqual({
      difficultyMax: '3',
      releaseYearMin: '2010',
      coverageMin: '90',
      genres: 'Drama,Comedy',
      excludeTags: 'Gore',
    });
    expect(mediaListFilterParams(filters, { coverage: false })).not.toHaveProperty('coverageMin');
    expect(activeFilterCount(filters)).toBe(6);
  });

  it('drops unreadable values and swaps a reversed range', () => {
    const filters = readMediaListFilters(
      new URLSearchParams(
        'difficultyMin=x&charCountMin=1.5&charCountMax=-3&releaseYearMin=2020&releaseYearMax=2000&coverageMax=150',
      ),
    );
    expect(filters.ranges).toEqual({ releaseYear: { min: 2000, max: 2020 } });
  });

  it('keeps a name out of the exclusions when it is included', () => {
    const filters = readMediaListFilters(new URLSearchParams('genres=A&excludeGenres=A,B'));
    expect(filters.labels.genres).toEqual({ include: ['A'], exclude: ['B'] });
  });

  it('says which items are shown', () => {
    expect(viewingRange({ totalItems: 1234, currentOffset: 50, data: new Array(50) })).toBe(
      'Viewing 51–100 of 1,234',
    );
    expect(viewingRange({ totalItems: 0, currentOffset: 0, data: [] })).toBe('Viewing 0 of 0');
  });
});
