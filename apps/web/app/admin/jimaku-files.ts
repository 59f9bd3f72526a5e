/**
 * The file list of "Add from Jimaku" (issue 19): which of an entry's files are sent, and in what
 * order. Filters narrow what is shown; checkboxes pick; the files sent are those picked AND shown,
 * in the list's order (each becomes "Episode N", an archive's members in their own order).
 */
import type { JimakuFile } from '@goi/contracts';
import { moveItem } from './list-order';

export interface JimakuFileRow {
  key: string;
  file: JimakuFile;
  picked: boolean;
}

export interface FileFilters {
  prefix: string;
  suffix: string;
  /** A JavaScript regular expression, case-insensitive. */
  regex: string;
  /** Hides files whose NAME marks another language. Only a hint: the server also reads the text. */
  japaneseOnly: boolean;
}

export const noFilters: FileFilters = { prefix: '', suffix: '', regex: '', japaneseOnly: false };

export function rowsOf(files: readonly JimakuFile[]): JimakuFileRow[] {
  return files.map((file, index) => ({ key: `${index}:${file.url}`, file, picked: true }));
}

/**
 * Tags uploaders put in names for Chinese or English tracks: "Show.S01E01.zh.ass", "[CHS]",
 * "简体", "繁體", ".en.srt", "English". A Japanese track is "…ja.srt", "[JPN]" or untagged.
 */
const OTHER_LANGUAGE =
  /(^|[^a-z])(zh|chs|cht|sc|tc|gb|big5|chi|chinese|en|eng|english)([^a-z]|$)|简|繁|簡|中文|双语|雙語/i;

export function looksNonJapanese(name: string): boolean {
  return OTHER_LANGUAGE.test(name.replace(/\.[^.]+$/, ''));
}

/** The regex, or the problem with it ("Unterminated group") to show beside the field. */
export function compileFilter(source: string): RegExp | string | null {
  if (!source.trim()) return null;
  try {
    return new RegExp(source, 'i');
  } catch (error) {
    return (error as Error).message;
  }
}

/** Whether a file's name passes the filters (prefix and suffix ignore case; a bad regex hides nothing). */
export function passesFilters(name: string, filters: FileFilters): boolean {
  const lower = name.toLowerCase();
  if (filters.prefix && !lower.startsWith(filters.prefix.toLowerCase())) return false;
  if (filters.suffix && !lower.endsWith(filters.suffix.toLowerCase())) return false;
  const regex = compileFilter(filters.regex);
  if (regex instanceof RegExp && !regex.test(name)) return false;
  if (filters.japaneseOnly && looksNonJapanese(name)) return false;
  return true;
}

export function visibleRows(rows: readonly JimakuFileRow[], filters: FileFilters): JimakuFileRow[] {
  return rows.filter((row) => passesFilters(row.file.name, filters));
}

/** The files to send, in order. */
export function chosenFiles(
  rows: readonly JimakuFileRow[],
  filters: FileFilters,
): { name: string; url: string }[] {
  return visibleRows(rows, filters)
    .filter((row) => row.picked)
    .map((row) => ({ name: row.file.name, url: row.file.url }));
}

/**
 * Moves a row within the filtered view: the shown row at `from` takes the place of the shown row
 * at `to` in the full list, so hidden rows keep their places.
 */
export function moveShown(
  rows: readonly JimakuFileRow[],
  shown: readonly JimakuFileRow[],
  from: number,
  to: number,
): JimakuFileRow[] {
  const source = shown[from];
  const target = shown[to];
  if (!source || !target) return [...rows];
  return moveItem(
    rows,
    rows.findIndex((row) => row.key === source.key),
    rows.findIndex((row) => row.key === target.key),
  );
}

/** Natural name order: "Ep 2" before "Ep 10". */
export function sortByName(rows: readonly JimakuFileRow[]): JimakuFileRow[] {
  return [...rows].sort((a, b) =>
    a.file.name.localeCompare(b.file.name, 'en', { numeric: true, sensitivity: 'base' }),
  );
}

/** Picks (or unpicks) every shown row; hidden rows keep their state. */
export function pickShown(
  rows: readonly JimakuFileRow[],
  shown: readonly JimakuFileRow[],
  picked: boolean,
): JimakuFileRow[] {
  const keys = new Set(shown.map((row) => row.key));
  return rows.map((row) => (keys.has(row.key) ? { ...row, picked } : row));
}
