/**
 * The filter parameters of `{id}/vocabulary` (issue 21): `search` (kanji, kana or romaji),
 * `known=known|unknown` (needs known words: signed in, or the POST `-with-coverage` route),
 * `partsOfSpeech` / `excludePartsOfSpeech` (JMdict codes, comma-separated; `v*` for every code
 * starting with v), `hideKana=1` and `state=0..3` (a signed-in reader's word state). Its own module so the list's other parameters stay apart.
 */
import type { VocabularyFilters } from '@goi/library';
import { z } from 'zod';
import { badRequest } from '../../errors/http-error';

const codes = z
  .string()
  .transform((value) =>
    [...new Set(value.split(',').map((item) => item.trim()))].filter((item) => item !== ''),
  )
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^[a-z0-9-]+\*?$/i, 'Must be JMdict part-of-speech codes (v1, n, adj-na, v*)')
          .max(20, 'Each code must be at most 20 characters'),
      )
      .max(30, 'At most 30 codes'),
  )
  .optional();

export const vocabularyFilterQueryShape = {
  search: z.string().max(100, 'Must be at most 100 characters').optional(),
  known: z.enum(['known', 'unknown'], { error: 'Must be "known" or "unknown"' }).optional(),
  partsOfSpeech: codes,
  excludePartsOfSpeech: codes,
  hideKana: z
    .enum(['0', '1', 'true', 'false'], { error: 'Must be 0, 1, true or false' })
    .transform((value) => value === '1' || value === 'true')
    .optional(),
  /** A signed-in reader's word state: 0 Unknown (none stored), 1 Young, 2 Mature, 3 Suspended. */
  state: z.coerce
    .number({ error: 'Must be a word state (0–3)' })
    .int('Must be a word state (0–3)')
    .min(0, 'Must be a word state (0–3)')
    .max(3, 'Must be a word state (0–3)')
    .optional(),
};

export type VocabularyFilterParams = {
  [K in keyof typeof vocabularyFilterQueryShape]?: z.output<(typeof vocabularyFilterQueryShape)[K]>;
};

/** `reader`: whether known words came with the request, and the signed-in user's id if any. */
export function vocabularyFiltersOf(
  params: VocabularyFilterParams,
  hasReader: boolean,
  userId?: string,
): VocabularyFilters {
  if (params.state !== undefined && !userId)
    throw badRequest('The word state filter needs a signed-in reader', {
      state: ['Sign in: word states are kept with an account'],
    });
  if (params.known && !hasReader)
    throw badRequest('The known-words filter needs known words', {
      known: ['Sign in, or send your known words to vocabulary-with-coverage'],
    });
  return {
    ...(params.search?.trim() ? { search: params.search.trim() } : {}),
    ...(params.known ? { known: params.known } : {}),
    ...(params.partsOfSpeech?.length ? { partsOfSpeech: params.partsOfSpeech } : {}),
    ...(params.excludePartsOfSpeech?.length
      ? { excludePartsOfSpeech: params.excludePartsOfSpeech }
      : {}),
    ...(params.hideKana ? { hideKana: true } : {}),
    ...(params.state !== undefined && userId ? { state: params.state, stateOf: userId } : {}),
  };
}
