/**
 * IPADIC lists some adjectives' く forms as adverbs of their own — 恐ろしく "terribly"
 * (恐ろしく高い), おそろしく — where JMdict has only the adjective (恐ろしい); left an adverb,
 * the token finds no entry and is unknown. Where the dictionary does not know the adverb but lists
 * the form with い as an i-adjective, the token is that adjective's continuative: 恐ろしく寒い
 * and おそろしく長い link 恐ろしい. Adverbs JMdict lists (ひどく, えらく) keep their entry.
 */
import { toHiragana } from '../kana';
import type { Token } from '../tokenizer';
import type { Lexicon } from './lexicon';
import { rewriteTokens } from './rewrite-tokens';

function isUnlistedAdjectiveAdverb(token: Token, lexicon: Lexicon): boolean {
  if (token.pos !== '副詞' || !token.surface.endsWith('く') || token.surface.length < 2)
    return false;
  if (lexicon.lookup(token.surface).length > 0) return false;
  if (lexicon.lookup(toHiragana(token.surface)).length > 0) return false;
  return lexicon
    .lookup(`${token.surface.slice(0, -1)}い`)
    .some(({ entry }) => entry.partsOfSpeech.includes('adj-i'));
}

export function readAdverbKuAsAdjective(
  tokens: readonly Token[],
  lexicon: Lexicon,
): readonly Token[] {
  return rewriteTokens(tokens, (token) => {
    if (!isUnlistedAdjectiveAdverb(token, lexicon)) return undefined;
    const adjective: Token = {
      ...token,
      pos: '形容詞',
      posDetail1: '自立',
      posDetail2: '*',
      posDetail3: '*',
      conjugationType: '形容詞・イ段',
      conjugationForm: '連用テ接続',
      lemma: `${token.surface.slice(0, -1)}い`,
      reading: token.reading === null ? null : `${token.reading.slice(0, -1)}い`,
    };
    return { take: 1, tokens: [adjective] };
  });
}
