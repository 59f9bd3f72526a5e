import type { Token } from '../tokenizer';

/**
 * A kanji noun with に that JMdict also lists as an adverb in another reading of the kanji is the
 * noun and the particle before a verb: 外に出る, 庭の外に干す are そと | に, the place the verb goes
 * to or acts at, not the adverb 外に ほかに "besides", whose reading the kanji may also take
 * (`readsAsWithDictionaryReadings`). IPADIC reads the kanji そと there, and a verb right after the
 * に is where the place belongs. Not after より: より外に仕方がない, 君より外にいない are ほかに, "other
 * than". True for the span noun | に whose entry reads otherwise than IPADIC's tokens.
 */
export function isPlaceBeforeVerb(
  span: readonly Token[],
  next: Token | undefined,
  previous: Token | undefined,
): boolean {
  if (span.length !== 2) return false;
  const [noun, particle] = span as [Token, Token];
  return (
    noun.pos === '名詞' &&
    particle.surface === 'に' &&
    particle.pos === '助詞' &&
    next?.pos === '動詞' &&
    next.posDetail1 === '自立' &&
    previous?.surface !== 'より'
  );
}
