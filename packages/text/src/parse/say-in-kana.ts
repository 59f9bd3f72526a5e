/**
 * 言う written in kana, where IPADIC reads another verb.
 *
 * The potential いえ (いえない, いえた, いえます) is 言える "can say": IPADIC lemmatizes it to いえる,
 * its kana spelling of 癒える "to heal", and the rules then also reach 居る with the "be able to"
 * える (居得る), which the kana-text preference picked: ほんとうのことはいえなかった, それはだれにも
 * いえません were "could not be". The token's lemma becomes いう, as 言えない's becomes 言う, so that
 * the potential of 言う is the head's own reading.
 *
 * いっ before て, た is 行っ or 言っ, and IPADIC picks one by connection costs alone. The word
 * just before it says which: a quotation (だめだといって, いやだっていった) or a manner of saying
 * (そういって, なんていった) is 言う; a destination or a limit (がっこうへいって, えきまでいった) is
 * 行く. Without one of these, IPADIC's choice stands (に is both: ともだちにいった "told a friend").
 */
import type { Token } from '../tokenizer';
import { rewriteTokens } from './rewrite-tokens';

const SAY: Partial<Token> = { lemma: 'いう', conjugationType: '五段・ワ行促音便' };
const GO: Partial<Token> = { lemma: 'いく', conjugationType: '五段・カ行促音便' };

/** Words after which いっ is 言っ: a quotation's と or って, a manner of saying. */
const SAYING_BEFORE = new Set(['と', 'って', 'そう', 'こう', 'ああ', 'どう', 'なんて']);
/** Particles after which いっ is 行っ: a destination or a limit. */
const GOING_BEFORE = new Set(['へ', 'まで']);

function isKanaPotentialOfSay(token: Token): boolean {
  return token.surface === 'いえ' && token.lemma === 'いえる' && token.pos === '動詞';
}

/** 行っ or 言っ as the word before shows, or null when it shows neither or agrees already. */
function itteByWordBefore(token: Token, before: Token | undefined): Partial<Token> | null {
  if (token.surface !== 'いっ' || token.pos !== '動詞' || before === undefined) return null;
  if (before.end !== token.start) return null;
  if (token.lemma === 'いく' && SAYING_BEFORE.has(before.surface)) {
    // と is the quotation's particle, not "with" (ともだちといった "went with a friend").
    if (before.surface === 'と' && before.posDetail2 !== '引用') return null;
    return SAY;
  }
  if (token.lemma === 'いう' && GOING_BEFORE.has(before.surface) && before.pos === '助詞')
    return GO;
  return null;
}

export function readKanaSaying(tokens: readonly Token[]): readonly Token[] {
  return rewriteTokens(tokens, (token, index) => {
    // The cheap test first: this runs at every token.
    if (token.surface.length !== 2) return undefined;
    const change = isKanaPotentialOfSay(token)
      ? { lemma: 'いう' }
      : itteByWordBefore(token, tokens[index - 1]);
    return change === null ? undefined : { take: 1, tokens: [{ ...token, ...change }] };
  });
}
