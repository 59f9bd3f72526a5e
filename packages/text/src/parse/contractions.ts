/**
 * Colloquial contractions IPADIC has no entries for, so it cuts them into unrelated words. Each
 * repair rewrites the tokens into what the uncontracted form would give, so that glue and
 * deinflection see one conjugated word (subtitles and manga are full of these):
 *
 * - 知って|ん|の: the ん is the る of てる (知ってるの) → a dependent verb, 知ってん is 知る; before
 *   だ and です the ん is the explanatory one, as the reference reads it: 見て | んだ, 寝て | んです.
 * - 待って|たん|だ: たん is the past た and the explanatory ん (待ってたんだ) → た + ん.
 * - 食べ|らん|ない: らんない is られない slurred (食べられない) → one auxiliary, 食べらんない is 食べる;
 *   rougher still with ねえ (見てらんねえ, 待ってらんねぇ: IPADIC reads the final particle ねえ).
 * - あげ|よっ|か: よっ is the volitional よう clipped before か (あげようか), not the verb よる; a
 *   godan verb's う clipped so, 帰ろ|っ|か (帰ろうか), is IPADIC's verb っ (く) → the volitional.
 * - 貸して|くん|ねー: くれる's くん before the rough negative (くんねえ is くれねえ, as くんない is
 *   くれない), which IPADIC reads as くる's くん and the final particle → くれる and the negative.
 * - 行か|ねー, つま|ん|ねえ: the rough negative ねえ/ねー after a verb's irrealis, which IPADIC reads
 *   as the sentence-final particle (行かねー is 行かない; つまんねえ is つまらねえ, IPADIC reading
 *   つま|ん as つむ and the classical negative ん) → the auxiliary ない, the ん joined to its verb.
 * - 捨て|ちゃ|え, 飲ん|じゃ|え: the imperative of ちゃう/じゃう (捨てちゃえ, 飲んじゃえ "go ahead and
 *   …"), which IPADIC reads as the particle ちゃ and the filler え; and 転ん|じゃ|うか, where it
 *   reads じゃう + か as the particle じゃ and the adverb うか (羽化) or うかと: 転んじゃう | か,
 *   忘れちゃうかと is 忘れちゃう | か | と.
 * - 負け|てら|ん|ねぇ: IPADIC reads a verb's stem it also knows as a noun (負け) and the kana
 *   verb てる "to shine" in the irrealis before ん, where the text is the te-form and the slurred
 *   らんねぇ (負けてらんねぇ "I can't afford to lose") → the stem as the verb's continuative, て and
 *   らんねぇ. Only for a stem that can be an ichidan verb's (ending in an e- or i-row kana).
 * - 雨|かなっ|て, いい|かなっ|て: the particle かな and the quoting って (雨かなって思った "I
 *   wondered if it would rain"), which IPADIC reads as the te-form of かなう "to come true" →
 *   か + な + って. The verb has a subject with its particle before it (夢が|かなって), so only
 *   after a word that is not a particle, or at the start of the text. After a volitional IPADIC
 *   reads か and なる's te-form (行こう|か|なっ|て, やろう|か|なっ|て) → な + って.
 */
import type { Token } from '../tokenizer';
import { isTeParticle } from './glue';
import {
  CONJUNCTIVE_PARTICLE_FEATURES,
  EXPLANATORY_N_FEATURES,
  FINAL_PARTICLE_FEATURES,
  ICHIDAN_CONTINUATIVE_FEATURES,
  KA_PARTICLE_FEATURES,
  NEGATIVE_AUXILIARY_FEATURES,
  PAST_AUXILIARY_FEATURES,
  tokenPiece,
} from './token-piece';

/**
 * だ or です after the ん: the explanatory んだ / んです after a te-form, which the reference
 * keeps apart from the verb (遊んで | んだ, 泣いて | んです), not the ている of 遊んでる.
 */
function isExplanatoryCopula(token: Token | undefined): boolean {
  return (
    token !== undefined &&
    token.pos === '助動詞' &&
    (token.lemma === 'だ' || token.lemma === 'です')
  );
}

/** A piece of `token` read as written (the contracted forms' readings are their text). */
function piece(token: Token, offset: number, surface: string, fields: Partial<Token>): Token {
  return tokenPiece(token, offset, surface, { reading: surface, ...fields });
}

const CONTRACTED_TERU: Partial<Token> = {
  pos: '動詞',
  posDetail1: '非自立',
  posDetail2: '*',
  posDetail3: '*',
  conjugationType: '一段',
  conjugationForm: '基本形',
  lemma: 'いる',
};

const PAST: Partial<Token> = PAST_AUXILIARY_FEATURES;

/** くれる's irrealis slurred to くん, as IPADIC tags it before ない (くんない). */
const GIVING_KUREN: Partial<Token> = {
  conjugationType: '一段・クレル',
  conjugationForm: '未然特殊',
  lemma: 'くれる',
};

const INSISTING_TTEBA: Partial<Token> = { ...FINAL_PARTICLE_FEATURES, lemma: 'ってば' };

/** The auxiliary らしい "seems" (its form set where it is used). */
const SEEMS: Partial<Token> = {
  pos: '助動詞',
  posDetail1: '*',
  posDetail2: '*',
  posDetail3: '*',
  conjugationType: '形容詞・イ段',
  lemma: 'らしい',
};

const EXPLANATORY_N: Partial<Token> = EXPLANATORY_N_FEATURES;

/** The ない of らんない, or the rough ねえ, ねぇ, ねー of らんねえ. */
const SLURRED_NEGATIVE_ENDINGS = new Set(['ない', 'ねえ', 'ねぇ', 'ねー']);

const SLURRED_NEGATIVE: Partial<Token> = { ...NEGATIVE_AUXILIARY_FEATURES, lemma: 'ない' };

/**
 * The ない after らん in a form other than its plain one, which IPADIC reads as the adjective ない
 * (らん|なかっ|た, らん|なく|て, らん|なけれ|ば): the slurred negative conjugates on.
 */
function isConjugatedNegative(token: Token): boolean {
  return (
    token.lemma === 'ない' &&
    (token.pos === '形容詞' || token.pos === '助動詞') &&
    token.surface !== 'ない' &&
    token.surface.startsWith('な')
  );
}

/** ちゃう/じゃう (てしまう contracted) as IPADIC tags them where it knows them (忘れ|ちゃう). */
function contractedShimau(lemma: string, conjugationForm: string): Partial<Token> {
  return {
    pos: '動詞',
    posDetail1: '非自立',
    posDetail2: '*',
    posDetail3: '*',
    conjugationType: '五段・ワ行促音便',
    conjugationForm,
    lemma,
  };
}

export const QUOTING_TO: Partial<Token> = {
  pos: '助詞',
  posDetail1: '格助詞',
  posDetail2: '引用',
  posDetail3: '*',
  conjugationType: null,
  conjugationForm: null,
  lemma: 'と',
};

const SENTENCE_FINAL_KA: Partial<Token> = KA_PARTICLE_FEATURES;

/**
 * The ちゃ or じゃ of `token` with the first kana of `next` IPADIC cut off it, as the form of
 * ちゃう/じゃう: じゃ|おう is じゃお (読んじゃおう), ちゃ|って ちゃっ (寝ちゃって), じゃ|うか じゃう.
 */
function shimauTakingKanaOf(token: Token, next: Token, conjugationForm: string): Token {
  const surface = token.surface + next.surface.charAt(0);
  return {
    ...piece(token, 0, surface, contractedShimau(`${token.surface}う`, conjugationForm)),
    end: next.start + 1,
  };
}

/** The particle ちゃ/じゃ of a verb's contracted ては/では (IPADIC's reading of the contraction). */
function isContractedTe(token: Token, previous: Token | undefined): boolean {
  return (
    (token.surface === 'ちゃ' || token.surface === 'じゃ') &&
    token.pos === '助詞' &&
    token.posDetail1 === '接続助詞' &&
    previous?.pos === '動詞'
  );
}

/** ねえ, and ねー, ねぇ as it is written drawn out. */
const ROUGH_NEGATIVES = new Set(['ねえ', 'ねー', 'ねぇ']);

const ROUGH_NEGATIVE: Partial<Token> = { ...SLURRED_NEGATIVE, conjugationForm: '音便基本形' };

/** The rough negative read as a sentence-final particle after a verb's irrealis. */
function isRoughNegative(token: Token | undefined): boolean {
  return token !== undefined && ROUGH_NEGATIVES.has(token.surface) && token.pos === '助詞';
}

/**
 * A particle that follows a statement, not a request: after the te-form ねえ before it is the
 * rough ていない (飲んでねえよ, 寝てねえし, 言ってねえぞ); at a clause's end it may be the request's
 * ね said longer (頑張ってねえ), which the tokens cannot tell apart.
 */
const PARTICLES_AFTER_NEGATIVE = new Set([
  'よ',
  'ぞ',
  'し',
  'ぜ',
  'から',
  'けど',
  'って',
  'じゃん',
]);

function isParticleAfterNegative(token: Token | undefined): boolean {
  return token !== undefined && token.pos === '助詞' && PARTICLES_AFTER_NEGATIVE.has(token.surface);
}

function isIrrealisVerb(token: Token | undefined): boolean {
  return token?.pos === '動詞' && token.conjugationForm === '未然形';
}

/**
 * A verb the rough negative follows: its irrealis, or a continuative IPADIC gives where the two
 * are spelled alike — する's し and an ichidan stem before the particle ねー: 気しねー is 気 |
 * しねー (しない), 見ねーよ 見ねー | よ.
 */
function takesRoughNegative(token: Token | undefined): boolean {
  if (isIrrealisVerb(token)) return true;
  return (
    token?.pos === '動詞' &&
    token.conjugationForm === '連用形' &&
    (token.conjugationType === '一段' || token.conjugationType === 'サ変・スル')
  );
}

const CLIPPED_VOLITIONAL: Partial<Token> = {
  pos: '助動詞',
  posDetail1: '*',
  posDetail2: '*',
  posDetail3: '*',
  conjugationType: '不変化型',
  conjugationForm: '基本形',
  lemma: 'よう',
};

/** A verb form the volitional よう attaches to: 一段 stems (あげ, 食べ) and する's し. */
function takesYou(token: Token | undefined): boolean {
  return (
    token !== undefined &&
    token.pos === '動詞' &&
    (token.conjugationType === '一段' || token.conjugationType === 'サ変・スル') &&
    (token.conjugationForm === '未然形' || token.conjugationForm === '連用形')
  );
}

/** The quoting って (助詞・格助詞・連語), as IPADIC tags it. */
export const QUOTING_TTE: Partial<Token> = {
  pos: '助詞',
  posDetail1: '格助詞',
  posDetail2: '連語',
  posDetail3: '*',
  conjugationType: null,
  conjugationForm: null,
  lemma: 'って',
};

const SENTENCE_FINAL_NA: Partial<Token> = {
  ...SENTENCE_FINAL_KA,
  posDetail1: '終助詞',
  lemma: 'な',
};

/** IPADIC's かなう in the te-form, かなっ|て, where no particle stands before it. */
function isWonderingQuote(token: Token, previous: Token | undefined, next: Token | undefined) {
  return (
    token.surface === 'かなっ' &&
    token.pos === '動詞' &&
    isTeParticle(next) &&
    next!.surface === 'て' &&
    previous?.pos !== '助詞'
  );
}

/** The e- and i-row kana an ichidan verb's stem ends in (負け, 起き). */
const ICHIDAN_STEM_END = /[えけげせぜてでねへべぺめれいきぎしじちぢにひびぴみり]$/;

/** A noun that can be an ichidan verb's stem, right before `token`. */
function isIchidanStemNoun(noun: Token | undefined, token: Token): noun is Token {
  return (
    noun !== undefined &&
    noun.pos === '名詞' &&
    noun.posDetail1 === '一般' &&
    noun.end === token.start &&
    ICHIDAN_STEM_END.test(noun.surface)
  );
}

/** IPADIC's noun + てる "to shine" before ん and a negative ending: 負け|てら|ん|ねぇ. */
function isStemReadAsShining(tokens: readonly Token[], index: number): boolean {
  const noun = tokens[index]!;
  const tera = tokens[index + 1];
  const n = tokens[index + 2];
  const ending = tokens[index + 3];
  return (
    noun.pos === '名詞' &&
    ICHIDAN_STEM_END.test(noun.surface) &&
    tera?.surface === 'てら' &&
    tera.pos === '動詞' &&
    n?.surface === 'ん' &&
    n.pos === '助動詞' &&
    ending !== undefined &&
    shiningEndingLength(tokens, index + 3) > 0
  );
}

/** Tokens the negative ending takes at `at`: ねぇ, ない…, or ね|え as IPADIC cuts ねえ there. */
function shiningEndingLength(tokens: readonly Token[], at: number): number {
  const ending = tokens[at];
  if (ending === undefined) return 0;
  if (SLURRED_NEGATIVE_ENDINGS.has(ending.surface)) return 1;
  return ending.surface === 'ね' && tokens[at + 1]?.surface === 'え' ? 2 : 0;
}

const TE: Partial<Token> = { ...CONJUNCTIVE_PARTICLE_FEATURES, lemma: 'て' };

/** IPADIC's なる in the te-form after a volitional and か: 行こう|か|なっ|て. */
function isWonderingAfterVolitional(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  const ka = tokens[index - 1];
  const volitional = tokens[index - 2];
  const next = tokens[index + 1];
  return (
    token.surface === 'なっ' &&
    token.pos === '動詞' &&
    ka?.surface === 'か' &&
    ka.pos === '助詞' &&
    volitional?.pos === '助動詞' &&
    (volitional.lemma === 'う' || volitional.lemma === 'よう') &&
    isTeParticle(next) &&
    next!.surface === 'て'
  );
}

/** IPADIC's verb てく (ていく contracted) right after する's continuative し. */
function isContractedTeikuAfterShi(token: Token, previous: Token | undefined): boolean {
  return (
    token.pos === '動詞' &&
    token.lemma === 'てく' &&
    token.surface.length > 1 &&
    token.surface.startsWith('て') &&
    previous !== undefined &&
    previous.pos === '動詞' &&
    previous.lemma === 'する' &&
    previous.end === token.start
  );
}

export function repairContractions(tokens: readonly Token[]): Token[] {
  const result: Token[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    const previous = tokens[index - 1];
    const next = tokens[index + 1];
    if (
      isTeParticle(previous) &&
      token.surface === 'ん' &&
      token.pos !== '動詞' &&
      !isExplanatoryCopula(next)
    ) {
      result.push(piece(token, 0, 'ん', CONTRACTED_TERU));
    } else if (
      isTeParticle(previous) &&
      token.surface === 'っ' &&
      token.pos === '動詞' &&
      next !== undefined &&
      next.pos === '助詞' &&
      (next.surface === 'か' || next.surface === 'から' || next.surface === 'けど')
    ) {
      // てる's る said っ before か, から, けど (分かってっか, 待ってっから), which IPADIC reads as the
      // verb く: the contracted てる, spelled る for the deinflector.
      result.push(piece(token, 0, 'っ', CONTRACTED_TERU));
    } else if (
      isTeParticle(previous) &&
      token.surface === 'っ' &&
      token.pos === '動詞' &&
      next?.surface === 'て' &&
      tokens[index + 2]?.surface === 'ば' &&
      tokens[index + 2]!.start === next.end
    ) {
      // The insisting ってば after a request's te-form, which IPADIC reads as the verb く, て and
      // ば (聞いてってば, 起きてってば): the particle JMdict lists, not a contracted ていって.
      result.push({ ...piece(token, 0, 'ってば', INSISTING_TTEBA), end: tokens[index + 2]!.end });
      index += 2;
    } else if (
      isTeParticle(previous) &&
      token.lemma === 'たらしい' &&
      token.pos === '形容詞' &&
      token.surface.length > 1
    ) {
      // てた + らしい, which IPADIC reads as the suffix たらしい (憎たらしい) after the te-form:
      // 泣いてたらしい, 並んでたらしく → the past た (joining its verb) and らしい.
      result.push(
        piece(token, 0, 'た', PAST),
        piece(token, 1, token.surface.slice(1), {
          ...SEEMS,
          conjugationForm: token.conjugationForm,
        }),
      );
    } else if (
      (token.surface === 'たって' || token.surface === 'だって') &&
      token.pos === '助詞' &&
      previous?.pos === '動詞' &&
      previous.conjugationForm === '連用タ接続'
    ) {
      // The past and the quoting って, which IPADIC reads as the concessive たって (voiced だって)
      // after a verb's past stem: the た joins its verb, as in 泣いたって and 読んだって, which
      // IPADIC already reads so (行ったって is 行った | って, 買ったって, 泳いだって; after ちゃっ:
      // 負けちゃったって, 死んじゃったって). Else the stem stands alone as an unknown word.
      const past = token.surface[0]!;
      result.push(
        piece(token, 0, past, { ...PAST, lemma: past }),
        piece(token, 1, 'って', QUOTING_TTE),
      );
    } else if (
      isTeParticle(previous) &&
      token.surface === 'くん' &&
      token.pos === '動詞' &&
      ROUGH_NEGATIVES.has(next?.surface ?? '')
    ) {
      // くれる's くん before the rough negative, which IPADIC reads as くる's くん and the final
      // particle ねえ (やってくんねえ, 貸してくんねーか): くれねえ slurred, as くんない is くれない.
      result.push(
        piece(token, 0, 'くん', GIVING_KUREN),
        piece(next!, 0, next!.surface, ROUGH_NEGATIVE),
      );
      index++;
    } else if (isTeParticle(previous) && token.surface === 'たん' && token.pos === '名詞') {
      result.push(piece(token, 0, 'た', PAST), piece(token, 1, 'ん', EXPLANATORY_N));
    } else if (
      token.surface === 'らん' &&
      token.pos === '名詞' &&
      next !== undefined &&
      (SLURRED_NEGATIVE_ENDINGS.has(next.surface) || isConjugatedNegative(next)) &&
      (previous?.pos === '動詞' || isTeParticle(previous) || isIchidanStemNoun(previous, token))
    ) {
      // An ichidan stem IPADIC reads as the noun it also is (逃げ|らん|ねえ, 諦め|らん|ない) is the
      // verb's stem here, as 食べ|らん|ない is.
      if (previous?.pos === '名詞') {
        result.pop();
        result.push({
          ...previous,
          ...ICHIDAN_CONTINUATIVE_FEATURES,
          lemma: `${previous.surface}る`,
        });
      }
      // Any form of the ない: 見てらんなかった, 食べらんなくて conjugate on as られなかった does.
      result.push({
        ...piece(token, 0, `らん${next.surface}`, {
          ...SLURRED_NEGATIVE,
          conjugationForm: isConjugatedNegative(next) ? next.conjugationForm : '基本形',
        }),
        end: next.end,
      });
      index++;
    } else if (
      token.surface === 'よっ' &&
      token.pos === '動詞' &&
      takesYou(previous) &&
      next?.surface === 'か'
    ) {
      result.push(piece(token, 0, 'よっ', CLIPPED_VOLITIONAL));
    } else if (
      token.surface === 'っ' &&
      previous?.pos === '動詞' &&
      previous.conjugationForm === '未然ウ接続' &&
      next?.surface === 'か'
    ) {
      result.push(piece(token, 0, 'っ', { ...CLIPPED_VOLITIONAL, lemma: 'う' }));
    } else if (
      isTeParticle(previous) &&
      ROUGH_NEGATIVES.has(token.surface) &&
      (token.pos === '助詞' || token.pos === '感動詞') &&
      isParticleAfterNegative(next)
    ) {
      result.push(piece(token, 0, token.surface, ROUGH_NEGATIVE));
    } else if (
      isContractedTe(token, previous) &&
      next !== undefined &&
      next.start === token.end &&
      ((next.surface === 'おう' && next.pos === '動詞') ||
        (next.surface === 'おっ' && next.pos === '動詞' && tokens[index + 2]?.surface === 'か') ||
        (next.surface === 'おうか' && next.pos === '名詞'))
    ) {
      // The volitional of ちゃう/じゃう, which IPADIC reads as the particle じゃ and the verb おう
      // or the noun おうか (謳歌): 読んじゃおうよ, 飲んじゃおうか; clipped before か, 言っちゃおっか
      // (IPADIC: the verb おる's おっ).
      result.push(
        shimauTakingKanaOf(token, next, '未然ウ接続'),
        piece(next, 1, next.surface.slice(1, 2), { ...CLIPPED_VOLITIONAL, lemma: 'う' }),
      );
      if (next.surface === 'おうか') result.push(piece(next, 2, 'か', SENTENCE_FINAL_KA));
      index++;
    } else if (
      isContractedTe(token, previous) &&
      next?.surface === 'って' &&
      next.pos === '助詞' &&
      next.start === token.end
    ) {
      // The te-form of ちゃう/じゃう, which IPADIC reads as the particle じゃ and the quoting って:
      // 飛んじゃって, 休んじゃって.
      result.push(shimauTakingKanaOf(token, next, '連用タ接続'), piece(next, 1, 'て', TE));
      index++;
    } else if (isRoughNegative(token) && takesRoughNegative(previous)) {
      result.push(piece(token, 0, token.surface, ROUGH_NEGATIVE));
    } else if (
      token.surface === 'ん' &&
      token.pos === '助動詞' &&
      isIrrealisVerb(previous) &&
      previous!.conjugationType?.startsWith('五段') === true &&
      isRoughNegative(next)
    ) {
      // The verb's ら said as ん: read as IPADIC reads わかん|ない (its 未然特殊 form).
      const verb = result.pop()!;
      result.push(
        { ...verb, surface: `${verb.surface}ん`, end: token.end, conjugationForm: '未然特殊' },
        piece(next!, 0, next!.surface, ROUGH_NEGATIVE),
      );
      index++;
    } else if (isContractedTe(token, previous) && next?.surface === 'え') {
      const surface = `${token.surface}え`;
      const lemma = `${token.surface}う`;
      result.push({
        ...piece(token, 0, surface, contractedShimau(lemma, '命令ｅ')),
        end: next.end,
      });
      index++;
    } else if (
      isContractedTe(token, previous) &&
      (next?.surface === 'うか' || next?.surface === 'うかと') &&
      next.pos === '副詞'
    ) {
      result.push(
        shimauTakingKanaOf(token, next, '基本形'),
        piece(next, 1, 'か', SENTENCE_FINAL_KA),
      );
      if (next.surface === 'うかと') result.push(piece(next, 2, 'と', QUOTING_TO));
      index++;
    } else if (isStemReadAsShining(tokens, index)) {
      const length = shiningEndingLength(tokens, index + 3);
      const last = tokens[index + 2 + length]!;
      const ending = tokens
        .slice(index + 3, index + 3 + length)
        .map((part) => part.surface)
        .join('');
      result.push(
        { ...token, ...ICHIDAN_CONTINUATIVE_FEATURES, lemma: `${token.surface}る` },
        piece(next!, 0, 'て', TE),
        { ...piece(next!, 1, `らん${ending}`, SLURRED_NEGATIVE), end: last.end },
      );
      index += 2 + length;
    } else if (isContractedTeikuAfterShi(token, previous)) {
      // ていく said てく after する's し, which IPADIC reads as one verb てく (変化し|てか|ない,
      // 勉強し|てけ) where after other verbs it gives て and く (変わっ|て|か|ない): the same
      // tokens here, so the する-verb joins as 成長してく already did.
      result.push(
        piece(token, 0, 'て', TE),
        piece(token, 1, token.surface.slice(1), { ...token, lemma: 'く', reading: null }),
      );
    } else if (isWonderingQuote(token, previous, next)) {
      result.push(
        piece(token, 0, 'か', SENTENCE_FINAL_KA),
        piece(token, 1, 'な', SENTENCE_FINAL_NA),
        { ...piece(token, 2, 'って', QUOTING_TTE), end: next!.end },
      );
      index++;
    } else if (isWonderingAfterVolitional(tokens, index)) {
      result.push(piece(token, 0, 'な', SENTENCE_FINAL_NA), {
        ...piece(token, 1, 'って', QUOTING_TTE),
        end: next!.end,
      });
      index++;
    } else {
      result.push(token);
    }
  }
  return result;
}
