/**
 * Word knowledge states set by hand (issue 20, spec §3: 0 Unknown, 1 Young, 2 Mature,
 * 3 Suspended): one form, or the first N words of a media deck in an order ("mark the 500 most
 * frequent words of this deck Mature"). As with known words (reference §4.4), a kanji form brings
 * its kana form along: who knows 食べる reads たべる, so both get the state. Every change is one
 * transaction and bumps the known-words version, so coverage is fresh at once.
 */
import { formKey } from '@goi/contracts';
import type { VocabularySortBy } from '@goi/contracts';
import { WordKnowledgeState } from '@goi/contracts/values';
import {
  bumpKnownWordsVersion,
  findWordStates,
  findWordStatesOfWords,
  listEntryForms,
  upsertWordStates,
  wordIdOfFormKey,
  readingIndexOfFormKey,
  type Db,
  type EntryFormKind,
  type KnownWordPair,
  type WordStateRow,
} from '@goi/db';
import type { ReadModels } from '../read-models';
import { deckWordOrder } from '../read-models/deck-word-order';
import { AccountError } from './account-error';
import { formsToMark } from './known-words';

export interface DeckWordStatesRequest {
  state: number;
  /** How many of the deck's words, in `order`; default: all of them. */
  count?: number;
  /** Default `deckFreq`: the most used words of the deck first. */
  order?: VocabularySortBy;
}

export interface WordStatesServiceOptions {
  db: Db;
  /** The deck words and global ranks the deck-wide change orders by. */
  readModels: Pick<ReadModels, 'deckWords' | 'formRanks'>;
  now?: () => Date;
}

export type WordStatesService = ReturnType<typeof createWordStatesService>;

function byWord(forms: readonly EntryFormKind[]): Map<number, EntryFormKind[]> {
  const result = new Map<number, EntryFormKind[]>();
  for (const form of forms) {
    const list = result.get(form.wordId);
    if (list) list.push(form);
    else result.set(form.wordId, [form]);
  }
  return result;
}

export function createWordStatesService(options: WordStatesServiceOptions) {
  const { db, readModels } = options;
  const now = () => (options.now?.() ?? new Date()).toISOString();

  /** Writes the rows in one transaction; bumps the version when a form changed. */
  async function write(userId: string, rows: WordStateRow[]): Promise<number> {
    if (rows.length === 0) return 0;
    return db.transaction().execute(async (trx) => {
      const changed = await upsertWordStates(trx, userId, rows, now());
      if (changed > 0) await bumpKnownWordsVersion(trx, userId);
      return changed;
    });
  }

  return {
    /** Every stored state of the user (Unknown forms have none). */
    list: (userId: string) => findWordStates(db, userId),

    /** The form's state, and its kana form's when it is a kanji form; 404 for no such form. */
    async setWordState(userId: string, wordId: number, readingIndex: number, state: number) {
      const forms = formsToMark(await listEntryForms(db, [wordId]), readingIndex);
      if (forms.length === 0)
        throw new AccountError('not-found', `Word ${wordId} has no reading ${readingIndex}`);
      const rows = forms.map((form) => ({ ...form, state }));
      const changed = await write(userId, rows);
      return { changed, forms: rows };
    },

    /**
     * The first `count` words of the deck in `order` (with their kana forms) get the state.
     * Suspended forms keep their state: a deck-wide change must not bring back the names and
     * words the user chose to ignore (the single-form call can). 404 for no such deck.
     */
    async setDeckWordStates(userId: string, deckId: number, request: DeckWordStatesRequest) {
      const words = (await readModels.deckWords([deckId])).get(deckId);
      if (!words) throw new AccountError('not-found', `Deck ${deckId} not found`);
      const sortBy = request.order ?? 'deckFreq';
      const ranks = sortBy === 'globalFreq' ? await readModels.formRanks() : undefined;
      const order = deckWordOrder(words, sortBy, 0, (key) => ranks?.rank(key));
      const taken = Math.min(order.length, request.count ?? order.length);
      const chosen: KnownWordPair[] = [];
      for (let i = 0; i < taken; i++) {
        const key = words.keys[order[i]!]!;
        chosen.push({ wordId: wordIdOfFormKey(key), readingIndex: readingIndexOfFormKey(key) });
      }
      const formsOf = byWord(
        await listEntryForms(
          db,
          chosen.map((pair) => pair.wordId),
        ),
      );
      const suspended = new Set(
        (
          await findWordStatesOfWords(
            db,
            userId,
            chosen.map((pair) => pair.wordId),
          )
        )
          .filter((row) => row.state === WordKnowledgeState.Suspended)
          .map((row) => formKey(row.wordId, row.readingIndex)),
      );
      const rows = new Map<number, WordStateRow>();
      for (const pair of chosen)
        for (const form of formsToMark(formsOf.get(pair.wordId) ?? [], pair.readingIndex)) {
          const key = formKey(form.wordId, form.readingIndex);
          if (!suspended.has(key)) rows.set(key, { ...form, state: request.state });
        }
      const changed = await write(userId, [...rows.values()]);
      return { words: taken, forms: rows.size, changed };
    },
  };
}
