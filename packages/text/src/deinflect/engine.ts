/**
 * Breadth-first deinflection over a rule set (the Nazeka/JL algorithm): from the conjugated text,
 * undo one ending at a time (読ませられなかった → 読ませられなかっ → … → 読む), keeping every
 * form whose last tag is a dictionary word class. Fixes against the reference: substitution rules
 * fire, identical forms reached by different paths are explored once, results are unique.
 */
import { memoised } from '../memo';
import type { RuleEntry, RuleSet } from './rule-set';
import { isInternalTag, NO_ENDING } from './rule-set';

/** Word class of a result that is the text itself: any dictionary entry may match it. */
export const ANY_WORD_CLASS = '*';

export interface Deinflection {
  /** Candidate dictionary form (読む). */
  text: string;
  /** JMdict part-of-speech code of that form (v5m, v1, vs-i, adj-i …), or ANY_WORD_CLASS. */
  wordClass: string;
  /** Steps from the dictionary form outward: ["causative", "passive", "negative", "past"]. */
  chain: string[];
}

export interface DeinflectorOptions {
  /**
   * Distinct texts whose results are kept in each of the cache's two generations (see `memoised`);
   * 0 disables.
   */
  cacheSize?: number;
}

export interface Deinflector {
  /**
   * Every candidate dictionary form of `text`, the text itself first (chain []), then by number of
   * steps. Results are shared between calls and frozen: copy before changing.
   */
  deinflect(text: string): readonly Deinflection[];
}

/**
 * A form on the way. Its tags are [con_tag of the outermost rule, dec_tag of each rule applied];
 * only their number, the first and the last are ever read, so only those are kept (no array copied
 * per step).
 */
interface Form {
  text: string;
  tagCount: number;
  /** The first and the last tag ('' when there is none). */
  firstTag: string;
  lastTag: string;
  chain: readonly string[];
}

// Guards of the reference: a deinflected text grows at most this much, and carries at most
// (original length + this) tags; together they bound the search.
const MAX_GROWTH = 10;
const MAX_EXTRA_TAGS = 6;

function contextAllows(entry: RuleEntry, form: Form): boolean {
  switch (entry.contextRule) {
    case 'v1inftrap':
      // A bare stem read as an ichidan verb (捨て → 捨てる) must not go on as 捨て + てる.
      return !(form.tagCount === 2 && form.firstTag === 'stem-ren');
    case 'saspecial': {
      // Short causative 〜す: 〜さす belongs to the ichidan/suru rules (食べさす), not to a godan
      // a-stem ending in さ.
      const base = form.text.slice(0, form.text.length - entry.conEnd.length);
      return base !== '' && !base.endsWith('さ');
    }
    default:
      return true;
  }
}

function applies(entry: RuleEntry, form: Form, originalLength: number): boolean {
  const { text, tagCount } = form;
  if (text === '') return false;
  if (tagCount > originalLength + MAX_EXTRA_TAGS) return false;
  const outermost = tagCount === 0;
  if (outermost && entry.detail === '') return false;
  if (!outermost && form.lastTag !== entry.conTag) return false;
  switch (entry.type) {
    case 'rewriterule':
      if (text !== entry.conEnd) return false;
      break;
    case 'onlyfinalrule':
      if (!outermost) return false;
      break;
    case 'neverfinalrule':
      if (outermost) return false;
      break;
    case 'contextrule':
      if (!contextAllows(entry, form)) return false;
      break;
    default:
      break;
  }
  return text.endsWith(entry.conEnd);
}

/**
 * Queues the form `entry` makes of `form`, unless it grows too long or is queued already (see
 * `enqueue`): those are told by the text and tags alone, so the chain is made only for a form kept.
 */
function enqueueApplied(queue: Form[], originalLength: number, entry: RuleEntry, form: Form): void {
  const text = form.text.slice(0, form.text.length - entry.conEnd.length) + entry.decEnd;
  if (text.length > originalLength + MAX_GROWTH) return;
  const outermost = form.tagCount === 0;
  const firstTag = outermost ? entry.conTag : form.firstTag;
  const lastTag = entry.decTag;
  if (isQueued(queue, text, lastTag, firstTag)) return;
  const labels = outermost ? entry.finalSteps : entry.steps;
  queue.push({
    text,
    tagCount: outermost ? 2 : form.tagCount + 1,
    firstTag,
    lastTag,
    // Rules peel endings from the outside in, so each step's labels go in front.
    chain: labels.length === 0 ? form.chain : prepended(labels, form.chain),
  });
}

/**
 * `[...labels, ...chain]`, copied by index: a chain may be frozen (a result's), and spreading a
 * frozen array goes through its iterator, an object per element.
 */
function prepended(labels: readonly string[], chain: readonly string[]): string[] {
  const joined = new Array<string>(labels.length + chain.length);
  for (let index = 0; index < labels.length; index++) joined[index] = labels[index]!;
  for (let index = 0; index < chain.length; index++) joined[labels.length + index] = chain[index]!;
  return joined;
}

function substitute(entry: RuleEntry, form: Form): Form | undefined {
  // Only before any conjugation rule, and only where the pattern occurs (the reference's test was
  // inverted, so its substitutions never fired).
  if (form.tagCount !== 0 || !form.text.includes(entry.conEnd)) return undefined;
  return {
    text: form.text.split(entry.conEnd).join(entry.decEnd),
    tagCount: 0,
    firstTag: '',
    lastTag: '',
    chain: form.chain,
  };
}

const NO_ENTRIES: readonly RuleEntry[] = [];

/**
 * The entries that may apply to a form: those for its last character, then those for any ending
 * (two lists walked in turn: joining them made an array per form searched).
 */
function entriesByEnding(ruleSet: RuleSet, form: Form, anyEnding: boolean): readonly RuleEntry[] {
  const index = form.tagCount === 0 ? ruleSet.byLastChar : ruleSet.byTag.get(form.lastTag);
  if (!index) return NO_ENTRIES;
  const { text } = form;
  if (anyEnding) return text === '' ? NO_ENTRIES : (index.get(NO_ENDING) ?? NO_ENTRIES);
  return index.get(text === '' ? NO_ENDING : text.charCodeAt(text.length - 1)) ?? NO_ENTRIES;
}

/** The word class of a form that is a result, or undefined when it is a stage on the way. */
function resultClass(form: Form): string | undefined {
  if (form.text === '') return undefined;
  const wordClass = form.tagCount === 0 ? ANY_WORD_CLASS : form.lastTag;
  if (wordClass !== ANY_WORD_CLASS && isInternalTag(wordClass)) return undefined;
  return wordClass;
}

/**
 * Queues a form not seen before. What decides a form's future is its text and tags (the first one
 * only matters to v1inftrap); the chain does not, so a form reached again by a longer path is not
 * explored again. A search queues a few dozen forms: comparing them in turn costs less than a key
 * string built and hashed per form. (A function of its own, not a closure in `deinflectWith`: a
 * closure made on every call costs more than the search's own steps for a short word.)
 */
function enqueue(queue: Form[], originalLength: number, next: Form): void {
  if (next.text.length > originalLength + MAX_GROWTH) return;
  if (!isQueued(queue, next.text, next.lastTag, next.firstTag)) queue.push(next);
}

function isQueued(
  queue: readonly Form[],
  text: string,
  lastTag: string,
  firstTag: string,
): boolean {
  for (const seen of queue)
    if (seen.text === text && seen.lastTag === lastTag && seen.firstTag === firstTag) return true;
  return false;
}

/** Whether `results` has one for this text and word class. */
function hasResult(results: readonly Deinflection[], text: string, wordClass: string): boolean {
  for (const result of results)
    if (result.text === text && result.wordClass === wordClass) return true;
  return false;
}

/** The search itself, uncached. */
export function deinflectWith(ruleSet: RuleSet, text: string): Deinflection[] {
  const originalLength = text.length;
  const queue: Form[] = [{ text, tagCount: 0, firstTag: '', lastTag: '', chain: [] }];
  const results: Deinflection[] = [];

  for (let head = 0; head < queue.length; head++) {
    const form = queue[head]!;
    const wordClass = resultClass(form);
    // One result per (text, word class): the first found took the fewest steps. Chains are never
    // changed once made (`apply` makes a new one), so a result freezes its form's own.
    if (wordClass !== undefined && !hasResult(results, form.text, wordClass))
      results.push(
        Object.freeze({ text: form.text, wordClass, chain: Object.freeze(form.chain) as string[] }),
      );
    for (const entry of ruleSet.substitutions) {
      const next = substitute(entry, form);
      if (next) enqueue(queue, originalLength, next);
    }
    for (const entry of entriesByEnding(ruleSet, form, false))
      if (applies(entry, form, originalLength)) enqueueApplied(queue, originalLength, entry, form);
    for (const entry of entriesByEnding(ruleSet, form, true))
      if (applies(entry, form, originalLength)) enqueueApplied(queue, originalLength, entry, form);
  }
  return results;
}

export function createDeinflector(ruleSet: RuleSet, options: DeinflectorOptions = {}): Deinflector {
  const cacheSize = options.cacheSize ?? 10_000;
  const search = (text: string): readonly Deinflection[] =>
    Object.freeze(deinflectWith(ruleSet, text));
  return { deinflect: cacheSize === 0 ? search : memoised(search, cacheSize) };
}
