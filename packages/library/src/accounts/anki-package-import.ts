/**
 * Word states from an Anki export (issue 20 §4). The user picks a note type and the field that
 * holds the word; each note's cards give its state (@goi/extract's mapping: interval ≥ 21 days →
 * Mature, learning or younger → Young, suspended → Suspended, new → left alone). The words go
 * through the parser as the notes-export import does (anki-notes.ts): 食べました marks 食べる,
 * fields longer than 25 characters are sentences and skipped, a kanji form brings its kana form.
 * Nothing is written until `importWords`, in one transaction.
 */
import { formKey } from '@goi/contracts';
import { WordKnowledgeState } from '@goi/contracts/values';
import {
  bumpKnownWordsVersion,
  findWordStatesOfWords,
  listEntryForms,
  upsertWordStates,
  type Db,
  type EntryFormKind,
  type WordStateRow,
} from '@goi/db';
import {
  countNotesByType,
  ExtractionError,
  readAnkiExport,
  selectAnkiWords,
  strongerState,
  type AnkiExport,
  type AnkiNoteWord,
  type AnkiWordState,
} from '@goi/extract';
import type { Parser } from '@goi/text';
import { AccountError } from './account-error';
import { ANKI_LIMITS } from './anki-notes';
import { formsToMark, type Progress } from './known-words';

export { ANKI_PACKAGE_LIMITS } from '@goi/extract';

export const ANKI_STATE_VALUES: Record<Exclude<AnkiWordState, 'new'>, WordKnowledgeState> = {
  young: WordKnowledgeState.Young,
  mature: WordKnowledgeState.Mature,
  suspended: WordKnowledgeState.Suspended,
};

/** The words in preview lists (unmatched words) are capped: the counts are complete. */
const EXAMPLES = 30;
const PARSE_SLICE = 2000;

export interface AnkiNoteTypeSummary {
  id: number;
  name: string;
  fields: string[];
  notes: number;
}

export interface AnkiFileSummary {
  /** `anki21b` (current), `anki21` or `anki2` (legacy). */
  format: AnkiExport['format'];
  /** Note types that have notes first, most notes first. */
  noteTypes: AnkiNoteTypeSummary[];
}

/** Reads the upload; a file that is not a readable Anki export is a 400 with Anki's own advice. */
export async function readAnkiUpload(name: string, bytes: Uint8Array): Promise<AnkiExport> {
  try {
    return await readAnkiExport({ name, bytes });
  } catch (error) {
    if (error instanceof ExtractionError)
      throw new AccountError('invalid', error.message, { file: [error.problem] });
    throw error;
  }
}

export function summarizeAnkiExport(exported: AnkiExport): AnkiFileSummary {
  const counts = countNotesByType(exported);
  return {
    format: exported.format,
    noteTypes: exported.noteTypes
      .map((type) => ({ ...type, notes: counts.get(type.id) ?? 0 }))
      .sort((a, b) => b.notes - a.notes || a.name.localeCompare(b.name)),
  };
}

export interface AnkiChoice {
  noteTypeId: number;
  /** The field's name, as Anki shows it. */
  field: string;
}

export interface AnkiChosenWords {
  notes: number;
  counts: Record<AnkiWordState, number>;
  emptyFields: number;
  /** Field texts longer than 25 characters (sentences, definitions), left out. */
  skippedLong: number;
  words: AnkiNoteWord[];
}

/** The chosen note type's words, or a 400 naming what the file has instead. */
export function chooseAnkiWords(exported: AnkiExport, choice: AnkiChoice): AnkiChosenWords {
  const noteType = exported.noteTypes.find((type) => type.id === choice.noteTypeId);
  if (!noteType) {
    const names = exported.noteTypes.map((type) => `"${type.name}"`).join(', ') || 'none';
    throw new AccountError(
      'invalid',
      `This file has no note type ${choice.noteTypeId} (it has ${names})`,
      { noteTypeId: ['Choose one of the note types of this file'] },
    );
  }
  const fieldIndex = noteType.fields.indexOf(choice.field);
  if (fieldIndex < 0) {
    throw new AccountError(
      'invalid',
      `The note type "${noteType.name}" has no field "${choice.field}" (it has ${noteType.fields.map((name) => `"${name}"`).join(', ')})`,
      { field: ['Choose one of the fields of this note type'] },
    );
  }
  const selection = selectAnkiWords(exported, noteType.id, fieldIndex);
  const words = selection.words.filter(
    (word) => [...word.text].length <= ANKI_LIMITS.maxWordLength,
  );
  return { ...selection, skippedLong: selection.words.length - words.length, words };
}

type StoredState = Exclude<AnkiWordState, 'new'>;

export interface MatchedAnkiWords {
  /** Field texts in which the parser found at least one dictionary word. */
  matched: number;
  unmatched: number;
  unmatchedExamples: string[];
  /** The forms to write, with their state (kana forms of kanji forms included). */
  rows: WordStateRow[];
}

export interface AnkiPackageImportOptions {
  db: Db;
  parser: () => Promise<Parser>;
  now?: () => Date;
}

export type AnkiPackageImport = ReturnType<typeof createAnkiPackageImport>;

export function createAnkiPackageImport(options: AnkiPackageImportOptions) {
  const { db } = options;
  const now = () => (options.now?.() ?? new Date()).toISOString();

  /** Parses the words in slices (one per line, so each word keeps its note's state). */
  async function match(
    words: readonly AnkiNoteWord[],
    progress?: Progress,
  ): Promise<MatchedAnkiWords> {
    const parser = await options.parser();
    const statesByPair = new Map<
      number,
      { wordId: number; readingIndex: number; state: StoredState }
    >();
    const found = new Set<number>();
    for (let first = 0; first < words.length; first += PARSE_SLICE) {
      const slice = words.slice(first, first + PARSE_SLICE);
      const lineStarts: number[] = [];
      let offset = 0;
      for (const word of slice) {
        lineStarts.push(offset);
        // A field with a line break would shift every later line: one line per word.
        offset += word.text.replace(/\n/g, ' ').length + 1;
      }
      const parsed = parser.parse(slice.map((word) => word.text.replace(/\n/g, ' ')).join('\n'));
      for (const token of parsed.words) {
        if (token.wordId === null || token.readingIndex === null) continue;
        const line = lineOf(lineStarts, token.start);
        const state = slice[line]!.state;
        if (state === 'new') continue;
        found.add(first + line);
        const key = formKey(token.wordId, token.readingIndex);
        const before = statesByPair.get(key);
        statesByPair.set(key, {
          wordId: token.wordId,
          readingIndex: token.readingIndex,
          state: before ? (strongerState(before.state, state) as StoredState) : state,
        });
      }
      await progress?.(
        Math.round((70 * Math.min(words.length, first + PARSE_SLICE)) / words.length),
        'Matching words',
      );
    }
    const forms = groupByWord(
      await listEntryForms(
        db,
        [...statesByPair.values()].map((pair) => pair.wordId),
      ),
    );
    const rows = new Map<number, { wordId: number; readingIndex: number; state: StoredState }>();
    for (const pair of statesByPair.values()) {
      for (const form of formsToMark(forms.get(pair.wordId) ?? [], pair.readingIndex)) {
        const key = formKey(form.wordId, form.readingIndex);
        const before = rows.get(key);
        rows.set(key, {
          ...form,
          state: before ? (strongerState(before.state, pair.state) as StoredState) : pair.state,
        });
      }
    }
    const unmatchedWords = words.filter((_word, index) => !found.has(index));
    return {
      matched: found.size,
      unmatched: unmatchedWords.length,
      unmatchedExamples: unmatchedWords.slice(0, EXAMPLES).map((word) => word.text),
      rows: [...rows.values()].map(({ wordId, readingIndex, state }) => ({
        wordId,
        readingIndex,
        state: ANKI_STATE_VALUES[state],
      })),
    };
  }

  function countForms(rows: readonly WordStateRow[]) {
    const count = (state: number) => rows.filter((row) => row.state === state).length;
    return {
      young: count(WordKnowledgeState.Young),
      mature: count(WordKnowledgeState.Mature),
      suspended: count(WordKnowledgeState.Suspended),
    };
  }

  return {
    match,

    /** What the import would do with these words, without changing anything. */
    async preview(userId: string, chosen: AnkiChosenWords) {
      const matched = await match(chosen.words);
      const current = new Map(
        (
          await findWordStatesOfWords(
            db,
            userId,
            matched.rows.map((row) => row.wordId),
          )
        ).map((row) => [formKey(row.wordId, row.readingIndex), row.state]),
      );
      const changes = matched.rows.filter(
        (row) => current.get(formKey(row.wordId, row.readingIndex)) !== row.state,
      ).length;
      return {
        notes: chosen.notes,
        counts: chosen.counts,
        emptyFields: chosen.emptyFields,
        skippedLong: chosen.skippedLong,
        words: chosen.words.length,
        matched: matched.matched,
        unmatched: matched.unmatched,
        unmatchedExamples: matched.unmatchedExamples,
        forms: countForms(matched.rows),
        changes,
      };
    },

    /** Writes the states in one transaction; returns what was matched and how many forms changed. */
    async importWords(userId: string, words: readonly AnkiNoteWord[], progress?: Progress) {
      const matched = await match(words, progress);
      await progress?.(80, 'Saving word states');
      const changed = await db.transaction().execute(async (trx) => {
        const count = await upsertWordStates(trx, userId, matched.rows, now());
        if (count > 0) await bumpKnownWordsVersion(trx, userId);
        return count;
      });
      return {
        words: words.length,
        matched: matched.matched,
        unmatched: matched.unmatched,
        forms: countForms(matched.rows),
        changed,
      };
    },
  };
}

/** The index of the line that holds `offset`, given each line's first offset (ascending). */
function lineOf(lineStarts: readonly number[], offset: number): number {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (lineStarts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

function groupByWord(forms: readonly EntryFormKind[]): Map<number, EntryFormKind[]> {
  const byWord = new Map<number, EntryFormKind[]>();
  for (const form of forms) {
    const list = byWord.get(form.wordId);
    if (list) list.push(form);
    else byWord.set(form.wordId, [form]);
  }
  return byWord;
}
