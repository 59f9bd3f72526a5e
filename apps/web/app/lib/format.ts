const integerFormat = new Intl.NumberFormat('en-US');

export function formatInteger(value: number): string {
  return integerFormat.format(Math.round(value));
}

/** "12 h 30 min" for reading a number of characters at a reading speed (characters per hour). */
export function readingDuration(characters: number, charactersPerHour: number): string {
  const minutes = Math.round((characters / Math.max(1, charactersPerHour)) * 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** 1536 → "1.5 KB": a file's size for people. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
