import type { Token } from '../tokenizer';
import { rewriteTokens } from './rewrite-tokens';

/**
 * 何にも before a negative is なんにも "(not) anything at all": 何にも食べていない "hasn't eaten a
 * thing", 何にも言わずに出ていった, 何にも聞こえません. IPADIC reads 何 as なに everywhere, so the
 * span 何|に|も agreed with JMdict's なににも "everything", an entry spelled alike with no
 * priority, though the word is a negative polarity adverb in that position (なににも stays
 * before no negative: 何にも代えがたい). Where a negative follows in the clause, 何 takes the
 * reading なん and the span reads as the adverb JMdict lists (1613730). A clause here ends at
 * punctuation.
 */
function isNegative(token: Token): boolean {
  if (token.pos === '助動詞')
    return token.lemma === 'ない' || token.lemma === 'ぬ' || token.lemma === 'ん';
  return token.pos === '形容詞' && token.lemma === 'ない';
}

function followsNegative(tokens: readonly Token[], from: number): boolean {
  for (let index = from; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (token.pos === '記号') return false;
    if (isNegative(token)) return true;
  }
  return false;
}

function startsNanimo(tokens: readonly Token[], index: number): boolean {
  const nani = tokens[index]!;
  // Cheap test first: this runs at every token of every clause.
  if (nani.surface !== '何') return false;
  const ni = tokens[index + 1];
  const mo = tokens[index + 2];
  return (
    nani.reading === 'なに' &&
    ni?.surface === 'に' &&
    ni.pos === '助詞' &&
    mo?.surface === 'も' &&
    mo.pos === '助詞' &&
    ni.start === nani.end &&
    mo.start === ni.end
  );
}

export function readNannimo(tokens: readonly Token[]): readonly Token[] {
  return rewriteTokens(tokens, (token, index) =>
    startsNanimo(tokens, index) && followsNegative(tokens, index + 3)
      ? { take: 1, tokens: [{ ...token, reading: 'なん' }] }
      : undefined,
  );
}
