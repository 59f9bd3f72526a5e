/**
 * One source entry → its database rows. Pure: everything external (kanji readings, pitch
 * accents, frequency ranks) comes in through the context, so the same function checks the data
 * in the validation pass and builds the rows in the write pass.
 */
import {
  expandLongVowels,
  hasKanji,
  lookupKeysOf as parserLookupKeysOf,
  type FuriganaResult,
} from '@goi/text';
import { toJson } from '../json';
import type {
  NewDictEntry,
  NewDictForm,
  NewDictLookup,
  NewDictPitchAccent,
  NewDictSense,
} from '../schema';
import { HIDDEN_FORM_INFO } from './entities';
import type { PitchAccentIndex } from './pitch-accents';
import { priorityScore } from './priority';
import type { SourceEntry, SourceKanaForm } from './source-entry';

export const FORM_TYPE_KANJI = 0;
export const FORM_TYPE_KANA = 1;

export interface EntryRowContext {
  /** `buildFurigana` with the KANJIDIC2 readings bound (the check pass uses a stub: it is slow). */
  furigana: (form: string, reading: string) => Pick<FuriganaResult, 'furigana' | 'perKanji'>;
  pitchAccents: PitchAccentIndex;
  /** Prior rank of a (spelling, reading) pair, null when no list has it. */
  priorRank: (spelling: string, reading: string) => number | null;
}

export interface EntryRows {
  entry: NewDictEntry;
  forms: NewDictForm[];
  senses: NewDictSense[];
  lookups: NewDictLookup[];
  pitchAccents: NewDictPitchAccent[];
  /** Kanji forms that contain kanji, and how many of them got a reading per kanji. */
  furiganaForms: number;
  perKanjiForms: number;
}

function isHidden(info: readonly string[]): boolean {
  return info.some((code) => HIDDEN_FORM_INFO.has(code));
}

function appliesToKanji(kana: SourceKanaForm, kanjiText: string): boolean {
  return kana.restrictedTo === null || kana.restrictedTo.includes(kanjiText);
}

/**
 * The reading of a kanji form: its first applicable kana form, skipping hidden ones when a
 * shown one exists (a search-only reading should not become the furigana).
 */
function readingOfKanjiForm(source: SourceEntry, kanjiText: string): string {
  const applicable = source.kanaForms.filter((kana) => appliesToKanji(kana, kanjiText));
  const reading = applicable.find((kana) => !isHidden(kana.info)) ?? applicable[0];
  if (!reading) throw new Error(`entry ${source.wordId}: kanji form ${kanjiText} has no reading`);
  return reading.text;
}

/**
 * The parser's keys (the form and its hiragana, from `@goi/text`) plus the hiragana with ー
 * spelled out (ラーメン → らあめん), so a search typed as らあめん still finds ラーメン. The parser
 * leaves that last key out on purpose (ガール must not match がある) and expands ー on the text side.
 */
export function lookupKeysOf(text: string): string[] {
  return [...new Set([...parserLookupKeysOf(text), expandLongVowels(text)])];
}

export function buildEntryRows(source: SourceEntry, context: EntryRowContext): EntryRows {
  const { wordId } = source;
  const indexByText = new Map<string, number>();
  const texts = [...source.kanjiForms, ...source.kanaForms].map((form) => form.text);
  texts.forEach((text, readingIndex) => {
    if (indexByText.has(text)) throw new Error(`entry ${wordId}: form ${text} appears twice`);
    indexByText.set(text, readingIndex);
  });
  const indexOf = (text: string): number => {
    const index = indexByText.get(text);
    if (index === undefined)
      throw new Error(`entry ${wordId}: restriction to unknown form ${text}`);
    return index;
  };

  const forms: NewDictForm[] = [];
  const pitchAccents: NewDictPitchAccent[] = [];
  let furiganaForms = 0;
  let perKanjiForms = 0;

  source.kanjiForms.forEach((kanji, readingIndex) => {
    const reading = readingOfKanjiForm(source, kanji.text);
    const furigana = context.furigana(kanji.text, reading);
    if (hasKanji(kanji.text)) {
      furiganaForms += 1;
      if (furigana.perKanji) perKanjiForms += 1;
    }
    forms.push({
      wordId,
      readingIndex,
      text: kanji.text,
      formType: FORM_TYPE_KANJI,
      furigana: furigana.furigana,
      reading,
      info: toJson(kanji.info),
      isHidden: isHidden(kanji.info) ? 1 : 0,
      appliesTo: null,
      priorRank: context.priorRank(kanji.text, reading),
    });
    const accents = context.pitchAccents.get(kanji.text, reading);
    if (accents) pitchAccents.push({ wordId, readingIndex, positions: toJson(accents) });
  });

  source.kanaForms.forEach((kana, kanaIndex) => {
    const readingIndex = source.kanjiForms.length + kanaIndex;
    forms.push({
      wordId,
      readingIndex,
      text: kana.text,
      formType: FORM_TYPE_KANA,
      furigana: kana.text,
      reading: kana.text,
      info: toJson(kana.info),
      isHidden: isHidden(kana.info) ? 1 : 0,
      appliesTo: kana.restrictedTo === null ? null : toJson(kana.restrictedTo.map(indexOf)),
      priorRank: context.priorRank(kana.text, kana.text),
    });
    // Kanjium lists kana words on their own (ラーメン) and the kana of kanji words under the
    // kanji (食べる たべる 2): the kana form たべる inherits the accent of 食べる.
    const own = context.pitchAccents.get(kana.text, kana.text);
    const accents =
      own ??
      source.kanjiForms
        .filter((kanji) => appliesToKanji(kana, kanji.text))
        .flatMap((kanji) => context.pitchAccents.get(kanji.text, kana.text) ?? []);
    if (accents.length > 0)
      pitchAccents.push({ wordId, readingIndex, positions: toJson([...new Set(accents)]) });
  });

  const lookups: NewDictLookup[] = [];
  texts.forEach((text, readingIndex) => {
    for (const lookupKey of lookupKeysOf(text)) lookups.push({ lookupKey, wordId, readingIndex });
  });

  const senses: NewDictSense[] = source.senses.map((sense, senseIndex) => ({
    wordId,
    senseIndex,
    partsOfSpeech: toJson(sense.partsOfSpeech),
    misc: toJson(sense.misc),
    fields: toJson(sense.fields),
    dialects: toJson(sense.dialects),
    info: toJson(sense.info),
    glosses: toJson(sense.glosses),
    restrictedTo: sense.restrictedTo === null ? null : toJson(sense.restrictedTo.map(indexOf)),
  }));

  const tags = [...new Set(source.priorityTags)];
  const entry: NewDictEntry = {
    wordId,
    priorityScore: priorityScore(tags),
    priorityTags: toJson(tags),
    partsOfSpeech: toJson([...new Set(source.senses.flatMap((sense) => sense.partsOfSpeech))]),
  };

  return { entry, forms, senses, lookups, pitchAccents, furiganaForms, perKanjiForms };
}
