/**
 * The topic particle は swallowed by the kana word after it (particle-recut.ts offers the cut). In
 * kana text IPADIC reads は and the kana after it as one word where that word can follow a noun
 * with no particle: おとうと | はしった (走った) for おとうと | は | しった "he knew", あね |
 * はしりません for は | しりません, いぬ | はち (鉢) for は | ち | を "the blood". A noun with
 * no particle before a verb, or before a noun of a kana or two and its own particle, is rare in
 * writing; the topic は there is the likely reading though it costs a word more. Not after a
 * noun that stands as an adverb (あした | はれる "it clears up tomorrow"), nor where the rest would
 * start with an auxiliary (は | れる).
 */
import type { Token } from '../tokenizer';
import type { Lexicon } from './lexicon';
import { COMMON_NOUN_FEATURES } from './token-piece';

const KANA = /^[\u3041-\u3096\u30a1-\u30fa\u30fc]+$/;
const HIRAGANA = /^[\u3041-\u3096]+$/;

/**
 * Kept unless worse by a word and a half: the re-cut costs the particle's word more.
 * bench/accuracy's kana text the same at −1 and −1.5; at −2 or −3 one gained and one lost more
 * (けっこんゆびわ | は | ずし | て for はずして).
 */
const TOPIC_MARGIN = -1.5;

/** Case particles that follow a noun. */
const CASE_PARTICLES = new Set(['を', 'が', 'に', 'で']);

/** The longest noun after the particle taken as the topic's (め, はは; not はってん). */
const SHORT_NOUN = 2;

/**
 * One kana before a case particle: a noun of one kana (て 手, ち 血, め 目), which IPADIC may read
 * as a particle or a verb where the rest starts a sentence (て | を, ち | に).
 */
function isOneKanaNoun(first: Token, second: Token | undefined): boolean {
  return first.surface.length === 1 && second?.pos === '助詞' && CASE_PARTICLES.has(second.surface);
}

/**
 * Where cutting は off `token` after `previous` leaves `rest` (the kana after it tokenized again)
 * and that は is the topic particle: the margin the re-cut is weighed with, and the rest with a
 * one-kana noun tagged as one (alone, てを comes out as the particle て). Otherwise undefined.
 * After a word in kana only: after kanji a particle is plain to see.
 */
export function topicRecut(
  previous: Token,
  token: Token,
  rest: readonly Token[],
): { margin: number; rest: readonly Token[] } | undefined {
  if (
    token.surface[0] !== 'は' ||
    !KANA.test(previous.surface) ||
    previous.posDetail1 === '副詞可能'
  )
    return undefined;
  const [first, second, ...others] = rest;
  if (first === undefined || first.pos === '助動詞') return undefined;
  if (token.pos === '動詞' || token.pos === '形容詞') return { margin: TOPIC_MARGIN, rest };
  if (isOneKanaNoun(first, second))
    return {
      margin: TOPIC_MARGIN,
      rest:
        first.pos === '名詞'
          ? rest
          : [{ ...first, ...COMMON_NOUN_FEATURES, lemma: first.surface }, second!, ...others],
    };
  // A short noun and its particle (め | を, はは | が), not the head of a compound (はってん).
  return first.pos === '名詞' &&
    first.posDetail1 !== '非自立' &&
    first.posDetail1 !== '接尾' &&
    first.surface.length <= SHORT_NOUN &&
    second?.pos === '助詞'
    ? { margin: TOPIC_MARGIN, rest }
    : undefined;
}

/**
 * A common pronoun in kana IPADIC read as a verb (かれ as 枯れ, after と: とかれはいった), which the
 * particle after it follows as it follows a noun. Two kana or more (し is no pronoun here).
 */
export function isPronounReadAsVerb(token: Token, lexicon: Lexicon): boolean {
  return (
    token.pos === '動詞' &&
    token.surface.length >= 2 &&
    HIRAGANA.test(token.surface) &&
    lexicon
      .lookup(token.surface)
      .some(
        ({ entry, readingIndex }) =>
          entry.priorityScore >= 10 &&
          entry.forms[readingIndex]!.text === token.surface &&
          entry.partsOfSpeech.includes('pn'),
      )
  );
}
