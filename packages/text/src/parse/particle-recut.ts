/**
 * After a noun a particle is expected, yet IPADIC sometimes reads the particle as the first kana
 * of a word spelled in kana, and cuts the rest of the run into scraps around that word: 犬はつ|わ…
 * (は + つわもの read as はつ), 妹はご|き|げん (は + ごきげん read as はご, a form of 剥ぐ), 村でし|かじ|か
 * (で + しかじか). A kana token after a noun that starts with a particle is offered cut after that
 * particle, the rest of its kana run tokenized again; the parser keeps the cut only where its
 * words are clearly fewer (recut.ts), so a word IPADIC read right (本のみ, 水はけ) stays.
 *
 * In kana-only writing the word IPADIC reads there is often one nobody writes in kana, and the
 * right cut costs a word more: いぬ | はにわ | で for いぬ | は | にわ | で (埴輪 against 庭),
 * かれ | の | はなし | はた | に for は | たに (旗 against 他), いし | のき | で for の | き. The rest is
 * also offered starting with each common kana word IPADIC knows only in kanji (alone, にわで comes
 * out に|わ|で), and such a rare word counts one word more (`particleWordPenalty`), as the
 * strongest parsers weigh a segment by how common the word is, not by the count of words alone.
 */
import type { Token, Tokenizer } from '../tokenizer';
import { tokenizeAt } from './boundaries';
import type { Recut } from './recut';
import { isCommonKanaWord, kanaWordPiece } from './kana-runs';
import type { Segment } from './lattice';
import type { Lexicon, LexiconEntry } from './lexicon';
import { tokenPiece } from './token-piece';
import { isPronounReadAsVerb, topicRecut } from './swallowed-topic';

/** Particles that follow a noun, and IPADIC's subclass for each. */
const PARTICLES: Readonly<Record<string, string>> = {
  は: '係助詞',
  も: '係助詞',
  が: '格助詞',
  を: '格助詞',
  に: '格助詞',
  で: '格助詞',
  と: '格助詞',
  の: '連体化',
};

/** The particles' kana by code: tested at every token, with no one-kana string made per token. */
const PARTICLE_CODES = new Set(Object.keys(PARTICLES).map((particle) => particle.charCodeAt(0)));

const HIRAGANA = /^[\u3041-\u3096]+$/;
/** Hiragana or katakana (with the long-vowel mark). */
const KANA = /^[\u3041-\u3096\u30a1-\u30fa\u30fc]+$/;

/**
 * A noun, or a kana token IPADIC reads as an interjection or an adverb that JMdict lists as a
 * common noun: in kana text IPADIC reads そら (空) as "there!", ゆめ (夢) as "never", あに (兄) as
 * the literary "how could": そら | はあ | おい for そら | は | あおい, ゆめ | はかなう for は | かなう.
 * (Not an adnominal: その is "that", not 園.)
 */
function isNoun(token: Token, lexicon: Lexicon): boolean {
  return (
    token.pos === '名詞' ||
    isPronounReadAsVerb(token, lexicon) ||
    ((token.pos === '感動詞' || token.pos === '副詞' || isKanaPrefix(token)) &&
      HIRAGANA.test(token.surface) &&
      isCommonKanaWord(token.surface, lexicon))
  );
}

/**
 * A prefix of two kana or more: IPADIC reads ひと "one" (ひと休み) where kana text means 人 before
 * the topic particle, and then reads the particle into the next word: あのひとはくちがかたい comes
 * out あの | ひと | はくち (白痴) for は | くちがかたい, ひとはしごとで likewise はし (橋). `isNoun`
 * takes it for the noun JMdict lists in kana.
 */
function isKanaPrefix(token: Token): boolean {
  return token.pos === '接頭詞' && token.surface.length >= 2;
}

function isKanaWordAfterNoun(tokens: readonly Token[], index: number, lexicon: Lexicon): boolean {
  const token = tokens[index]!;
  const previous = tokens[index - 1];
  // The token's own tests first: `isNoun` may look a word up.
  return (
    previous !== undefined &&
    token.surface.length >= 2 &&
    PARTICLE_CODES.has(token.surface.charCodeAt(0)) &&
    token.pos !== '助詞' &&
    token.pos !== '助動詞' &&
    previous.end === token.start &&
    HIRAGANA.test(token.surface) &&
    (isNoun(previous, lexicon) || isNominalizedNoun(previous, token, lexicon)) &&
    !isPrefixedWord(previous, token, lexicon)
  );
}

/**
 * A kana prefix and the token after it that JMdict lists as one word: IPADIC read the prefix
 * right (だい | とかい 大都会, ひと | はだ 一肌), the token's first kana is no particle.
 */
function isPrefixedWord(previous: Token, token: Token, lexicon: Lexicon): boolean {
  return isKanaPrefix(previous) && lexicon.lookup(previous.surface + token.surface).length > 0;
}

const NO = 'の'.charCodeAt(0);

/**
 * A noun in kana that begins with の right after an adjective's continuative, rare in kana on
 * every entry: that form stands before the genitive の as a noun (多くの, 遠くの), not before a
 * noun, so the particle and a word in kana are likelier than a rare noun (おおくのやまがみえる:
 * 多くの山, not 多く野山; おおくのらいおん: の | らいおん, not 野良 | いおん). A noun ranked within 15,000
 * stays (おおくのりものがある: 乗り物), and so does a rare one after a verb or another adjective form
 * (ひろいのやまをあるく is 広い野山). bench/accuracy's kana text +1 sentence (2324 → 2325), none
 * lost; after a verb or any adjective form too it gained the same but cut 古い軒下 and 乗り物.
 */
function isNominalizedNoun(previous: Token, token: Token, lexicon: Lexicon): boolean {
  if (!followsNominalAdjective(previous, token)) return false;
  const matches = lexicon.lookup(token.surface);
  return (
    matches.length > 0 && matches.every(({ entry }) => isRareInKana(entry, NOMINALIZED_RANK_LIMIT))
  );
}

/**
 * Best prior rank that keeps a noun in の after an adjective whole: 乗り物 (9,571) stays のりもの,
 * 野山 (25,291) and 野良 (25,430) are cut.
 */
const NOMINALIZED_RANK_LIMIT = 15000;

/** `isNominalizedNoun`'s place: a noun in の after an adjective's continuative. */
function followsNominalAdjective(previous: Token, token: Token): boolean {
  return (
    token.surface.charCodeAt(0) === NO &&
    token.pos === '名詞' &&
    previous.pos === '形容詞' &&
    previous.conjugationForm?.startsWith('連用') === true
  );
}

/**
 * Where IPADIC's reading is weak evidence, a re-cut is kept unless it is clearly worse (half a
 * word), not only where it is clearly better:
 * - A dependent noun (IPADIC 名詞-非自立: のち, うち, はず) right after a noun cannot be right: it
 *   follows の, a verb or an adjective, never a bare noun. In kana text IPADIC reads one there
 *   where its kana are a particle and a word in kana: わたし | のち | から for わたし | の | ちから
 *   (私の力), ぼく | のち | から likewise.
 * - After a noun written in kana: IPADIC was trained on text in kanji, where a particle after a
 *   noun is a kana among kanji, and in kana text it reads the particle into the next kana word
 *   (しょうこう | はぶ | か for は | ぶか 部下, きょうかしょ | とみ | まちがえた for と | みまちがえた).
 *   After a noun in katakana too (ボール | はにわ for は | にわ, ロボット | はにわ likewise): bench/
 *   accuracy's kana text +1 sentence (2302 → 2303), the rest unchanged. After a noun in kanji a
 *   particle is plain to see, and the margin stays.
 * bench/accuracy's kana text: +2 sentences for each (the second gained 3 and lost 1: ぼしとも | に
 * for 母子 | ともに), the rest unchanged; a margin of 1.5 words after a kana noun lost 14
 * (で | きる for できる).
 */
const LENIENT_MARGIN = -0.5;

function isDependentNoun(token: Token): boolean {
  return token.pos === '名詞' && token.posDetail1 === '非自立';
}

/**
 * The particle cut off the token at `index`, then the rest of the kana run (the token's remaining
 * kana and the hiragana tokens after it) tokenized again: what replaces the run.
 */
function recutAt(tokens: readonly Token[], index: number, tokenizer: Tokenizer): Recut {
  const token = tokens[index]!;
  const particle = token.surface[0]!;
  let end = index + 1;
  while (
    end < tokens.length &&
    tokens[end]!.start === tokens[end - 1]!.end &&
    HIRAGANA.test(tokens[end]!.surface)
  )
    end++;
  let rest = token.surface.slice(1);
  for (let at = index + 1; at < end; at++) rest += tokens[at]!.surface;
  const restTokens = tokenizeAt(tokenizer, rest, token.start + 1);
  const topic = topicRecut(tokens[index - 1]!, token, restTokens);
  return {
    from: index,
    to: end,
    ...(topic !== undefined
      ? { margin: topic.margin }
      : isDependentNoun(token) || KANA.test(tokens[index - 1]!.surface)
        ? { margin: LENIENT_MARGIN }
        : {}),
    tokens: [
      tokenPiece(token, 0, particle, {
        pos: '助詞',
        posDetail1: PARTICLES[particle]!,
        posDetail2: particle === 'が' || particle === 'を' || particle === 'で' ? '一般' : '*',
        posDetail3: '*',
        conjugationType: null,
        conjugationForm: null,
        reading: particle,
      }),
      ...(topic?.rest ?? restTokens),
    ],
  };
}

/** Longest common kana word tried at the start of the rest. */
const MAX_WORD_LENGTH = 8;

/**
 * `recut` with the rest starting with each common kana word its tokens do not already start with,
 * the rest after it tokenized again: IPADIC knows most words in kanji only, and the kana text's
 * spelling pays for that (tokenizer/kana-spellings.ts), so tokenized alone たにかいしゃくの comes out
 * た|に|かいしゃく|の, not たに… — nor, here, is it right: the word after the particle is wanted.
 */
function withKanaWordAfterParticle(recut: Recut, tokenizer: Tokenizer, lexicon: Lexicon): Recut[] {
  const [particle, first, ...others] = recut.tokens;
  if (first === undefined) return [];
  let rest = first.surface;
  for (const token of others) rest += token.surface;
  const result: Recut[] = [];
  for (
    let length = first.surface.length + 1;
    length <= Math.min(MAX_WORD_LENGTH, rest.length);
    length++
  ) {
    const word = rest.slice(0, length);
    if (!isCommonKanaWord(word, lexicon)) continue;
    result.push({
      ...recut,
      tokens: [
        particle!,
        kanaWordPiece(first, word),
        ...tokenizeAt(tokenizer, rest.slice(length), first.start + length),
      ],
    });
  }
  return result;
}

/** The re-cuts of each kana token that may have swallowed a particle (usually none). */
export function particleRecuts(
  tokens: readonly Token[],
  tokenizer: Tokenizer,
  lexicon: Lexicon,
): Recut[] {
  const result: Recut[] = [];
  for (let index = 1; index < tokens.length; index++)
    if (isKanaWordAfterNoun(tokens, index, lexicon)) {
      const recut = recutAt(tokens, index, tokenizer);
      result.push(recut, ...withKanaWordAfterParticle(recut, tokenizer, lexicon));
    }
  return result;
}

/**
 * Best prior rank a word needs (on any of its forms) for its kana spelling to pass as usual in kana
 * text. bench/accuracy's kana text gains 5 sentences at 2,000 to 5,000 and loses none; 3 at 10,000
 * or 20,000, 2 at 40,000.
 */
const KANA_RANK_LIMIT = 5000;

/**
 * A word JMdict lists in kanji, not usually written in kana, below the rank limit (5,000 unless
 * given): in kana text its kana spelling is the less likely reading (埴輪 はにわ, 旗 はた — 端 and 畑
 * rank better).
 */
export function isRareInKana(entry: LexiconEntry, rankLimit = KANA_RANK_LIMIT): boolean {
  if (entry.usuallyKana || entry.forms.every((form) => form.isKana)) return false;
  return !entry.forms.some((form) => form.priorRank !== null && form.priorRank <= rankLimit);
}

/**
 * What a path's re-cut clause pays besides its words: one word more for each word in kana right
 * after a noun (or an adjective's continuative, for a word in の) that begins with a particle and
 * is rare in kana (ねこ | はにわ | に), and for each word the dictionary does not know (ゆめ |
 * はかなう, where IPADIC has no はかなう either).
 */
export function particleWordPenalty(
  segments: readonly Segment[],
  tokens: readonly Token[],
): number {
  let penalty = 0;
  for (const segment of segments) {
    if (segment.kind === 'single') penalty++;
    if (segment.kind !== 'match') continue;
    const { candidate } = segment;
    const first = tokens[candidate.from]!;
    const previous = tokens[candidate.from - 1];
    if (
      previous === undefined ||
      previous.end !== first.start ||
      (previous.pos !== '名詞' &&
        !isKanaPrefix(previous) &&
        !followsNominalAdjective(previous, first))
    )
      continue;
    let surface = '';
    for (let index = candidate.from; index < candidate.to; index++)
      surface += tokens[index]!.surface;
    if (
      surface.length >= 2 &&
      PARTICLES[surface[0]!] !== undefined &&
      HIRAGANA.test(surface) &&
      isRareInKana(candidate.match.entry)
    )
      penalty++;
  }
  return penalty;
}
