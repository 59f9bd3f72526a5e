import { describe, expect, it } from 'vitest';
import { priorityScore } from './priority';

describe('priorityScore', () => {
  it('adds the fixed points and the nf bonus (食べる: ichi1, news2, nf25)', () => {
    // 20 + 10 + (5 − round-half-even(2.5) = 5 − 2 = 3)
    expect(priorityScore(['ichi1', 'news2', 'nf25'])).toBe(33);
  });

  it('gives nf bonuses from 5 down to 0', () => {
    expect(priorityScore(['nf01'])).toBe(5);
    expect(priorityScore(['nf05'])).toBe(5); // 0.5 rounds to 0
    expect(priorityScore(['nf15'])).toBe(3); // 1.5 rounds to 2
    expect(priorityScore(['nf48'])).toBe(0);
  });

  it('counts spec only when nothing else scored', () => {
    expect(priorityScore(['spec1'])).toBe(15);
    expect(priorityScore(['spec2'])).toBe(5);
    expect(priorityScore(['gai1', 'spec1'])).toBe(5);
    expect(priorityScore(['ichi1', 'news1', 'nf02', 'spec1'])).toBe(20 + 15 + 5);
  });

  it('counts a tag once even when several forms carry it', () => {
    expect(priorityScore(['ichi1', 'ichi1'])).toBe(20);
    expect(priorityScore([])).toBe(0);
  });
});
