/**
 * No clause begins with the case particle に, yet in kana text IPADIC reads a clause's first に as
 * one where the kana after it join into a word of their own: にわにはねこがいる came out に | わに |
 * は… for にわ | には (庭 read as 鰐), にほんのふゆ に | ほんの… for にほん | の (日本 read as ほんの
 * "mere"); にわとりがいる was right. Where a clause starts with the particle に
 * and hiragana follow, the kana run is offered starting with each common kana word that begins
 * with に, the rest tokenized again; the particle cannot be right, so the re-cut is kept unless it
 * is clearly worse (`LENIENT_MARGIN`). bench/accuracy's kana text +1 sentence (2323 → 2324), none lost.
 */
import type { Token, Tokenizer } from '../tokenizer';
import { tokenizeAt } from './boundaries';
import { isCommonKanaWord, kanaWordPiece } from './kana-runs';
import type { Lexicon } from './lexicon';
import type { Recut } from './recut';
import { isSeparator } from './token-run';

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
