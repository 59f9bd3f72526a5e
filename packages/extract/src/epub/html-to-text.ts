import { Parser } from 'htmlparser2';

export interface HtmlText {
  /** The readable text, one block element or `<br>` per line. */
  text: string;
  /** The first heading (`<h1>`…`<h6>`), a fallback chapter title. */
  heading?: string;
}

/** Elements whose content is not part of the reading text. */
const DROPPED = new Set([
  'head',
  'title',
  'script',
  'style',
  'noscript',
  'template',
  'rt',
  'rp',
  'rtc',
]);

const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'caption',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * Text of an (X)HTML chapter. Ruby is reduced to its base text, because the reading in `<rt>`
 * would otherwise be counted as words: `<ruby>漢字<rt>かんじ</rt></ruby>` gives 漢字, not
 * 漢字かんじ. Scripts, styles and the head are dropped; entities are decoded by the parser.
 */
export function htmlToText(html: string): HtmlText {
  const out: string[] = [];
  let dropDepth = 0;
  let preDepth = 0;
  let headingDepth = 0;
  let headingText = '';
  let heading: string | undefined;

  const parser = new Parser(
    {
      onopentag(name) {
        if (DROPPED.has(name)) dropDepth++;
        if (name === 'pre') preDepth++;
        if (HEADINGS.has(name)) headingDepth++;
        if (BLOCKS.has(name) || name === 'br') out.push('\n');
      },
      onclosetag(name) {
        if (DROPPED.has(name)) dropDepth = Math.max(0, dropDepth - 1);
        if (name === 'pre') preDepth = Math.max(0, preDepth - 1);
        if (HEADINGS.has(name)) {
          headingDepth = Math.max(0, headingDepth - 1);
          if (headingDepth === 0 && heading === undefined && headingText.trim() !== '') {
            heading = collapseSpaces(headingText).trim();
          }
        }
        if (BLOCKS.has(name)) out.push('\n');
      },
      ontext(text) {
        if (dropDepth > 0) return;
        // Source line breaks inside a paragraph are layout, not text; <pre> keeps its own.
        out.push(preDepth > 0 ? text : collapseSpaces(text));
        if (headingDepth > 0) headingText += text;
      },
    },
    {
      decodeEntities: true,
      lowerCaseTags: true,
      lowerCaseAttributeNames: true,
      recognizeSelfClosing: true,
    },
  );
  parser.write(html);
  parser.end();

  const text = out
    .join('')
    .split('\n')
    .map((line) => joinJapaneseAcrossSpaces(line.replace(/^[ \t]+|[ \t]+$/g, '')))
    .filter((line) => line !== '')
    .join('\n');
  return heading === undefined ? { text } : { text, heading };
}

function collapseSpaces(text: string): string {
  return text.replace(/[ \t\n\r\f]+/g, ' ');
}

/**
 * A source line break between two Japanese characters became a space above; Japanese has no
 * spaces between words, so `彼は\n言った` in the markup is 彼は言った on the page.
 */
function joinJapaneseAcrossSpaces(line: string): string {
  return line.replace(
    /([\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u3000-\u303f\uff01-\uff60ー]) (?=[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u3000-\u303f\uff01-\uff60ー])/gu,
    '$1',
  );
}
