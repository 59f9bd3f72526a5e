import { matchQuotePairs } from './quote-pairs';

export interface TextSpan {
  start: number;
  end: number;
}

/**
 * The spans of text inside quotes (「」『』“”〝〟), marks excluded, of any length and across lines
 * (the reference's cap of 200 characters dropped long speeches). A quote nested in another is
 * part of the outer span, so the spans never overlap; they are sorted and never empty.
 */
export function dialogueRanges(text: string): TextSpan[] {
  const pairs = matchQuotePairs(text).sort((a, b) => a.open - b.open);
  const ranges: TextSpan[] = [];
  let coveredUntil = -1;
  for (const pair of pairs) {
    if (pair.close <= coveredUntil) continue;
    coveredUntil = pair.close;
    if (pair.close > pair.open + 1) ranges.push({ start: pair.open + 1, end: pair.close });
  }
  return ranges;
}
