/**
 * Aozora Bunko text files: the body without the header (title, author, the notation legend
 * between dashed lines) and the footer (底本：… and the credits), and the body split on its
 * chapter headings. Ruby 《》 and notes ［＃…］ are left for the parser's normalizer, which
 * reads them; a ｜ with no ruby after it is dropped (the corpus copy lost some readings:
 * 一番｜獰悪な was 一番｜獰悪《どうあく》な).
 */

export interface AozoraChapter {
  title: string;
  text: string;
}

const DASHES = /^-{10,}\s*$/;
const FOOTER = /^底本[：:]/;

/** The body of an Aozora Bunko text, header and footer removed. */
export function aozoraBody(text: string): string {
  const lines = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  let start = 0;
  const firstDashes = lines.findIndex((line) => DASHES.test(line));
  if (firstDashes !== -1) {
    const secondDashes = lines.findIndex((line, index) => index > firstDashes && DASHES.test(line));
    if (secondDashes !== -1) start = secondDashes + 1;
  } else {
    // No legend: the title and author lines come first, then a blank line.
    const blank = lines.findIndex((line) => line.trim() === '');
    start = blank === -1 ? 0 : blank + 1;
  }
  let end = lines.findIndex((line, index) => index >= start && FOOTER.test(line));
  if (end === -1) end = lines.length;
  return lines
    .slice(start, end)
    .join('\n')
    .replace(/｜(?=[^《｜\n]*(?:｜|\n|$))/g, '')
    .trim();
}

/**
 * Splits a body into chapters at the lines `isHeading` accepts; the heading becomes the title.
 * Text before the first heading is kept as a chapter titled `prefaceTitle` when it has words.
 * Lines `dropLine` accepts (section numbers inside a part) are left out of the text.
 */
export function splitAozoraChapters(
  body: string,
  isHeading: (line: string) => boolean,
  dropLine: (line: string) => boolean = () => false,
  prefaceTitle = '序',
): AozoraChapter[] {
  const chapters: AozoraChapter[] = [];
  let current: { title: string; lines: string[] } = { title: prefaceTitle, lines: [] };
  const flush = () => {
    const text = current.lines.join('\n').replace(/^\s*\n|\n\s*$/g, '');
    if (text.trim()) chapters.push({ title: current.title, text });
  };
  for (const line of body.split('\n')) {
    if (isHeading(line.trim())) {
      flush();
      current = { title: line.trim(), lines: [] };
    } else if (!dropLine(line.trim())) {
      current.lines.push(line);
    }
  }
  flush();
  return chapters;
}

/** 一, 十一, 百二: a line that is only a number in kanji (chapter or section numbers). */
export function isKanjiNumberLine(line: string): boolean {
  return /^[一二三四五六七八九十百]+$/.test(line);
}
