/**
 * JMdict's ある人 "a certain person" begins with the adnominal ある; after a noun and の the ある
 * is the verb of a relative clause, the の marking its subject: 度胸のある人 "a person with
 * nerve", 車の免許のある人 "someone with a driving licence", 持病のある人. There ある | 人 stay
 * two words, the verb and the noun (in kana too, のあるひと). IPADIC tags that ある a verb, and so it does after any
 * particle, so the verb tag alone does not tell; after が the adnominal is as likely (彼がある人に
 * 会った "he met a certain person"), and ある日/ある時 after の are often "one day (of summer)",
 * 夏のある日, so only ある人 after の is held apart.
 */
import type { Token } from '../tokenizer';

export function isRelativeClauseAruHito(
  span: readonly Token[],
  previous: Token | undefined,
): boolean {
  if (span.length !== 2 || previous === undefined || previous.end !== span[0]!.start) return false;
  const [aru, hito] = span as [Token, Token];
  return (
    aru.surface === 'ある' &&
    aru.pos === '動詞' &&
    (hito.surface === '人' || hito.surface === 'ひと') &&
    previous.surface === 'の' &&
    previous.pos === '助詞'
  );
}
