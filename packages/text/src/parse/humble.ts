/** The humble form お/ご + verb stem + する, and the forms of する it ends in. */
import type { Candidate, CandidateSources } from './candidates';
import { candidateOf } from './candidate-of';
import { scoreMatch, spanContext } from './resolve';
import type { Token } from '../tokenizer';
import { isSuruNoun } from './glue';
import type { TokenRun } from './token-run';

/** Tokens between the honorific prefix and する that can spell a verb stem (お|話し|する). */
const MAX_HUMBLE_STEM_TOKENS = 2;

/**
 * The verbs a humble form ends in: する, and its own humble いたす, one degree politer (お届け
 * いたします is 届ける, お待たせいたしました 待たせる, as お届けします is).
 */
const HUMBLE_ENDINGS = new Set(['する', 'いたす', '致す']);

function isHumbleEnding(token: Token): boolean {
  return token.pos === '動詞' && HUMBLE_ENDINGS.has(token.lemma ?? '');
}

/**
 * The humble form お/ご + verb stem + する is one word, the verb: ご迷惑をおかけして is 掛ける
 * ("humble", "te-form"), お待ちします is 待つ, お話しする is 話す. JMdict lists a few of these as
 * words of their own (お願いする), which the dictionary path finds; this finds the rest.
 */
export function humbleVerb(
  run: TokenRun,
  from: number,
  sources: CandidateSources,
): Candidate | undefined {
  const { tokens } = run;
  const prefix = tokens[from]!.surface;
  if (prefix !== 'お' && prefix !== 'ご') return undefined;
  let suru = from + 1;
  while (
    suru < tokens.length &&
    suru - from - 1 < MAX_HUMBLE_STEM_TOKENS &&
    !isHumbleEnding(tokens[suru]!)
  )
    suru++;
  if (suru === from + 1 || suru >= tokens.length || !isHumbleEnding(tokens[suru]!))
    return undefined;
  let to = suru + 1;
  while (to < tokens.length && run.glued[to]) to++;

  const stem = run.text.slice(run.offsets[from + 1], run.offsets[suru]);
  const suffix = run.text.slice(run.offsets[suru], run.offsets[to]);
  const ending = tokens[suru]!.lemma!;
  const chains =
    suffix === ending ? [[] as readonly string[]] : verbChains(suffix, ending, sources);
  if (chains.length === 0) return undefined;
  const context = spanContext(stem, tokens.slice(from + 1, suru));
  let best: Candidate | undefined;
  for (const stemOf of sources.inflections(stem)) {
    // Only the continuative stem (連用形): お待ち is 待つ, not the imperative of anything.
    if (stemOf.suffix !== '' || stemOf.chain.length !== 1 || stemOf.chain[0] !== 'stem') continue;
    for (const chain of chains) {
      const conjugations = ['humble', ...chain];
      const score = scoreMatch(stemOf.match, context, stemOf.lookedUp, conjugations.length);
      if (best && score <= best.score) continue;
      best = candidateOf(stemOf.match, from, to, conjugations, score);
    }
  }
  return best ?? humbleSuruVerb(tokens, from, suru, to, stem, chains, sources);
}

/**
 * The same with a する-noun in place of the stem, where no verb has that stem: ご報告します is
 * 報告する (humble, polite), ご相談いたします 相談する, ご紹介しました 紹介する. IPADIC reads ご and
 * お as a prefix before the サ変 noun; without this the prefix stands alone (ご | 案内します) or
 * takes the noun and leaves the verb, where the humble verb is one word as お待ちします is. Not
 * where JMdict lists the prefixed noun (お電話, ご連絡), which the example index links as a word.
 */
function humbleSuruVerb(
  tokens: readonly Token[],
  from: number,
  suru: number,
  to: number,
  noun: string,
  chains: readonly (readonly string[])[],
  sources: CandidateSources,
): Candidate | undefined {
  if (suru !== from + 2 || !isSuruNoun(tokens[from + 1]!)) return undefined;
  // A prefixed noun JMdict lists is that noun (お電話 | いたします, ご連絡 | します).
  if (sources.lexicon.lookup(tokens[from]!.surface + noun).length > 0) return undefined;
  const context = spanContext(noun, tokens.slice(from + 1, suru));
  let best: Candidate | undefined;
  for (const match of sources.lexicon.lookup(noun)) {
    if (!match.entry.partsOfSpeech.includes('vs')) continue;
    for (const chain of chains) {
      const conjugations = ['humble', ...chain];
      const score = scoreMatch(match, context, noun, conjugations.length);
      if (best && score <= best.score) continue;
      const candidate = candidateOf(match, from, to, conjugations, score);
      best = {
        ...candidate,
        dictionaryForm: `${candidate.dictionaryForm}する`,
        reading: `${candidate.reading}する`,
      };
    }
  }
  return best;
}

/** The conjugation chains by which `text` is a form of する (させて → causative, te-form). */
export function suruChains(text: string, sources: CandidateSources): (readonly string[])[] {
  return verbChains(text, 'する', sources);
}

/** The conjugation chains by which `text` is a form of `verb` (いたしました → polite, past). */
function verbChains(text: string, verb: string, sources: CandidateSources): (readonly string[])[] {
  const chains = new Map<string, readonly string[]>();
  for (const inflected of sources.inflections(text)) {
    if (inflected.lookedUp === verb && inflected.suffix === '')
      chains.set(inflected.chain.join('/'), inflected.chain);
  }
  return [...chains.values()];
}
