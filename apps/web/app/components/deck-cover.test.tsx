import { cleanup, render, screen } from '@testing-library/react';
import type { DeckDto } from '@goi/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { coverSrc, DeckCover } from './deck-cover';

afterEach(cleanup);

const deck = (coverName: string) =>
  ({ deckId: 1, coverName, mediaType: 1, originalTitle: '響け！ユーフォニアム' }) as DeckDto;

describe('<DeckCover>', () => {
  it('serves a stored cover from the API, keeps absolute URLs, and has none for nocover.jpg', () => {
    expect(coverSrc('0123456789abcdef0123456789abcdef.jpg')).toBe(
      '/api/covers/0123456789abcdef0123456789abcdef.jpg',
    );
    expect(coverSrc('https://cdn.example/1/cover.jpg')).toBe('https://cdn.example/1/cover.jpg');
    expect(coverSrc('nocover.jpg')).toBeNull();
    expect(coverSrc('')).toBeNull();
  });

  it('shows the image with its alt text', () => {
    render(
      <DeckCover deck={deck('0123456789abcdef0123456789abcdef.jpg')} title="Sound! Euphonium" />,
    );
    expect(screen.getByRole('img').getAttribute('src')).toBe(
      '/api/covers/0123456789abcdef0123456789abcdef.jpg',
    );
    expect(screen.getByAltText('Cover of Sound! Euphonium')).toBeTruthy();
  });

  it('generates a cover from the title and media type when there is none', () => {
    render(<DeckCover deck={deck('nocover.jpg')} title="Sound! Euphonium" />);
    const generated = screen.getByTestId('generated-cover');
    expect(generated.textContent).toBe('響け！ユーフォニアムAnime');
    expect(generated.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
