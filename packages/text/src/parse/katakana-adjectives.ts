/**
 * Slang adjectives written in katakana with a kana い (ウザい, キモい, エモい) are listed in JMdict
 * but not in IPADIC, which reads the katakana as a noun and glues the い to the kana after it:
 * ウザ|いよ|ね (い read as the imperative of いる), エモ|いね (稲). Where the dictionary lists the
 * katakana + い as an adjective, that is the word (in its plain form, the only one spelled with
 * い), and the kana after the い is tokenized again: ウザい|よ|ね, エモい|ね. Said longer before
 * its い (エモーい, キモーーい: IPADIC エモー | い) it is the same adjective: the token keeps the
 * stretch in its surface, its lemma is the listed adjective, and the parser links it by that
 * lemma (`isStretchedKatakanaAdjective`), as no dictionary key spells the stretch.
 */
import { toHiragana } from '../kana';
import type { Token, Tokenizer } from '../tokenizer';
import { tokenizeAfter } from './boundaries';
import type { Lexicon } from './lexicon';
import { endsClip } from './clipped-adjective';
import { ADJECTIVE_STEM } from './clipped-sugi';
import { rewriteTokens } from './rewrite-tokens';
import { PLAIN_ADJECTIVE_FEATURES, tokenPiece } from './token-piece';

const KATAKANA = /^[\u30a1-\u30fa\u30fc]{2,}$/;

/** The stem without the stretch said before its い (ヤバーい, ウザーーい): ヤバ, ウザ. */
function unstretched(stem: string): string {
  return stem.replace(/ー+$/, '');
}

function isKatakanaAdjective(stem: Token, next: Token | undefined, lexicon: Lexicon): boolean {
  return (
    next !== undefined &&
    next.start === stem.end &&
    next.surface.startsWith('い') &&
    KATAKANA.test(stem.surface) &&
    lexicon
      .lookup(`${unstretched(stem.surface)}い`)
      .some(({ entry }) => entry.partsOfSpeech.includes('adj-i'))
  );
}

/**
 * Clipped to its stem as an exclamation (スゴっ, ダサっ, スゴ…), the katakana is the adjective
 * as すごっ is すごい (clipped-adjective.ts), not the noun its kana spell (やば 矢場, すご): IPADIC
 * does not know the katakana stem, and reads it as a noun. It is retagged the adjective's stem,
 * lemma the listed adjective in katakana or kana (スゴい, すごい), to be linked by that lemma.
 */
function clippedKatakanaStem(
  token: Token,
  next: Token | undefined,
  lexicon: Lexicon,
): Token | null {
  // Only a token IPADIC does not know: カラー, ウー are words of their own before a mark.
  if (token.pos !== '名詞' || token.lemma !== null || !endsClip(next)) return null;
  if (!KATAKANA.test(token.surface)) return null;
  const stem = unstretched(token.surface);
  const lemma = [`${stem}い`, `${toHiragana(stem)}い`].find((text) =>
    lexicon.lookup(text).some(({ entry }) => entry.partsOfSpeech.includes('adj-i')),
  );
  if (lemma === undefined) return null;
  return { ...token, ...ADJECTIVE_STEM, lemma, isUnknown: false };
}

/** Whether the token `at` is such an adjective said longer (エモーい), to be linked by its lemma. */
export function isStretchedKatakanaAdjective(tokens: readonly Token[], at: number): boolean {
  const token = tokens[at]!;
  return (
    token.pos === '形容詞' &&
    token.lemma !== null &&
    token.lemma !== token.surface &&
    KATAKANA.test(token.lemma.slice(0, -1)) &&
    `${unstretched(token.surface.slice(0, -1))}い` === token.lemma
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
    const clipped = clippedKatakanaStem(token, next, lexicon);
    if (clipped) return { take: 1, tokens: [clipped] };
    if (!isKatakanaAdjective(token, next, lexicon)) return undefined;
    const surface = `${token.surface}い`;
    const lemma = `${unstretched(token.surface)}い`;
    const adjective = tokenPiece(token, 0, surface, {
      ...PLAIN_ADJECTIVE_FEATURES,
      lemma,
      reading: toHiragana(lemma),
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
