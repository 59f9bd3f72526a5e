/**
 * Dictionary entries → WordDto (reference §1, §7). Two views of the same entry: on deck lists the
 * main reading and the other forms are furigana and the main form is not repeated among the
 * alternatives; on the word page every form is listed as plain text, main one included.
 */
import type { DefinitionDto, ReadingDto, WordDto } from '@goi/contracts';
import { formKey } from '@goi/contracts';
import { entityLabel, type WordSummary } from '@goi/db';
import { senseAppliesTo } from '../downloads/word-definitions';
import type { FormRankLookup } from './form-ranks';

export type WordView = 'deck-list' | 'word-page';

export interface WordDtoInput {
  /** A `WordSummary`, or the whole `WordDetails` (a superset). */
  details: WordSummary;
  readingIndex: number;
  /** Global form ranks by `formKey` (forms without a rank are absent). */
  ranks: FormRankLookup;
  view: WordView;
  occurrences?: number;
  /** Decks per media type using the main form (word page). */
  usedInMediaAmountByType?: Record<string, number>;
}

const readable = (code: string) => entityLabel(code) ?? code;

function readingDto(
  form: WordSummary['forms'][number],
  wordId: number,
  ranks: FormRankLookup,
  text: string,
  byType: Record<string, number> = {},
): ReadingDto {
  const rank = ranks.get(formKey(wordId, form.readingIndex));
  return {
    text,
    readingType: form.formType === 1 ? 1 : 0,
    readingIndex: form.readingIndex,
    frequencyRank: rank ? rank.frequencyRank : null,
    frequencyPercentage: rank ? Math.min(100, Math.max(0, rank.frequencyPercentage)) : 0,
    usedInMediaAmount: rank ? rank.usedInMediaAmount : 0,
    usedInMediaAmountByType: byType,
  };
}

/**
 * The senses that apply to the form, numbered from 1 over those with English glosses only; the
 * parts of speech and usage notes (uk → "word usually written using kana alone") are readable.
 */
export function definitionsOfForm(details: WordSummary, readingIndex: number): DefinitionDto[] {
  const formTypes = new Map(details.forms.map((form) => [form.readingIndex, form.formType]));
  const isKanaForm = (index: number) => formTypes.get(index) === 1;
  return details.senses
    .filter((sense) => sense.glosses.length > 0)
    .filter((sense) => senseAppliesTo(sense.restrictedTo, readingIndex, isKanaForm))
    .map((sense, index) => ({
      index: index + 1,
      meanings: sense.glosses,
      partsOfSpeech: [...sense.partsOfSpeech, ...sense.misc].map(readable),
    }));
}

/** The WordDto of `(details.wordId, readingIndex)`; undefined when the entry has no such form. */
export function toWordDto(input: WordDtoInput): WordDto | undefined {
  const { details, readingIndex, ranks, view } = input;
  const main = details.forms.find((form) => form.readingIndex === readingIndex);
  if (!main) return undefined;
  // Hidden forms (search-only, obsolete) are never offered as readings, unless one is the word.
  const shown = details.forms.filter((form) => !form.isHidden || form === main);
  const alternativeReadings =
    view === 'deck-list'
      ? shown
          .filter((form) => form !== main)
          .map((form) => readingDto(form, details.wordId, ranks, form.furigana))
      : shown.map((form) => readingDto(form, details.wordId, ranks, form.text));
  return {
    wordId: details.wordId,
    mainReading: readingDto(
      main,
      details.wordId,
      ranks,
      main.furigana,
      input.usedInMediaAmountByType,
    ),
    alternativeReadings,
    partsOfSpeech: details.partsOfSpeech.map(readable),
    definitions: definitionsOfForm(details, readingIndex),
    occurrences: input.occurrences ?? 0,
    pitchAccents: main.pitchAccents.length > 0 ? main.pitchAccents : null,
  };
}

/** Every form of the entries, for one rank query. */
export function formsOf(details: readonly WordSummary[]) {
  return details.flatMap((entry) =>
    entry.forms.map((form) => ({ wordId: entry.wordId, readingIndex: form.readingIndex })),
  );
}
