/**
 * The English words of glosses and of search queries, as the gloss search index stores and
 * matches them: lower case, accents folded (café → cafe), split at anything but letters, digits
 * and inner apostrophes, without the little words nearly every gloss holds ("to", "a", "of",
 * "one's"): "to eat" and "eat" are the same query, and the index stays a quarter smaller.
 */

/** Words in more than ~1 % of glosses that say nothing on their own. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'be',
  'by',
  'e',
  'eg',
  'esp',
  'etc',
  'for',
  'from',
  'g',
  'i',
  'ie',
  'in',
  'is',
  'it',
  'of',
  'on',
  'one',
  "one's",
  'oneself',
  'or',
  'sb',
  'someone',
  'something',
  'sth',
  'that',
  'the',
  'to',
  'with',
]);

/** Parenthesised notes, innermost first so nested ones go too. */
const NOTE = /\([^()]*\)/g;

/** The distinct indexable words of a text, in order. */
export function termsOf(text: string): string[] {
  const folded = text.normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFKC').toLowerCase();
  const terms = folded
    .split(/[^\p{L}\p{N}']+/u)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter((word) => word !== '' && !STOP_WORDS.has(word));
  return [...new Set(terms)];
}

function withoutNotes(gloss: string): string {
  let text = gloss;
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(NOTE, ' ');
  }
  return text;
}

export interface GlossTerm {
  term: string;
  /** Outside parentheses ("cat" in "cat (esp. the domestic cat)"; "domestic" is not). */
  inCore: boolean;
}

/** Every distinct word of a gloss, and how many of them stand outside its notes. */
export function glossTerms(gloss: string): { terms: GlossTerm[]; coreTerms: number } {
  const core = termsOf(withoutNotes(gloss));
  const coreSet = new Set(core);
  const terms = [
    ...core.map((term) => ({ term, inCore: true })),
    ...termsOf(gloss)
      .filter((term) => !coreSet.has(term))
      .map((term) => ({ term, inCore: false })),
  ];
  return { terms, coreTerms: core.length };
}
