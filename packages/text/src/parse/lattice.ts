/**
 * Chooses the segmentation of a run of tokens: the path through the candidate spans with the
 * fewest words, ties broken by the sum of the matches' scores. Every token is covered: a token no
 * candidate covers becomes an unknown word (or a name), so nothing is dropped.
 */
import type { Token } from '../tokenizer';
import { candidatesFrom, type Candidate, type CandidateSources } from './candidates';
import { toTokenRun } from './token-run';

export type Segment =
  | { kind: 'match'; candidate: Candidate }
  | { kind: 'single'; from: number; to: number }
  | { kind: 'separator'; from: number; to: number };

/** The score above which a match costs no less. */
const TOP_SCORE = 190;
/** Each word costs about 1, so fewer words always win; a good match costs a little less. */
function matchCost(candidate: Candidate): number {
  return 1 - Math.max(0, Math.min(candidate.score, TOP_SCORE)) / 1000;
}
/** What the best match costs (the same arithmetic as `matchCost`, so the same number). */
const LOWEST_MATCH_COST = 1 - TOP_SCORE / 1000;
/** Above any match (a poor match still beats no match), below two words. */
const UNMATCHED_COST = 1.1;
/**
 * Starting a word on a token that inflects the one before it (なり|そうだ, 読んで|る) is possible
 * but unlikely; every path through that boundary pays this.
 */
const BREAKS_GLUE_COST = 0.3;

export function segmentTokens(tokens: readonly Token[], sources: CandidateSources): Segment[] {
  return bestPath(tokens, sources).segments;
}

/** The best path's segments and its cost (what `segmentTokens` minimises). */
export function bestPath(
  tokens: readonly Token[],
  sources: CandidateSources,
): { segments: Segment[]; cost: number } {
  const n = tokens.length;
  const run = toTokenRun(tokens);
  const best = new Float64Array(n + 1).fill(Infinity);
  // How the best path reaches each position: the candidate ending there, or (none) the token
  // before it, unmatched or a separator. Segments are built for the chosen path only: most
  // positions are reached several times before their best is known.
  const backCandidate: (Candidate | undefined)[] = new Array<Candidate | undefined>(n + 1);
  // The candidates of every position, in one array (see candidatesFrom).
  const candidates: Candidate[] = [];
  best[0] = 0;
  for (let from = 0; from < n; from++) {
    const base = best[from]!;
    if (base === Infinity) continue;
    const start = run.glued[from] ? base + BREAKS_GLUE_COST : base;
    if (run.separator[from]) {
      if (base < best[from + 1]!) {
        best[from + 1] = base;
        backCandidate[from + 1] = undefined;
      }
      continue;
    }
    if (start + UNMATCHED_COST < best[from + 1]!) {
      best[from + 1] = start + UNMATCHED_COST;
      backCandidate[from + 1] = undefined;
    }
    const first = candidates.length;
    // A span this position's match could not reach more cheaply than the path already does is
    // not scored (candidatesFrom): the cheapest match from here costs start + LOWEST_MATCH_COST.
    candidatesFrom(run, from, sources, candidates, best, start + LOWEST_MATCH_COST);
    for (let index = first; index < candidates.length; index++) {
      const candidate = candidates[index]!;
      const cost = start + matchCost(candidate);
      if (cost < best[candidate.to]!) {
        best[candidate.to] = cost;
        backCandidate[candidate.to] = candidate;
      }
    }
  }
  const path: Segment[] = [];
  for (let at = n; at > 0;) {
    const candidate = backCandidate[at];
    if (candidate) {
      path.push({ kind: 'match', candidate });
      at = candidate.from;
    } else {
      const from = at - 1;
      path.push({ kind: run.separator[from] ? 'separator' : 'single', from, to: at });
      at = from;
    }
  }
  return { segments: path.reverse(), cost: best[n]! };
}
