import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useQueryUpdate } from '../lib/use-query-update';
import { vocabularyQuery, vocabularySortOptions } from '../lib/vocabulary-filters';
import { SortControls } from './sort-controls';

afterEach(cleanup);

function Page() {
  const location = useLocation();
  const query = vocabularyQuery(new URLSearchParams(location.search));
  const update = useQueryUpdate();
  return (
    <>
      <output data-testid="search">{location.search}</output>
      <SortControls
        options={vocabularySortOptions}
        sortBy={query.sortBy}
        sortOrder={query.sortOrder}
        update={update}
      />
    </>
  );
}

function show(url: string) {
  const Stub = createRoutesStub([{ path: '/decks/media/1/vocabulary', Component: Page }]);
  return render(<Stub initialEntries={[url]} />);
}

const optionTexts = (select: HTMLSelectElement) =>
  [...select.options].map((option) => [option.value, option.text]);

describe('<SortControls>', () => {
  it('shows the options in their order and what the URL chose', () => {
    show('/decks/media/1/vocabulary?sortBy=globalFreq&sortOrder=1');
    const sortBy = screen.getByLabelText<HTMLSelectElement>('Sort by');
    const order = screen.getByLabelText<HTMLSelectElement>('Order');
    expect(optionTexts(sortBy)).toEqual([
      ['chrono', 'Chronological'],
      ['globalFreq', 'Global Frequency'],
      ['deckFreq', 'Deck Frequency'],
    ]);
    expect(sortBy.value).toBe('globalFreq');
    expect(optionTexts(order)).toEqual([
      ['0', 'Ascending'],
      ['1', 'Descending'],
    ]);
    expect(order.value).toBe('1');
  });

  it('falls back to the defaults for an unknown key or order', () => {
    show('/decks/media/1/vocabulary?sortBy=DROP%20TABLE&sortOrder=7');
    expect(screen.getByLabelText<HTMLSelectElement>('Sort by').value).toBe('deckFreq');
    expect(screen.getByLabelText<HTMLSelectElement>('Order').value).toBe('0');
  });

  it('writes both changes to the URL and goes back to the first page', async () => {
    show('/decks/media/1/vocabulary?search=%E7%8C%AB&offset=200');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'chrono' } });
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: '1' } });
    await waitFor(() =>
      expect(screen.getByTestId('search').textContent).toBe(
        '?search=%E7%8C%AB&sortBy=chrono&sortOrder=1',
      ),
    );
    expect(screen.getByLabelText<HTMLSelectElement>('Sort by').value).toBe('chrono');
  });

  it('hands each change to `update` by its parameter name', () => {
    const update = vi.fn();
    render(
      <SortControls
        options={[
          { value: 'title', label: 'Title' },
          { value: 'difficulty', label: 'Difficulty' },
        ]}
        sortBy="title"
        sortOrder={0}
        update={update}
      />,
    );
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'difficulty' } });
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: '1' } });
    expect(update.mock.calls).toEqual([[{ sortBy: 'difficulty' }], [{ sortOrder: '1' }]]);
  });
});
