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

const KANA = /^[\u3041-\u3096\u30a1-\u30fa\u30fc]+$/;
const HIRAGANA = /^[\u3041-\u3096]+$/;

/**
 * Kept unless worse by a word and a half: the re-cut costs the particle's word more.
 * bench/accuracy's kana text 2306 → 2310 at −1 to −1.5; at −2 or −3 one gained and one lost more
 * (けっこんゆびわ | は | ずし | て for はずして).
 */
const TOPIC_MARGIN = -1.5;

/** Case particles that follow a noun. */
const CASE_PARTICLES = new Set(['を', 'が', 'に', 'で']);

/** The longest noun after the particle taken as the topic's (め, はは; not はってん). */
const SHORT_NOUN = 2;

/**
 * The margin for the re-cut of `token` after `previous` into は and `rest` where that is the
 * topic particle, or undefined. After a word in kana only: after kanji a particle is plain to see.
 */
export function swallowedTopicMargin(
  previous: Token,
  token: Token,
  rest: readonly Token[],
): number | undefined {
  if (
    token.surface[0] !== 'は' ||
    !KANA.test(previous.surface) ||
    previous.posDetail1 === '副詞可能'
  )
    return undefined;
  const [first, second] = rest;
  if (first === undefined || first.pos === '助動詞') return undefined;
  if (token.pos === '動詞' || token.pos === '形容詞') return TOPIC_MARGIN;
  if (second?.pos !== '助詞') return undefined;
  // A kana or two before a particle: a short noun (め | を, はは | が), or one kana IPADIC reads
  // as something else when the rest starts a sentence (ち | に as the verb 散る, て | を the
  // particle), which no case particle follows.
  const isShortNoun =
    first.pos === '名詞' &&
    first.posDetail1 !== '非自立' &&
    first.posDetail1 !== '接尾' &&
    first.surface.length <= SHORT_NOUN;
  const isOneKanaNoun = first.surface.length === 1 && CASE_PARTICLES.has(second.surface);
  return isShortNoun || isOneKanaNoun ? TOPIC_MARGIN : undefined;
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
