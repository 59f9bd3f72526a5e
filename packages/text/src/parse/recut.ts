/**
 * Re-cuts of a line's tokens where IPADIC may have misread a kana run (particle-recut.ts,
 * kana-runs.ts), kept where the lattice finds them clearly better. Paths never cross punctuation
 * (the lattice passes a separator at no cost), so a re-cut is weighed on its clause alone — the
 * tokens between the separators around it — not on the whole line: a line of a novel can hold a
 * dozen sentences.
 */
import type { Token } from '../tokenizer';
import { isSeparator } from './token-run';

/** Tokens `from`–`to` (exclusive) of a line, replaced by `tokens`. */
export interface Recut {
  from: number;
  to: number;
  tokens: Token[];
  /**
   * How much cheaper the re-cut must make its clause to be kept, when not `MARGIN`: less where
   * the tokens it replaces cannot be right.
   */
  margin?: number;
}

/**
 * The lattice's cost is about one per word: a re-cut is kept when it saves at least half a word
 * (は|つわもの|ぞろい|だ, four words, against はつ|わ|もの|ぞろ|いだ, five), not on a tie.
 */
const MARGIN = 0.5;

function clauseAround(tokens: readonly Token[], from: number, to: number): [number, number] {
  let start = from;
  while (start > 0 && !isSeparator(tokens[start - 1]!)) start--;
  let end = to;
  while (end < tokens.length && !isSeparator(tokens[end]!)) end++;
  return [start, end];
}

/**
 * The tokens with every re-cut applied that makes its clause cheaper by the margin (`cost`
 * prices a clause's tokens); of overlapping ones, the one that saves most.
 */
export function applyRecuts(
  tokens: readonly Token[],
  recuts: readonly Recut[],
  cost: (clause: readonly Token[]) => number,
): readonly Token[] {
  if (recuts.length === 0) return tokens;
  const clauseCosts = new Map<number, number>();
  const better: { recut: Recut; saving: number }[] = [];
  for (const recut of recuts) {
    const [start, end] = clauseAround(tokens, recut.from, recut.to);
    let base = clauseCosts.get(start);
    if (base === undefined) {
      base = cost(tokens.slice(start, end));
      clauseCosts.set(start, base);
    }
    const recutCost = cost([
      ...tokens.slice(start, recut.from),
      ...recut.tokens,
      ...tokens.slice(recut.to, end),
    ]);
    if (recutCost + (recut.margin ?? MARGIN) < base)
      better.push({ recut, saving: base - recutCost });
  }
  if (better.length === 0) return tokens;
  better.sort((a, b) => b.saving - a.saving);
  const kept: Recut[] = [];
  for (const { recut } of better)
    if (!kept.some((other) => other.from < recut.to && recut.from < other.to)) kept.push(recut);
  kept.sort((a, b) => b.from - a.from);
  const result = [...tokens];
  for (const recut of kept) result.splice(recut.from, recut.to - recut.from, ...recut.tokens);
  return result;
}
