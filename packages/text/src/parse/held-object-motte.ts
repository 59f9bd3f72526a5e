import type { Token } from '../tokenizer';

/**
 * Verbs after 持って that make it "holding, carrying": the te-form's helpers of state and
 * direction (持っている, 持っておく, 持っていらっしゃる) and verbs of going somewhere (持って出かける,
 * 持って帰る). Both spellings of the lemma, as the tokenizer gives kana text its kana lemma.
 */
const AFTER_HOLDING = new Set([
  'いる',
  'おる',
  'いらっしゃる',
  'おく',
  '置く',
  'しまう',
  'いく',
  '行く',
  'ゆく',
  'くる',
  '来る',
  'まいる',
  '参る',
  'でかける',
  '出かける',
  '出掛ける',
  'かえる',
  '帰る',
  'でる',
  '出る',
  'はいる',
  '入る',
  'あるく',
  '歩く',
  'はしる',
  '走る',
  'にげる',
  '逃げる',
  'もどる',
  '戻る',
  'あがる',
  '上がる',
  'おりる',
  '降りる',
]);

/**
 * The object particle and 持って before a verb of state or motion is を | 持って "holding", not
 * JMdict's expression をもって "by means of, with": せんせいがかばんをもっていらっしゃる,
 * かさをもってでかけた (傘を持って出かけた), じしょをもってかえる. The expression introduces a
 * manner or a means for what the clause does (じしんをもってこたえた 自信をもって答えた, しょめんを
 * もってつうちする 書面をもって通知する), and a means does not go out or stay: after these verbs
 * the thing is held. True for the span を|もっ|て before such a verb.
 */
export function isHeldObjectMotte(span: readonly Token[], next: Token | undefined): boolean {
  if (span.length !== 3 || next === undefined) return false;
  const [particle, verb, te] = span as [Token, Token, Token];
  return (
    particle.surface === 'を' &&
    particle.pos === '助詞' &&
    verb.pos === '動詞' &&
    (verb.lemma === 'もつ' || verb.lemma === '持つ') &&
    te.surface === 'て' &&
    next.pos === '動詞' &&
    next.lemma !== null &&
    AFTER_HOLDING.has(next.lemma)
  );
}
