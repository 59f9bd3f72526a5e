/**
 * The reference priority score of an entry (jiten-behaviour.md §2.6), used to break ties between
 * homographs: 今日 as きょう (ichi1, news1, nf02) outranks 今日 as こんにち.
 * The `uk` adjustment (+10 kana surface, −10 otherwise) depends on the surface found in a text,
 * so it belongs to the parser; this is the base score.
 */

const FIXED_POINTS: Readonly<Record<string, number>> = {
  ichi1: 20,
  ichi2: 10,
  news1: 15,
  news2: 10,
  gai1: 5,
  gai2: 5,
};

/**
 * .NET's Math.Round rounds half to even (2.5 → 2), and the reference runs on .NET, so nf25 is
 * worth 5 − 2 = 3 points there; JavaScript's Math.round would give 2.
 */
function roundHalfToEven(value: number): number {
  const floor = Math.floor(value);
  const fraction = value - floor;
  if (fraction > 0.5) return floor + 1;
  if (fraction < 0.5) return floor;
  return floor % 2 === 0 ? floor : floor + 1;
}

export function priorityScore(tags: readonly string[]): number {
  let score = 0;
  const distinct = new Set(tags);
  for (const tag of distinct) {
    score += FIXED_POINTS[tag] ?? 0;
    const nf = /^nf(\d\d)$/.exec(tag);
    if (nf) score += Math.max(0, 5 - roundHalfToEven(Number(nf[1]) / 10));
  }
  if (score === 0) {
    if (distinct.has('spec1')) score += 15;
    if (distinct.has('spec2')) score += 5;
  }
  return score;
}
