/**
 * A noun that ends a compound JMdict lists does not begin a phrase or a する-verb: in
 * 入学試験を受けた the noun 試験 belongs to 入学試験 "entrance exam", so the phrase 試験を受ける
 * "to sit an exam" may not take it away (入学 | 試験を受けた); 海外旅行に行く is 海外旅行 | に | 行く,
 * not 海外 | 旅行に行く; 定期点検した is 定期点検 | した, not 定期 | 点検した. The lattice counts
 * words, and the phrase saves one, so the phrase is not offered there.
 */
import type { Token } from '../tokenizer';
import type { CandidateSources } from './candidates';
import { isSuruNoun } from './glue';
import type { TokenRun } from './token-run';

/**
 * Whether the span [from, to) would take its first noun into a longer word: a phrase (a particle
 * after the noun: 試験を受けた) or the noun's する-verb (点検した).
 */
export function takesNounAway(tokens: readonly Token[], from: number, to: number): boolean {
  if (to - from < 2) return false;
  if (isSuruNoun(tokens[from]!) && tokens[from + 1]!.lemma === 'する') return true;
  for (let index = from + 1; index < to - 1; index++)
    if (tokens[index]!.pos === '助詞') return true;
  return false;
}

/** Whether the noun at `from` ends a compound noun the dictionary lists with the noun before it. */
export function endsListedCompound(
  run: TokenRun,
  from: number,
  sources: CandidateSources,
): boolean {
  if (from === 0 || run.separator[from - 1]) return false;
  const previous = run.tokens[from - 1]!;
  const token = run.tokens[from]!;
  if (previous.pos !== '名詞' || token.pos !== '名詞') return false;
  const surface = run.text.slice(run.offsets[from - 1], run.offsets[from + 1]);
  return sources.facts(surface).matches.some(({ entry }) => entry.partsOfSpeech.includes('n'));
}

/**
 * A verb stem that begins a compound verb JMdict lists with the verb after it does not end a
 * phrase either: in 雨が降りだした the stem 降り belongs to 降りだす "to begin to fall", so the
 * expression 雨が降る "to rain" may not take it away (雨が降り | だした, "put out" left over);
 * 夕方に雨が降りだしそうだ is 雨 | が | 降りだしそう | だ. Whether the span [from, to) is such a phrase:
 * a particle inside, a verb's continuative last, and that stem with the next verb's dictionary form
 * a listed verb. bench/accuracy's kana text +1 sentence, nothing else moves.
 */
export function takesVerbStemAway(
  run: TokenRun,
  from: number,
  to: number,
  sources: CandidateSources,
): boolean {
  const stem = run.tokens[to - 1]!;
  const next = run.tokens[to];
  // Cheap tests first: the stem and the verb after it, then a particle inside the span.
  if (next === undefined || stem.pos !== '動詞' || next.pos !== '動詞') return false;
  if (!stem.conjugationForm?.startsWith('連用') || run.separator[to]) return false;
  if (!takesNounAway(run.tokens, from, to)) return false;
  return sources
    .facts(stem.surface + next.lemma)
    .matches.some(({ entry }) => entry.partsOfSpeech.some((pos) => pos.startsWith('v')));
}
