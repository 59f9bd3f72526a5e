/**
 * The words of an ASS event. Override blocks `{\b1\pos(640,80)}` go (and `{comments}` with
 * them). Text in drawing mode (`{\p1}m 0 0 l 100 0 100 100{\p0}`) is vector shapes, not words,
 * and goes too. `\N` and `\n` are line breaks, `\h` a non-breaking space.
 */
export function assEventText(rawText: string): string {
  let drawing = false;
  let out = '';
  for (const piece of rawText.split(/(\{[^}]*\})/)) {
    if (piece.startsWith('{') && piece.endsWith('}')) {
      for (const match of piece.matchAll(/\\p(\d+)/g)) drawing = Number(match[1]) > 0;
      continue;
    }
    if (!drawing) out += piece;
  }
  return out.replace(/\\[Nn]/g, '\n').replace(/\\h/g, ' ');
}

/** Karaoke timing tags (`\k`, `\K`, `\kf`, `\ko`) mark sung lines. */
export function hasKaraokeTags(rawText: string): boolean {
  return /\{[^}]*\\(?:k|K|kf|ko)\d/.test(rawText);
}

/** Positioned or moving text is typesetting more often than dialogue. */
export function isPositioned(rawText: string): boolean {
  return /\{[^}]*\\(?:pos|move)\(/.test(rawText);
}
