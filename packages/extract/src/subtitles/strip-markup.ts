import { Parser } from 'htmlparser2';

/**
 * SubRip and WebVTT cue text to plain text: `<i>`, `<font color=…>`, `<c.yellow>`, `<v Speaker>`
 * and karaoke timestamps (`<00:00:01.500>`) go, entities are decoded, and ruby keeps only its base
 * (`<ruby>本気<rt>マジ</rt></ruby>` → 本気). SRT files converted from ASS often keep override
 * tags like `{\an8}`; those go too. Line breaks and spaces are kept: in dialogue a space often
 * separates two phrases (ごめん 待った？).
 */
export function stripMarkup(text: string): string {
  const withoutTags = text.replace(/\{\\[^}]*\}/g, '').replace(/<\d[\d:.]*>/g, '');
  let dropDepth = 0;
  let out = '';
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'rt' || name === 'rp') dropDepth++;
        if (name === 'br') out += '\n';
      },
      onclosetag(name) {
        if (name === 'rt' || name === 'rp') dropDepth = Math.max(0, dropDepth - 1);
      },
      ontext(chunk) {
        if (dropDepth === 0) out += chunk;
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(withoutTags);
  parser.end();
  return out.replace(/\u200e|\u200f/g, '');
}
