/**
 * The deck shapes of the public API (reference §1 "DeckDto", "Link", "DeckDetailDto"). Numbers
 * on the wire are the spec's enum values; dates are ISO strings.
 */
import { z } from 'zod';
import { linkTypeEnum, mediaTypeEnum } from '../enums';

export const linkDtoSchema = z
  .object({
    linkId: z.number().int(),
    linkType: linkTypeEnum.schema,
    url: z.string(),
    deckId: z.number().int(),
  })
  .meta({ id: 'Link' });
export type LinkDto = z.infer<typeof linkDtoSchema>;

export { NO_COVER } from '../dto-values';

const percent = z.number().min(0);

export const deckDtoSchema = z
  .object({
    deckId: z.number().int(),
    /** ISO timestamp. */
    creationDate: z.string(),
    /** ISO date (YYYY-MM-DD), null when unknown. */
    releaseDate: z.string().nullable(),
    /** Cover file name, or `nocover.jpg`. */
    coverName: z.string(),
    mediaType: mediaTypeEnum.schema,
    originalTitle: z.string(),
    romajiTitle: z.string().nullable(),
    englishTitle: z.string().nullable(),
    description: z.string().nullable(),
    aliases: z.array(z.string()),
    characterCount: z.number().int().nonnegative(),
    wordCount: z.number().int().nonnegative(),
    uniqueWordCount: z.number().int().nonnegative(),
    uniqueWordUsedOnceCount: z.number().int().nonnegative(),
    uniqueKanjiCount: z.number().int().nonnegative(),
    uniqueKanjiUsedOnceCount: z.number().int().nonnegative(),
    sentenceCount: z.number().int().nonnegative(),
    /**
     * Bucket 0–5 of the effective difficulty, or −1 when not computed (the reference sent 0,
     * which showed uncomputed decks as "Beginner", §11.2.6).
     */
    difficulty: z.number().int().min(-1).max(5),
    /** The effective difficulty 0–5 (the override when set), −1 when not computed. */
    difficultyRaw: z.number(),
    /** −1 = none. */
    difficultyOverride: z.number(),
    /** characterCount / sentenceCount; 0 when there are fewer than two sentences. */
    averageSentenceLength: z.number().nonnegative(),
    dialoguePercentage: percent,
    hideDialoguePercentage: z.boolean(),
    parentDeckId: z.number().int().nullable(),
    /** 1-based place among its siblings (0 for top-level decks). */
    deckOrder: z.number().int(),
    links: z.array(linkDtoSchema),
    childrenDeckCount: z.number().int().nonnegative(),
    /** Occurrences of the word a list was filtered by (`wordId`); 0 otherwise. */
    selectedWordOccurrences: z.number().int().nonnegative(),
    /**
     * Reader's coverage in percent (occurrences / unique words) by their Mature words; 0 without
     * known words. The reader's Suspended words are out of both parts (issue 20).
     */
    coverage: percent,
    uniqueCoverage: percent,
    /** The same counting Young words as known too (≥ coverage): "with words being learned". */
    youngCoverage: percent,
    youngUniqueCoverage: percent,
    /** 0–100 from a metadata provider, null when unknown. */
    externalRating: z.number().int().min(0).max(100).nullable(),
    isNsfw: z.boolean(),
  })
  .meta({ id: 'Deck' });
export type DeckDto = z.infer<typeof deckDtoSchema>;

/** `GET media-deck/{id}/detail`: the deck, its parent and one page of its sub-decks. */
export const deckDetailDtoSchema = z
  .object({
    parentDeck: deckDtoSchema.nullable(),
    mainDeck: deckDtoSchema,
    subDecks: z.array(deckDtoSchema),
  })
  .meta({ id: 'DeckDetail' });
export type DeckDetailDto = z.infer<typeof deckDetailDtoSchema>;

/** `GET media-deck/decks-count`: top-level decks per media type, keyed by the type's number. */
export const decksCountDtoSchema = z
  .record(z.string(), z.number().int().nonnegative())
  .meta({ id: 'DecksCount' });
export type DecksCountDto = z.infer<typeof decksCountDtoSchema>;
