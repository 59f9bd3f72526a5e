/**
 * 言う written in kana, where IPADIC reads another verb.
 *
 * The potential いえ (いえない, いえた, いえます) is 言える "can say": IPADIC lemmatizes it to いえる,
 * its kana spelling of 癒える "to heal", and the rules then also reach 居る with the "be able to"
 * える (居得る), which the kana-text preference picked: ほんとうのことはいえなかった, それはだれにも
 * いえません were "could not be". The token's lemma becomes いう, as 言えない's becomes 言う, so that
 * the potential of 言う is the head's own reading.
 */
import type { Token } from '../tokenizer';

function isKanaPotentialOfSay(token: Token): boolean {
  return token.surface === 'いえ' && token.lemma === 'いえる' && token.pos === '動詞';
}

export function readKanaSaying(tokens: readonly Token[]): readonly Token[] {
  let result: Token[] | null = null;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (token.surface.length !== 2 || !isKanaPotentialOfSay(token)) continue;
    result ??= [...tokens];
    result[index] = { ...token, lemma: 'いう' };
  }
  return result ?? tokens;
}
