/**
 * Provider descriptions as plain text: AniList and Google Books send HTML (`<br>`, `<i>`,
 * entities), VNDB a BBCode dialect (`[url=…]…[/url]`, `[spoiler]…[/spoiler]`). htmlparser2
 * (already used by @goi/extract) does the HTML; spoilers are dropped, not revealed.
 */
import { Parser } from 'htmlparser2';

const MAX_DESCRIPTION = 2000;
const BLOCK_TAGS = new Set(['p', 'div', 'li', 'h1', 'h2', 'h3', 'h4', 'blockquote']);

export function htmlToText(html: string): string {
  let text = '';
  let skipDepth = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'script' || name === 'style') skipDepth++;
        else if (name === 'br') text += '\n';
      },
      ontext(chunk) {
        if (skipDepth === 0) text += chunk;
      },
      onclosetag(name) {
        if (name === 'script' || name === 'style') skipDepth--;
        else if (BLOCK_TAGS.has(name)) text += '\n\n';
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return text;
}

/** VNDB's markup: links keep their text, spoilers go, other tags are unwrapped. */
export function bbcodeToText(bbcode: string): string {
  return bbcode
    .replace(/\[spoiler\][\s\S]*?\[\/spoiler\]/gi, '')
    .replace(/\[url=[^\]]*\]([\s\S]*?)\[\/url\]/gi, '$1')
    .replace(/\[\/?(?:b|i|u|s|quote|raw|code)\]/gi, '');
}

/** Whitespace tidied, blank runs collapsed, cut at a sentence-ish boundary under the limit. */
export function tidyDescription(
  text: string | null | undefined,
  limit = MAX_DESCRIPTION,
): string | null {
  if (!text) return null;
  const tidy = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (!tidy) return null;
  if (tidy.length <= limit) return tidy;
  return `${tidy.slice(0, limit - 1).trimEnd()}…`;
}

export const descriptionFromHtml = (html: string | null | undefined) =>
  tidyDescription(html ? htmlToText(html) : null);
export const descriptionFromBbcode = (bbcode: string | null | undefined) =>
  tidyDescription(bbcode ? bbcodeToText(bbcode) : null);
