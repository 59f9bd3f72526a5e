/** One subtitle event with its text already reduced to plain lines. */
export interface Cue {
  /** Milliseconds from the start of the video. */
  start: number;
  end: number;
  text: string;
}

const TIMESTAMP = /^(?:(\d+):)?(\d{1,2}):(\d{1,2})(?:[.,](\d{1,3}))?$/;

/**
 * `01:02:03,456` (SubRip), `02:03.456` or `01:02:03.456` (WebVTT), `1:02:03.45` (ASS
 * centiseconds) → milliseconds; undefined when the text is not a timestamp.
 */
export function parseTimestamp(text: string): number | undefined {
  const match = TIMESTAMP.exec(text.trim());
  if (!match) return undefined;
  const [, hours = '0', minutes = '0', seconds = '0', fraction = '0'] = match;
  const milliseconds = Number(fraction.padEnd(3, '0'));
  return ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000 + milliseconds;
}

/** The `start --> end` line of SubRip and WebVTT (WebVTT may add cue settings after it). */
export function parseTimingLine(line: string): { start: number; end: number } | undefined {
  const arrow = line.indexOf('-->');
  if (arrow < 0) return undefined;
  const start = parseTimestamp(line.slice(0, arrow));
  const end = parseTimestamp(
    line
      .slice(arrow + 3)
      .trim()
      .split(/\s+/)[0] ?? '',
  );
  return start === undefined || end === undefined ? undefined : { start, end };
}
