/**
 * Slang adjectives written in katakana with a kana い (ウザい, キモい, エモい) are listed in JMdict
 * but not in IPADIC, which reads the katakana as a noun and glues the い to the kana after it:
 * ウザ|いよ|ね (い read as the imperative of いる), エモ|いね (稲). Where the dictionary lists the
 * katakana + い as an adjective, that is the word (in its plain form, the only one spelled with
 * い), and the kana after the い is tokenized again: ウザい|よ|ね, エモい|ね.
 */
import { toHiragana } from '../kana';
import type { Token, Tokenizer } from '../tokenizer';
import { tokenizeAfter } from './boundaries';
import type { Lexicon } from './lexicon';
import { rewriteTokens } from './rewrite-tokens';
import { PLAIN_ADJECTIVE_FEATURES, tokenPiece } from './token-piece';

const KATAKANA = /^[\u30a1-\u30fa\u30fc]{2,}$/;

function isKatakanaAdjective(stem: Token, next: Token | undefined, lexicon: Lexicon): boolean {
  return (
    next !== undefined &&
    next.start === stem.end &&
    next.surface.startsWith('い') &&
    KATAKANA.test(stem.surface) &&
    lexicon.lookup(`${stem.surface}い`).some(({ entry }) => entry.partsOfSpeech.includes('adj-i'))
  );
}

/** An i-adjective the kana after a katakana adjective is tokenized after (tokenizeAfter). */
const STAND_IN = 'よい';

export function repairKatakanaAdjectives(
  tokens: readonly Token[],
  tokenizer: Tokenizer,
  lexicon: Lexicon,
): readonly Token[] {
  return rewriteTokens(tokens, (token, index) => {
    const next = tokens[index + 1];
    if (!isKatakanaAdjective(token, next, lexicon)) return undefined;
    const surface = `${token.surface}い`;
    const adjective = tokenPiece(token, 0, surface, {
      ...PLAIN_ADJECTIVE_FEATURES,
      lemma: surface,
      reading: `${toHiragana(token.surface)}い`,
    });
    return {
      take: 2,
      tokens: [
        adjective,
        ...tokenizeAfter(tokenizer, STAND_IN, next!.surface.slice(1), next!.start + 1),
      ],
    };
  });
}
