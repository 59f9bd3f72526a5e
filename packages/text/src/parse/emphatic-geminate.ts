/**
 * An adverb said with emphasis doubles a consonant: いっつも遅い, いっつもの場所 are いつも. IPADIC
 * knows such a spelling as an adverb of its own, JMdict does not, so the word was unknown. A
 * lone adverb token JMdict does not list whose text without one inner っ is an adverb JMdict lists
 * is that adverb (the word's surface keeps the っ), as the last resort a spelling of its own is.
 */
import type { Candidate, CandidateSources } from './candidates';
import { candidateOf } from './candidate-of';
import { scoreMatch, spanContext } from './resolve';
import type { TokenRun } from './token-run';

export function emphaticAdverb(
  run: TokenRun,
  from: number,
  sources: CandidateSources,
): Candidate | undefined {
  const token = run.tokens[from]!;
  const { surface } = token;
  if (token.pos !== '副詞' || !surface.includes('っ') || run.separator[from]) return undefined;
  if (sources.lexicon.lookup(surface).length > 0) return undefined;
  // The っ neither starts the word nor ends it: it doubles the kana after it (いっ|つも).
  for (let at = 1; at < surface.length - 1; at++) {
    if (surface[at] !== 'っ') continue;
    const plain = surface.slice(0, at) + surface.slice(at + 1);
    let best: Candidate | undefined;
    for (const match of sources.lexicon.lookup(plain)) {
      if (!match.entry.partsOfSpeech.some((code) => code.startsWith('adv'))) continue;
      const score = scoreMatch(match, spanContext(plain, [token]), plain, 0);
      if (!best || score > best.score) best = candidateOf(match, from, from + 1, [], score);
    }
    if (best) return { ...best, score: Math.min(0, best.score) };
  }
  return undefined;
}
