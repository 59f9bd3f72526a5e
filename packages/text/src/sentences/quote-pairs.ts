/**
 * Quote marks that enclose speech or quoted text: 「」 and 『』 as in the reference, plus “” and
 * 〝〟 (〝〞), which Japanese text uses for quotations and emphasis, e.g. 〝先生〟と呼んだ. Straight
 * quotes (") are left out: they do not say which side they are on.
 */
const OPENER_OF_CLOSER = new Map<number, number>([
  [0x300d, 0x300c], // 」 closes 「
  [0x300f, 0x300e], // 』 closes 『
  [0x201d, 0x201c], // ” closes “
  [0x301f, 0x301d], // 〟 closes 〝
  [0x301e, 0x301d], // 〞 closes 〝
]);
const OPENERS = new Set(OPENER_OF_CLOSER.values());

export function isOpeningQuote(char: string): boolean {
  return char.length === 1 && OPENERS.has(char.charCodeAt(0));
}

export function isClosingQuote(char: string): boolean {
  return char.length === 1 && isClosingQuoteCode(char.charCodeAt(0));
}

export function isClosingQuoteCode(code: number): boolean {
  return OPENER_OF_CLOSER.has(code);
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
  const openCount = new Map<number, number>();
  for (let index = start; index < end; index++) {
    const code = text.charCodeAt(index);
    // Every quote mark is in U+201C–U+301F; one comparison skips the rest of the text.
    if (code < 0x201c || code > 0x301f) continue;
    if (OPENERS.has(code)) {
      stack.push(index);
      openCount.set(code, (openCount.get(code) ?? 0) + 1);
      continue;
    }
    const opener = OPENER_OF_CLOSER.get(code);
    if (opener === undefined || !openCount.get(opener)) continue;
    // Pop unmatched openers until ours; each opener is popped once, so this stays linear.
    while (stack.length > 0) {
      const open = stack.pop()!;
      const popped = text.charCodeAt(open);
      openCount.set(popped, openCount.get(popped)! - 1);
      if (popped === opener) {
        pairs.push({ open, close: index });
        break;
      }
    }
  }
  return pairs;
}
