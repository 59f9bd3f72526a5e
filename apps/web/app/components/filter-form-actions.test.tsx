import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { vocabularyFilterParamNames } from '../lib/vocabulary-filters';
import {
  clearedSearch,
  FilterFormActions,
  filterFormQuery,
  filtersOfSearch,
} from './filter-form-actions';

afterEach(cleanup);

function show(url: string, active: boolean) {
  const Stub = createRoutesStub([
    {
      path: '/decks/media/1/vocabulary',
      Component: () => (
        <form>
          <FilterFormActions active={active} filterParams={vocabularyFilterParamNames} />
        </form>
      ),
    },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

describe('clearedSearch', () => {
  it('drops the filters and the offset, keeps the rest in order', () => {
    expect(
      clearedSearch(
        '?sortBy=chrono&search=%E7%8C%AB&known=unknown&offset=100&sortOrder=1&hideKana=1',
        vocabularyFilterParamNames,
      ),
    ).toBe('sortBy=chrono&sortOrder=1');
  });

  it('is empty for an empty or filter-only query, and drops repeated names', () => {
    expect(clearedSearch('', vocabularyFilterParamNames)).toBe('');
    expect(clearedSearch('?search=a&search=b&offset=x', vocabularyFilterParamNames)).toBe('');
    expect(clearedSearch('?search=a', [])).toBe('search=a');
  });
});

describe('filtersOfSearch', () => {
  it('keeps only the filters, in the order of their names, so sort and page changes keep it', () => {
    const filters = filtersOfSearch(
      '?sortBy=chrono&hideKana=1&offset=100&search=%E7%8C%AB',
      vocabularyFilterParamNames,
    );
    expect(filters).toBe(
      filtersOfSearch(
        '?search=%E7%8C%AB&hideKana=1&sortBy=globalFreq&sortOrder=1',
        vocabularyFilterParamNames,
      ),
    );
    expect(new URLSearchParams(filters).get('search')).toBe('猫');
    expect(new URLSearchParams(filters).has('sortBy')).toBe(false);
    expect(filtersOfSearch('?sortBy=chrono', vocabularyFilterParamNames)).toBe('');
  });
});

describe('filterFormQuery', () => {
  function form(entries: [string, string][]): FormData {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return data;
  }

  it('drops empty boxes, trims values and joins the multi-selects with commas', () => {
    const query = filterFormQuery(
      form([
        ['search', '  猫 '],
        ['minLength', ''],
        ['genres', '3'],
        ['genres', '7'],
        ['excludeGenres', '  '],
        ['tags', '12'],
        ['sortBy', 'chrono'],
      ]),
      ['genres', 'excludeGenres', 'tags'],
    );
    expect(query.get('search')).toBe('猫');
    expect(query.has('minLength')).toBe(false);
    expect(query.get('genres')).toBe('3,7');
    expect(query.has('excludeGenres')).toBe(false);
    expect(query.get('tags')).toBe('12');
    expect(query.get('sortBy')).toBe('chrono');
  });

  it('keeps repeated names that are not joined, and ignores files', () => {
    const data = form([
      ['search', 'a'],
      ['search', 'b'],
    ]);
    data.append('upload', new Blob(['x']), 'x.txt');
    const query = filterFormQuery(data, []);
    expect(query.getAll('search')).toEqual(['a', 'b']);
    expect(query.has('upload')).toBe(false);
  });
});

describe('<FilterFormActions>', () => {
  it('submits with "Apply filters" and links to the list without the filters', () => {
    show('/decks/media/1/vocabulary?sortBy=chrono&search=%E3%81%AD%E3%81%93&offset=100', true);
    const apply = screen.getByRole('button', { name: 'Apply filters' });
    expect(apply.getAttribute('type')).toBe('submit');
    expect(screen.getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe(
      '/decks/media/1/vocabulary?sortBy=chrono',
    );
  });

  it('has no clear link while no filter is set', () => {
    show('/decks/media/1/vocabulary?sortBy=chrono', false);
    expect(screen.getByRole('button', { name: 'Apply filters' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Clear filters' })).toBeNull();
  });
});
