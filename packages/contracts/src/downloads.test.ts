import { describe, expect, it } from 'vitest';
import {
  deckDownloadRequestSchema,
  frequencyListDownloadQuerySchema,
  frequencyListIndexQuerySchema,
} from './downloads';

/** The field paths a rejected request names. */
function rejectedFields(input: unknown): string[] {
  const result = deckDownloadRequestSchema.safeParse(input);
  if (result.success) throw new Error('expected the request to be rejected');
  return result.error.issues.map((issue) => issue.path.join('.'));
}

const topDeck = { format: 2, downloadType: 3, order: 3, minFrequency: 0, maxFrequency: 10 };

describe('deckDownloadRequestSchema', () => {
  it('applies the defaults of the optional switches', () => {
    expect(deckDownloadRequestSchema.parse(topDeck)).toEqual({
      ...topDeck,
      excludeKana: false,
      excludeKnownWords: false,
      knownWordIds: null,
      excludeExampleSentences: false,
    });
  });

  it('accepts the range edges 0 and max, and a full deck without a range', () => {
    expect(deckDownloadRequestSchema.safeParse({ ...topDeck, maxFrequency: 0 }).success).toBe(true);
    expect(
      deckDownloadRequestSchema.safeParse({ ...topDeck, maxFrequency: Number.MAX_SAFE_INTEGER })
        .success,
    ).toBe(true);
    expect(
      deckDownloadRequestSchema.safeParse({ format: 1, downloadType: 1, order: 1 }).success,
    ).toBe(true);
  });

  it('names the field of a bad range', () => {
    expect(rejectedFields({ ...topDeck, minFrequency: 11 })).toEqual(['minFrequency']);
    expect(rejectedFields({ ...topDeck, minFrequency: -1 })).toEqual(['minFrequency']);
    expect(rejectedFields({ ...topDeck, maxFrequency: 2.5 })).toEqual(['maxFrequency']);
    expect(rejectedFields({ format: 2, downloadType: 2, order: 1 })).toEqual([
      'minFrequency',
      'maxFrequency',
    ]);
    const error = deckDownloadRequestSchema.safeParse({ ...topDeck, minFrequency: 11 }).error;
    expect(error?.issues[0]?.message).toBe('Must not exceed maxFrequency (11 > 10)');
  });

  it('rejects unknown enum values, naming each', () => {
    expect(rejectedFields({ ...topDeck, format: 6 })).toEqual(['format']);
    expect(rejectedFields({ ...topDeck, downloadType: 0 })).toEqual(['downloadType']);
    expect(rejectedFields({ ...topDeck, order: 4 })).toEqual(['order']);
    expect(rejectedFields({ ...topDeck, titleLanguage: 3 })).toEqual(['titleLanguage']);
  });

  it('takes a coverage goal in (0, 100] with two decimals at most, required for type 5', () => {
    const coverage = { format: 2, downloadType: 5, order: 3 };
    expect(
      deckDownloadRequestSchema.parse({ ...coverage, targetCoverage: 100 }).targetCoverage,
    ).toBe(100);
    expect(
      deckDownloadRequestSchema.safeParse({ ...coverage, targetCoverage: 87.55 }).success,
    ).toBe(true);
    for (const goal of [0, -1, 100.01, 33.333]) {
      expect(rejectedFields({ ...coverage, targetCoverage: goal })).toEqual(['targetCoverage']);
    }
    expect(rejectedFields(coverage)).toEqual(['targetCoverage']);
  });

  it('rejects negative and fractional known word ids', () => {
    expect(rejectedFields({ ...topDeck, knownWordIds: [1, -2] })).toEqual(['knownWordIds.1']);
    expect(rejectedFields({ ...topDeck, knownWordIds: [1.5] })).toEqual(['knownWordIds.0']);
  });
});

describe('frequency list queries', () => {
  it('take media type names, empty for the whole library', () => {
    expect(frequencyListIndexQuerySchema.parse({ mediaType: 'Anime' })).toEqual({ mediaType: 1 });
    expect(frequencyListIndexQuerySchema.parse({ mediaType: 'VisualNovel' })).toEqual({
      mediaType: 7,
    });
    expect(frequencyListIndexQuerySchema.parse({ mediaType: '' })).toEqual({});
    expect(frequencyListIndexQuerySchema.parse({})).toEqual({});
    expect(frequencyListIndexQuerySchema.safeParse({ mediaType: '1' }).success).toBe(false);
    expect(frequencyListIndexQuerySchema.safeParse({ mediaType: 'anime' }).success).toBe(false);
  });

  it('take yomitan or csv', () => {
    expect(frequencyListDownloadQuerySchema.parse({ downloadType: 'csv' })).toEqual({
      downloadType: 'csv',
    });
    expect(frequencyListDownloadQuerySchema.safeParse({ downloadType: 'zip' }).success).toBe(false);
    expect(frequencyListDownloadQuerySchema.safeParse({}).success).toBe(false);
  });
});
