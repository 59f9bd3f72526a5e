/**
 * 何 "how many" in kana before a counter IPADIC does not cut off: it reads the kana into other
 * words, none of them なん and a counter. なんぼんのびん (何本の瓶) comes out なんぼ "how much" | ん…,
 * なんこかう (何個買う) なん (なる) | こか…, なんぷんまつ (何分待つ) なん | ぷんまつ as an unknown run.
 * Where a hiragana run begins with なん and a kana counter (kana-counted-number's isKanaCounter:
 * ほん, こ, ふん, びょう…), and the tokens are not already なん | counter, the run is offered again as
 * なん, the counter and the rest of the counter's token tokenized anew; the two then join as
 * kana-nan-counter.ts joins なん | さつ. The re-cut is weighed on its clause and kept only where it
 * is cheaper (`MARGIN`): なんきょく (南極) and なんだい (難題) stay the nouns IPADIC reads. A run that
 * begins with a particle or adverb IPADIC reads is left alone: なんて | きみ "you, of all people" is
 * not 何滴, なんか | いい not 何回 (without that test the kana text lost なんて | きみ).
 * bench/accuracy's kana text 2356 → 2357 sentences (何発もの), the rest unchanged.
 */
import type { Token, Tokenizer } from '../tokenizer';
import { counterPieces, hiraganaRun } from './kana-counter-pieces';
import { isKanaCounter } from './kana-counted-number';
import type { Lexicon } from './lexicon';
import type { Recut } from './recut';
import { COMMON_NOUN_FEATURES, tokenPiece } from './token-piece';

const HIRAGANA = /^[\u3041-\u3096]+$/;
/** Longest run of tokens read for なん and its counter (なんぼ | ん). */
const MAX_TOKENS = 3;
/** Kept where the clause is cheaper at all: a tie keeps IPADIC's cut. */
const MARGIN = 0;

export function kanaNanCounterRecuts(
  tokens: readonly Token[],
  tokenizer: Tokenizer,
  lexicon: Lexicon,
): Recut[] {
  const result: Recut[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    // Cheap tests first: this runs at every token.
    if (!token.surface.startsWith('なん') || !HIRAGANA.test(token.surface)) continue;
    // A particle or adverb IPADIC reads is a word of its own: なんて | きみ is not 何滴.
    if (token.pos !== '名詞' && token.pos !== '動詞') continue;
    const run = hiraganaRun(tokens, index, MAX_TOKENS);
    const recut = nanCounterRecut(tokens, index, run, tokenizer, lexicon);
    if (recut) result.push(recut);
  }
  return result;
}

function nanCounterRecut(
  tokens: readonly Token[],
  index: number,
  run: string,
  tokenizer: Tokenizer,
  lexicon: Lexicon,
): Recut | undefined {
  const first = tokens[index]!;
  for (let counterLength = 3; counterLength >= 1; counterLength--) {
    const counter = run.slice(2, 2 + counterLength);
    if (counter.length !== counterLength || !isKanaCounter(counter, lexicon)) continue;
    const counterEnd = first.start + 2 + counterLength;
    let last = index;
    while (tokens[last]!.end < counterEnd) last++;
    // IPADIC's own なん | counter, or one word over both (なんきょく 南極): nothing to offer.
    if (first.surface === 'なん' && tokens[last]!.end === counterEnd) return undefined;
    // Nor a counter where IPADIC begins a particle or auxiliary: なん | だろう is not 何打.
    if (first.surface === 'なん' && isGrammarWord(tokens[index + 1]!)) return undefined;
    if (first.end === counterEnd) return undefined;
    const nan = tokenPiece(first, 0, 'なん', {
      ...COMMON_NOUN_FEATURES,
      posDetail1: '代名詞',
      lemma: '何',
      reading: 'なん',
    });
    const pieces = counterPieces(tokens, index, 2, counter, tokenizer);
    return { from: index, to: pieces.last + 1, margin: MARGIN, tokens: [nan, ...pieces.tokens] };
  }
  return undefined;
}

function isGrammarWord(token: Token): boolean {
  return token.pos === '助詞' || token.pos === '助動詞';
}
