/** Deck rows → DeckDto (reference §1): difficulty bucket, averages, cover, coverage. */
import {
  NO_COVER,
  difficultyBucket,
  effectiveDifficulty,
  type DeckDto,
  type MediaType,
  type LinkType,
} from '@goi/contracts';
import { getDeckListings, type DbOrTrx, type DeckListing } from '@goi/db';
import type { DeckCoverage } from '../coverage/deck-coverage';

export interface DeckDtoExtras {
  selectedWordOccurrences?: number;
  coverage?: Pick<
    DeckCoverage,
    'coverage' | 'uniqueCoverage' | 'youngCoverage' | 'youngUniqueCoverage'
  >;
}

export function toDeckDto(deck: DeckListing, extras: DeckDtoExtras = {}): DeckDto {
  const raw = effectiveDifficulty(deck.difficulty, deck.difficultyOverride);
  return {
    deckId: deck.deckId,
    creationDate: deck.creationDate,
    releaseDate: deck.releaseDate,
    coverName: deck.coverName ?? NO_COVER,
    mediaType: deck.mediaType as MediaType,
    originalTitle: deck.originalTitle,
    romajiTitle: deck.romajiTitle,
    englishTitle: deck.englishTitle,
    description: deck.description,
    aliases: deck.aliases,
    characterCount: deck.characterCount,
    wordCount: deck.wordCount,
    uniqueWordCount: deck.uniqueWordCount,
    uniqueWordUsedOnceCount: deck.uniqueWordUsedOnceCount,
    uniqueKanjiCount: deck.uniqueKanjiCount,
    uniqueKanjiUsedOnceCount: deck.uniqueKanjiUsedOnceCount,
    sentenceCount: deck.sentenceCount,
    difficulty: difficultyBucket(raw) ?? -1,
    difficultyRaw: raw >= 0 ? raw : -1,
    difficultyOverride: deck.difficultyOverride,
    // As the reference: no average from a single sentence (a title line is not prose).
    averageSentenceLength: deck.sentenceCount > 1 ? deck.characterCount / deck.sentenceCount : 0,
    dialoguePercentage: deck.dialoguePercentage,
    hideDialoguePercentage: deck.hideDialoguePercentage === 1,
    parentDeckId: deck.parentDeckId,
    deckOrder: deck.deckOrder,
    links: deck.links.map((link) => ({
      linkId: link.linkId,
      linkType: link.linkType as LinkType,
      url: link.url,
      deckId: link.deckId,
    })),
    childrenDeckCount: deck.childrenDeckCount,
    selectedWordOccurrences: extras.selectedWordOccurrences ?? 0,
    coverage: extras.coverage?.coverage ?? 0,
    uniqueCoverage: extras.coverage?.uniqueCoverage ?? 0,
    youngCoverage: extras.coverage?.youngCoverage ?? 0,
    youngUniqueCoverage: extras.coverage?.youngUniqueCoverage ?? 0,
    externalRating: deck.externalRating,
    isNsfw: deck.isNsfw === 1,
  };
}

/** DeckDtos of `deckIds` in their order (unknown ids left out). */
export async function loadDeckDtos(
  db: DbOrTrx,
  deckIds: readonly number[],
  extrasOf: (deckId: number) => DeckDtoExtras = () => ({}),
): Promise<DeckDto[]> {
  const decks = await getDeckListings(db, deckIds);
  return decks.map((deck) => toDeckDto(deck, extrasOf(deck.deckId)));
}

/** The DTO with a list's own figures (a word's occurrences, the reader's coverage) set. */
export function withExtras(dto: DeckDto, extras: DeckDtoExtras): DeckDto {
  return {
    ...dto,
    selectedWordOccurrences: extras.selectedWordOccurrences ?? 0,
    coverage: extras.coverage?.coverage ?? 0,
    uniqueCoverage: extras.coverage?.uniqueCoverage ?? 0,
    youngCoverage: extras.coverage?.youngCoverage ?? 0,
    youngUniqueCoverage: extras.coverage?.youngUniqueCoverage ?? 0,
  };
}
