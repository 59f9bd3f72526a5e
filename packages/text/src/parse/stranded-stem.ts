/** A conjugated verb or adjective token the lattice leaves alone, linked to its dictionary form. */
import type { Token } from '../tokenizer';
import type { Candidate, CandidateSources } from './candidates';
import { candidateOf } from './candidate-of';
import { isKanaChar } from '../kana';
import { lookupAll } from './lookup';
import { scoreMatch, spanContext } from './resolve';

/** JMdict classes a token of IPADIC's class can be: a verb's (not the する-noun's vs), an adjective's. */
function isOfTokenClass(token: Token, codes: readonly string[]): boolean {
  if (token.pos === '動詞') return codes.some((code) => code.startsWith('v') && code !== 'vs');
  return codes.some((code) => code === 'adj-i' || code === 'adj-ix');
}

/**
 * A conjugated stem ends in its kana (払わ, 痛かっ); a kanji alone that IPADIC reads as a stem is a
 * scrap of a word it did not know (怒液 read 怒 | 液, 送尿 送 | 尿), better left unknown.
 */
function endsInKana(surface: string): boolean {
  return isKanaChar(surface.charAt(surface.length - 1));
}

/**
 * What follows is an ending IPADIC attaches to the stem: an auxiliary (帰ら | なく…, 泣か | ず…) or a
 * conjunctive particle (安かっ | たり). Before a noun or another verb the "stem" is mostly a scrap
 * of a word IPADIC cut wrong (現わす人種 read 現 | わす | 人種, 同なじ理屈 同 | なじ | 理屈).
 */
function takesEnding(next: Token | undefined): boolean {
  return (
    next !== undefined &&
    (next.pos === '助動詞' || (next.pos === '助詞' && next.posDetail1 === '接続助詞'))
  );
}

/**
 * A verb or adjective IPADIC reads in a conjugated form, where no span of the lattice covers it,
 * is its dictionary entry, not an unknown word. The lattice leaves such a stem alone where the
 * auxiliary after it begins a longer expression JMdict lists: 払わなくてはならない is 払わ |
 * なくてはならない, 笑わずにはいられない 笑わ | ずにはいられない (an ichidan stem is a word anyway:
 * 食べ | なくてはならない); or where the ending is one no rule deinflects (お寒うございます: 寒う).
 * The cut stays as it is (the word is the token alone); only the link changes, to the entry of
 * IPADIC's dictionary form (帰ら → 帰る), the form's own spelling first (scoreMatch's head lemma).
 * The parser links the token once the path is chosen (parser.ts), not in the lattice: the
 * re-cuts weigh a stem left alone as an unknown word, a sign of a poor cut (in kana,
 * かんきゃくがわから read かんきゃく | が | わから loses to がわ | から for it).
 */
export function strandedStem(
  tokens: readonly Token[],
  at: number,
  sources: CandidateSources,
): Candidate | undefined {
  const token = tokens[at]!;
  if (
    (token.pos !== '動詞' && token.pos !== '形容詞') ||
    token.posDetail1 !== '自立' ||
    token.isUnknown ||
    token.lemma === null ||
    token.lemma === token.surface ||
    !endsInKana(token.surface) ||
    !takesEnding(tokens[at + 1])
  )
    return undefined;
  return lemmaCandidate(tokens, at, sources);
}

/**
 * The token `at` alone linked to the entry of IPADIC's dictionary form (its lemma) of the token's
 * class, the form's own spelling first; undefined where the dictionary has none.
 */
export function lemmaCandidate(
  tokens: readonly Token[],
  at: number,
  sources: CandidateSources,
): Candidate | undefined {
  const token = tokens[at]!;
  if (token.lemma === null) return undefined;
  const context = spanContext(token.surface, [token]);
  let best: Candidate | undefined;
  for (const match of lookupAll(sources.lexicon, token.lemma)) {
    if (!isOfTokenClass(token, match.entry.partsOfSpeech)) continue;
    const score = scoreMatch(match, context, token.lemma, 1);
    if (!best || score > best.score) best = candidateOf(match, at, at + 1, [], score);
  }
  return best;
}
