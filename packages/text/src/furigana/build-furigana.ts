import { toHiragana } from '../kana';
import { align } from './align';
import { CharClass, classifyCharacters, splitCharacters } from './char-class';
import { formatFurigana } from './format';
import type { KanjiReadingLookup } from './kanji-candidates';

export interface FuriganaResult {
  /**
   * `食[た]べる`, `今日[きょう]`; a kana-only form is returned as it is. Text outside the
   * brackets keeps the form's spelling (カタカナ混[ま]じり read かたかなまじり, ラーメン屋[や] read
   * らあめんや), so `furiganaToKana` gives the reading up to script, ー and ゝ.
   */
  furigana: string;
  /**
   * True when each kanji carries its own reading (日[に]本[ほん], 食[た]べる), false when some
   * kanji share one (今日[きょう]) or the form could not be aligned.
   */
  perKanji: boolean;
  /**
   * `plain`: nothing to annotate (kana only). `aligned`: the kana of the form match the reading.
   * `fallback`: they do not (食べる read たべれ), so the whole form carries the whole reading.
   */
  alignment: 'plain' | 'aligned' | 'fallback';
}

/**
 * Furigana for one written form and its reading: `食べる` + `たべる` → `食[た]べる`. Kanji
 * readings from the lookup (KANJIDIC2) let runs of kanji split per kanji: 日[に]本[ほん].
 * Throws on an empty form, on an empty reading of a form that needs one, and on `[` or `]`,
 * which the format reserves.
 */
export function buildFurigana(
  form: string,
  reading: string,
  kanjiReadings?: KanjiReadingLookup,
): FuriganaResult {
  if (form.length === 0) throw new Error(`Furigana: the form is empty (reading "${reading}")`);
  if (/[[\]]/.test(form) || /[[\]]/.test(reading))
    throw new Error(`Furigana: "[" and "]" are reserved (form "${form}", reading "${reading}")`);
  const chars = splitCharacters(form);
  const classes = classifyCharacters(chars);
  if (!classes.includes(CharClass.Base))
    return { furigana: form, perKanji: true, alignment: 'plain' };
  if (reading.length === 0) throw new Error(`Furigana: the reading of "${form}" is empty`);

  const alignment = align(chars, classes, reading, kanjiReadings);
  if (alignment === undefined) {
    return {
      furigana: wholeFormFallback(chars, classes, reading),
      perKanji: false,
      alignment: 'fallback',
    };
  }
  return {
    furigana: formatFurigana(alignment.segments),
    perKanji: alignment.perKanji,
    alignment: 'aligned',
  };
}

/**
 * `form[reading]`, except that kana leading the form which the reading starts with stay plain:
 * a ruby base never starts with kana in this format, so `お茶を飲む[おちゃをのみ]` would be read
 * as お + 茶を飲む[おちゃをのみ]. We write `お茶を飲む[ちゃをのみ]` instead.
 */
function wholeFormFallback(
  chars: readonly string[],
  classes: readonly CharClass[],
  reading: string,
): string {
  const form = chars.join('');
  const hiragana = toHiragana(reading);
  let matched = 0;
  while (classes[matched] !== CharClass.Base && toHiragana(chars[matched]!) === hiragana[matched])
    matched++;
  // Trim only up to a base character and only if some reading is left for it; a leading kana the
  // reading does not start with (お茶 read ごちゃ) cannot be expressed in this format at all.
  if (classes[matched] !== CharClass.Base || matched === reading.length)
    return `${form}[${reading}]`;
  const prefix = chars.slice(0, matched).join('');
  return `${prefix}${form.slice(prefix.length)}[${reading.slice(matched)}]`;
}
