/** Word ids from a text file: one per line (the export format) or a JSON array. */
export function parseWordIdFile(text: string): number[] {
  const trimmed = text.trim();
  const values: unknown[] = trimmed.startsWith('[')
    ? (JSON.parse(trimmed) as unknown[])
    : trimmed.split(/\s+/).filter(Boolean).map(Number);
  const ids = values.filter(
    (value): value is number => Number.isInteger(value) && (value as number) > 0,
  );
  const bad = values.length - ids.length;
  if (bad === 1) throw new Error('1 entry of the file is not a word id');
  if (bad > 1) throw new Error(`${bad} entries of the file are not word ids`);
  return ids;
}
