/** A verb IPADIC knows whole in the passive or causative, against another verb in that voice. */
import type { SpanContext } from './resolve';

const VOICES = new Set(['passive', 'causative']);

/**
 * A verb IPADIC knows whole in the passive or causative is that verb, not another verb the rules
 * reach by reading the voice inside the token: IPADIC reads 頭がいかれてる as いかれる "to be
 * broken" (one token), which the rules also reach as 行く in the passive; 子をプールで泳がせる is
 * 泳がせる, 雨雲が空を曇らせる 曇らせる, not 泳ぐ, 曇る in the causative. Where IPADIC cuts the
 * voice off (行わ | れ), its lemma is the base verb and nothing changes. Not the potential, which
 * `isPotentialOfAnotherVerb` (candidates.ts) weighs lightly: IPADIC lemmatizes なる's potential
 * なれ to なれる, the kana of 慣れる (measured with it: 気にはなれなかった turned to 慣れる). Only the
 * entry: the lattice weighs the span's best score as before. −30 outweighs a common verb's
 * priority against the listed verb's lemma bonus.
 */
const VOICE_OF_ANOTHER_VERB_PREFERENCE = -30;

export function voiceOfAnotherVerbPreference(
  context: SpanContext,
  lookedUp: string,
  conjugations: readonly string[],
): number {
  const { headLemma, headIndex, tokens } = context;
  // The head first: a phrase around it (先を越される) is not another verb; nor is する's stem in
  // a する-verb (忙殺される), whose lemma is する whatever the noun.
  if (headIndex !== 0 || headLemma === null || headLemma === lookedUp || headLemma === 'する')
    return 0;
  return tokens[0]!.pos === '動詞' && conjugations.some((step) => VOICES.has(step))
    ? VOICE_OF_ANOTHER_VERB_PREFERENCE
    : 0;
}
