import { ExtractionError } from '../extraction-error';
import { containsKana } from '../text/japanese-characters';
import { joinLines } from '../text/tidy-lines';
import type { ExtractedDocument, InputFile, SkippedItem, SubtitleOptions } from '../types';
import { assEventText } from './ass-text';
import { collapseRepeats } from './collapse-repeats';
import type { Cue } from './cue';
import { classifyLine, mainStyleOf } from './line-kinds';
import { parseAss, type AssEvent } from './parse-ass';
import { parseSrt } from './parse-srt';
import { parseVtt } from './parse-vtt';

export type SubtitleFormat = 'srt' | 'vtt' | 'ass' | 'ssa';

/** Dialogue text of a subtitle file, one line per cue line, without timings or markup. */
export function extractSubtitles(
  file: InputFile,
  text: string,
  format: SubtitleFormat,
  options: SubtitleOptions = {},
): ExtractedDocument {
  const skipped: SkippedItem[] = [];
  let cues: Cue[];
  if (format === 'srt' || format === 'vtt') {
    cues = format === 'srt' ? parseSrt(text) : parseVtt(text);
    if (cues.length === 0) {
      throw new ExtractionError(
        file.name,
        `no subtitle cues were found (no timing line such as ${format === 'srt' ? '00:00:01,000 --> 00:00:02,000' : '00:01.000 --> 00:02.000'}); is it really a ${format.toUpperCase()} file?`,
      );
    }
  } else {
    cues = assCues(file, text, options, skipped);
  }
  return {
    text: joinLines(collapseRepeats(cues).map((cue) => cue.text)),
    format,
    ...(skipped.length > 0 ? { skipped } : {}),
  };
}

function assCues(
  file: InputFile,
  text: string,
  options: SubtitleOptions,
  skipped: SkippedItem[],
): Cue[] {
  const all = parseAss(text);
  if (all.length === 0) {
    throw new ExtractionError(
      file.name,
      'no dialogue was found (no [Events] section with Dialogue lines); is it really an ASS/SSA file?',
    );
  }
  let events = withKaraokeSources(all);
  const mainStyle = mainStyleOf(events);
  for (const kind of ['sign', 'song'] as const) {
    const exclude = kind === 'sign' ? options.excludeSigns : options.excludeSongs;
    if (!exclude) continue;
    const left = events.filter((event) => classifyLine(event, mainStyle) !== kind);
    if (left.length < events.length) {
      skipped.push({
        name: `${events.length - left.length} lines`,
        reason: `${kind}s are excluded by the options`,
      });
    }
    events = left;
  }
  const cues = events.map((event) => ({ ...event, text: assEventText(event.rawText) }));
  return dropStylesWithoutJapanese(cues, skipped);
}

/**
 * Aegisub's karaoke templater keeps each original lyric as a `Comment` with effect `karaoke` and
 * generates `Dialogue` events with effect `fx`, often one per syllable (か, ぜ, に…). When both
 * are present the originals are the text and the generated fragments are dropped.
 */
function withKaraokeSources(events: readonly AssEvent[]): AssEvent[] {
  const isFx = (event: AssEvent): boolean =>
    event.kind === 'dialogue' && event.effect.trim().toLowerCase() === 'fx';
  const isSource = (event: AssEvent): boolean =>
    event.kind === 'comment' && event.effect.trim().toLowerCase() === 'karaoke';
  const templated = events.some(isFx) && events.some(isSource);
  return events.filter((event) =>
    templated
      ? isSource(event) || (event.kind === 'dialogue' && !isFx(event))
      : event.kind === 'dialogue',
  );
}

/**
 * Bilingual scripts carry a translation in its own style (`EN`, `CN`). A style none of whose
 * lines has kana is dropped when another style has some: kana, not kanji, because a Chinese
 * track is all kanji. The price: a sign style whose only lines are kanji (「東京駅」) goes too,
 * and is listed in `skipped`.
 */
function dropStylesWithoutJapanese<T extends Cue & { style: string }>(
  cues: T[],
  skipped: SkippedItem[],
): T[] {
  const linesByStyle = new Map<string, { total: number; withKana: number }>();
  for (const cue of cues) {
    if (cue.text.trim() === '') continue;
    const stats = linesByStyle.get(cue.style) ?? { total: 0, withKana: 0 };
    stats.total++;
    if (containsKana(cue.text)) stats.withKana++;
    linesByStyle.set(cue.style, stats);
  }
  if (![...linesByStyle.values()].some((stats) => stats.withKana > 0)) return cues;
  const dropped = new Set<string>();
  for (const [style, stats] of linesByStyle) {
    if (stats.withKana > 0) continue;
    dropped.add(style);
    skipped.push({
      name: `style "${style}"`,
      reason: `none of its ${stats.total} lines has Japanese text (a translation track)`,
    });
  }
  return cues.filter((cue) => !dropped.has(cue.style));
}
