import { parseFurigana } from '@goi/text';

/** The plain text of a furigana string (`食[た]べる` → `食べる`), for accessible names. */
export function furiganaPlain(furigana: string): string {
  return parseFurigana(furigana)
    .map((segment) => segment.text)
    .join('');
}
