import { z } from 'zod';

/**
 * What we read of mokuro's output (https://github.com/kha-white/mokuro). Unknown fields (boxes,
 * font sizes, line coordinates, image paths) are allowed and ignored.
 */
export const mokuroBlockSchema = z.object({
  /** OCR'd lines of one speech bubble or caption, in reading order. */
  lines: z.array(z.string()),
});

/** One page: mokuro's older per-page `_ocr/<volume>/<page>.json` output has this shape. */
export const mokuroPageSchema = z.object({ blocks: z.array(mokuroBlockSchema) });

/** A `.mokuro` file: one volume. */
export const mokuroVolumeSchema = z.object({
  title: z.string().optional(),
  volume: z.string().optional(),
  pages: z.array(mokuroPageSchema),
});

export type MokuroPage = z.infer<typeof mokuroPageSchema>;
export type MokuroVolume = z.infer<typeof mokuroVolumeSchema>;
