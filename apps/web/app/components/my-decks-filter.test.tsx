import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MyDecksFilter } from './my-decks-filter';

const myDecks = vi.hoisted(() => ({ enabled: true }));
vi.mock('../lib/my-decks', () => ({ useMyDecks: () => myDecks }));

afterEach(() => {
  cleanup();
  myDecks.enabled = true;
});

describe('<MyDecksFilter>', () => {
  it('offers every view and shows the current one', () => {
    render(<MyDecksFilter view="in-progress" update={() => {}} />);
    const select = screen.getByLabelText<HTMLSelectElement>('Show');
    expect([...select.options].map((option) => [option.value, option.text])).toEqual([
      ['all', 'All media'],
      ['mine', 'My decks'],
      ['favourite', 'Favourites'],
      ['planned', 'Planned'],
      ['in-progress', 'In progress'],
      ['completed', 'Completed'],
      ['dropped', 'Dropped'],
    ]);
    expect(select.value).toBe('in-progress');
  });

  it('sets one view key and clears the others', () => {
    const update = vi.fn();
    render(<MyDecksFilter view="mine" update={update} />);
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'completed' } });
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'all' } });
    expect(update.mock.calls).toEqual([
      [{ mine: undefined, favourite: undefined, deckStatus: 'completed' }],
      [{ mine: undefined, favourite: undefined, deckStatus: undefined }],
    ]);
  });

  it('is absent without an account', () => {
    myDecks.enabled = false;
    render(<MyDecksFilter view="all" update={() => {}} />);
    expect(screen.queryByLabelText('Show')).toBeNull();
  });
});
