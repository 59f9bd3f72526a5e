/** できる written after other words, against a phrase in する read in the potential. */

/**
 * できる after an adverb or a particle is the verb 出来る ("to be made, to turn out, to be able"),
 * not the potential of a phrase JMdict lists in する that the rules reach through it: よく
 * できている "is well made" is よく | できる, not 良くする "to do well" in the potential; この
 * 椅子はよく出来てる, 宿題がよくできる子 likewise. The phrase keeps its plain forms (よくしてくれた
 * is 良くする), and a する-noun is untouched (勉強できる: the noun is looked up, with する as a
 * suffix, not a phrase ending in する). Told by the text, not the tokens: the tokens may have
 * been recut (よく | で | きる).
 */
export function isDekiruReadAsSuruPhrase(
  surface: string,
  lookedUp: string,
  conjugations: readonly string[],
): boolean {
  if (!conjugations.includes('potential') || !lookedUp.endsWith('する')) return false;
  const phrase = lookedUp.slice(0, -2);
  if (phrase === '' || !surface.startsWith(phrase)) return false;
  const rest = surface.slice(phrase.length);
  return rest.startsWith('でき') || rest.startsWith('出来') || rest.startsWith('出き');
}
