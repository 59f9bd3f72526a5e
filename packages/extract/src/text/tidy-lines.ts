/**
 * The shape every extractor returns: `\n` line ends (CRLF and lone CR from old Mac files become
 * LF), no trailing spaces, no empty lines, no blank lines at either end. Blank lines carry no
 * vocabulary, and sentence splitting downstream only needs the line breaks.
 */
export function tidyLines(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v\u00a0]+$/u, ''))
    .filter((line) => line.trim() !== '')
    .join('\n');
}

/** Lines in, the text of one document out. */
export function joinLines(lines: Iterable<string>): string {
  return tidyLines([...lines].join('\n'));
}
