/**
 * A kana number IPADIC reads as a particle or a word of its own, before a kana counter it knows:
 * ねこがにひきいる comes out に | ひき "(cat) … to (pull)", むすめはにさいになった に | さい,
 * さっきごまいかった ご | まい. Where the number stands — at a clause's start, after a mark, or right
 * after a case or binding particle or the te-form's て — に cannot be a particle (が に, は に are
 * no Japanese), so the two tokens are one counted word, as 2匹 is. After a noun the particle reading
 * stays (かれにほんをかした: 彼に本).
 */
import type { Token } from '../tokenizer';
import type { Candidate, CandidateSources } from './candidates';
import { counterWord } from './counted-number';
import { isKanaCounter, KANA_NUMBER, mayStartKanaNumber } from './kana-counted-number';

/** Particles after which a number may begin: case and binding particles, the te-form's て. */
const OPENING_PARTICLES = new Set(['格助詞', '係助詞', '接続助詞']);

export function opensNumber(previous: Token | undefined): boolean {
  return (
    previous === undefined ||
    previous.pos === '記号' ||
    (previous.pos === '助詞' && OPENING_PARTICLES.has(previous.posDetail1))
  );
}

export function kanaNumberReadAsWord(
  tokens: readonly Token[],
  from: number,
  sources: CandidateSources,
): Candidate | undefined {
  const number = tokens[from]!;
  const counter = tokens[from + 1];
  if (
    // Cheap tests first: this runs at every token.
    counter === undefined ||
    counter.start !== number.end ||
    counter.surface.length < 2 ||
    !mayStartKanaNumber(number.surface.charCodeAt(0)) ||
    !opensNumber(tokens[from - 1]) ||
    KANA_NUMBER.exec(number.surface)![0] !== number.surface ||
    !isKanaCounter(counter.surface, sources.lexicon)
  )
    return undefined;
  return counterWord(counter, from, from + 2, sources.lexicon);
}

/**
 * A kana number IPADIC cut across its particle and the word after: はち "eight" read as the topic
 * は and a noun in ち — かいぎははちじから (会議は八時から) comes out はは | ちじ 知事 "governor",
 * あさははちじにおきる は | ちじ, しゅっせきしゃははちにん は | ちにん. Where the particle may
 * begin a number (opensNumber), its kana and the next token's make a kana number that reaches into
 * that token and a counter JMdict lists: the two tokens are one counted word. The number's reaching
 * across is the evidence, so a counter of one kana (じ 時) counts too. bench/accuracy's kana text +1
 * sentence, none lost, the rest unchanged.
 */
export function kanaNumberAcrossParticle(
  tokens: readonly Token[],
  from: number,
  sources: CandidateSources,
): Candidate | undefined {
  const particle = tokens[from]!;
  const next = tokens[from + 1];
  if (
    // Cheap tests first: this runs at every token.
    particle.pos !== '助詞' ||
    particle.surface.length !== 1 ||
    !mayStartKanaNumber(particle.surface.charCodeAt(0)) ||
    next === undefined ||
    next.start !== particle.end ||
    next.pos !== '名詞' ||
    !opensNumber(tokens[from - 1])
  )
    return undefined;
  const surface = particle.surface + next.surface;
  const number = KANA_NUMBER.exec(surface)![0];
  if (number.length < 2 || number.length >= surface.length) return undefined;
  const counter = surface.slice(number.length);
  if (!isKanaCounter(counter, sources.lexicon)) return undefined;
  return counterWord({ ...next, surface: counter }, from, from + 2, sources.lexicon);
}
