import { backTemplate, cardCss, frontTemplate } from './card-template';
import { stableAnkiId } from './anki-ids';

/**
 * The 22 fields of the reference's note type, in its order, so cards made from it and from Goi
 * line up (Occurrences is the reference's addition to the Lapis fields).
 */
export const ankiFieldNames = [
  'Expression',
  'ExpressionFurigana',
  'ExpressionReading',
  'ExpressionAudio',
  'SelectionText',
  'MainDefinition',
  'DefinitionPicture',
  'Sentence',
  'SentenceFurigana',
  'SentenceAudio',
  'Picture',
  'Glossary',
  'Hint',
  'IsWordAndSentenceCard',
  'IsClickCard',
  'IsSentenceCard',
  'PitchPosition',
  'PitchCategories',
  'Frequency',
  'FreqSort',
  'Occurrences',
  'MiscInfo',
] as const;
export type AnkiFieldName = (typeof ankiFieldNames)[number];

export const ankiNoteTypeName = 'Goi Vocabulary';
export const ankiCardTemplateName = 'Recognition';

/**
 * Fixed forever: Anki recognises the note type by id, so every Goi download shares one note type
 * in the reader's collection. Bump the seed only with an incompatible change of fields.
 */
export const ankiNoteTypeId = stableAnkiId('goi:anki-note-type:goi-vocabulary:1');

/** The `col.models` entry of the note type, in the legacy (schema 11) JSON shape. */
export function ankiNoteTypeJson(deckId: number, modifiedSeconds: number) {
  return {
    id: ankiNoteTypeId,
    name: ankiNoteTypeName,
    type: 0,
    mod: modifiedSeconds,
    usn: -1,
    sortf: 0,
    did: deckId,
    tmpls: [
      {
        name: ankiCardTemplateName,
        ord: 0,
        qfmt: frontTemplate,
        afmt: backTemplate,
        bqfmt: '',
        bafmt: '',
        did: null,
        bfont: '',
        bsize: 0,
      },
    ],
    flds: ankiFieldNames.map((name, ord) => ({
      name,
      ord,
      sticky: false,
      rtl: false,
      font: 'Arial',
      size: 20,
      media: [],
    })),
    css: cardCss,
    latexPre:
      '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n',
    latexPost: '\\end{document}',
    latexsvg: false,
    // The card exists when Expression (field 0) is not empty.
    req: [[0, 'any', [0]]],
    tags: [],
    vers: [],
  };
}
