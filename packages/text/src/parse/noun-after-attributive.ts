/**
 * No particle follows the attributive な of a na-adjective or a prenoun: a noun does. In kana
 * text IPADIC still reads the kana after one as particles where they also spell a noun:
 * しんせつなかんごし is right, but ゆうめいながかだ came out ゆうめいな | が | か (有名な画家 read as
 * "but" and the question particle), りっぱながかになった likewise (立派な画家). A span that
 * begins with a particle right after such a word joins into a common noun JMdict lists in kana as
 * the text spells it, as the particles cannot be right there.
 * bench/accuracy's kana text 2354 → 2356 sentences, the rest unchanged.
 */
import { isAllHiragana } from '../kana';
import type { Token } from '../tokenizer';
import type { LexiconMatch } from './lexicon';

/** The attributive な (IPADIC: だ in its 体言接続 form) or a prenoun (連体詞). */
function isAttributive(token: Token): boolean {
  return (
    token.pos === '連体詞' ||
    (token.pos === '助動詞' && token.surface === 'な' && token.conjugationForm === '体言接続')
  );
}

export function isNounAfterAttributive(
  span: readonly Token[],
  match: LexiconMatch,
  previous: Token | undefined,
): boolean {
  const first = span[0]!;
  if (first.pos !== '助詞' || previous === undefined || previous.end !== first.start) return false;
  if (!isAttributive(previous) || match.entry.priorityScore <= 0) return false;
  const form = match.entry.forms[match.readingIndex]!;
  return (
    match.entry.partsOfSpeech.includes('n') &&
    form.isKana &&
    span.every((token) => isAllHiragana(token.surface))
  );
}
