/**
 * A small vowel that repeats the vowel of the kana before it stretches the word in casual
 * writing: inside it (あまぁい, さむぅい: inner-stretch.ts) or at its end. At the end it is either
 * the word's own last vowel written small (たのしぃ, さみしぃ are たのしい, さみしい) or a stretch
 * after it (いかないでぇ, はやくぅ are いかないで, はやく said longer); IPADIC knows neither (さみし | ぃ,
 * はや | くぅ). The clause is offered tokenized again both ways, each token keeping its
 * place in the text; the parser keeps a re-cut only where its words are clearly fewer (recut.ts).
 */
import type { Token, Tokenizer } from '../tokenizer';
import type { Recut } from './recut';

/** The hiragana of each vowel: the small vowel, the full one, then the kana that end in it. */
const VOWEL_ROWS = [
  'ぁあかがさざただなはばぱまやゃらわ',
  'ぃいきぎしじちぢにひびぴみり',
  'ぅうくぐすずつづぬふぶぷむゆゅる',
  'ぇえけげせぜてでねへべぺめれ',
  'ぉおこごそぞとどのほぼぽもよょろを',
];

/** A small vowel after a kana of its own vowel (ごぉ, わぁ): a stretch, not a loanword's syllable. */
export function isSmallVowelStretch(before: string, small: string): boolean {
  return VOWEL_ROWS.some((row) => row[0] === small && row.includes(before, 1));
}

/**
 * The clause (its text and each character's offset in the line, `end` its end) re-cut where it
 * ends in a small vowel that stretches the kana before it: with ぃ full-size, and without the
 * vowel, the last token then spanning it.
 */
export function finalSmallVowelRecuts(
  from: number,
  to: number,
  clause: { text: string; offsets: number[]; end: number },
  tokenizer: Tokenizer,
): Recut[] {
  const { text, offsets, end } = clause;
  const last = text.length - 1;
  if (last < 1 || !isSmallVowelStretch(text[last - 1]!, text[last]!)) return [];
  const place = (origin: number[]) => (token: Token) => ({
    ...token,
    start: origin[token.start]!,
    end: origin[token.end]!,
  });
  const recuts: Recut[] = [];
  // Small ぃ for an adjective's own い (うれしぃ); other vowels after their kana are a stretch.
  if (text[last] === 'ぃ')
    recuts.push({
      from,
      to,
      tokens: tokenizer.tokenize(`${text.slice(0, last)}い`).map(place([...offsets, end])),
    });
  // The stretch joins the word before it; after a sentence-final particle it is tone, as IPADIC's
  // own cut already has it (行くよぉ is 行く | よ).
  const rest = tokenizer.tokenize(text.slice(0, last)).map(place([...offsets.slice(0, last), end]));
  if (rest.length > 0 && rest[rest.length - 1]!.posDetail1 !== '終助詞')
    recuts.push({ from, to, tokens: rest });
  return recuts;
}
