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
import { candidateOf } from './candidate-of';
import { COUNTED_BONUS, counterWord } from './counted-number';
import type { Lexicon } from './lexicon';
import { lookupAll } from './lookup';
import { scoreMatch, spanContext } from './resolve';
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
    !mayStartKanaNumber(number.surface.charCodeAt(0)) ||
    KANA_NUMBER.exec(number.surface)![0] !== number.surface
  )
    return undefined;
  if (isKanaHour(number, counter, tokens[from + 2]))
    return hourWord(number.surface + counter.surface, counter, from, sources.lexicon);
  if (
    counter.surface.length < 2 ||
    !opensNumber(tokens[from - 1]) ||
    !isKanaCounter(counter.surface, sources.lexicon)
  )
    return undefined;
  return counterWord(counter, from, from + 2, sources.lexicon);
}

/**
 * The hour じ (時) after a kana number of two kana or more, which IPADIC leaves as a lone じ (the
 * classical negative auxiliary, or a scrap) after the number or a verb it read in it: ごごよんじに
 * おわった (午後四時に) came out よん | じ, あさはちじから はち | じ. The number's own place does not
 * matter here (after 午後 a noun stands before it): what follows the じ does — a particle, a mark,
 * the end, or the minutes' number (ろくじさんじゅっぷん) — where the auxiliary じ would end a clause.
 * Not one kana (に | じ after a noun is the particle before a word in じ).
 */
function isKanaHour(number: Token, counter: Token, after: Token | undefined): boolean {
  return (
    counter.surface === 'じ' &&
    number.surface.length >= 2 &&
    (after === undefined ||
      after.pos === '助詞' ||
      after.pos === '記号' ||
      (after.start === counter.end && mayStartKanaNumber(after.surface.charCodeAt(0))))
  );
}

const HOUR_IN_KANJI = /^[一二三四五六七八九十]+時$/;

/**
 * The hour's word: the number and 時 where JMdict lists them whole (はちじ 八時, ごじ 五時), else
 * the suffix 時 read じ (よんじ, じゅういちじ) — not the archaic auxiliary じ spelled alike.
 */
function hourWord(
  surface: string,
  counter: Token,
  from: number,
  lexicon: Lexicon,
): Candidate | undefined {
  const match =
    lookupAll(lexicon, surface).find(({ entry }) =>
      entry.forms.some((form) => form.reading === surface && HOUR_IN_KANJI.test(form.text)),
    ) ??
    lookupAll(lexicon, '時').find(
      ({ entry, readingIndex }) => entry.forms[readingIndex]!.reading === 'じ',
    );
  if (!match) return undefined;
  const score = scoreMatch(match, spanContext(counter.surface, [counter]), 'じ', 0) + COUNTED_BONUS;
  return candidateOf(match, from, from + 2, [], score);
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
