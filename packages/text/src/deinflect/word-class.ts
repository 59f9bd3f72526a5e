/**
 * Whether a deinflected candidate's word class fits a JMdict entry's parts of speech. This is the
 * check the reference lacks: without it 行いた would reach 行く (v5k-s conjugates 行った), and
 * した would reach a godan す verb as well as する.
 */
import { ANY_WORD_CLASS } from './engine';

/**
 * JMdict codes that also accept a word class besides the identical code. Everything else must
 * match exactly: v5k ≠ v5k-s (行く), v5r ≠ v5r-i (ある), v1 ≠ vk (来る), adj-i ≠ adj-ix (いい).
 */
const ALSO_ACCEPTED_BY: Readonly<Record<string, readonly string[]>> = {
  // 勉強した → 勉強する (vs-i): JMdict lists the noun 勉強 with `vs`, so a caller that looks up
  // the noun without する checks it against vs.
  'vs-i': ['vs'],
  // 死ぬ is tagged vn ("irregular nu verb") beside v5n; in modern Japanese it conjugates as v5n.
  v5n: ['vn'],
  // Auxiliary adjectives (ない, たい, らしい) conjugate as i-adjectives.
  'adj-i': ['aux-adj'],
};

/**
 * True when an entry with these JMdict part-of-speech codes can be the dictionary form of a
 * deinflection of class `wordClass`. ANY_WORD_CLASS (the unchanged text) fits every entry.
 */
export function matchesPartOfSpeech(wordClass: string, jmdictPosCodes: readonly string[]): boolean {
  if (wordClass === ANY_WORD_CLASS) return true;
  const accepted = ALSO_ACCEPTED_BY[wordClass] ?? [];
  return jmdictPosCodes.some((code) => code === wordClass || accepted.includes(code));
}
