/**
 * In kana text a noun and the particle after it may spell a rarer noun the dictionary lists in
 * kanji, and the lattice, counting words, takes the one word: たかいやまがある came out やまが 山家
 * "mountain cottage" for やま | が, and so did このやまがいちばんたかい. A noun IPADIC read, then a case
 * or binding particle, joined into a noun not usually written in kana and ranking worse than 5,000
 * on every form (particle-recut.ts's `isRareInKana`) is no candidate: the noun and its particle are
 * the likelier reading, as after a noun a particle that begins a rare word is (ねこ | は | にわ, not
 * はにわ). An expression or adverb spelled so stays (じぶんで 自分で, いまこそ, しずかに: each lost
 * a kana-text sentence when counted). bench/accuracy's kana text +1 sentence, none lost.
 */
import { isAllHiragana } from '../kana';
import type { Token } from '../tokenizer';
import type { Candidate } from './candidates';
import type { LexiconEntry } from './lexicon';
import { isRareInKana } from './particle-recut';

/** A noun rare in kana; an expression or adverb spelled so (自分で, 今こそ, 静かに) is not one. */
function isRareNoun(entry: LexiconEntry): boolean {
  const { partsOfSpeech } = entry;
  return (
    partsOfSpeech.includes('n') &&
    !partsOfSpeech.some((pos) => pos === 'exp' || pos.startsWith('adv')) &&
    isRareInKana(entry)
  );
}

/** Whether a two-token candidate (the caller tests the span) joins such a noun and particle. */
export function joinsNounAndParticle(tokens: readonly Token[], candidate: Candidate): boolean {
  const noun = tokens[candidate.from]!;
  const particle = tokens[candidate.from + 1]!;
  return (
    particle.pos === '助詞' &&
    (particle.posDetail1 === '格助詞' || particle.posDetail1 === '係助詞') &&
    noun.pos === '名詞' &&
    isAllHiragana(noun.surface) &&
    isAllHiragana(particle.surface) &&
    isRareNoun(candidate.match.entry)
  );
}
