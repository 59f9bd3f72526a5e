/**
 * How well a JMdict entry's parts of speech fit what the tokenizer says a token is. Used to choose
 * between homographs: は after a noun is the particle (prt), not 葉 (n); ない after a verb stem is
 * the auxiliary (aux-adj), not 無い as a content word.
 */
import type { Token } from '../tokenizer';

type PosClass =
  | 'noun'
  | 'verb'
  | 'adjective'
  | 'adverb'
  | 'particle'
  | 'auxiliary'
  | 'prenoun'
  | 'conjunction'
  | 'interjection'
  | 'prefix'
  | 'suffix'
  | 'pronoun'
  | 'filler'
  | 'other';

/** The coarse class of a token in IPADIC terms. */
export function tokenClass(token: Token): PosClass {
  switch (token.pos) {
    case '名詞':
      if (token.posDetail1 === '代名詞') return 'pronoun';
      // The nominalizer の/ん (IPADIC: dependent noun) is grammar, JMdict's particle の, not the
      // noun 野 "field": 行くのが好き, 高いのを買った, 知らなかったんだ.
      if (token.posDetail1 === '非自立' && (token.surface === 'の' || token.surface === 'ん'))
        return 'particle';
      if (token.posDetail1 === '接尾') return 'suffix';
      return 'noun';
    case '動詞':
      return 'verb';
    case '形容詞':
      return 'adjective';
    case '副詞':
      return 'adverb';
    case '助詞':
      return 'particle';
    case '助動詞':
      return 'auxiliary';
    case '連体詞':
      return 'prenoun';
    case '接続詞':
      return 'conjunction';
    case '感動詞':
      return 'interjection';
    case '接頭詞':
      return 'prefix';
    case 'フィラー':
      return 'filler';
    default:
      return 'other';
  }
}

/** JMdict codes that agree with each coarse class (prefix match: `v5` covers v5k, v5r-i, …). */
const FITTING_CODES: Record<PosClass, readonly string[]> = {
  noun: ['n', 'adj-na', 'adj-no', 'vs', 'adv', 'exp', 'num', 'ctr', 'adj-t', 'pn'],
  pronoun: ['pn'],
  suffix: ['suf', 'n-suf', 'ctr', 'n'],
  verb: ['v', 'aux-v', 'exp'],
  adjective: ['adj-i', 'adj-ix', 'aux-adj', 'exp'],
  adverb: ['adv', 'adv-to', 'exp', 'n-adv'],
  particle: ['prt', 'conj', 'exp'],
  auxiliary: ['aux', 'aux-v', 'aux-adj', 'cop', 'exp', 'prt'],
  prenoun: ['adj-pn', 'adj-f', 'exp'],
  conjunction: ['conj', 'exp', 'prt'],
  interjection: ['int', 'exp'],
  prefix: ['pref', 'n'],
  // A filler (IPADIC フィラー: なんか, あのー, えーと) is an interjection, a particle or an adverb in
  // JMdict, never a noun: なんか変だね is 何か "somehow", not 南瓜 "pumpkin", which its `uk` and
  // priority made win when no entry fitted.
  filler: ['prt', 'int', 'adv', 'adj-pn', 'conj', 'exp'],
  other: [],
};

function codeFits(code: string, prefix: string): boolean {
  // 'v' stands for every verb class (v1, v5k-s, vk, vs-i, vt, vi); the others match exactly or
  // with a dash suffix ('adj-i' fits 'adj-ix'? no: 'adj-i' ≠ 'adj-ix', listed separately).
  if (prefix === 'v') return code.startsWith('v') && code !== 'vs';
  return code === prefix || code.startsWith(`${prefix}-`);
}

export function fitsPartOfSpeech(token: Token, codes: readonly string[]): boolean {
  const fitting = FITTING_CODES[tokenClass(token)];
  return codes.some((code) => fitting.some((prefix) => codeFits(code, prefix)));
}
