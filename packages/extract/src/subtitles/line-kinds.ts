import { hasKaraokeTags, isPositioned } from './ass-text';
import type { AssEvent } from './parse-ass';

export type LineKind = 'dialogue' | 'sign' | 'song';

/**
 * Which ASS events are signs (on-screen text: 「東京駅」 on a station board, a letter, an episode
 * title) or songs, for callers that want spoken dialogue only. ASS has no field for this, so we
 * follow the conventions fansub and typesetting tools use:
 *
 * - song: the style or actor name has a word such as OP, ED, opening, ending, insert, song,
 *   lyrics, karaoke, kara or kfx (`OP-JP`, `ED_Kanji`), or the text carries karaoke tags (`\k`);
 * - sign: the style or actor name has a word such as sign, signs, TS, typeset(ting), screen or
 *   title (`Sign-Station`, `TS`), or the event is positioned or moving (`\pos`, `\move`) while its
 *   style is not the file's main dialogue style (the one with the most events).
 *
 * A sign typeset in the main style with no such name is taken for dialogue; better to keep a
 * sign than to drop a line someone says.
 */
export function classifyLine(event: AssEvent, mainStyle: string | undefined): LineKind {
  const words = nameWords(`${event.style} ${event.actor}`);
  if (SONG_WORDS.some((word) => words.has(word)) || hasKaraokeTags(event.rawText)) return 'song';
  if (SIGN_WORDS.some((word) => words.has(word))) return 'sign';
  if (isPositioned(event.rawText) && event.style !== mainStyle) return 'sign';
  return 'dialogue';
}

const SONG_WORDS = [
  'op',
  'ed',
  'opening',
  'ending',
  'insert',
  'song',
  'lyrics',
  'lyric',
  'karaoke',
  'kara',
  'kfx',
];
const SIGN_WORDS = ['sign', 'signs', 'ts', 'typeset', 'typesetting', 'screen', 'title'];

/** `Sign-Station_01` → {sign, station}; `OPRomaji` → {op, romaji}; `TypesetMain` → {typeset, main}. */
function nameWords(names: string): Set<string> {
  return new Set(
    names
      .replace(/([a-z])(?=[A-Z])|([A-Z])(?=[A-Z][a-z])/g, '$1$2 ')
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word !== ''),
  );
}

/** The style with the most events: where the dialogue is. */
export function mainStyleOf(events: readonly AssEvent[]): string | undefined {
  const counts = new Map<string, number>();
  for (const event of events) counts.set(event.style, (counts.get(event.style) ?? 0) + 1);
  let main: string | undefined;
  let most = 0;
  for (const [style, count] of counts) {
    if (count > most) {
      main = style;
      most = count;
    }
  }
  return main;
}
