import { describe, expect, it } from 'vitest';
import { newCardMemory } from './scheduler';
import { wordStateAfterAnswer } from './word-state-rule';

const review = (scheduledDays: number) => ({
  ...newCardMemory(new Date('2026-03-02T00:00:00.000Z')),
  state: 2,
  scheduledDays,
});
const relearning = { ...review(0), state: 3 };

describe('wordStateAfterAnswer', () => {
  it('makes an Unknown word Young on its first answer', () => {
    expect(wordStateAfterAnswer(0, 0, 3, { ...review(0), state: 1 })).toBe(1);
  });
  it('makes the word Mature from a 21-day interval, not before', () => {
    expect(wordStateAfterAnswer(1, 2, 3, review(20))).toBeUndefined();
    expect(wordStateAfterAnswer(1, 2, 3, review(21))).toBe(2);
    // Already Mature: no change to write.
    expect(wordStateAfterAnswer(2, 2, 3, review(40))).toBeUndefined();
  });
  it('makes a Mature word Young again on a lapse', () => {
    expect(wordStateAfterAnswer(2, 2, 1, relearning)).toBe(1);
    // Again on a learning card is no lapse: a Mature word marked by hand stays Mature.
    expect(wordStateAfterAnswer(2, 1, 1, { ...review(0), state: 1 })).toBeUndefined();
  });
  it('never overrides Suspended', () => {
    expect(wordStateAfterAnswer(3, 2, 3, review(30))).toBeUndefined();
    expect(wordStateAfterAnswer(3, 2, 1, relearning)).toBeUndefined();
  });
});
