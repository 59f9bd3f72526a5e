/** Library-wide actions (reference §9 "manage"): each queues a durable job. */
import { z } from 'zod';
import { mediaTypeEnum } from '../enums';
import { isIsoDate } from './form-fields';

/** Exactly one of `mediaType`, `addedBefore`, `all`. */
export const reparseRequestSchema = z
  .object({
    mediaType: mediaTypeEnum.schema.optional(),
    addedBefore: z.string().refine(isIsoDate, { message: 'Must be a date YYYY-MM-DD' }).optional(),
    all: z.literal(true, { error: 'Must be true' }).optional(),
  })
  .refine(
    (value) =>
      [value.mediaType !== undefined, value.addedBefore !== undefined, value.all === true].filter(
        Boolean,
      ).length === 1,
    { message: 'Give exactly one of mediaType, addedBefore, all', path: ['mediaType'] },
  );
export type ReparseRequest = z.infer<typeof reparseRequestSchema>;

export const clearCachesResponseSchema = z.object({ cleared: z.literal(true) });
export type ClearCachesResponse = z.infer<typeof clearCachesResponseSchema>;
