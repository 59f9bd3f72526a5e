/**
 * An adjective clipped to its stem as an exclamation is the adjective: すごっ！ is すごい, 高っ
 * 高い, うまーっ うまい (the reference's table writes ヤバい for ヤバ～). IPADIC reads the stem
 * right (高, lemma 高い, the ガル接続 form), but standing alone the stem is also a dictionary key
 * of its own, and the resolver links that key: 守護 すご "protection", 馬 うま "horse", 矢場 やば
 * "archery range". Where nothing but a mark, a stretch or the line's end follows the stem (the
 * emphasis っ is a mark by then, emphasis.ts), no other word can be meant. Only the link changes,
 * as for a stranded stem: parser.ts links it to its lemma's entry after the path is chosen
 * (`lemmaCandidate`).
 */
import type { Token } from '../tokenizer';

/** What may follow the clip: nothing, a mark or punctuation, or a stretch (ー, ～). */
export function endsClip(next: Token | undefined): boolean {
  return next === undefined || next.pos === '記号' || /^[ー〜～]+$/.test(next.surface);
}

/** Whether the token `at` is an adjective's stem standing alone as an exclamation. */
export function isClippedAdjective(tokens: readonly Token[], at: number): boolean {
  const token = tokens[at]!;
  return (
    token.pos === '形容詞' &&
    token.conjugationForm === 'ガル接続' &&
    !token.isUnknown &&
    endsClip(tokens[at + 1])
  );
}
