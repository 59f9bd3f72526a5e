/**
 * The word shapes of the public API (reference §1 "WordDto", "ReadingDto", "DefinitionDto", §7).
 * A word is `(wordId, readingIndex)`; `readingIndex` counts kanji forms first, then kana forms.
 */
import { z } from 'zod';

/** 0 = a kanji form (JMdict keb), 1 = a kana form (reb), as the reference's core enum. */
export const ReadingType = { Reading: 0, KanaReading: 1 } as const;
export type ReadingType = (typeof ReadingType)[keyof typeof ReadingType];

export const readingDtoSchema = z
  .object({
    /** The form as furigana `漢字[かな]` segments, or plain text where the endpoint says so. */
    text: z.string(),
    readingType: z.union([z.literal(0), z.literal(1)]),
    readingIndex: z.number().int().nonnegative(),
    /** Global rank of this form (1 = most frequent), null before ranks are computed. */
    frequencyRank: z.number().int().positive().nullable(),
    /** Share of this form among the entry's uses in the library, 0–100. */
    frequencyPercentage: z.number().min(0).max(100),
    /** Top-level decks that use this form. */
    usedInMediaAmount: z.number().int().nonnegative(),
    /** The same per media type, keyed by the type's number (filled on the word page only). */
    usedInMediaAmountByType: z.record(z.string(), z.number().int().nonnegative()),
  })
  .meta({ id: 'Reading' });
export type ReadingDto = z.infer<typeof readingDtoSchema>;

export const definitionDtoSchema = z
  .object({
    /** 1-based, counting only senses that have English glosses. */
    index: z.number().int().positive(),
    meanings: z.array(z.string()),
    /** Human-readable parts of speech and usage notes ("Ichidan verb", "usually written using kana alone"). */
    partsOfSpeech: z.array(z.string()),
  })
  .meta({ id: 'Definition' });
export type DefinitionDto = z.infer<typeof definitionDtoSchema>;

export const wordDtoSchema = z
  .object({
    wordId: z.number().int().positive(),
    mainReading: readingDtoSchema,
    /**
     * On deck lists: the other forms as furigana (main one removed). On the word page: every
     * form as plain text, main one included (reference §7).
     */
    alternativeReadings: z.array(readingDtoSchema),
    /** Human-readable parts of speech of the entry. */
    partsOfSpeech: z.array(z.string()),
    definitions: z.array(definitionDtoSchema),
    /** Occurrences in the deck on deck lists; 0 on the word page. */
    occurrences: z.number().int().nonnegative(),
    /** Downstep positions of the main reading (0 = heiban); null when unknown. */
    pitchAccents: z.array(z.number().int().nonnegative()).nullable(),
    /** WordKnowledgeState of the reader's form, when known words were given. */
    knownState: z.number().int().optional(),
  })
  .meta({ id: 'Word' });
export type WordDto = z.infer<typeof wordDtoSchema>;
