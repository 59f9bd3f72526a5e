import { describe, expect, it } from 'vitest';
import {
  DeckDownloadType,
  DeckFormat,
  DeckOrder,
  MediaType,
  deckFormatLabels,
  mediaTypeEnum,
  subDeckNoun,
  titleLanguageLabels,
} from './enums';
import { difficultyBucket, difficultyLevelName, effectiveDifficulty } from './difficulty';
import { pageInfo, paginatedSchema } from './pagination';
import { errorBodySchema } from './errors';
import { z } from 'zod';

describe('spec enums', () => {
  it('carry the spec numeric values', () => {
    expect(MediaType).toEqual({
      Anime: 1,
      Drama: 2,
      Movie: 3,
      Novel: 4,
      NonFiction: 5,
      VideoGame: 6,
      VisualNovel: 7,
      WebNovel: 8,
      Manga: 9,
    });
    expect(DeckFormat).toEqual({ Anki: 1, Csv: 2, Txt: 3, TxtRepeated: 4, Yomitan: 5 });
    expect(DeckDownloadType).toEqual({
      Full: 1,
      TopGlobalFrequency: 2,
      TopDeckFrequency: 3,
      TopChronological: 4,
      TargetCoverage: 5,
    });
    expect(DeckOrder).toEqual({ Chronological: 1, GlobalFrequency: 2, DeckFrequency: 3 });
  });

  it('label every value', () => {
    expect(deckFormatLabels[DeckFormat.TxtRepeated]).toBe('TXT (repeated vocab)');
    expect(titleLanguageLabels[0]).toBe('Japanese');
    expect(subDeckNoun[MediaType.Anime].singular).toBe('Episode');
    expect(subDeckNoun[MediaType.VisualNovel].plural).toBe('Routes');
  });

  it('validate wire values and reject others', () => {
    expect(mediaTypeEnum.schema.safeParse(4).success).toBe(true);
    expect(mediaTypeEnum.schema.safeParse(0).success).toBe(false);
    expect(mediaTypeEnum.schema.safeParse(10).success).toBe(false);
    expect(mediaTypeEnum.schema.safeParse(1.5).success).toBe(false);
  });
});

describe('difficulty', () => {
  it('never shows an uncomputed difficulty as a level', () => {
    expect(difficultyBucket(-1)).toBeNull();
    expect(difficultyLevelName(-1)).toBeNull();
  });
  it('buckets the float', () => {
    expect(difficultyLevelName(0)).toBe('Beginner');
    expect(difficultyLevelName(1.5)).toBe('Easy');
    expect(difficultyLevelName(2.5)).toBe('Moderate');
    expect(difficultyLevelName(4.99)).toBe('Expert');
    expect(effectiveDifficulty(2, -1)).toBe(2);
    expect(effectiveDifficulty(2, 3.5)).toBe(3.5);
  });
});

describe('envelopes', () => {
  it('derive paging values', () => {
    expect(pageInfo({ totalItems: 120, pageSize: 50, currentOffset: 50 })).toEqual({
      totalPages: 3,
      currentPage: 2,
      previousOffset: 0,
      nextOffset: 100,
    });
  });
  it('validate the shapes', () => {
    const schema = paginatedSchema(z.array(z.number()));
    expect(
      schema.safeParse({ data: [1], totalItems: 1, pageSize: 50, currentOffset: 0 }).success,
    ).toBe(true);
    expect(
      schema.safeParse({ data: [1], totalItems: -1, pageSize: 50, currentOffset: 0 }).success,
    ).toBe(false);
    expect(
      errorBodySchema.safeParse({
        statusCode: 400,
        message: 'Bad',
        errors: { offset: ['must be ≥ 0'] },
      }).success,
    ).toBe(true);
    expect(errorBodySchema.safeParse({ statusCode: 200, message: 'ok' }).success).toBe(false);
  });
});
