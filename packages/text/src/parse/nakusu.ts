/**
 * The verb なくす "to lose" in kana before the contracted てしまう (ちゃう, ちまう), which IPADIC
 * reads as the adjective ない's なく and する's し: 財布をなくしちゃった, 傘もなくしちまった come out
 * なく | し | ちゃっ | た. Before other endings IPADIC finds the verb (なくした, なくしちゃ). The
 * adjective heads no such phrase after a particle or at a clause's start; after a noun it is the
 * ない of 仕方なく, which IPADIC tags an auxiliary, and it stays apart (仕方なく | しちゃった).
 */
import type { Token } from '../tokenizer';

function isAdjectiveNaku(token: Token, previous: Token | undefined): boolean {
  return (
    token.surface === 'なく' &&
    token.pos === '形容詞' &&
    token.lemma === 'ない' &&
    (previous === undefined || previous.pos === '助詞' || previous.pos === '記号')
  );
}

function isShiBeforeChau(shi: Token | undefined, after: Token | undefined): boolean {
  return (
    shi?.surface === 'し' &&
    shi.lemma === 'する' &&
    (after?.lemma === 'ちゃう' || after?.lemma === 'ちまう')
  );
}

export function joinNakusu(tokens: readonly Token[]): readonly Token[] {
  if (!tokens.some((token) => token.surface === 'なく')) return tokens;
  const result: Token[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    const shi = tokens[index + 1];
    if (
      isAdjectiveNaku(token, tokens[index - 1]) &&
      isShiBeforeChau(shi, tokens[index + 2]) &&
      shi!.start === token.end
    ) {
      result.push({
        ...shi!,
        surface: 'なくし',
        start: token.start,
        posDetail1: '自立',
        conjugationType: '五段・サ行',
        conjugationForm: '連用形',
        lemma: 'なくす',
        reading: 'なくし',
      });
      index++;
    } else result.push(token);
  }
  return result;
}
