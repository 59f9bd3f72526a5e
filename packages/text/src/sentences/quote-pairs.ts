/**
 * Quote marks that enclose speech or quoted text: 「」 and 『』 as in the reference, plus “” and
 * 〝〟 (〝〞), which Japanese text uses for quotations and emphasis, e.g. 〝先生〟と呼んだ. Straight
 * quotes (") are left out: they do not say which side they are on.
 */
const CLOSERS_OF: Record<string, readonly string[]> = {
  '「': ['」'],
  '『': ['』'],
  '“': ['”'],
  '〝': ['〟', '〞'],
};
const OPENER_OF: Record<string, readonly string[]> = {};
for (const [opener, closers] of Object.entries(CLOSERS_OF)) {
  for (const closer of closers) OPENER_OF[closer] = [...(OPENER_OF[closer] ?? []), opener];
}

export function isOpeningQuote(char: string): boolean {
  return CLOSERS_OF[char] !== undefined;
}

export function isClosingQuote(char: string): boolean {
  return OPENER_OF[char] !== undefined;
}

export interface QuotePair {
  /** Index of the opening mark. */
  open: number;
  /** Index of the closing mark. */
  close: number;
}

/**
 * Pairs the quote marks of `text[start, end)` like brackets, nesting included: in
 * 「彼は『行く』と言った」 both pairs are found. An unmatched opener is ignored (its quote never
 * closes), and so is a closer with no opener; a closer whose opener is deeper in the stack closes
 * it and drops the unmatched openers above it (「あ『い」 pairs 「…」). Linear time.
 * Pairs come in the order of their closing marks.
 */
export function matchQuotePairs(text: string, start = 0, end = text.length): QuotePair[] {
  const pairs: QuotePair[] = [];
  const stack: number[] = [];
  const openCount = new Map<string, number>();
  for (let index = start; index < end; index++) {
    const char = text[index]!;
    if (isOpeningQuote(char)) {
      stack.push(index);
      openCount.set(char, (openCount.get(char) ?? 0) + 1);
      continue;
    }
    const openers = OPENER_OF[char];
    if (!openers?.some((opener) => (openCount.get(opener) ?? 0) > 0)) continue;
    // Pop unmatched openers until ours; each opener is popped once, so this stays linear.
    while (stack.length > 0) {
      const open = stack.pop()!;
      const opener = text[open]!;
      openCount.set(opener, openCount.get(opener)! - 1);
      if (openers.includes(opener)) {
        pairs.push({ open, close: index });
        break;
      }
    }
  }
  return pairs;
}
