/** Building a lattice candidate from a dictionary match (every candidate source does). */
import type { Candidate } from './candidates';
import type { LexiconMatch } from './lexicon';

/** A candidate for `match` over the tokens [from, to): its form's spelling and reading. */
export function candidateOf(
  match: LexiconMatch,
  from: number,
  to: number,
  conjugations: readonly string[],
  score: number,
): Candidate {
  const form = match.entry.forms[match.readingIndex]!;
  return {
    from,
    to,
    match,
    dictionaryForm: form.text,
    reading: form.reading,
    conjugations,
    score,
  };
}
