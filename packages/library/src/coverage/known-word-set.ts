/**
 * What a reader knows, in the shape coverage needs: known forms as packed keys
 * (`formKey(wordId, readingIndex)`) and whole entries by wordId. Visitors keep word ids in local
 * storage, and an id means every reading of the word is known (who knows 食べる knows たべる).
 * Signed-in users' known forms are pairs, by state (issue 20): Mature forms are the known ones,
 * Young forms count only in the second coverage figure, and Suspended forms ("don't show me
 * this": names, ignored words) leave coverage altogether.
 */
import { MAX_WORD_ID, READING_INDEX_LIMIT, formKey } from '@goi/contracts';
import { Uint32HashSet, type ReadonlyUint32Set } from './uint32-hash-set';

export interface KnownWordSet {
  /** Known forms as `formKey(wordId, readingIndex)`. */
  readonly pairs: ReadonlyUint32Set;
  /** Entries known in every reading. */
  readonly wordIds: ReadonlyUint32Set;
  has: (wordId: number, readingIndex: number) => boolean;
  /** The same as `has` for a packed `formKey`. */
  hasKey: (key: number) => boolean;
  /** Young forms (being learned): the "with Young" coverage figure counts them. */
  readonly young: ReadonlyUint32Set;
  /** Suspended forms: neither known nor unknown, they leave a deck's coverage figures. */
  readonly suspended: ReadonlyUint32Set;
}

export interface KnownWords {
  pairs?: Iterable<readonly [wordId: number, readingIndex: number]>;
  /** Forms already packed as `formKey(wordId, readingIndex)` (e.g. a decoded `knownFormsPacked`). */
  formKeys?: ArrayLike<number>;
  wordIds?: Iterable<number>;
  /** Young forms (a signed-in user's). */
  young?: Iterable<readonly [wordId: number, readingIndex: number]>;
  /** Suspended forms (a signed-in user's). */
  suspended?: Iterable<readonly [wordId: number, readingIndex: number]>;
}

function checkWordId(value: number, where: string): void {
  if (!Number.isSafeInteger(value) || value < 0 || value > MAX_WORD_ID)
    throw new RangeError(`known words: ${where} is not a word id (got ${String(value)})`);
}

function addPairs(
  into: Uint32HashSet,
  pairs: Iterable<readonly [wordId: number, readingIndex: number]>,
  name: string,
): void {
  let index = 0;
  for (const [wordId, readingIndex] of pairs) {
    checkWordId(wordId, `${name}[${index}] wordId`);
    if (!Number.isInteger(readingIndex) || readingIndex < 0 || readingIndex >= READING_INDEX_LIMIT)
      throw new RangeError(
        `known words: ${name}[${index}] readingIndex must be an integer 0–${READING_INDEX_LIMIT - 1} (got ${String(readingIndex)})`,
      );
    into.add(formKey(wordId, readingIndex));
    index++;
  }
}

export function createKnownWordSet(known: KnownWords = {}): KnownWordSet {
  const pairs = new Uint32HashSet(known.formKeys?.length ?? 0);
  const wordIds = new Uint32HashSet();
  const young = new Uint32HashSet();
  const suspended = new Uint32HashSet();
  addPairs(pairs, known.pairs ?? [], 'pairs');
  addPairs(young, known.young ?? [], 'young');
  addPairs(suspended, known.suspended ?? [], 'suspended');
  let index = 0;
  const formKeys = known.formKeys ?? [];
  for (let i = 0; i < formKeys.length; i++) {
    const key = formKeys[i]!;
    if (!Number.isInteger(key) || key < READING_INDEX_LIMIT || key >= 2 ** 32)
      throw new RangeError(`known words: formKeys[${i}] is not a form key (got ${String(key)})`);
    pairs.add(key);
  }
  for (const wordId of known.wordIds ?? []) {
    checkWordId(wordId, `wordIds[${index}]`);
    wordIds.add(wordId);
    index++;
  }
  const anyWordIds = wordIds.size > 0;
  const hasKey = (key: number) => pairs.has(key) || (anyWordIds && wordIds.has(key >>> 8));
  return {
    pairs,
    wordIds,
    hasKey,
    young,
    suspended,
    has: (wordId, readingIndex) => hasKey(formKey(wordId, readingIndex)),
  };
}
