import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { DeckListFacets } from '@goi/contracts';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { readMediaListFilters } from '../lib/media-list-filters';
import { MediaFilterPanel } from './media-filter-panel';

const facets: DeckListFacets = {
  mediaTypes: [{ value: 4, count: 2 }],
  ranges: {
    difficulty: [
      { min: 0, max: 1, count: 0 },
      { min: 3, max: 4, count: 5 },
    ],
  },
  genres: [
    { value: 'Drama', count: 3 },
    { value: 'Comedy', count: 1 },
  ],
  tags: [],
};

function Page() {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  return (
    <>
      <output data-testid="search">{location.search}</output>
      <MediaFilterPanel
        filters={readMediaListFilters(params)}
        facets={facets}
        showCoverage={false}
        keep={{ mediaType: params.get('mediaType') ?? undefined }}
      />
    </>
  );
}

function show(url: string) {
  const Stub = createRoutesStub([{ path: '/decks/media', Component: Page }]);
  return render(<Stub initialEntries={[url]} />);
}

describe('media filter panel', () => {
  afterEach(cleanup);

  it('is open with what the URL set, and shows counts as links', () => {
    const { container } = show('/decks/media?mediaType=4&genres=Drama&difficultyMin=3');
    expect(container.querySelector('details')!.open).toBe(true);
    expect(screen.getByText('Filters (2 set)')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Include Drama').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Exclude Comedy').checked).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('Difficulty (0–5): at least').value).toBe('3');
    const bucket = screen.getByRole('link', { name: /3–4\s*:\s*· 5/ });
    expect(bucket.getAttribute('href')).toBe(
      '/decks/media?mediaType=4&genres=Drama&difficultyMin=3&difficultyMax=4',
    );
    // Coverage needs known words.
    expect(screen.queryByText('Coverage (%)')).toBeNull();
    expect(screen.getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe(
      '/decks/media?mediaType=4',
    );
  });

  it('applies the form as a clean query: no empty boxes, names joined', async () => {
    show('/decks/media?mediaType=4');
    expect(document.querySelector('details')!.open).toBe(false);
    fireEvent.change(screen.getByLabelText('Characters: at most'), { target: { value: '50000' } });
    fireEvent.click(screen.getByLabelText('Include Drama'));
    fireEvent.click(screen.getByLabelText('Include Comedy'));
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect((await screen.findByTestId('search')).textContent).toBe(
      '?mediaType=4&charCountMax=50000&genres=Drama%2CComedy',
    );
  });
});
