import { parseTimingLine, type Cue } from './cue';
import { stripMarkup } from './strip-markup';

/**
 * SubRip: blocks of a number, a `00:00:01,000 --> 00:00:02,000` line and text lines, separated
 * by blank lines. The number is not trusted (files renumbered by hand skip or repeat them); a
 * timing line starts a cue and its text runs to the next blank line.
 */
export function parseSrt(text: string): Cue[] {
  const cues: Cue[] = [];
  let current: { start: number; end: number; lines: string[] } | undefined;
  const finish = (): void => {
    if (current)
      cues.push({
        start: current.start,
        end: current.end,
        text: stripMarkup(current.lines.join('\n')),
      });
    current = undefined;
  };
  for (const line of text.split('\n')) {
    const timing = parseTimingLine(line);
    if (timing) {
      finish();
      current = { ...timing, lines: [] };
    } else if (line.trim() === '') {
      finish();
    } else if (current) {
      current.lines.push(line);
    }
  }
  finish();
  return cues;
}
