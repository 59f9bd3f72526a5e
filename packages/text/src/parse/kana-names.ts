/**
 * A given name written in hiragana before a title (ちゃん, くん, さん), which IPADIC cuts into the
 * words it knows, often taking the title apart too: けいたくんの is けい | たく | ん (the verb たく
 * and the negative ん), そうまくん そう | まくん (まくる), ゆなちゃん ゆ | な | ちゃん; where it keeps the
 * title, the name is still cut (ゆうとくん is ゆう | と | くん, the title read as くむ). The
 * hiragana run before the title, two to four kana, is one name and the title a suffix, as IPADIC's
 * own names are (みさき | さん). Not where the title ends a noun IPADIC knows (おばあ|ちゃん is
 * ばあちゃん, たくさん, みなさん), where JMdict lists the name and title whole (おいしゃさん), nor
 * where the title is followed by hiragana other than a particle or an interjection: して|くん|ない
 * is くれない contracted, 身がすくん|で a te-form; nor a verb's negative in ん (すまさ|ん と is
 * 済まさん).
 */
import type { Lexicon } from './lexicon';
import type { Token } from '../tokenizer';
import { isAllHiragana, isHiraganaCode } from '../kana';
import { isTeParticle } from './glue';
import { CASE_PARTICLE_FEATURES, tokenPiece } from './token-piece';

const TITLES = ['ちゃん', 'くん', 'さん'];
const MIN_NAME = 2;
const MAX_NAME = 4;

/** The title `text` ends in (all end in ん), or undefined. */
function titleAtEnd(text: string): string | undefined {
  for (const title of TITLES) if (text.endsWith(title)) return title;
  return undefined;
}

/**
 * May the token after a title follow a name: a particle, a mark, an interjection, a word not
 * starting in hiragana (けいたくん来た), the end.
 */
function followsName(token: Token | undefined): boolean {
  if (token === undefined) return true;
  // A verb's te-form that IPADIC cut there: 身がすくん|で, 指をはさん|で.
  if (isTeParticle(token)) return false;
  if (token.pos === '助詞' || token.pos === '記号' || token.pos === '感動詞') return true;
  return !isHiraganaCode(token.surface.charCodeAt(0));
}

const NAME_FEATURES: Partial<Token> = {
  pos: '名詞',
  posDetail1: '固有名詞',
  posDetail2: '人名',
  posDetail3: '名',
  conjugationType: null,
  conjugationForm: null,
};

const TITLE_FEATURES: Partial<Token> = {
  pos: '名詞',
  posDetail1: '接尾',
  posDetail2: '人名',
  posDetail3: '*',
  conjugationType: null,
  conjugationForm: null,
};

export function joinKanaNamesBeforeTitle(tokens: readonly Token[], lexicon: Lexicon): Token[] {
  let result: Token[] | undefined;
  let copied = 0;
  for (let last = 0; last < tokens.length; last++) {
    const end = tokens[last]!;
    // Cheap test first: every title ends in ん, and ちゃんと in と.
    const endCode = end.surface.charCodeAt(end.surface.length - 1);
    const cut =
      endCode === 0x3093
        ? kanaNameAt(tokens, last, lexicon)
        : endCode === 0x3068 && end.surface === 'ちゃんと'
          ? kanaNameBeforeChanto(tokens, last, lexicon)
          : kanaNameBeforeCopula(tokens, last, lexicon);
    if (cut === undefined || cut.first < copied) continue;
    result ??= [];
    for (let index = copied; index < cut.first; index++) result.push(tokens[index]!);
    result.push(...cut.pieces);
    copied = last + 1;
  }
  if (result === undefined) return tokens as Token[];
  for (let index = copied; index < tokens.length; index++) result.push(tokens[index]!);
  return result;
}

interface NameCut {
  first: number;
  pieces: Token[];
}

/** The name and title ending with token `last`, if the tokens there are a cut hiragana name. */
function kanaNameAt(tokens: readonly Token[], last: number, lexicon: Lexicon): NameCut | undefined {
  const end = tokens[last]!;
  // The title's tokens: from `last` back while their text is within the title.
  let titleText = '';
  let first = last;
  let title: string | undefined;
  for (; first >= 0; first--) {
    const token = tokens[first]!;
    if (first < last && token.end !== tokens[first + 1]!.start) return undefined;
    titleText = token.surface + titleText;
    title = titleAtEnd(titleText);
    if (title !== undefined) break;
    if (titleText.length >= 3) return undefined;
  }
  if (title === undefined || first < 0) return undefined;
  const titleStart = end.end - title.length;
  const titleToken = tokens[first]!;
  const found =
    first === last && titleToken.start === titleStart && titleToken.posDetail1 === '接尾';
  if (!found) {
    // The title read as a verb (くむ's くん) after the te-form is くれる contracted: して|くん|ね.
    if (first === last && titleToken.start === titleStart && isTeParticle(tokens[first - 1]))
      return undefined;
    // The title ends a noun IPADIC knows: ばあちゃん, たくさん, みなさん.
    if (titleToken.start < titleStart && first === last && titleToken.pos === '名詞')
      return undefined;
  }
  if (!followsName(tokens[last + 1])) return undefined;
  // A verb's negative in ん after its irrealis in さ: すまさ|ん, 許さ|ん are no names.
  // Not where IPADIC's filler あ, え, お stands right before that verb: あ|きらさ|ん is あきら |
  // さん (あきらさん、どうも).
  if (
    end.pos === '助動詞' &&
    tokens[last - 1]?.conjugationForm === '未然形' &&
    !isFillerBefore(tokens, last - 1)
  )
    return undefined;
  // The hiragana run before the title, from a token's start.
  let start = titleToken.start < titleStart ? first : first - 1;
  let nameStart = titleToken.start < titleStart ? titleToken.start : titleStart;
  let prefix =
    titleToken.start < titleStart ? titleToken.surface.slice(0, titleStart - titleToken.start) : '';
  if (prefix !== '' && !isAllHiragana(prefix)) return undefined;
  // The run stops at a word in kanji or katakana, or goes on in hiragana past the longest name.
  let runsOn = false;
  for (let index = first - 1; index >= 0; index--) {
    const token = tokens[index]!;
    if (token.end !== nameStart || !isAllHiragana(token.surface)) break;
    if (prefix.length + token.surface.length > MAX_NAME) {
      runsOn = true;
      break;
    }
    prefix = token.surface + prefix;
    nameStart = token.start;
    start = index;
  }
  const before = tokens[start - 1];
  runsOn ||=
    before !== undefined &&
    before.end === nameStart &&
    isHiraganaCode(before.surface.charCodeAt(before.surface.length - 1));
  // A particle does not begin the name after another word: 兄のゆうとくん is の | ゆうと | くん,
  // となりのそうたくん and せんせいとりくくん likewise (at the start, とも|やく|ん is ともや).
  const particle = tokens[start]!;
  if (
    before !== undefined &&
    before.end === nameStart &&
    particle.pos === '助詞' &&
    prefix.length - particle.surface.length >= MIN_NAME
  ) {
    prefix = prefix.slice(particle.surface.length);
    start++;
  } else if (runsOn) {
    // A hiragana run that goes on before the name with no particle to end it is too long for one.
    return undefined;
  }
  if (prefix.length < MIN_NAME) return undefined;
  // IPADIC's own name, or one token before the title it kept: nothing to join.
  if (found && start === first - 1) return undefined;
  if (lexicon.lookup(prefix + title).length > 0) return undefined;
  const from = tokens[start]!;
  const name = tokenPiece(from, 0, prefix, { ...NAME_FEATURES, reading: prefix });
  const suffix = tokenPiece(from, prefix.length, title, {
    ...TITLE_FEATURES,
    reading: title,
  });
  return { first: start, pieces: [name, { ...suffix, end: end.end }] };
}

/** Parts of speech a name before ちゃんと is not: ちゃんと is the adverb after them (もっとちゃんと). */
const NOT_NAME_POS = new Set(['代名詞', '副詞', '連体詞', '接続詞', '感動詞', '助詞', '助動詞']);

/**
 * A hiragana given name with ちゃん and the particle と, which IPADIC reads as the adverb ちゃんと
 * "properly": みーちゃんと寝た is みー | ちゃん | と, ゆいちゃんと歩いた ゆい | ちゃん | と (IPADIC:
 * the prefix み and ー, the verb ゆう; まなちゃんと IPADIC's filler ま and the final particle な).
 * The run of two to four hiragana (ー too) before the adverb begins the text or follows a mark, a
 * particle or a word not in hiragana, and is no common word a clause could drop its particle
 * after (ごはんちゃんと食べた, それちゃんと is the adverb).
 */
function kanaNameBeforeChanto(
  tokens: readonly Token[],
  last: number,
  lexicon: Lexicon,
): NameCut | undefined {
  const adverb = tokens[last]!;
  if (adverb.pos !== '副詞') return undefined;
  let start = last;
  let name = '';
  for (let index = last - 1; index >= 0; index--) {
    const token = tokens[index]!;
    if (token.end !== tokens[index + 1]!.start || !isAllHiragana(token.surface)) break;
    // IPADIC's one-kana filler before a final particle is a name it cut: ま|な is まな.
    if (token.pos === '助詞' && !(token.posDetail1 === '終助詞' && isFillerBefore(tokens, index)))
      break;
    name = token.surface + name;
    start = index;
    if (name.length > MAX_NAME) return undefined;
  }
  if (name.length < MIN_NAME) return undefined;
  const first = tokens[start]!;
  if (start === last - 1 && NOT_NAME_POS.has(first.pos === '名詞' ? first.posDetail1 : first.pos))
    return undefined;
  if (first.pos === '助詞' || first.pos === '助動詞') return undefined;
  const before = tokens[start - 1];
  if (
    before !== undefined &&
    before.end === first.start &&
    isHiraganaCode(before.surface.charCodeAt(before.surface.length - 1)) &&
    before.pos !== '助詞'
  )
    return undefined;
  // 一緒 after it makes と "with" even where the name is also a word: ゆきちゃんと一緒に, さきちゃんと一緒だ.
  const together = tokens[last + 1]?.surface.startsWith('一緒') === true;
  if (!together && lexicon.lookup(name).some(({ entry }) => entry.priorityScore > 0))
    return undefined;
  const nameToken = tokenPiece(first, 0, name, { ...NAME_FEATURES, reading: name });
  const title = tokenPiece(adverb, 0, 'ちゃん', { ...TITLE_FEATURES, reading: 'ちゃん' });
  const particle = tokenPiece(adverb, 3, 'と', {
    ...PARTICLE_TO,
    reading: 'と',
  });
  return {
    first: start,
    pieces: [{ ...nameToken, end: first.start + name.length }, title, particle],
  };
}

/**
 * Whether `token` is a verb's or adjective's form the copula cannot follow: a continuative (見 |
 * です), a sound-changed stem in い other than a ガ行 verb's (泳いだ is the past), an adjective's
 * stem before がる.
 */
function cannotTakeCopula(token: Token, copula: Token): boolean {
  if (token.pos === '形容詞') return token.conjugationForm === 'ガル接続';
  // A dependent verb ends a verb's chain, not a name: おい | い | だ (お言いだ).
  if (token.pos !== '動詞' || token.posDetail1 === '非自立') return false;
  if (token.conjugationForm === '連用形') return true;
  if (token.conjugationForm !== '連用タ接続') return false;
  if (copula.surface === 'です') return true;
  return token.surface.endsWith('い') && token.conjugationType !== '五段・ガ行';
}

/**
 * A hiragana given name before the copula, which IPADIC reads as a verb's or adjective's form the
 * copula cannot follow: わたしはゆいです is ゆい | です (IPADIC: the continuative of ゆう), あやです
 * あや | です (an adjective's stem before がる), 妹のめいだよ めい | だ | よ. The run of two to four
 * hiragana before the copula is one name where it begins the text or follows a mark or a particle,
 * and is no word JMdict spells in kana.
 */
function kanaNameBeforeCopula(
  tokens: readonly Token[],
  last: number,
  lexicon: Lexicon,
): NameCut | undefined {
  const copula = tokens[last + 1];
  if (copula === undefined || copula.pos !== '助動詞') return undefined;
  if (copula.surface !== 'だ' && copula.surface !== 'です') return undefined;
  const end = tokens[last]!;
  if (end.end !== copula.start || !cannotTakeCopula(end, copula)) return undefined;
  let start = last;
  let name = end.surface;
  while (start > 0) {
    const before = tokens[start - 1]!;
    if (before.end !== tokens[start]!.start || !isAllHiragana(before.surface)) break;
    if (before.pos === '助詞') break;
    name = before.surface + name;
    start--;
  }
  if (name.length < MIN_NAME || name.length > MAX_NAME || !isAllHiragana(name)) return undefined;
  // A word JMdict spells in kana is that word: 先生はおいでです (お | いで for IPADIC).
  if (
    lexicon.lookup(name).some(({ entry, readingIndex }) => entry.forms[readingIndex]?.text === name)
  )
    return undefined;
  // The honorific お + a continuative + the copula: 何をおいいだ (お言いだ), お待ちです in kana.
  if (tokens[start]!.pos === '接頭詞') return undefined;
  const before = tokens[start - 1];
  if (before !== undefined && before.end === tokens[start]!.start) {
    if (before.pos !== '助詞' && before.pos !== '記号') return undefined;
  }
  const first = tokens[start]!;
  const nameToken = tokenPiece(first, 0, name, { ...NAME_FEATURES, reading: name });
  return { first: start, pieces: [{ ...nameToken, end: end.end }] };
}

const PARTICLE_TO: Partial<Token> = { ...CASE_PARTICLE_FEATURES, lemma: 'と' };

/** Whether a filler IPADIC read in one kana stands right before token `index`. */
function isFillerBefore(tokens: readonly Token[], index: number): boolean {
  const filler = tokens[index - 1];
  return (
    filler !== undefined &&
    filler.pos === 'フィラー' &&
    filler.surface.length === 1 &&
    filler.end === tokens[index]!.start
  );
}
