import type { Cue } from './cue';

/**
 * Karaoke effects and layered typesetting repeat one line in many events: the same lyric split
 * into per-syllable highlights (`{\k20}か{\k30}ぜ` ten times over), or a sign drawn in three
 * layers for its border, blur and fill. Once tags are gone these are the same text in events
 * whose times overlap or touch, and they are kept once. The same words said again after a pause
 * (「はい」… 「はい」) are separate events with a gap between them, and both stay.
 *
 * Cues come back in time order, which also puts signs that files append at the end in place.
 */
export function collapseRepeats<T extends Cue>(cues: readonly T[]): T[] {
  const ordered = cues
    .map((cue, index) => ({ cue, index }))
    .sort((a, b) => a.cue.start - b.cue.start || a.index - b.index);
  const shownUntil = new Map<string, number>();
  const kept: T[] = [];
  for (const { cue } of ordered) {
    const key = cue.text.replace(/\s+/g, ' ').trim();
    if (key === '') continue;
    const until = shownUntil.get(key);
    if (until === undefined || cue.start > until) {
      kept.push(cue);
      shownUntil.set(key, cue.end);
    } else {
      shownUntil.set(key, Math.max(until, cue.end));
    }
  }
  return kept;
}
