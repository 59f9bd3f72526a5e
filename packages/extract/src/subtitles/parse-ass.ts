import { parseTimestamp } from './cue';

/** One `Dialogue:` or `Comment:` line of an ASS/SSA `[Events]` section, text still tagged. */
export interface AssEvent {
  kind: 'dialogue' | 'comment';
  start: number;
  end: number;
  style: string;
  /** The Name/Actor field, which typesetters also use to mark signs. */
  actor: string;
  effect: string;
  rawText: string;
}

/** The column order when a file has no Format line (ASS v4.00+). */
const DEFAULT_FORMAT = [
  'layer',
  'start',
  'end',
  'style',
  'name',
  'marginl',
  'marginr',
  'marginv',
  'effect',
  'text',
];

/**
 * The events of an Advanced SubStation (`.ass`) or SubStation Alpha (`.ssa`) script. Only
 * `[Events]` matters: script info, styles, embedded fonts and graphics carry no dialogue. Columns
 * are read by the section's `Format:` line; the text is the last column and may hold commas.
 */
export function parseAss(text: string): AssEvent[] {
  const events: AssEvent[] = [];
  let section = '';
  let format = DEFAULT_FORMAT;
  for (const rawLine of text.split('\n')) {
    const line = rawLine.trim();
    if (line.startsWith('[') && line.endsWith(']')) {
      section = line.slice(1, -1).trim().toLowerCase();
      continue;
    }
    if (section !== 'events') continue;
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1);
    if (key === 'format') {
      format = value.split(',').map((field) => field.trim().toLowerCase());
    } else if (key === 'dialogue' || key === 'comment') {
      const event = readEvent(key, value, format);
      if (event) events.push(event);
    }
  }
  return events;
}

function readEvent(kind: AssEvent['kind'], value: string, format: string[]): AssEvent | undefined {
  const fields: string[] = [];
  let rest = value.trimStart();
  for (let index = 0; index < format.length - 1; index++) {
    const comma = rest.indexOf(',');
    if (comma < 0) return undefined;
    fields.push(rest.slice(0, comma).trim());
    rest = rest.slice(comma + 1);
  }
  fields.push(rest);
  const field = (name: string): string => fields[format.indexOf(name)] ?? '';
  const start = parseTimestamp(field('start'));
  const end = parseTimestamp(field('end'));
  if (start === undefined || end === undefined) return undefined;
  return {
    kind,
    start,
    end,
    style: field('style').replace(/^\*/, ''),
    actor: field('name') || field('actor'),
    effect: field('effect'),
    rawText: field('text'),
  };
}
