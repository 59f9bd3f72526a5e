import { describe, expect, it } from 'vitest';
import { plainNegative, politeStepsOfNegative } from './polite-negative';

describe('plainNegative', () => {
  it.each([
    ['気が済む', 'v5m', '気が済まない'],
    ['手に負う', 'v5u', '手に負わない'],
    ['話にある', 'v5r-i', '話にない'],
    ['目が離せる', 'v1', '目が離せない'],
    ['気にする', 'vs-i', '気にしない'],
    ['来る', 'vk', null],
  ])('%s (%s) → %s', (text, wordClass, negative) => {
    expect(plainNegative(text, wordClass)).toBe(negative);
  });
});

describe('politeStepsOfNegative', () => {
  it('keeps the polite steps of ません and ませんでした only', () => {
    expect(politeStepsOfNegative(['polite', 'negative'])).toEqual(['polite']);
    expect(politeStepsOfNegative(['polite', 'negative', 'past'])).toEqual(['polite', 'past']);
    expect(politeStepsOfNegative(['negative', 'past'])).toBeNull();
    expect(politeStepsOfNegative(['polite'])).toBeNull();
  });
});
