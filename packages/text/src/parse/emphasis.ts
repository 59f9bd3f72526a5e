/**
 * A small っ at the end of an utterance is emphasis, not a sound change: 心配するなっ！,
 * 書きなさいよっ。, 可愛いっ！！. IPADIC reads the word before it as a verb stem (なっ → なる,
 * よっ → よる, 可愛|いっ → いう). Such a stretch is tokenized again without the っ, and the っ
 * becomes a mark between words (a gap, like punctuation).
 */
import type { Token, Tokenizer } from '../tokenizer';
import { tokenizeAt } from './boundaries';
import { SYMBOL_FEATURES } from './token-piece';
import { isSeparator } from './token-run';

const SOKUON = /[っッ]$/;

/** A token whose final っ is emphasis: nothing that a っ-stem attaches to follows it. */
function endsInEmphasis(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  if (!SOKUON.test(token.surface) || token.surface.length < 2) return false;
  // あっ, えっ, おっ: interjections are spelled with their っ.
  if (token.pos === '感動詞' || token.pos === 'フィラー') return false;
  const next = tokens[index + 1];
  return next === undefined || isSeparator(next);
}

function emphasisMark(token: Token): Token {
  return {
    surface: token.surface.slice(-1),
    start: token.end - 1,
    end: token.end,
    ...SYMBOL_FEATURES,
    isUnknown: false,
  };
}

export function repairEmphasis(tokens: readonly Token[], tokenizer: Tokenizer): Token[] {
  let result: Token[] | undefined;
  let stretchStart = 0;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (isSeparator(token)) {
      result?.push(token);
      stretchStart = index + 1;
      continue;
    }
    const next = tokens[index + 1];
    if (
      (token.surface === 'っ' || token.surface === 'ッ') &&
      (next === undefined || isSeparator(next))
    ) {
      // A っ of its own at the end (行くぞ|っ): the mark alone.
      result ??= tokens.slice(0, index);
      result.push(emphasisMark(token));
      continue;
    }
    if (!endsInEmphasis(tokens, index)) {
      result?.push(token);
      continue;
    }
    // Tokenize the stretch since the last separator again, without the っ.
    // The stretch's tokens before this one were copied already, unless this is the first repair.
    if (result) result.length -= index - stretchStart;
    else result = tokens.slice(0, stretchStart);
    let text = '';
    for (let at = stretchStart; at <= index; at++) text += tokens[at]!.surface;
    result.push(...tokenizeAt(tokenizer, text.slice(0, -1), tokens[stretchStart]!.start));
    result.push(emphasisMark(token));
    stretchStart = index + 1;
  }
  return result ?? [...tokens];
}
