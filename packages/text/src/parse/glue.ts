/**
 * Which tokens belong to the same learner word as the conjugating word before them. The
 * convention (the reference's, from ichiran): a verb or adjective with its auxiliaries is one
 * word — 読ませられなかった, 行っちゃった, 知りながら — while particles and copulas stand alone
 * (読まない | でしょう, 綺麗 | だけど). The giving and receiving verbs after て join their verb too
 * in the revised (2026) convention: 待ってくれ, 手伝ってもらった, 書いてください; the humble いただく
 * and ほしい stay apart (読んで | いただく, 来て | ほしい).
 */
import type { Token } from '../tokenizer';

/** Auxiliaries that inflect the verb before them (IPADIC 助動詞 lemmas). */
const GLUED_AUXILIARIES = new Set([
  'ない',
  'ぬ',
  'ん',
  'た',
  'ます',
  'たい',
  'う',
  'よう',
  'まい',
  'れる',
  'られる',
  'せる',
  'させる',
  'ちゃう',
  'じゃう',
]);

/**
 * Verbs that IPADIC marks as dependent (非自立) and that make aspect or attitude rather than a new
 * action: ている/てる, てしまう/ちゃう, ていく/てく, てくる, ておく/とく, ておる, やがる, きる
 * (わかりきる), かねる (わかりかねる), うる/える (ありうる), なさる (帰ってきなさい).
 */
const GLUED_DEPENDENT_VERBS = new Set([
  // Older texts write some of them in kanji: 読んで居た, 忘れて仕舞った, 書いて置いた.
  '居る',
  '仕舞う',
  '置く',
  'いる',
  'てる',
  'でる',
  'しまう',
  'ちゃう',
  'じゃう',
  'ちまう',
  'じまう',
  'いく',
  '行く',
  'く',
  'くる',
  '来る',
  'おく',
  'とく',
  'どく',
  'おる',
  // ておる said とる (でおる どる), IPADIC's dependent とる right after the stem: 分かっとる, 住んどった.
  'とる',
  'どる',
  'やがる',
  'きる',
  'かねる',
  'うる',
  'える',
  '得る',
  'なさる',
  // The familiar imperative after a continuative: 聞きたまえ (see imperative-tamae.ts).
  'たまう',
  '給う',
  // In kanji too, after a stem in kana: きつ過ぎる, やさし過ぎて (a kanji stem found it as a
  // listed word's prefix: 高過ぎる).
  'すぎる',
  '過ぎる',
  'こなす',
]);

/** Giving and receiving verbs, joined after て/で only (本をくれる is a verb of its own). */
const GIVING_RECEIVING_VERBS = new Set([
  'くれる',
  '呉れる',
  'もらう',
  '貰う',
  'もらえる',
  '貰える',
  'くださる',
  '下さる',
]);

/** Conjunctive particles that are inflections of the verb: 読んで, 読めば, 読んじゃ, 読みながら. */
const GLUED_PARTICLES = new Set([
  'て',
  'で',
  'ば',
  'ちゃ',
  'じゃ',
  'ながら',
  'たり',
  'だり',
  'つつ',
]);

/** Adjectival auxiliaries after a verb stem: 近寄りがたい, 読みづらい, 分かりにくい. */
const GLUED_ADJECTIVES = new Set(['ない', 'がたい', 'づらい', 'にくい']);

/**
 * Forms of する that continue a する-verb (not さ: 安心させる is 安心 + させる in this convention);
 * the volitional's しよ too (IPADIC: 勉強|しよ|う, 結婚|しよ|う|か): 勉強しよう, 掃除しようか.
 */
const SURU_CONTINUATIONS = new Set(['し', 'す', 'する', 'すれ', 'しろ', 'せよ', 'せ', 'しよ']);

/** A verb or adjective that starts a word (dependent ones too when nothing precedes them: くれて). */
export function isConjugatingHead(token: Token): boolean {
  if (token.pos === '動詞' || token.pos === '形容詞') return true;
  // An auxiliary that does not attach to what precedes it still inflects: 男|らしかった,
  // 高く|なかった, 静か|だった.
  return token.pos === '助動詞' && token.conjugationType !== null;
}

/** A サ変 noun (勉強, 浮気) that a following する turns into a verb. */
export function isSuruNoun(token: Token): boolean {
  return token.pos === '名詞' && token.posDetail1 === 'サ変接続';
}

export function isSuruContinuation(token: Token): boolean {
  return token.pos === '動詞' && token.lemma === 'する' && SURU_CONTINUATIONS.has(token.surface);
}

/** The te-form's particle て or で (読んで, 見て). */
export function isTeParticle(token: Token | undefined): boolean {
  return (
    token !== undefined &&
    token.pos === '助詞' &&
    token.posDetail1 === '接続助詞' &&
    (token.surface === 'て' || token.surface === 'で')
  );
}

/** Whether `token` attaches to the word that `previous` ends. */
export function gluesTo(previous: Token, token: Token, next?: Token): boolean {
  const lemma = token.lemma ?? token.surface;
  switch (token.pos) {
    case '助動詞':
      // ないで read as the copula's で where IPADIC takes ない for the plain form (食べすぎない|で|ね):
      // before a final particle, a mark or the end it is the negative te-form, as ないで is.
      if (
        token.surface === 'で' &&
        lemma === 'だ' &&
        previous.pos === '助動詞' &&
        previous.lemma === 'ない' &&
        (next === undefined || next.pos === '記号' || next.posDetail1 === '終助詞')
      )
        return true;
      // The past after a sound change is spelled だ and IPADIC gives it the lemma だ: 飛び込ん|だ.
      if (lemma === 'だ')
        return previous.pos === '動詞' && previous.conjugationForm === '連用タ接続';
      // The listing たり after a past stem where IPADIC reads the classical copula たり, as it does
      // at a clause's end: 暇だったり。, 学生だったり、 (the copula's past stem だっ, not a noun).
      if (lemma === 'たり')
        return token.surface === 'たり' && previous.conjugationForm === '連用タ接続';
      // The classical passive る after a godan verb's irrealis, in literary text: 思わ|るる.
      if (lemma === 'る') return previous.pos === '動詞' && previous.conjugationForm === '未然形';
      return GLUED_AUXILIARIES.has(lemma);
    case '動詞':
      if (token.posDetail1 === '接尾') return true;
      if (token.lemma === 'する' && previous.surface === 'と' && previous.pos === '助詞')
        return true;
      // The short causative-passive: IPADIC reads the さ of 読ま|さ|れ|た as する, but it is the
      // causative す of 読ます (読まされた = 読ませられた).
      if (
        token.lemma === 'する' &&
        token.surface === 'さ' &&
        previous.pos === '動詞' &&
        previous.conjugationForm === '未然形' &&
        previous.conjugationType?.startsWith('五段') === true
      )
        return true;
      if (GIVING_RECEIVING_VERBS.has(lemma))
        return previous.surface === 'て' || previous.surface === 'で';
      if (GLUED_DEPENDENT_VERBS.has(lemma)) {
        // 自立 いる/おる after a verb without て is a separate verb (本がある | いる is not a case);
        // after て (and the contracted ちゃ/じゃ forms) it is aspect.
        return (
          token.posDetail1 === '非自立' ||
          previous.surface === 'て' ||
          previous.surface === 'で' ||
          lemma === 'ちゃう' ||
          lemma === 'じゃう' ||
          lemma === 'てる'
        );
      }
      return false;
    case '助詞':
      // 〜ようとする (try to): 起ころ|う|と|し|て|いる is one word, like the reference; but not
      // あろ|う|と (even if), so the と must be followed by する.
      if (token.surface === 'と' && token.posDetail1 === '格助詞') {
        return (
          previous.pos === '助動詞' &&
          (previous.lemma === 'う' || previous.lemma === 'よう') &&
          next?.lemma === 'する'
        );
      }
      // The listing たり/だり after a past stem is its たり form, whether IPADIC calls it
      // conjunctive or parallel: a verb's (食べたり, 読んだり), an adjective's (寒かったり) and an
      // auxiliary's (言わなかったり, 見たかったり, the copula's 嘘だったり).
      if (
        (token.surface === 'たり' || token.surface === 'だり') &&
        (previous.pos === '動詞' || previous.pos === '形容詞' || previous.pos === '助動詞') &&
        previous.conjugationForm?.startsWith('連用') === true
      )
        return true;
      // ないで is the negative te-form even where IPADIC tags the で sentence-final (話さないで).
      if (token.surface === 'で' && previous.pos === '助動詞' && previous.lemma === 'ない')
        return true;
      return (
        token.posDetail1 === '接続助詞' &&
        GLUED_PARTICLES.has(token.surface) &&
        (previous.pos === '動詞' || previous.pos === '形容詞' || previous.pos === '助動詞')
      );
    case '形容詞':
      // After the te-form ない is the contracted ていない, though IPADIC reads the adjective
      // "not there" where the て is a particle: 読んでなかった, 知らされてなくて (見てなかった it
      // reads as the auxiliary).
      if (lemma === 'ない' && isTeParticle(previous)) return true;
      // The negative's な before the さ of そう after an adjective's く form: IPADIC reads it as the
      // adjective ない for some adjectives (楽し|く|な|さ|そう, 嬉しく|な|さ|そう) and the auxiliary
      // for others (寒く|な|さ|そう); both are the adjective's negative appearance, one word.
      if (
        lemma === 'ない' &&
        token.conjugationForm === 'ガル接続' &&
        previous.pos === '形容詞' &&
        previous.conjugationForm === '連用テ接続'
      )
        return true;
      return (
        (token.posDetail1 === '非自立' || token.posDetail1 === '接尾') &&
        GLUED_ADJECTIVES.has(lemma) &&
        previous.pos !== '名詞'
      );
    case '感動詞':
      // IPADIC has no dictionary form じゃう/ちゃう: 飲んじゃう, 死んじゃう come out as the particle
      // じゃ and the interjection う. That う is the ending of the contraction (でしまう).
      return (
        token.surface === 'う' &&
        previous.pos === '助詞' &&
        (previous.surface === 'じゃ' || previous.surface === 'ちゃ')
      );
    case '副詞':
      // IPADIC reads 〜なさそう after a negative stem as the adverb そう: 来|なさ|そう.
      return (
        token.surface === 'そう' && previous.pos === '動詞' && previous.conjugationForm === '未然形'
      );
    case '名詞':
      // 〜そう (looks like): なりそう, 大人しそう — after a stem, not after a verb's plain form (降る |
      // そうだ is hearsay, the index's そうだ/そうです). 〜さ turns an adjective into a noun: 高さ.
      if (token.posDetail2 === '助動詞語幹' && token.surface === 'そう') {
        // ...and after the さ of 〜なさそう (IPADIC: 知ら|な|さ|そう, 食べ|な|さ|そう).
        if (previous.surface === 'さ' && previous.posDetail1 === '接尾') return true;
        // The hearsay そう after an adjective's plain form joins it, as the reference writes:
        // 寒いそうだ is 寒いそう | だ, 安いそうです 安いそう | です.
        if (previous.pos === '形容詞' && previous.conjugationForm === '基本形') return true;
        return previous.conjugationForm !== null && previous.conjugationForm !== '基本形';
      }
      // The negative's な|さ before そう is one ending: 知らなさそう, 食べなさそう.
      return (
        token.posDetail1 === '接尾' &&
        token.surface === 'さ' &&
        (previous.pos === '形容詞' || (previous.pos === '助動詞' && previous.lemma === 'ない'))
      );
    default:
      return false;
  }
}
