/**
 * No clause begins with the case particle に, yet in kana text IPADIC reads a clause's first に as
 * one where the kana after it join into a word of their own: にわにはねこがいる came out に | わに |
 * は… for にわ | には (庭 read as 鰐), にほんのふゆ に | ほんの… for にほん | の (日本 read as ほんの
 * "mere"); にわとりがいる was right. Where a clause starts with the particle に
 * and hiragana follow, the kana run is offered starting with each common kana word that begins
 * with に, the rest tokenized again; the particle cannot be right, so the re-cut is kept unless it
 * is clearly worse (`LENIENT_MARGIN`). A kana number in に with its counter is offered too
 * (kanaNumberAndCounter). bench/accuracy's kana text +1 sentence (2323 → 2324), none lost.
 */
import type { Token, Tokenizer } from '../tokenizer';
import { tokenizeAt } from './boundaries';
import { isKanaCounter, KANA_NUMBER } from './kana-counted-number';
import { isCommonKanaWord, kanaWordPiece } from './kana-runs';
import type { Lexicon } from './lexicon';
import type { Recut } from './recut';
import { isSeparator } from './token-run';
import { tokenPiece } from './token-piece';

const NI = 'に';
const HIRAGANA = /^[\u3041-\u3096]+$/;
/** Longest common kana word tried at the clause's start. */
const MAX_WORD_LENGTH = 8;
/** Kept unless the re-cut is worse by half a word: the particle it replaces cannot be right. */
const LENIENT_MARGIN = -0.5;

/** The re-cuts of a clause-initial particle に with the kana after it (usually none). */
export function initialNiRecuts(
  tokens: readonly Token[],
  tokenizer: Tokenizer,
  lexicon: Lexicon,
): Recut[] {
  const result: Recut[] = [];
  for (let index = 0; index + 1 < tokens.length; index++) {
    const token = tokens[index]!;
    // The cheap tests first: one-kana surface, then the particle's class and the clause's start.
    if (token.surface !== NI || token.pos !== '助詞') continue;
    if (index > 0 && !isSeparator(tokens[index - 1]!)) continue;
    let end = index + 1;
    let run = NI;
    while (
      end < tokens.length &&
      tokens[end]!.start === tokens[end - 1]!.end &&
      HIRAGANA.test(tokens[end]!.surface)
    ) {
      run += tokens[end]!.surface;
      end++;
    }
    const counted = kanaNumberAndCounter(token, run, tokenizer, lexicon);
    if (counted) result.push({ from: index, to: end, margin: LENIENT_MARGIN, tokens: counted });
    for (let length = 2; length <= Math.min(MAX_WORD_LENGTH, run.length); length++) {
      const word = run.slice(0, length);
      if (!isCommonKanaWord(word, lexicon)) continue;
      result.push({
        from: index,
        to: end,
        margin: LENIENT_MARGIN,
        tokens: [
          kanaWordPiece(token, word),
          ...tokenizeAt(tokenizer, run.slice(length), token.start + length),
        ],
      });
    }
  }
  return result;
}

/**
 * A kana number that begins with に (二, 二十), then a kana counter: にじゅうにんがきた (二十人が来た)
 * came out に | じゅうにん "ten people", にじゅうさいになった に | じゅうさい. The number and the
 * counter as two tokens (they join as a counted word, kana-number-read-as-word.ts), the rest
 * tokenized again; the longest number first, then shorter ones (にじゅうに|ん is no counter).
 */
function kanaNumberAndCounter(
  first: Token,
  run: string,
  tokenizer: Tokenizer,
  lexicon: Lexicon,
): Token[] | undefined {
  const longest = KANA_NUMBER.exec(run)![0];
  for (let numberLength = longest.length; numberLength >= 3; numberLength--) {
    const number = run.slice(0, numberLength);
    if (KANA_NUMBER.exec(number)![0] !== number) continue;
    for (let counterLength = 3; counterLength >= 2; counterLength--) {
      const counter = run.slice(numberLength, numberLength + counterLength);
      if (counter.length !== counterLength || !isKanaCounter(counter, lexicon)) continue;
      const numberPiece = tokenPiece(first, 0, number, { pos: '名詞', posDetail1: '数' });
      const counterPiece = tokenPiece(first, numberLength, counter, {
        pos: '名詞',
        posDetail1: '接尾',
        posDetail2: '助数詞',
      });
      const restStart = numberLength + counterLength;
      return [
        numberPiece,
        counterPiece,
        ...tokenizeAt(tokenizer, run.slice(restStart), first.start + restStart),
      ];
    }
  }
  return undefined;
}
