/**
 * A token the dictionary does not know is sometimes two words the tokenizer glued: お隣 is the
 * honorific お + 隣, 御社 is 御 + 社. Such a token is split into the fewest pieces that are all
 * dictionary forms, so that each piece can be resolved; otherwise it stays whole (and unknown).
 */
import { toHiragana } from '../kana';
import { belittlingNanka } from './belittling-nanka';
import type { Token } from '../tokenizer';
import { repairContractions } from './contractions';
import { readItteAsGoing } from './go-or-do';
import { readKanaSaying } from './say-in-kana';
import { splitHonorificPrefix } from './honorific-prefix';
import { splitImperativeToke } from './imperative-toke';
import { joinImperativeTamae } from './imperative-tamae';
import { imaBeforeName } from './ima-before-name';
import { appearanceSou } from './appearance-sou';
import { emptyKara } from './empty-kara';
import { splitDottedUnknown } from './dotted-katakana';
import { splitEdgeDots } from './edge-dots';
import { splitGodanSuruNoun } from './godan-suru-noun';
import { isConjugatingHead } from './glue';
import { isKatakanaVerbStem } from './katakana-verb-stem';
import { readNannimo } from './nannimo';
import { readHonorificOide } from './honorific-oide';
import { readConcessiveTatte } from './concessive-tatte';
import { trendTaisei } from './trend-taisei';
import { moneyKane } from './money-kane';
import { purposeStem } from './purpose-stem';
import { katakanaNameBeforeTitle } from './katakana-names';
import { joinKanaNamesBeforeTitle } from './kana-names';
import { desireAppearance } from './desire-appearance';
import type { Lexicon } from './lexicon';
import {
  ATTRIBUTIVE_NO_FEATURES,
  COMMON_NOUN_FEATURES,
  CONJUNCTIVE_PARTICLE_FEATURES,
  NEGATIVE_AUXILIARY_FEATURES,
  PLAIN_ADJECTIVE_FEATURES,
  tokenPiece,
} from './token-piece';
import { joinNakusu } from './nakusu';
import { splitDesireNakuNaru } from './desire-naku-naru';
import { splitNegativeAppearance } from './negative-appearance';
import { readOkureAsGiving } from './give-okure';
import { readProhibitiveNatte } from './prohibitive-natte';
import { readTeItanAsTeita } from './te-itan';
import { readSomeoneIsThere } from './someone-is-there';
import { readClippedSugi } from './clipped-sugi';
import { nounVariantMatches } from './variant-spellings';
import { listedVerbStem } from './verb-stem-noun';
import { rendakuSuffixMatches } from './rendaku-suffix';
import { joinYagaru } from './yagaru';
import { joinItadakeMasen } from './itadake-masen';
import { readAdverbKuAsAdjective } from './adverb-ku';

const MAX_SPLIT_LENGTH = 12;

function known(lexicon: Lexicon, text: string): boolean {
  return lexicon.lookup(text).length > 0 || lexicon.lookup(toHiragana(text)).length > 0;
}

/** Split points (exclusive ends) of the fewest known pieces covering `text`, or null. */
function splitIntoKnownPieces(
  lexicon: Lexicon,
  text: string,
  isPiece: (lexicon: Lexicon, text: string) => boolean = known,
): number[] | null {
  const n = text.length;
  const pieces = new Array<number>(n + 1).fill(Infinity);
  const back = new Array<number>(n + 1).fill(-1);
  pieces[0] = 0;
  for (let start = 0; start < n; start++) {
    if (pieces[start] === Infinity) continue;
    for (let end = n; end > start; end--) {
      if (pieces[start]! + 1 < pieces[end]! && isPiece(lexicon, text.slice(start, end))) {
        pieces[end] = pieces[start]! + 1;
        back[end] = start;
      }
    }
  }
  if (pieces[n] === Infinity || pieces[n]! < 2) return null;
  const ends: number[] = [];
  for (let at = n; at > 0; at = back[at]!) ends.push(at);
  return ends.reverse();
}

/**
 * A noun IPADIC knows in a spelling JMdict lists otherwise (落ちつき, 落ち着き) is one word, not
 * pieces (noun-variants.ts).
 */
function isNounVariant(token: Token, lexicon: Lexicon): boolean {
  return (
    token.reading !== null &&
    nounVariantMatches(token.surface, toHiragana(token.reading), lexicon).length > 0
  );
}

/**
 * A katakana noun IPADIC does not know with a verb ending after it is a slang verb the dictionary
 * lists (ポチ|れ|ば is ポチる, バズ|っ|た バズる: katakana-verb-stem.ts), not pieces to look up
 * (ポ|チ, バ|ズ), which would leave the ending nothing to join.
 */
function isConjugatedKatakanaVerb(
  token: Token,
  next: Token | undefined,
  lexicon: Lexicon,
): boolean {
  return next !== undefined && isConjugatingHead(next) && isKatakanaVerbStem(token, lexicon);
}

function isSplittable(token: Token): boolean {
  return (
    token.pos === '名詞' &&
    // Latin words are not cut into letters (xyzzy is one unknown word, not x|y|z|z|y).
    /[^\x20-\x7eＡ-Ｚａ-ｚ０-９]/.test(token.surface) &&
    token.posDetail1 !== '固有名詞' &&
    token.posDetail1 !== '数' &&
    token.surface.length >= 2 &&
    token.surface.length <= MAX_SPLIT_LENGTH
  );
}

/**
 * A long katakana run IPADIC does not know is guessed a proper noun, and stays an unknown word,
 * though it is often loanwords written together: ホームパーティーメニュー is ホームパーティー |
 * メニュー, サッカーボールゲーム サッカー | ボールゲーム. It is cut into katakana words, each of
 * three or more characters and ranked or marked common by JMdict, where such words cover it
 * (fewest pieces); a foreign name rarely is (ロバートソン would be ロバー | トソン, トソン being
 * no common word, so it stays whole).
 */
function isUnknownKatakanaRun(token: Token): boolean {
  return (
    token.lemma === null && token.posDetail1 === '固有名詞' && /^[ァ-ヶー]{6,}$/.test(token.surface)
  );
}

/** A katakana word of three or more characters that JMdict ranks or marks common. */
function isCommonKatakanaWord(lexicon: Lexicon, text: string): boolean {
  return (
    text.length >= 3 &&
    lexicon
      .lookup(text)
      .some(
        ({ entry, readingIndex }) =>
          entry.priorityScore > 0 || entry.forms[readingIndex]!.priorRank !== null,
      )
  );
}

/** The particle IPADIC writes into an adverb, adnominal or conjunction it knows whole. */
function trailingParticleOf(token: Token): 'と' | 'の' | 'は' | undefined {
  const last = token.surface.slice(-1);
  if (token.pos === '副詞' && (last === 'と' || last === 'は')) return last;
  if (token.pos === '接続詞' && last === 'は') return last;
  if (token.pos === '連体詞' && last === 'の') return last;
  return undefined;
}

const PARTICLE_DETAIL = { と: '格助詞', の: '連体化', は: '係助詞' } as const;

/**
 * An adverb or adnominal IPADIC knows with its particle and JMdict without: 延々と is the adverb
 * 延々 + と, ちらりと is ちらり + と, 何らかの is 何らか + の; the topic は too, where IPADIC reads
 * the noun and は as one adverb or conjunction (本当は嫌だった is 本当 | は; 実は, which JMdict
 * lists, stays whole). Returns the two tokens, or null.
 */
function splitTrailingParticle(token: Token, lexicon: Lexicon): Token[] | null {
  const particle = trailingParticleOf(token);
  if (!particle || token.surface.length < 2) return null;
  const stem = token.surface.slice(0, -1);
  if (known(lexicon, token.surface) || !known(lexicon, stem)) return null;
  return [
    tokenPiece(token, 0, stem),
    tokenPiece(token, stem.length, particle, {
      pos: '助詞',
      posDetail1: PARTICLE_DETAIL[particle],
      posDetail2: '*',
      posDetail3: '*',
      conjugationType: null,
      conjugationForm: null,
      reading: particle,
    }),
  ];
}

/** Dictionary endings a godan te-form stem may come from: とっ is とる, とう or とつ. */
const TE_STEM_ENDINGS: Record<string, string[]> = {
  っ: ['る', 'う', 'つ'],
  い: ['く', 'ぐ'],
  ん: ['む', 'ぶ', 'ぬ'],
};

/**
 * Whether the noun before a compound particle JMdict lists, with the particle and its verb, is
 * an idiom JMdict lists: 手にとって is 手にとる "to pick up", not 手 + にとって "for"; 身について
 * 身につく "to be acquired", 手にかけて 手にかける. The compound particle then splits like one
 * JMdict does not know, and the idiom joins.
 */
function idiomVerb(
  previous: Token | undefined,
  surface: string,
  lexicon: Lexicon,
): string | undefined {
  if (previous?.pos !== '名詞' || !/[てで]$/.test(surface)) return undefined;
  const stem = surface.slice(1, -1);
  const endings = TE_STEM_ENDINGS[stem.slice(-1)];
  const forms = endings ? endings.map((ending) => stem.slice(0, -1) + ending) : [`${stem}る`];
  return forms.find((form) =>
    lexicon
      .lookup(previous.surface + surface[0]! + form)
      .some(({ entry }) => entry.partsOfSpeech.includes('exp')),
  );
}

/**
 * IPADIC's fraction counter 分の ("N-ths of") only makes a fraction before a number (五分の四);
 * elsewhere it is 分 and the particle の: 数分の休憩 is 数分 | の "a few minutes' break", ２割５分の
 * 金利 ２割５分 | の. Returns the two tokens, or null.
 */
function splitFractionBun(token: Token, next: Token | undefined): Token[] | null {
  if (token.surface !== '分の' || token.pos !== '名詞') return null;
  if (next && next.pos === '名詞' && next.posDetail1 === '数') return null;
  return [tokenPiece(token, 0, '分'), tokenPiece(token, 1, 'の', ATTRIBUTIVE_NO_FEATURES)];
}

/** Particles a compound particle of IPADIC starts with: に関する, を通じて, にあたる. */
const LEADING_PARTICLES = ['に', 'を', 'と', 'で'];

/**
 * A compound particle IPADIC knows and JMdict does not (に関する, を通じて, にあたる) is its
 * particle and its verb: に + 関する, を + 通じ + て. The particle keeps IPADIC's 連語 mark, so
 * it never joins the word before it (それ|に is not それに here). Returns the tokens, or null.
 */
function splitCompoundParticle(
  token: Token,
  previous: Token | undefined,
  lexicon: Lexicon,
): Token[] | null {
  if (token.pos !== '助詞' || token.posDetail2 !== '連語' || token.surface.length < 3) return null;
  const particle = token.surface[0]!;
  if (!LEADING_PARTICLES.includes(particle)) return null;
  const idiom = idiomVerb(previous, token.surface, lexicon);
  if (known(lexicon, token.surface) && idiom === undefined) return null;
  const verb = token.surface.slice(1);
  const teForm = /[てで]$/.test(verb);
  const stem = teForm ? verb.slice(0, -1) : verb;
  const verbFields: Partial<Token> = {
    pos: '動詞',
    posDetail1: '自立',
    posDetail2: '*',
    posDetail3: '*',
    conjugationForm: teForm ? '連用形' : '基本形',
    // The idiom's verb, so that its stem is found as the idiom's beginning (手にと|る).
    lemma: idiom ?? null,
  };
  const tokens = [
    tokenPiece(token, 0, particle, { reading: particle }),
    tokenPiece(token, 1, stem, verbFields),
  ];
  if (teForm) {
    tokens.push(
      tokenPiece(token, 1 + stem.length, verb.slice(-1), {
        posDetail1: '接続助詞',
        posDetail2: '*',
        reading: verb.slice(-1),
      }),
    );
  }
  return tokens;
}

/**
 * Noun suffixes that take a verb's stem and keep it a verb: 読み方 "way of reading", 降りそう
 * "looks like rain", 着き次第 "as soon as (it) arrives".
 */
const STEM_SUFFIXES = new Set(['方', 'かた', 'そう', '次第', 'しだい']);

/** Particles after which a verb's continuative form is a noun, not a verb. */
const NOUN_MARKING_PARTICLES = new Set(['が', 'を', 'の', 'で']);

/**
 * A verb's continuative form followed by が, を, の or で is the noun JMdict lists for it: 流しで
 * 洗う (the sink), 釣りの道具, 見積もりを出す. IPADIC tags it a verb; retagged a noun, the noun
 * entry fits it. So is one before a noun suffix, other than those that take a verb's stem
 * (`STEM_SUFFIXES`): 詰め替え用の洗剤 is the noun 詰め替え "refill", 聞き取り用 聞き取り
 * "listening". Not before は or も (読みはしない, 知りもしない: the verb, emphasised) nor に
 * (話しに行く: purpose). Before さえ, as the example index links it (薬を飲みさえすれば, 走りさえ
 * すれば: the noun 飲み, 走り), but not a one-character stem, whose noun is another word (見さえすれば
 * is 見る, not 見 "view"). Before the topic は too where no する or ない follows it: the emphasised
 * verb is 読みはしない, 知りはしない, but このレンズで絞りはいくつか is the noun 絞り "aperture", 彼の
 * 話しはおもしろい 話し "talk" (a topic is a noun).
 */
function nounUseOfStem(
  token: Token,
  previous: Token | undefined,
  next: Token | undefined,
  lexicon: Lexicon,
  afterNext?: Token,
): Token {
  if (token.pos !== '動詞' || token.conjugationForm?.startsWith('連用') !== true) return token;
  const beforeCaseParticle =
    next?.pos === '助詞' &&
    NOUN_MARKING_PARTICLES.has(next.surface) &&
    // Case particles only: the で of 揉んで is the te-form's.
    (next.posDetail1 === '格助詞' || next.posDetail1 === '連体化') &&
    token.end === next.start;
  const beforeSae =
    next?.surface === 'さえ' &&
    next.pos === '助詞' &&
    token.end === next.start &&
    token.surface.length > 1;
  const beforeNounSuffix =
    next?.pos === '名詞' &&
    next.posDetail1 === '接尾' &&
    !STEM_SUFFIXES.has(next.surface) &&
    token.end === next.start &&
    token.surface.length > 1;
  const beforeTopic =
    next?.surface === 'は' &&
    next.pos === '助詞' &&
    token.end === next.start &&
    token.surface.length > 1 &&
    afterNext !== undefined &&
    afterNext.lemma !== 'する' &&
    afterNext.lemma !== 'ない' &&
    afterNext.lemma !== 'しない';
  if (
    !beforeCaseParticle &&
    !beforeSae &&
    !beforeTopic &&
    !beforeNounSuffix &&
    !isModifiedPhraseEnd(previous, token, next)
  )
    return token;
  const isNoun = lexicon
    .lookup(token.surface)
    .some(
      ({ entry, readingIndex }) =>
        entry.forms[readingIndex]!.text === token.surface && entry.partsOfSpeech.includes('n'),
    );
  if (!isNoun) return token;
  return { ...token, ...COMMON_NOUN_FEATURES, lemma: token.surface };
}

/**
 * A continuative form after a modifier — the adnominal の, an adjective's attributive form or an
 * adnominal word (この, その, あの) — that ends its phrase (the line ends, or punctuation, a case
 * or final particle or the copula follows) is the noun too: 朝の祈り, 深い眠り。, 春の訪れだ,
 * このはからいに感謝する, あのひらめきは. A verb or auxiliary after it keeps the verb. After an
 * adnominal word the に is a case particle too: no subject stands there (母の呼びに来た).
 */
function isModifiedPhraseEnd(
  previous: Token | undefined,
  token: Token,
  next: Token | undefined,
): boolean {
  if (!previous || previous.end !== token.start) return false;
  const adnominal = previous.pos === '連体詞';
  const modifier =
    adnominal ||
    (previous.pos === '助詞' && previous.posDetail1 === '連体化') ||
    (previous.pos === '形容詞' && previous.conjugationForm === '基本形');
  if (!modifier) return false;
  if (!next || next.start !== token.end) return true;
  return (
    next.pos === '記号' ||
    // Not the te-form's て or another conjunctive particle (生きて, 寝ている stay verbs), nor
    // the に of purpose (母の呼びに来た: の marks the subject there).
    (next.pos === '助詞' &&
      next.posDetail1 !== '接続助詞' &&
      (next.surface !== 'に' || adnominal)) ||
    (next.pos === '助動詞' && (next.lemma === 'だ' || next.lemma === 'です'))
  );
}

/**
 * The classical copula なる between two nouns is an adnominal, JMdict's なる "that is, called"
 * (偉大なる父, 母なる大地, 鈴木なる人物), not the verb 成る "to become", which would take に or と
 * after a noun. IPADIC tags it an auxiliary after a na-adjective's stem (偉大|なる) and the verb
 * after a plain noun (母|なる); retagged an adnominal, the adnominal entry fits it.
 */
function classicalCopula(
  token: Token,
  previous: Token | undefined,
  next: Token | undefined,
): Token {
  if (token.surface !== 'なる') return token;
  const copula =
    token.pos === '助動詞' ||
    (token.pos === '動詞' &&
      token.conjugationForm === '基本形' &&
      previous?.pos === '名詞' &&
      previous.posDetail1 !== '非自立' &&
      previous.end === token.start &&
      next?.pos === '名詞' &&
      next.start === token.end);
  if (!copula) return token;
  return {
    ...token,
    pos: '連体詞',
    posDetail1: '*',
    posDetail2: '*',
    posDetail3: '*',
    conjugationType: null,
    conjugationForm: null,
    lemma: 'なる',
  };
}

/**
 * An adverb standing alone at the head of an utterance, between its start (or a bracket or
 * punctuation) and a pause, is the interjection JMdict lists spelled so: 「よし、行こう」 is よし
 * "all right!", not 縦し "even if"; IPADIC tags it an adverb whatever its place.
 */
function standaloneInterjection(
  token: Token,
  previous: Token | undefined,
  next: Token | undefined,
  lexicon: Lexicon,
): Token {
  if (
    token.pos !== '副詞' ||
    (previous !== undefined && previous.pos !== '記号') ||
    next?.pos !== '記号' ||
    next.posDetail1 === '括弧開' ||
    !lexicon
      .lookup(token.surface)
      .some(
        ({ entry, readingIndex }) =>
          entry.forms[readingIndex]!.text === token.surface && entry.partsOfSpeech.includes('int'),
      )
  )
    return token;
  return {
    ...token,
    pos: '感動詞',
    posDetail1: '*',
    posDetail2: '*',
    posDetail3: '*',
    conjugationType: null,
    conjugationForm: null,
  };
}

/**
 * なんて heading its phrase — at the start, after a pause or after a case or topic particle — is
 * 何て "what (a) …!", "what", not the particle なんて "such as", which follows the word it
 * belittles (映画なんて見ない): なんてきれいな花だ, 彼女はなんて言ったの. IPADIC tags both a particle;
 * retagged an adverb, the adverb 何て fits it.
 */
function exclamativeNante(
  token: Token,
  previous: Token | undefined,
  next: Token | undefined,
): Token {
  if (token.surface !== 'なんて' || token.pos !== '助詞' || !next) return token;
  const heads =
    previous === undefined ||
    previous.pos === '記号' ||
    (previous.pos === '助詞' &&
      (previous.posDetail1 === '係助詞' || previous.posDetail1 === '格助詞'));
  const content = ['名詞', '形容詞', '連体詞', '副詞', '動詞'].includes(next.pos);
  if (!heads || !content) return token;
  return { ...token, pos: '副詞', posDetail1: '一般', posDetail2: '*', posDetail3: '*' };
}

/**
 * The topic は with the particle ね right after a noun, which IPADIC reads as the continuative of
 * はねる "to splash": 僕はね、, 今日はね休み, 先生はね. A verb there would conjugate on (水が
 * はねた, はね上げる) or make a compound the dictionary lists (泥はね); otherwise it is は + ね.
 */
function splitTopicAndNe(
  token: Token,
  previous: Token | undefined,
  next: Token | undefined,
  lexicon: Lexicon,
): Token[] | null {
  if (
    token.surface !== 'はね' ||
    token.pos !== '動詞' ||
    token.conjugationForm !== '連用形' ||
    previous?.pos !== '名詞' ||
    previous.end !== token.start ||
    next?.pos === '動詞' ||
    next?.pos === '助動詞' ||
    next?.posDetail1 === '接続助詞' ||
    known(lexicon, previous.surface + token.surface)
  )
    return null;
  const particle: Partial<Token> = {
    pos: '助詞',
    posDetail2: '*',
    posDetail3: '*',
    conjugationType: null,
    conjugationForm: null,
  };
  return [
    tokenPiece(token, 0, 'は', { ...particle, posDetail1: '係助詞', reading: 'は' }),
    tokenPiece(token, 1, 'ね', { ...particle, posDetail1: '終助詞', reading: 'ね' }),
  ];
}

/**
 * Particles after which ない is the negative (でもない, じゃない), not the start of a word; the
 * te-form's て, で too (見てない is the contracted 見ていない, 学生でない the negative copula).
 */
const NEGATED_PARTICLES = new Set(['でも', 'では', 'じゃ', 'も', 'は', 'て', 'で']);

/**
 * The conjunction ないし "or" right after a particle that ない negates (でも, では, じゃ, も,
 * は, て, で) is the negative ない and the listing particle し: 暇でもないし, 上手でもないし,
 * 書いてないし, 読んでないし (IPADIC reads the conjunction there as after a number: 1ないし3).
 * Returns the two tokens, or null.
 */
function splitNegativeAndShi(token: Token, previous: Token | undefined): Token[] | null {
  if (
    token.surface !== 'ないし' ||
    token.pos !== '接続詞' ||
    previous?.pos !== '助詞' ||
    previous.end !== token.start ||
    !NEGATED_PARTICLES.has(previous.surface)
  )
    return null;
  // After the te-form ない is the negative auxiliary that joins its verb (書いてない).
  const teForm = previous.posDetail1 === '接続助詞';
  return [
    tokenPiece(token, 0, 'ない', {
      ...(teForm ? NEGATIVE_AUXILIARY_FEATURES : PLAIN_ADJECTIVE_FEATURES),
      lemma: 'ない',
      reading: 'ない',
    }),
    tokenPiece(token, 2, 'し', { ...CONJUNCTIVE_PARTICLE_FEATURES, reading: 'し' }),
  ];
}

function isPersonNamePart(token: Token | undefined, part: '姓' | '名'): token is Token {
  return (
    token?.pos === '名詞' &&
    token.posDetail1 === '固有名詞' &&
    token.posDetail2 === '人名' &&
    token.posDetail3 === part
  );
}

/**
 * A surname with the given name right after it is one name, as the reference writes 加藤紀子:
 * 山田太郎, 佐藤花子 (IPADIC: 姓 + 名). A title after it (さん, 先生) stays a word of its own. IPADIC
 * tags words as names too (大枝|小枝, 源氏|ゆかり): a "surname" the dictionary lists is such a word.
 */
function joinFullNames(tokens: readonly Token[], lexicon: Lexicon): readonly Token[] {
  if (!tokens.some((token) => isPersonNamePart(token, '姓'))) return tokens;
  const result: Token[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    const next = tokens[index + 1];
    if (
      isPersonNamePart(token, '姓') &&
      isPersonNamePart(next, '名') &&
      next.start === token.end &&
      !known(lexicon, token.surface)
    ) {
      result.push({
        ...token,
        surface: token.surface + next.surface,
        end: next.end,
        posDetail3: '一般',
        lemma: token.surface + next.surface,
        reading:
          token.reading !== null && next.reading !== null ? token.reading + next.reading : null,
      });
      index++;
    } else result.push(token);
  }
  return result;
}

/**
 * A noun suffix needs a noun before it, yet IPADIC tags some nouns suffixes after a particle or at
 * a clause's start, with the suffix's reading: 一人が後に残った, 食べて、後で話す read 後 ご ("after
 * …", as in 三日後). Standing there it is a noun of its own (後 あと "later"), and as a lone kanji
 * its reading weighs little (resolve.ts), so priority and frequency have their say.
 */
const CLAUSE_OPENERS = new Set(['句点', '読点', '括弧開']);

function strayedSuffix(token: Token, previous: Token | undefined): Token {
  if (token.pos !== '名詞' || token.posDetail1 !== '接尾' || token.posDetail2 === '助数詞')
    return token;
  if (
    previous !== undefined &&
    previous.pos !== '助詞' &&
    !(previous.pos === '記号' && CLAUSE_OPENERS.has(previous.posDetail1))
  )
    return token;
  return {
    ...token,
    posDetail1: token.posDetail2 === '副詞可能' ? '副詞可能' : '一般',
    posDetail2: '*',
  };
}

/**
 * The retags of one token, in order: each sees what the one before returned, and the neighbours
 * as IPADIC tagged them.
 */
function retagToken(
  token: Token,
  previous: Token | undefined,
  next: Token | undefined,
  lexicon: Lexicon,
  afterNext?: Token,
): Token {
  let result = strayedSuffix(token, previous);
  result = nounUseOfStem(result, previous, next, lexicon, afterNext);
  result = classicalCopula(result, previous, next);
  result = standaloneInterjection(result, previous, next, lexicon);
  result = katakanaNameBeforeTitle(result, next);
  result = belittlingNanka(result, previous);
  result = imaBeforeName(result, next);
  result = appearanceSou(result, previous);
  result = emptyKara(result, next, afterNext);
  result = trendTaisei(result, previous, next);
  result = moneyKane(result, next, afterNext);
  result = purposeStem(result, previous, next, afterNext, lexicon);
  return exclamativeNante(result, previous, next);
}

export function refineTokens(input: readonly Token[], lexicon: Lexicon): Token[] {
  // The passes over the whole clause, in order: each sees what the one before returned.
  let joined = readItteAsGoing(splitEdgeDots(input));
  joined = readKanaSaying(joined);
  joined = readNannimo(joined);
  joined = readHonorificOide(joined);
  joined = readConcessiveTatte(joined);
  joined = readOkureAsGiving(joined);
  joined = readProhibitiveNatte(joined);
  joined = readTeItanAsTeita(joined);
  joined = readSomeoneIsThere(joined);
  joined = readClippedSugi(joined, lexicon);
  joined = desireAppearance(joined);
  joined = splitImperativeToke(joined, lexicon);
  joined = joinNakusu(joined);
  joined = splitDesireNakuNaru(joined);
  joined = splitNegativeAppearance(joined, lexicon);
  joined = joinYagaru(joined);
  joined = joinItadakeMasen(joined);
  joined = readAdverbKuAsAdjective(joined, lexicon);
  joined = joinImperativeTamae(joined);
  joined = joinKanaNamesBeforeTitle(joined, lexicon);
  joined = repairContractions(joined);
  const tokens = joinFullNames(joined, lexicon).map((token, index, all) =>
    retagToken(token, all[index - 1], all[index + 1], lexicon, all[index + 2]),
  );
  const result: Token[] = [];
  // An index loop: `entries()` makes an [index, token] pair for every token of every clause.
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    const pieces =
      splitTrailingParticle(token, lexicon) ??
      splitCompoundParticle(token, tokens[index - 1], lexicon) ??
      splitHonorificPrefix(token, lexicon) ??
      splitTopicAndNe(token, tokens[index - 1], tokens[index + 1], lexicon) ??
      splitNegativeAndShi(token, tokens[index - 1]) ??
      splitFractionBun(token, tokens[index + 1]) ??
      splitDottedUnknown(token, lexicon) ??
      splitGodanSuruNoun(token, lexicon);
    if (pieces) {
      result.push(...pieces);
      continue;
    }
    const unlistedNoun =
      isSplittable(token) &&
      !isConjugatedKatakanaVerb(token, tokens[index + 1], lexicon) &&
      !known(lexicon, token.surface) &&
      !isNounVariant(token, lexicon) &&
      // A voiced suffix in kana is a word (傑作ぞろい: 揃い; rendaku-suffix.ts).
      !(token.posDetail1 === '接尾' && rendakuSuffixMatches(token.surface, lexicon).length > 0);
    // A compound verb's continuative is the verb, not pieces (詰め込み: verb-stem-noun.ts).
    const verbStem = unlistedNoun ? listedVerbStem(token, lexicon) : null;
    if (verbStem) {
      result.push(verbStem);
      continue;
    }
    const ends = unlistedNoun
      ? splitIntoKnownPieces(lexicon, token.surface)
      : isUnknownKatakanaRun(token)
        ? splitIntoKnownPieces(lexicon, token.surface, isCommonKatakanaWord)
        : null;
    if (!ends) {
      result.push(token);
      continue;
    }
    let start = 0;
    for (const end of ends) {
      result.push(tokenPiece(token, start, token.surface.slice(start, end)));
      start = end;
    }
  }
  return result;
}
