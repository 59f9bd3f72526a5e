/**
 * Dictionary senses → the definitions a download shows for one form: only the senses that apply
 * to that form, with readable parts of speech.
 */
import { entityLabel, type WordDetails } from '@goi/db';
import type { ExportDefinition } from '@goi/exports';

/**
 * Whether a sense applies to the form at `readingIndex`. JMdict restricts senses to kanji forms
 * (stagk) or to kana forms (stagr) independently: a restriction that names only kana forms says
 * nothing about kanji forms, and the reverse. So 上手 (じょうず / うわて) keeps each reading's own
 * senses, while a kanji form keeps a sense restricted to one of its kana readings.
 */
export function senseAppliesTo(
  restrictedTo: readonly number[] | null,
  readingIndex: number,
  isKanaForm: (index: number) => boolean,
): boolean {
  if (restrictedTo === null || restrictedTo.length === 0) return true;
  if (restrictedTo.includes(readingIndex)) return true;
  const kana = isKanaForm(readingIndex);
  return !restrictedTo.some((index) => isKanaForm(index) === kana);
}

/** The definitions of one form of an entry, in dictionary order. */
export function definitionsOf(details: WordDetails, readingIndex: number): ExportDefinition[] {
  const formTypes = new Map(details.forms.map((form) => [form.readingIndex, form.formType]));
  const isKanaForm = (index: number) => formTypes.get(index) === 1;
  return details.senses
    .filter((sense) => senseAppliesTo(sense.restrictedTo, readingIndex, isKanaForm))
    .map((sense) => ({
      // An unknown code stays as it is rather than vanishing from the card.
      partsOfSpeech: sense.partsOfSpeech.map((code) => entityLabel(code) ?? code),
      glosses: sense.glosses,
    }));
}
