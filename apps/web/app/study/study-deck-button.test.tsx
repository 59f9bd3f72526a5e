import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StudyDeckButton, StudyDeckPanel } from './study-deck-button';

const createDeck = vi.fn();
vi.mock('./use-study-api', () => ({ useStudyApi: () => ({ createDeck }) }));

afterEach(() => {
  cleanup();
  createDeck.mockReset();
});

/** The deck page's arrangement: the button in a row of actions, the panel after the row. */
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div data-testid="row">
        <StudyDeckButton open={open} onToggle={() => setOpen(!open)} panelId="study-panel" />
      </div>
      <StudyDeckPanel id="study-panel" open={open} deckId={7} title="こころ" />
    </>
  );
}

function show() {
  const Stub = createRoutesStub([{ path: '/decks/media/7/detail', Component: Page }]);
  return render(<Stub initialEntries={['/decks/media/7/detail']} />);
}

const toggle = () => screen.getByRole('button', { name: 'Study this deck' });

describe('"Study this deck"', () => {
  it('opens and closes its panel, which names the deck and is controlled by the button', () => {
    show();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().hasAttribute('aria-controls')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Make study deck' })).toBeNull();

    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle().getAttribute('aria-controls')!)!;
    expect(panel.textContent).toContain('Study the words of こころ I don’t know yet,');
    // The panel is not in the buttons' row (a flex row stretched its buttons to the panel).
    expect(screen.getByTestId('row').contains(panel)).toBe(false);

    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById('study-panel')).toBeNull();
  });

  it('makes the study deck in the chosen order and keeps the answer when reopened', async () => {
    createDeck.mockResolvedValue({ added: 1, skipped: 3 });
    show();
    fireEvent.click(toggle());
    fireEvent.change(screen.getByLabelText(/^Study the words of/), {
      target: { value: 'global-frequency' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Make study deck' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Added 1 new card to study (3 known or already studied skipped). Study now',
    );
    expect(createDeck).toHaveBeenCalledWith({
      source: 'media-deck',
      deckId: 7,
      order: 'global-frequency',
    });

    fireEvent.click(toggle());
    fireEvent.click(toggle());
    expect(screen.getByLabelText<HTMLSelectElement>(/^Study the words of/).value).toBe(
      'global-frequency',
    );
    expect(screen.getByRole('link', { name: 'Study now' }).getAttribute('href')).toBe('/study');
  });

  it('shows the API refusal as an alert', async () => {
    createDeck.mockRejectedValue(new Error('The API answered 429'));
    show();
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole('button', { name: 'Make study deck' }));
    expect((await screen.findByRole('alert')).textContent?.trim()).toBe('The API answered 429');
    expect(screen.queryByRole('link', { name: 'Study now' })).toBeNull();
  });
});
