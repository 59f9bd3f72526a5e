/**
 * When several tokens may be joined into one dictionary entry: the tokenizer is usually right
 * about particles and readings, so a join must agree with its tokens.
 */
import { hasKanji, isAllKanji, isKanjiChar } from '../kana';
import type { Token } from '../tokenizer';
import { isSuruNoun } from './glue';
import { isInterjectionInScraps } from './interjection-scraps';
import { isKanaNounWithSuffix } from './kana-suffix-context';
import type { Lexicon, LexiconMatch } from './lexicon';
import { comparableReading } from './resolve';
import { unvoiced } from './rendaku-suffix';

/** Parts of speech of grammar words and set phrases: what a join of particles may turn into. */
const FUNCTION_LIKE_CODES = [
  'exp',
  'prt',
  'conj',
  'int',
  'adv',
  'adv-to',
  'aux',
  'aux-v',
  'aux-adj',
  'cop',
  'pn',
  'adj-pn',
];

const GRAMMAR_CODES = ['exp', 'prt', 'conj', 'int', 'aux', 'aux-v', 'aux-adj'];

function isFunctionLike(match: LexiconMatch): boolean {
  return match.entry.partsOfSpeech.some(
    (code) => FUNCTION_LIKE_CODES.includes(code) || code.startsWith('cop'),
  );
}

function isParticleLike(token: Token): boolean {
  return token.pos === '助詞' || token.pos === '助動詞' || token.pos === '接続詞';
}

/**
 * A case or topic particle IPADIC read and a one-kana filler after it: in kana text the filler is
 * IPADIC's guess for the first kana of the next word (とり | は | え | だに for は | えだ | に,
 * りす | は | え | だの for は | えだ | の), not the end of a word the particle begins (はえ 蠅, はあ
 * "huh"; のま after the genitive の), so the filler's rule below does not join them: the particle
 * stands.
 */
function isCaseParticleAndFiller(span: readonly Token[]): boolean {
  const [particle, filler] = span;
  return (
    span.length === 2 &&
    particle!.pos === '助詞' &&
    (particle!.posDetail1 === '係助詞' ||
      particle!.posDetail1 === '格助詞' ||
      particle!.posDetail1 === '連体化') &&
    filler!.surface.length === 1
  );
}

function isNominalizer(token: Token): boolean {
  return (
    token.pos === '名詞' &&
    token.posDetail1 === '非自立' &&
    (token.surface === 'ん' || token.surface === 'の')
  );
}

function isPluralSuffix(token: Token): boolean {
  return (
    token.pos === '名詞' &&
    token.posDetail1 === '接尾' &&
    (token.surface === 'たち' || token.surface === '達')
  );
}

/**
 * An entry spelled with the plural suffix: 私達, 俺たち. Its kanji spellings say so; a kana
 * spelling ends in たち whatever the word (物断ち is also written ものたち).
 */
function isListedPlural(match: LexiconMatch): boolean {
  const { forms } = match.entry;
  const written = forms.filter((form) => hasKanji(form.text));
  return (written.length > 0 ? written : forms).some((form) => /(たち|達)$/.test(form.text));
}

/** Tokens that carry grammar rather than content: particles, auxiliaries, ない, the nominal ん/の. */
export function isFunctionToken(token: Token): boolean {
  if (token.pos === '助詞' || token.pos === '助動詞' || token.pos === '接続詞') return true;
  if (token.pos === '形容詞') return token.lemma === 'ない';
  return isNominalizer(token);
}

/**
 * A mimetic adverb ending in っと that IPADIC cuts before its と, reading it as the particle と
 * (or っと): ズバッ|と is ズバッと, カチッ|と カチッと (not the interjection カチッ and と). The
 * dictionary lists the adverb with its と, so the と is part of the word.
 */
function isMimeticAdverb(span: readonly Token[], match: LexiconMatch): boolean {
  const last = span[span.length - 1]!;
  if (last.pos !== '助詞' || (last.surface !== 'っと' && last.surface !== 'と')) return false;
  let surface = '';
  for (const token of span) surface += token.surface;
  return (
    /[っッ]と$/.test(surface) &&
    match.entry.partsOfSpeech.some((code) => code === 'adv' || code === 'adv-to')
  );
}

/**
 * An indefinite count — 何 + a counter + the particle か — is one word where JMdict lists it
 * (the lookup found it), as IPADIC already reads 何度か, 何人か, 何日か whole: 月に何回か会う is
 * 何回か "several times", not 何回 | か. Only か after 何 and a counter: 何回も stays 何回 | も
 * unless listed as an expression, which the particle rule below decides.
 */
function isIndefiniteCount(span: readonly Token[]): boolean {
  if (span.length !== 3) return false;
  const [what, counter, ka] = span as [Token, Token, Token];
  return (
    what.surface === '何' &&
    what.posDetail1 === '数' &&
    counter.posDetail2 === '助数詞' &&
    ka.surface === 'か' &&
    ka.pos === '助詞'
  );
}

/**
 * A common word written in kana, which IPADIC cuts into scraps that end in a particle or start
 * with a conjunction: いくつ|か is いくつか, いや|らしい (after おや) いやらしい. A conjugated word
 * before the particle stays apart (いる|か is not いるか "dolphin"), and so do words usually
 * written in kanji (ほう|が is not 邦画).
 */
function isKanaWordInScraps(span: readonly Token[], match: LexiconMatch): boolean {
  const form = match.entry.forms[match.readingIndex]!;
  if (!match.entry.usuallyKana || !form.isKana || match.entry.priorityScore <= 0) return false;
  const head = span[0]!;
  if (head.pos === '動詞' || head.pos === '形容詞' || head.pos === '助動詞') return false;
  let surface = '';
  for (const token of span) surface += token.surface;
  return surface.length >= 3 && /^[\u3041-\u309f]+$/.test(surface);
}

/** The entry's form is the span's text as written, long-vowel mark included. */
function isSpelledWithMark(span: readonly Token[], match: LexiconMatch): boolean {
  let surface = '';
  for (const token of span) surface += token.surface;
  return match.entry.forms[match.readingIndex]!.text === surface;
}

/** A long-vowel mark as its own token, or ending IPADIC's kana word (どー, よー). */
function isDrawnOutKana(token: Token): boolean {
  const { surface } = token;
  return surface.endsWith('ー') && (surface.length === 1 || /^[\u3041-\u3096]+ー$/.test(surface));
}

/** The case particle を and a form of the verb する after it (を|し|て). */
function isObjectBeforeSuru(span: readonly Token[]): boolean {
  const [particle, verb] = span;
  return (
    particle!.surface === 'を' &&
    particle!.posDetail1 === '格助詞' &&
    verb !== undefined &&
    verb.pos === '動詞' &&
    verb.lemma === 'する'
  );
}

/**
 * A dictionary entry spanning several tokens is only taken when the tokens could be that entry.
 * The tokenizer is usually right about particles, so its split wins over a kana coincidence:
 * は|やめる is not 早める (はやめる), 次|が|ある is not the expression がある, し|た|ね is not
 * 下値 (したね), ほう|が is not 邦画. Set phrases made of grammar words stay whole (には, ではない,
 * じゃない, だけど, かしら), and common noun + particle phrases too (たまに, 何も, 誰か).
 */
export function joinAgreesWithTokens(
  span: readonly Token[],
  match: LexiconMatch,
  next: Token | undefined,
): boolean {
  const first = span[0]!;
  const last = span[span.length - 1]!;
  // A filler after other tokens means IPADIC did not know the word and cut it into scraps
  // (や|べ|え is the slang やべえ): the dictionary's whole word wins.
  if (last.pos === 'フィラー' && span.length > 1 && !isCaseParticleAndFiller(span)) return true;
  if (isInterjectionInScraps(span, match)) return true;
  // So does a long-vowel mark IPADIC keeps as a token of its own (が|ー|ん, ぱ|ー|ん): it did not
  // know the drawn-out word, and one JMdict lists with the mark as written is that word (頭が
  // がーんとなる "wham", 風船がぱーんと割れた "pop"), not a particle or scrap around a stray mark
  // (nor 癌 said longer). Or glues it to a kana word it knows: どーんと構える, どーんと一発 (どー|ん
  // is どーん "bang", not どう and the nominal ん).
  if (span.some(isDrawnOutKana) && isSpelledWithMark(span, match)) return true;
  // The particle of a compound particle split apart belongs to its verb (それ|に|関する). IPADIC's
  // own one-kana 連語 particle, the quoting て, is no such piece: 何て素敵な, 何て綺麗な are the
  // adverb 何て "how", as before a verb (何て言った), where IPADIC reads the conjunctive て.
  if (
    last.pos === '助詞' &&
    last.posDetail2 === '連語' &&
    last.surface.length === 1 &&
    last.surface !== 'て'
  )
    return false;
  if (first.pos === '接続詞' && isKanaWordInScraps(span, match)) return true;
  // The appearance suffix そう (IPADIC: a noun suffix) ends its adjective or verb; it does not
  // begin the expression そうですね "I agree": 楽しそうですね is 楽しそう | です | ね, 降りそうですね
  // 降りそう | です | ね.
  if (first.pos === '名詞' && first.posDetail1 === '接尾' && first.surface === 'そう') return false;
  // The pronoun なん is 何: joined, it is a word spelled with 何 (なんでも 何でも, なんで 何で), not
  // a kana homophone: あれはなんだ is not 涙 (なんだ), それはなんですか not the explanatory なんです.
  if (first.pos === '名詞' && first.posDetail1 === '代名詞' && first.surface === 'なん')
    return match.entry.forms.some((form) => form.text.startsWith('何'));
  if (isParticleLike(first)) {
    // The object particle を before する is the object and the verb: 野球をして遊んだ is 野球 | を |
    // して, 喧嘩をしてね 喧嘩 | を | して | ね, not JMdict's literary をして "by making (someone)".
    if (isObjectBeforeSuru(span)) return false;
    // Compound particles contain a verb: に|とっ|て is にとって, に|しろ is にしろ.
    const isSetPhrase = match.entry.partsOfSpeech.includes('exp');
    // ...and a join of grammar words is a grammar word, not a content word: な|ん is not 何. A
    // copula is not one either: copulas stand alone, so 平和である is 平和 | で | ある (the
    // continuative で and the verb ある) and でございます is で | ございます.
    const isGrammarWord = match.entry.partsOfSpeech.some((code) => GRAMMAR_CODES.includes(code));
    return (
      span.every((token) => isFunctionToken(token) || (isSetPhrase && token.pos === '動詞')) &&
      isGrammarWord
    );
  }
  // The explanatory ん/の and the topic は end phrases, not words: いい|ん is not 医院, これ|は
  // is not the interjection これは; a conjunctive particle after a verb or adjective belongs to the
  // inflection (ない|し is not ないし "or").
  if (isNominalizer(last) || (last.pos === '助詞' && last.surface === 'は')) return false;
  if (last.posDetail1 === '接続助詞' && (first.pos === '動詞' || first.pos === '形容詞'))
    return first.lemma !== 'する' && isListedConjugatedForm(match);
  // The plural suffix たち that IPADIC reads after a noun joins only into a plural JMdict lists
  // (私たち, おまえたち, 子供たち), not into a word that merely reads so: ものたち is もの | たち,
  // not 物断ち "abstinence", and こものたち こもの | たち, not 小物断ち.
  // A verb before it is IPADIC's misreading of a word in kana (い|たち is いたち "weasel").
  if (span.length === 2 && first.pos === '名詞' && isPluralSuffix(last) && !isListedPlural(match))
    return false;
  if (isMimeticAdverb(span, match)) return true;
  if (isKanaWordInScraps(span, match)) return true;
  if (isIndefiniteCount(span)) return true;
  if (isKanaNounWithSuffix(span, match, next)) return true;
  if (last.pos === '助詞') {
    // A noun suffix with a case particle is the suffix and the particle, not the adverb or
    // conjunction spelled alike: 年齢別に is 年齢 | 別 | に and 色別に 色 | 別 | に, not 別に
    // "particularly"; IPADIC's suffixes 所, 先, 無し likewise (所で "by the way", 先に "before").
    if (first.pos === '名詞' && first.posDetail1 === '接尾' && last.posDetail1 === '格助詞')
      return false;
    if (!isFunctionLike(match)) return false;
    // ここ|に stays two words; the common adverb たまに is one.
    if (last.posDetail1 === '格助詞' && !match.entry.partsOfSpeech.includes('exp'))
      return match.entry.priorityScore >= 10;
  }
  return true;
}

/**
 * A particle IPADIC reads twice in a row right after a noun is the particle and a one-kana word it
 * took for the particle again, not a word of both: ぼくははがいたい is ぼく | は | 歯 | が, not the
 * interjection はは "I see", きのうははれた likewise. At a sentence's start は | は is still 母.
 */
export function isParticleTwiceAfterNoun(
  span: readonly Token[],
  previous: Token | undefined,
): boolean {
  if (span.length !== 2 || previous === undefined) return false;
  const first = span[0]!;
  const second = span[1]!;
  return (
    first.pos === '助詞' &&
    second.pos === '助詞' &&
    first.surface === second.surface &&
    previous.end === first.start &&
    previous.pos === '名詞'
  );
}

/**
 * A na-adjective's stem and に before なる or する is the adjective and the particle of a result,
 * not the adverb JMdict lists spelled alike: 静かになった is 静か | に | なった ("became quiet"),
 * 素直になれない 素直 | に | なれない, 綺麗にする 綺麗 | に | する, as the reference splits them.
 */
export function isResultativeNi(span: readonly Token[], next: Token | undefined): boolean {
  return (
    span.length === 2 &&
    span[0]!.posDetail1 === '形容動詞語幹' &&
    span[1]!.surface === 'に' &&
    span[1]!.pos === '助詞' &&
    next !== undefined &&
    next.start === span[1]!.end &&
    next.pos === '動詞' &&
    (next.lemma === 'なる' || next.lemma === 'する')
  );
}

/**
 * ...and that に does not begin a phrase with the する after it: 静かにして is 静か | に | して
 * ("be quiet"), 綺麗にしてね 綺麗 | に | して | ね, not the particle にして "as, in" nor にする
 * "to decide on". True where the span [from, …) starts so.
 */
export function startsResultativeSuru(tokens: readonly Token[], from: number): boolean {
  const stem = tokens[from - 1];
  const ni = tokens[from]!;
  const verb = tokens[from + 1];
  return (
    stem !== undefined &&
    stem.posDetail1 === '形容動詞語幹' &&
    stem.end === ni.start &&
    ni.surface === 'に' &&
    ni.pos === '助詞' &&
    verb !== undefined &&
    verb.pos === '動詞' &&
    verb.lemma === 'する'
  );
}

/**
 * ところ | で after a word that describes it (あんな, 変な, 窓の) is the noun "place" and the
 * particle: あんなところで寝ないで, 変なところで is "in a strange place", not the conjunction
 * ところで "by the way" nor the particle "even if" (which follows a past form: 謝ったところで).
 */
export function isDescribedTokoroDe(span: readonly Token[], previous: Token | undefined): boolean {
  if (span.length !== 2 || previous === undefined || previous.end !== span[0]!.start) return false;
  const [noun, particle] = span as [Token, Token];
  return (
    noun.surface === 'ところ' &&
    noun.pos === '名詞' &&
    particle.surface === 'で' &&
    (previous.pos === '連体詞' ||
      (previous.pos === '助動詞' && previous.surface === 'な') ||
      (previous.pos === '助詞' && previous.posDetail1 === '連体化'))
  );
}

/**
 * The が after a copula is the conjunctive "but", and a final な after it is the sentence's own
 * particle, not the particle がな "I wish": 高いのだがな is 高い | の | だが | な, 本当ですがな
 * 本当 | ですが | な (IPADIC: だ|が|な). Elsewhere がな stays (知らんがな).
 */
export function isButThenNa(span: readonly Token[], previous: Token | undefined): boolean {
  if (span.length !== 2 || previous === undefined) return false;
  const [ga, na] = span as [Token, Token];
  return (
    ga.surface === 'が' &&
    ga.posDetail1 === '接続助詞' &&
    na.surface === 'な' &&
    na.posDetail1 === '終助詞' &&
    previous.pos === '助動詞' &&
    (previous.lemma === 'だ' || previous.lemma === 'です')
  );
}

/**
 * する + と after a サ変 noun is the noun's verb and the particle, not the conjunction すると
 * "thereupon", which begins a clause: 出発すると言った is 出発する | と | 言った, 返事すると約束した
 * 返事する | と. IPADIC reads that と as the quoting particle (格助詞) before a verb of saying, and
 * the conjunction won the span there; before its conjunctive と (到着すると皆が) it already lost.
 */
export function isSuruNounThenSuruto(span: readonly Token[], previous: Token | undefined): boolean {
  if (span.length !== 2 || previous === undefined) return false;
  const [suru, to] = span as [Token, Token];
  return (
    isSuruNoun(previous) &&
    suru.pos === '動詞' &&
    suru.lemma === 'する' &&
    suru.surface === 'する' &&
    to.pos === '助詞' &&
    to.surface === 'と'
  );
}

/**
 * The causative さ|せ of a サ変 noun's する begins no word of its own: the causative stays with its
 * noun in every form, so JMdict's expression させていただく "to humbly do" does not take it away
 * when said plainly — 拝見させていただく is 拝見させて | いただく, 説明させていただいた 説明させて |
 * いただいた, as the polite いただきます already was (the expression's deinflected form lost there).
 */
export function isSuruNounThenCausative(
  span: readonly Token[],
  previous: Token | undefined,
): boolean {
  if (span.length < 2 || previous === undefined || !isSuruNoun(previous)) return false;
  const [suru, causative] = span as [Token, Token];
  return (
    suru.surface === 'さ' &&
    suru.pos === '動詞' &&
    suru.lemma === 'する' &&
    causative.pos === '動詞' &&
    causative.posDetail1 === '接尾' &&
    causative.lemma === 'せる'
  );
}

/**
 * The copula's attributive な (IPADIC: 助動詞 だ, before the explanatory ん) begins no word JMdict
 * spells with 何 "what": after a noun, なんだって is the copula, ん and the hearsay だって — 医者なんだって
 * is 医者 | なん | だって "he is a doctor, they say", 雨なんだって 雨 | なん | だって — not the
 * interjection 何だって "what?!", which IPADIC reads with its pronoun なん.
 */
export function isCopulaReadAsNani(span: readonly Token[], match: LexiconMatch): boolean {
  const na = span[0]!;
  return (
    span.length > 1 &&
    na.surface === 'な' &&
    na.pos === '助動詞' &&
    na.lemma === 'だ' &&
    match.entry.forms.some((form) => form.text.startsWith('何'))
  );
}

/**
 * The prohibitive な after a verb's plain form — or after IPADIC's ん for the contracted る
 * (なめ|ん|な) — is a word of its own, as the convention keeps it (思い出す | な): it does not join
 * the particle after it into the particle なよ. 笑うなよ is 笑う | な | よ, 忘れんなよ 忘れん | な
 * | よ; so after a verb IPADIC contracts whole (体言接続特殊: 見ん, 出ん): 見んなよ is 見ん | な | よ,
 * 出んなよ 出ん | な | よ.
 */
export function isProhibitiveNa(span: readonly Token[], previous: Token | undefined): boolean {
  const na = span[0]!;
  if (previous === undefined || previous.end !== na.start) return false;
  if (na.surface !== 'な' || na.pos !== '助詞' || na.posDetail1 !== '終助詞') return false;
  return (
    (previous.pos === '動詞' &&
      (previous.conjugationForm === '基本形' ||
        previous.conjugationForm?.startsWith('体言接続特殊') === true)) ||
    (previous.pos === '助動詞' && previous.surface === 'ん')
  );
}

/**
 * A verb or adjective with its conjunctive particle that JMdict lists whole as an adverb or an
 * expression is that word, not the inflection: 努めて "as much as possible", 決まって "always",
 * 強いて "by force", 宜しければ "if you like". A conjunction is not (ない|し is not ないし "or"),
 * nor is a phrase of する, which belongs to its noun (勘定してみると is 勘定して | みる | と, not
 * 勘定 + the expression してみると).
 */
function isListedConjugatedForm(match: LexiconMatch): boolean {
  const codes = match.entry.partsOfSpeech;
  return !codes.includes('conj') && codes.some((code) => code === 'adv' || code === 'exp');
}

/**
 * A katakana word that IPADIC cut where it did not know it: it glued the first katakana to a word
 * it knows and left the rest unknown, which refinement may cut into pieces again: 南アメリカを
 * 歩く is 南ア "South Africa" | メ | リカ, 妹と南アメリカを巡った likewise. The span is then the
 * listed word spelled so (南アメリカ), whatever reading IPADIC gave the glued word: a katakana run
 * crosses a boundary into text IPADIC had no reading for.
 */
export function isKatakanaAcrossUnknown(span: readonly Token[], match: LexiconMatch): boolean {
  const form = match.entry.forms[match.readingIndex]!.text;
  for (let index = 1; index < span.length; index++) {
    const token = span[index]!;
    const before = span[index - 1]!;
    if (
      token.reading === null &&
      /^[ァ-ヶ]/.test(token.surface) &&
      /[ァ-ヶー]$/.test(before.surface) &&
      before.reading !== null &&
      form.includes(before.surface.slice(-1) + token.surface)
    )
      return true;
  }
  return false;
}

/**
 * Nouns and prefixes, each written with kanji, that the dictionary lists joined as one noun: the
 * compound is that noun whatever IPADIC reads its parts as. IPADIC reads a part as it would stand
 * alone, or guesses a suffix reading, while a compound shifts it: 命令|形 is めいれいけい (IPADIC:
 * 形 がた), 受身|形 うけみけい, 日本|茶 にほんちゃ (IPADIC: 日本 にっぽん). A number is not such a
 * part (一日 is read by counted-number.ts), nor is a noun IPADIC calls dependent (の, こと)
 * unless it is written in kanji alone: 度 is such a noun to IPADIC (read たび), yet a part of
 * 濁度 だくど and 撓度 とうど.
 */
export function isKanjiCompound(span: readonly Token[], match: LexiconMatch): boolean {
  if (span.length < 2 || !match.entry.partsOfSpeech.includes('n')) return false;
  if (isStemAndNoun(span)) return true;
  return span.every(
    (token) =>
      (hasKanji(token.surface) &&
        (token.pos === '接頭詞' ||
          (token.pos === '名詞' &&
            token.posDetail1 !== '数' &&
            (token.posDetail1 !== '非自立' || isAllKanji(token.surface))))) ||
      isGuessedKanjiStem(token),
  );
}

/**
 * A verb's continuative written with kanji and a noun written in kanji after it, which the
 * dictionary lists joined: the noun's first kana is voiced there (取り|皿 is とりざら, IPADIC:
 * とり|さら; 釣り|竿 つりざお), so the tokens' reading is no guide.
 */
function isStemAndNoun(span: readonly Token[]): boolean {
  const noun = afterKanjiStem(span);
  return (
    noun !== undefined &&
    noun.pos === '名詞' &&
    noun.posDetail1 === '一般' &&
    isAllKanji(noun.surface)
  );
}

/** The second of two tokens whose first is a verb's continuative written with kanji (描き|込む). */
function afterKanjiStem(span: readonly Token[]): Token | undefined {
  if (span.length !== 2) return undefined;
  const stem = span[0]!;
  const isStem = stem.pos === '動詞' && stem.conjugationForm === '連用形' && hasKanji(stem.surface);
  return isStem ? span[1] : undefined;
}

/**
 * A verb or adjective token written in kanji alone, with no kana ending: IPADIC's guess for a
 * kanji it knows only as the stem of a word, inside a compound it does not know (粘|菌 read
 * ねば|きん for 粘菌 ねんきん, 粘|弾性 ねば|だんせい for 粘弾性, 除|湿|器 じょ|しめ|うつわ for
 * 除湿器). Real text writes those verbs and adjectives with their okurigana, so the token is a
 * piece of the compound.
 */
function isGuessedKanjiStem(token: Token): boolean {
  // IPADIC's forms for such a stem: the verb's 体言接続特殊２ (齧 of 齧る), the adjective's
  // ガル接続 (粘 of 粘い). A verb whose stem is its kanji (見, 出, 寝) has other forms.
  const guessed =
    (token.pos === '動詞' && token.conjugationForm === '体言接続特殊２') ||
    (token.pos === '形容詞' && token.conjugationForm === 'ガル接続');
  return guessed && isAllKanji(token.surface);
}

/**
 * A verb stem and a verb, in the dictionary form, that the dictionary lists joined as one
 * compound verb: IPADIC reads the stem as the verb it would be alone, the compound may read it
 * otherwise: 描き|込む is かきこむ (IPADIC: 描き えがき), 抱き|寄せる だきよせる (IPADIC: いだき).
 */
export function isCompoundVerbSpelling(span: readonly Token[], match: LexiconMatch): boolean {
  const verb = afterKanjiStem(span);
  return (
    verb !== undefined &&
    verb.pos === '動詞' &&
    verb.conjugationForm === '基本形' &&
    match.entry.partsOfSpeech.some((code) => code.startsWith('v'))
  );
}

/**
 * Whether the tokens can be read as `reading` when a kanji token whose spelling the dictionary
 * gives several readings may take any of them: the tokenizer's choice between them is a guess
 * (IPADIC reads 何 in 何の日 as なに, the set phrase 何の is なんの). A spelling with one reading
 * is held to it: 今日 is only きょう, so 今日|は never becomes こんにちは.
 */
export function readsAsWithDictionaryReadings(
  tokens: readonly Token[],
  reading: string,
  lexicon: Lexicon,
): boolean {
  const readingsOf = (token: Token): string[] => {
    const own = comparableReading(token.reading ?? token.surface);
    if (!hasKanji(token.surface)) return [own];
    const listed = new Set(
      lexicon
        .lookup(token.surface)
        .map((match) => comparableReading(match.entry.forms[match.readingIndex]!.reading)),
    );
    return listed.size > 1 && listed.has(own) ? [...listed] : [own];
  };
  const fits = (index: number, at: number): boolean => {
    if (index === tokens.length) return at === reading.length;
    return readingsOf(tokens[index]!).some(
      (candidate) => reading.startsWith(candidate, at) && fits(index + 1, at + candidate.length),
    );
  };
  return fits(0, 0);
}

/**
 * A noun + verb compound JMdict lists with the verb voiced (rendaku), whose tokens IPADIC reads as
 * they stand alone: 組織|立っ|た is JMdict's 組織立った そしきだった (IPADIC: たっ), 筋道|立て|た
 * すじみちだてた. The tokens read as the entry does but for the verb's first kana, voiced in the
 * entry: that is no evidence against it. Only a verb after a noun: a voiced noun or adjective
 * (会社 がいしゃ, 深い ぶかい in a compound) is joined on the kanji side only, which kana text
 * cannot follow (measured: kana text −4).
 */
export function readsAsWithRendaku(tokens: readonly Token[], reading: string): boolean {
  let at = 0;
  for (const [index, token] of tokens.entries()) {
    const own = comparableReading(token.reading ?? token.surface);
    const written = reading.slice(at, at + own.length);
    const voicedPart =
      token.pos === '動詞' &&
      tokens[index - 1]?.pos === '名詞' &&
      isKanjiChar(token.surface[0]!) &&
      unvoiced(written) === own;
    if (written !== own && !voicedPart) return false;
    at += own.length;
  }
  return at === reading.length;
}

/**
 * A verb's sound-changed stem in kanji (連用タ接続: 放っ, 行っ) spells two verbs alike, and IPADIC
 * picks one by its costs alone: it reads 放っておくな as 放つ はなっ, where the expression JMdict
 * lists is ほうっておく (放る). Its reading of that stem is no evidence against an entry that reads
 * the rest of the span as IPADIC does and the stem with the same sound change (ほうっ against
 * はなっ), so the span is still that entry: 放っておくな, 放っておけば治る are 放っておく.
 */
export function readsAsOtherVerbsStem(tokens: readonly Token[], reading: string): boolean {
  const stem = tokens[0]!;
  if (
    tokens.length < 2 ||
    stem.pos !== '動詞' ||
    stem.conjugationForm !== '連用タ接続' ||
    stem.reading === null ||
    !hasKanji(stem.surface)
  )
    return false;
  let rest = '';
  for (const token of tokens.slice(1)) {
    if (token.reading === null) return false;
    rest += token.reading;
  }
  const restKey = comparableReading(rest);
  const head = reading.slice(0, reading.length - restKey.length);
  return (
    reading.endsWith(restKey) &&
    head.length >= 2 &&
    head.endsWith(comparableReading(stem.reading).slice(-1))
  );
}

/**
 * A dictionary form with a sound-changed っ right after its kanji (放っとく ほっとく, 放っておく)
 * reads the kanji as the contraction has it, and IPADIC reads the same stem as the verb it
 * lemmatizes to (放っ ほうっ, 放る): 子供は放っといて is 放っとく "to leave alone", 放っとけ likewise.
 * The span's reading agrees with the entry's from the っ on (`stemReadingAgrees`).
 */
export function agreesFromSoundChange(readingKey: string, stemReading: string): boolean {
  const at = stemReading.indexOf('っ');
  const from = readingKey.indexOf('っ');
  return at > 0 && from > 0 && readingKey.startsWith(stemReading.slice(at), from);
}
