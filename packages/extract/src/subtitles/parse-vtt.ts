import { parseTimingLine, type Cue } from './cue';
import { stripMarkup } from './strip-markup';

/**
 * WebVTT: a `WEBVTT` header block, then blocks separated by blank lines. NOTE, STYLE and REGION
 * blocks carry no dialogue. A cue block has an optional identifier line, the timing line (with
 * optional settings such as `line:0 align:start`) and its text.
 */
export function parseVtt(text: string): Cue[] {
  const cues: Cue[] = [];
  for (const block of text.split(/\n(?:[ \t]*\n)+/)) {
    const lines = block.split('\n');
    while (lines.length > 0 && lines[0]!.trim() === '') lines.shift();
    const first = lines[0]?.trim() ?? '';
    if (/^(WEBVTT|NOTE|STYLE|REGION)(\s|$)/.test(first)) continue;
    const timingIndex = lines.findIndex((line) => line.includes('-->'));
    if (timingIndex < 0 || timingIndex > 1) continue;
    const timing = parseTimingLine(lines[timingIndex]!);
    if (!timing) continue;
    cues.push({ ...timing, text: stripMarkup(lines.slice(timingIndex + 1).join('\n')) });
  }
  return cues;
}
