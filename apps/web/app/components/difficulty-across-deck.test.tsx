import { cleanup, render, screen } from '@testing-library/react';
import type { DifficultyProfileDto } from '@goi/contracts';
import { MediaType } from '@goi/contracts/values';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DifficultyAcrossDeck,
  difficultySummary,
  textPartRange,
  textPartsSummary,
} from './difficulty-across-deck';

afterEach(cleanup);

const textPart = (part: number, difficulty: number) => ({
  part,
  fromPercent: (part - 1) * 10,
  toPercent: part * 10,
  difficulty,
  characterCount: 5_000,
});

const subDeck = (deckOrder: number, difficulty: number) => ({
  deckId: 100 + deckOrder,
  deckOrder,
  originalTitle: `吾輩は猫である ${deckOrder}`,
  difficulty,
  characterCount: 100_000,
});

const tenths = [2.6, 2.4, 2.1, 2.8, 3.0, 3.2, 3.4, 3.1, 2.9, 2.7].map((difficulty, index) =>
  textPart(index + 1, difficulty),
);

const profile = (
  parts: DifficultyProfileDto['parts'],
  textParts: DifficultyProfileDto['textParts'],
): DifficultyProfileDto => ({ deckId: 1, parts, textParts });

const caption = () => screen.getByRole('figure').querySelector('figcaption')?.textContent;

describe('<DifficultyAcrossDeck>', () => {
  it('names the range of a text part', () => {
    expect(textPartRange(textPart(3, 2))).toBe('20–30 %');
    expect(textPartRange(textPart(10, 2))).toBe('90–100 %');
  });

  it('says the easiest and hardest tenth of a text in words', () => {
    expect(textPartsSummary(tenths)).toBe(
      'Difficulty of each tenth of the text from 0 to 5. Easiest: 20–30 % of the text (2.1, Moderate); hardest: 60–70 % of the text (3.4, Hard).',
    );
    // Tenths without text (one very long line) have no bar: the caption counts what is shown.
    expect(textPartsSummary([textPart(1, 1.5), textPart(7, 0.5)])).toBe(
      'Difficulty of 2 tenths of the text from 0 to 5. Easiest: 60–70 % of the text (0.5, Beginner); hardest: 0–10 % of the text (1.5, Easy).',
    );
  });

  it('shows the text parts of a deck without sub-decks', () => {
    render(<DifficultyAcrossDeck profile={profile([], tenths)} mediaType={MediaType.Novel} />);
    expect(screen.getByRole('heading', { name: 'Difficulty across the deck' })).toBeTruthy();
    expect(caption()).toBe(textPartsSummary(tenths));
  });

  it('prefers the sub-decks when at least two are rated, else falls back to the text parts', () => {
    const volumes = [subDeck(1, 3.5), subDeck(2, 4.2)];
    render(<DifficultyAcrossDeck profile={profile(volumes, tenths)} mediaType={MediaType.Novel} />);
    expect(caption()).toBe(difficultySummary(volumes, 'Volume'));
    expect(caption()).toContain('Easiest: Volume 1 (3.5');
    cleanup();

    // One rated sub-deck is no comparison: the text parts are shown.
    render(
      <DifficultyAcrossDeck
        profile={profile([subDeck(1, 3.5), subDeck(2, -1)], tenths)}
        mediaType={MediaType.Novel}
      />,
    );
    expect(caption()).toBe(textPartsSummary(tenths));
  });

  it('shows nothing with fewer than two sub-decks and fewer than two text parts', () => {
    const { container } = render(
      <DifficultyAcrossDeck
        profile={profile([subDeck(1, 3)], [textPart(1, 2)])}
        mediaType={MediaType.Movie}
      />,
    );
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('figure')).toBeNull();
  });
});
