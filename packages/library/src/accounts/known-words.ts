/**
 * A signed-in user's known words, as (wordId, readingIndex) pairs (reference §4.4). Adding a
 * kanji form also adds its kana form, because coverage matches forms exactly: who knows 食べる
 * can read たべる. Imports by id or frequency mark every form of each entry. Every change bumps
 * the user's known-words version, which tells coverage caches to reload.
 */
import { formKey } from '@goi/contracts';
import { WordKnowledgeState } from '@goi/contracts/values';
import {
  bumpKnownWordsVersion,
  clearKnownWords,
  countKnownWords,
  findWordStates,
  fromJsonArray,
  listEntryForms,
  listKnownWordIds,
  listKnownWordPairs,
  listWordIdsByFrequencyRank,
  removeKnownWords,
  upsertWordStates,
  type Db,
  type EntryFormKind,
  type KnownWordPair,
} from '@goi/db';
import type { Parser } from '@goi/text';
import { AccountError } from './account-error';
import { ankiNoteWords } from './anki-notes';

export const FREQUENCY_IMPORT_MAX_RANK = 10_000;

export type Progress = (percent: number, step: string) => void | Promise<void>;

/** The states an import may give its words (issue 20 §4); Mature unless the user chose. */
export type ImportState =
  | typeof WordKnowledgeState.Young
  | typeof WordKnowledgeState.Mature
  | typeof WordKnowledgeState.Suspended;
export const IMPORT_STATES: readonly ImportState[] = [
  WordKnowledgeState.Young,
  WordKnowledgeState.Mature,
  WordKnowledgeState.Suspended,
];
export const isImportState = (value: unknown): value is ImportState =>
  (IMPORT_STATES as readonly unknown[]).includes(value);

/**
 * The forms a known form brings along: itself, and for a kanji form the first kana form that
 * may be read with it (re_restr respected: 日本's にほん, not an unrelated reading).
 */
export function formsToMark(
  forms: readonly EntryFormKind[],
  readingIndex: number,
): KnownWordPair[] {
  const form = forms.find((candidate) => candidate.readingIndex === readingIndex);
  if (!form) return [];
  const pairs = [{ wordId: form.wordId, readingIndex }];
  if (form.formType !== 0) return pairs;
  const kana = forms.filter((candidate) => candidate.formType === 1);
  const applicable =
    kana.find((candidate) => {
      if (candidate.appliesTo === null) return true;
      return fromJsonArray<number>(candidate.appliesTo).includes(readingIndex);
    }) ?? kana[0];
  if (applicable) pairs.push({ wordId: form.wordId, readingIndex: applicable.readingIndex });
  return pairs;
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

function uniquePairs(pairs: Iterable<KnownWordPair>): KnownWordPair[] {
  const seen = new Map<number, KnownWordPair>();
  for (const pair of pairs) seen.set(formKey(pair.wordId, pair.readingIndex), pair);
  return [...seen.values()];
}

export interface KnownWordsServiceOptions {
  db: Db;
  /** The process's shared parser (built once: seconds and hundreds of MB). */
  parser: () => Promise<Parser>;
  now?: () => Date;
}

export type KnownWordsService = ReturnType<typeof createKnownWordsService>;

export function createKnownWordsService(options: KnownWordsServiceOptions) {
  const { db } = options;
  const now = () => (options.now?.() ?? new Date()).toISOString();

  /** Gives the pairs `state`; returns how many forms were not in that state before. */
  async function add(
    userId: string,
    pairs: KnownWordPair[],
    state: ImportState = WordKnowledgeState.Mature,
  ): Promise<number> {
    if (pairs.length === 0) return 0;
    return db.transaction().execute(async (trx) => {
      const added = await upsertWordStates(
        trx,
        userId,
        pairs.map(({ wordId, readingIndex }) => ({ wordId, readingIndex, state })),
        now(),
      );
      if (added > 0) await bumpKnownWordsVersion(trx, userId);
      return added;
    });
  }

  async function formsOfWord(wordId: number, readingIndex: number): Promise<KnownWordPair[]> {
    const pairs = formsToMark(await listEntryForms(db, [wordId]), readingIndex);
    if (pairs.length === 0)
      throw new AccountError('not-found', `Word ${wordId} has no reading ${readingIndex}`);
    return pairs;
  }

  /** The pairs an Anki notes export would mark, parsed in slices so progress can be reported. */
  async function ankiPairs(text: string, progress?: Progress) {
    const { words, skippedLong } = ankiNoteWords(text);
    const parser = await options.parser();
    const found: KnownWordPair[] = [];
    const slice = 2000;
    for (let start = 0; start < words.length; start += slice) {
      const parsed = parser.parse(words.slice(start, start + slice).join('\n'));
      for (const word of parsed.words) {
        if (word.wordId !== null && word.readingIndex !== null)
          found.push({ wordId: word.wordId, readingIndex: word.readingIndex });
      }
      await progress?.(
        Math.round((70 * Math.min(words.length, start + slice)) / words.length),
        'Parsing',
      );
    }
    const parsed = uniquePairs(found);
    const forms = groupByWord(
      await listEntryForms(
        db,
        parsed.map((pair) => pair.wordId),
      ),
    );
    const pairs = uniquePairs(
      parsed.flatMap((pair) => formsToMark(forms.get(pair.wordId) ?? [], pair.readingIndex)),
    );
    return { lines: words.length, skippedLong, parsed: parsed.length, pairs };
  }

  return {
    async addWord(userId: string, wordId: number, readingIndex: number) {
      return { added: await add(userId, await formsOfWord(wordId, readingIndex)) };
    },

    async removeWord(userId: string, wordId: number, readingIndex: number) {
      const pairs = await formsOfWord(wordId, readingIndex);
      return db.transaction().execute(async (trx) => {
        const removed = await removeKnownWords(trx, userId, pairs);
        if (removed > 0) await bumpKnownWordsVersion(trx, userId);
        return { removed };
      });
    },

    amount: (userId: string) => countKnownWords(db, userId),
    ids: (userId: string) => listKnownWordIds(db, userId),
    pairs: (userId: string) => listKnownWordPairs(db, userId),

    async clear(userId: string) {
      return db.transaction().execute(async (trx) => {
        const removed = await clearKnownWords(trx, userId);
        if (removed > 0) await bumpKnownWordsVersion(trx, userId);
        return { removed };
      });
    },

    /** Every form of each entry that exists; ids not in the dictionary are counted as skipped. */
    async importFromIds(
      userId: string,
      wordIds: readonly number[],
      progress?: Progress,
      state: ImportState = WordKnowledgeState.Mature,
    ) {
      const distinct = [...new Set(wordIds)];
      await progress?.(10, 'Looking up words');
      const forms = await listEntryForms(db, distinct);
      const found = new Set(forms.map((form) => form.wordId));
      await progress?.(50, 'Saving known words');
      const added = await add(userId, forms, state);
      return { added, skipped: distinct.length - found.size };
    },

    /** Every form of the entries ranked min..max (inclusive) in the global frequency list. */
    async importFromFrequency(
      userId: string,
      minRank: number,
      maxRank: number,
      progress?: Progress,
      state: ImportState = WordKnowledgeState.Mature,
    ) {
      if (!(0 <= minRank && minRank <= maxRank && maxRank <= FREQUENCY_IMPORT_MAX_RANK))
        throw new AccountError(
          'invalid',
          `The range must satisfy 0 ≤ min ≤ max ≤ ${FREQUENCY_IMPORT_MAX_RANK} (got ${minRank}–${maxRank})`,
        );
      await progress?.(10, 'Looking up ranks');
      const wordIds = await listWordIdsByFrequencyRank(db, minRank, maxRank);
      const forms = await listEntryForms(db, wordIds);
      await progress?.(50, 'Saving known words');
      const added = await add(userId, forms, state);
      return { words: wordIds.length, forms: forms.length, added };
    },

    /** What an Anki import would do, without changing anything. */
    async previewAnkiText(
      userId: string,
      text: string,
      state: ImportState = WordKnowledgeState.Mature,
    ) {
      const { lines, skippedLong, parsed, pairs } = await ankiPairs(text);
      // "New" forms are those not yet in the chosen state (Mature: the known ones).
      const inState = new Set(
        (await findWordStates(db, userId, { states: [state] })).map((pair) =>
          formKey(pair.wordId, pair.readingIndex),
        ),
      );
      const newForms = pairs.filter(
        (pair) => !inState.has(formKey(pair.wordId, pair.readingIndex)),
      );
      return { lines, skippedLong, parsed, forms: pairs.length, newForms: newForms.length };
    },

    async importAnkiText(
      userId: string,
      text: string,
      progress?: Progress,
      state: ImportState = WordKnowledgeState.Mature,
    ) {
      const { lines, skippedLong, parsed, pairs } = await ankiPairs(text, progress);
      await progress?.(80, 'Saving known words');
      const added = await add(userId, pairs, state);
      return { lines, skippedLong, parsed, added };
    },
  };
}
