import type { Token } from '../tokenizer';

/**
 * A token of `surface` cut from `token` at `offset` (UTF-16 units into its surface): the token's
 * fields, with its own offsets, its text as lemma, no reading, and `fields` on top.
 */
export function tokenPiece(
  token: Token,
  offset: number,
  surface: string,
  fields: Partial<Token> = {},
): Token {
  const start = token.start + offset;
  return {
    ...token,
    surface,
    start,
    end: start + surface.length,
    lemma: surface,
    reading: null,
    isUnknown: false,
    ...fields,
  };
}

/**
 * The features of a symbol (記号・一般): what a mark that is not a word takes, such as the final
 * っ of emphasis (心配するなっ) or a stutter's first kana (ち、ちがう).
 */
export const SYMBOL_FEATURES = {
  pos: '記号',
  posDetail1: '一般',
  posDetail2: '*',
  posDetail3: '*',
  conjugationType: null,
  conjugationForm: null,
  lemma: null,
  reading: null,
} as const satisfies Partial<Token>;

/**
 * What an i-adjective in its plain form is tagged as (lemma and reading are the caller's): the
 * katakana slang adjective キモい, the ない of ないし.
 */
export const PLAIN_ADJECTIVE_FEATURES = {
  pos: '形容詞',
  posDetail1: '自立',
  posDetail2: '*',
  posDetail3: '*',
  conjugationType: '形容詞・アウオ段',
  conjugationForm: '基本形',
} as const satisfies Partial<Token>;

/** IPADIC's negative auxiliary ない (助動詞, 特殊・ナイ): the ない of 書いてない, of らんない. */
export const NEGATIVE_AUXILIARY_FEATURES = {
  pos: '助動詞',
  posDetail1: '*',
  posDetail2: '*',
  posDetail3: '*',
  conjugationType: '特殊・ナイ',
  conjugationForm: '基本形',
} as const satisfies Partial<Token>;

/** What a conjunctive particle (助詞・接続助詞) is tagged as: the て of 負けて, the し of ないし. */
export const CONJUNCTIVE_PARTICLE_FEATURES = {
  pos: '助詞',
  posDetail1: '接続助詞',
  posDetail2: '*',
  posDetail3: '*',
  conjugationType: null,
  conjugationForm: null,
} as const satisfies Partial<Token>;

/** What a case particle (助詞・格助詞・一般) is tagged as: the と of a name, the に of 日本においで. */
export const CASE_PARTICLE_FEATURES = {
  pos: '助詞',
  posDetail1: '格助詞',
  posDetail2: '一般',
  posDetail3: '*',
  conjugationType: null,
  conjugationForm: null,
} as const satisfies Partial<Token>;

/** What a sentence-final particle (助詞・終助詞) is tagged as: the よ of 来ておくれよ, ってば. */
export const FINAL_PARTICLE_FEATURES = {
  pos: '助詞',
  posDetail1: '終助詞',
  posDetail2: '*',
  posDetail3: '*',
  conjugationType: null,
  conjugationForm: null,
} as const satisfies Partial<Token>;

/** What a common noun (名詞・一般) is tagged as: a kana word the parser cuts out of a run. */
export const COMMON_NOUN_FEATURES = {
  pos: '名詞',
  posDetail1: '一般',
  posDetail2: '*',
  posDetail3: '*',
  conjugationType: null,
  conjugationForm: null,
} as const satisfies Partial<Token>;

/** A する-noun (名詞・サ変接続), as IPADIC tags 勉強 before its する (lemma and reading the caller's). */
export const SURU_NOUN_FEATURES = {
  ...COMMON_NOUN_FEATURES,
  posDetail1: 'サ変接続',
} as const satisfies Partial<Token>;

/**
 * An ichidan verb's continuative (lemma the caller's): a stem IPADIC took for a noun, as 負け in
 * 負けてらんねぇ or やめ in やめとけって.
 */
export const ICHIDAN_CONTINUATIVE_FEATURES = {
  pos: '動詞',
  posDetail1: '自立',
  posDetail2: '*',
  posDetail3: '*',
  conjugationType: '一段',
  conjugationForm: '連用形',
} as const satisfies Partial<Token>;

/** IPADIC's past auxiliary た (特殊・タ, plain form): the た of 待ってた, of ていた. */
export const PAST_AUXILIARY_FEATURES = {
  pos: '助動詞',
  posDetail1: '*',
  posDetail2: '*',
  posDetail3: '*',
  conjugationType: '特殊・タ',
  conjugationForm: '基本形',
  lemma: 'た',
} as const satisfies Partial<Token>;

/** IPADIC's nominal ん (名詞・非自立) of the explanatory んだ: 知ってんだ, 見ていたんだ. */
export const EXPLANATORY_N_FEATURES = {
  pos: '名詞',
  posDetail1: '非自立',
  posDetail2: '一般',
  posDetail3: '*',
  conjugationType: null,
  conjugationForm: null,
  lemma: 'ん',
} as const satisfies Partial<Token>;

/** The particle か as IPADIC tags it (副助詞／並立助詞／終助詞): 行くか, 誰か. */
export const KA_PARTICLE_FEATURES = {
  pos: '助詞',
  posDetail1: '副助詞／並立助詞／終助詞',
  posDetail2: '*',
  posDetail3: '*',
  conjugationType: null,
  conjugationForm: null,
  lemma: 'か',
} as const satisfies Partial<Token>;

/** IPADIC's attributive particle の (助詞・連体化): the の of 分の, of 子の. */
export const ATTRIBUTIVE_NO_FEATURES = {
  pos: '助詞',
  posDetail1: '連体化',
  posDetail2: '*',
  posDetail3: '*',
  conjugationType: null,
  conjugationForm: null,
  lemma: 'の',
  reading: 'の',
} as const satisfies Partial<Token>;
