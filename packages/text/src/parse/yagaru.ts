/**
 * IPADIC cuts the rude auxiliary やがる after て into the particle や (or the verb やる) and the
 * suffix がる (浮気して|や|がっ|た, 寝て|や|がる), and its imperative やがれ into や and a noun
 * がれ (待って|や|がれ, 見て|や|がれ); put it back together as the dependent verb it is. After a
 * verb's continuative (ふざけやがって) it stays apart: JMdict lists some such verbs whole
 * (言いやがる), and its examples mark the stem alone (寝返り | やがった).
 */
import type { Token } from '../tokenizer';
import { isTeParticle } from './glue';
import { rewriteTokens } from './rewrite-tokens';

function isGaru(token: Token | undefined): token is Token {
  return token !== undefined && (token.lemma === 'がる' || token.surface === 'がれ');
}

function yagaru(ya: Token, garu: Token): Token {
  const imperative = garu.surface === 'がれ';
  return {
    ...garu,
    surface: ya.surface + garu.surface,
    start: ya.start,
    pos: '動詞',
    posDetail1: '非自立',
    lemma: 'やがる',
    reading: garu.reading === null ? null : `や${garu.reading}`,
    ...(imperative ? { conjugationType: '五段・ラ行', conjugationForm: '命令ｅ' } : {}),
  };
}

export function joinYagaru(tokens: readonly Token[]): readonly Token[] {
  return rewriteTokens(tokens, (token, index, output, outputLength) => {
    const next = tokens[index + 1];
    if (
      token.surface !== 'や' ||
      (token.pos !== '助詞' && token.lemma !== 'やる') ||
      !isGaru(next) ||
      next.start !== token.end ||
      !isTeParticle(output[outputLength - 1])
    )
      return undefined;
    return { take: 2, tokens: [yagaru(token, next)] };
  });
}
