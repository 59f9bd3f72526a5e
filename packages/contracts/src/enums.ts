/**
 * The zod side of the spec's enumerations: one `numericEnum` (values, numbers, schema) per enum of
 * `./enums-values`, which holds the values, types and labels (re-exported here).
 */
import { z } from 'zod';
import {
  DeckDownloadType,
  DeckFormat,
  DeckOrder,
  DeckViewMode,
  DifficultyDisplayStyle,
  DifficultyValueStyle,
  LinkType,
  MediaType,
  SortOrder,
  TitleLanguage,
  WordKnowledgeState,
} from './enums-values';

export * from './enums-values';

type EnumObject = Record<string, number>;
type ValueOf<T> = T[keyof T];

function numericEnum<const T extends EnumObject>(values: T) {
  const numbers = Object.values(values) as ValueOf<T>[];
  const schema = z
    .number()
    .int()
    .refine((value): value is ValueOf<T> => (numbers as number[]).includes(value), {
      message: `Expected one of ${numbers.join(', ')}`,
    });
  return { values, numbers, schema };
}

export const mediaTypeEnum = numericEnum(MediaType);
export const linkTypeEnum = numericEnum(LinkType);
export const deckDownloadTypeEnum = numericEnum(DeckDownloadType);
export const deckFormatEnum = numericEnum(DeckFormat);
export const deckOrderEnum = numericEnum(DeckOrder);
export const sortOrderEnum = numericEnum(SortOrder);
export const titleLanguageEnum = numericEnum(TitleLanguage);
export const deckViewModeEnum = numericEnum(DeckViewMode);
export const wordKnowledgeStateEnum = numericEnum(WordKnowledgeState);
export const difficultyDisplayStyleEnum = numericEnum(DifficultyDisplayStyle);
export const difficultyValueStyleEnum = numericEnum(DifficultyValueStyle);
