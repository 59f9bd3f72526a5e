/**
 * The lattice's nodes: every span of tokens that can be one learner word, with its best dictionary
 * match. Spans come from the dictionary itself (スマートフォン = スマート + フォン, タバコをやめる;
 * join-rules.ts says when tokens may be joined), inflected groups (読ま|せ|られ|なかっ|た → 読む)
 * checked against the deinflector and the JMdict verb class, する-verbs (浮気|し|て|やがっ|た →
 * 浮気), numbers with counters (counted-number.ts) and the humble お + stem + する (humble.ts).
 */
import { matchesPartOfSpeech, type deinflect } from '../deinflect';
import { isKatakanaVerbStem, KATAKANA_STEM } from './katakana-verb-stem';
import { hasKanji, isAllHiragana, toHiragana } from '../kana';
import type { Token } from '../tokenizer';
import { endsListedCompound, takesNounAway, takesVerbStemAway } from './compound-tails';
import {
  countedNumber,
  isKanaCountReadAsHomophone,
  isNumberPart,
  isNumeral,
} from './counted-number';
import { kanaCountedNumber } from './kana-counted-number';
import { kanaNanCounter } from './kana-nan-counter';
import { isKoNoAfterDemonstrative } from './kana-demonstrative-ko';
import { isNounAfterAttributive } from './noun-after-attributive';
import { kanaNumberAcrossParticle, kanaNumberReadAsWord } from './kana-number-read-as-word';
import { joinsNounAndParticle } from './kana-noun-particle';
import { isConjugatingHead, isSuruContinuation, isSuruNoun } from './glue';
import { explanatoryNan } from './explanatory-nan';
import { isDekiruReadAsSuruPhrase } from './dekiru-not-suru-phrase';
import { taruAdjective } from './taru-adjective';
import { voiceOfAnotherVerbPreference } from './lemma-voice';
import { isHonorificFrameSpelling } from './honorific-frame';
import { isUnrankedHonorificJoin } from './honorific-prefix';
import { isInterjectionStandingAlone } from './interjection-scraps';
import { humbleVerb, suruChains } from './humble';
import {
  isCompoundVerbSpelling,
  isFunctionToken,
  isKanjiCompound,
  isKatakanaAcrossUnknown,
  joinAgreesWithTokens,
  isParticleTwiceAfterNoun,
  isResultativeNi,
  startsResultativeSuru,
  isDescribedTokoroDe,
  isProhibitiveNa,
  isButThenNa,
  isSuruNounThenCausative,
  isSuruNounThenSuruto,
  isCopulaReadAsNani,
  readsAsOtherVerbsStem,
  agreesFromSoundChange,
  readsAsWithDictionaryReadings,
  readsAsWithRendaku,
} from './join-rules';
import { asciiWidth, type Lexicon, type LexiconEntry, type LexiconMatch } from './lexicon';
import { isJoiningDot, isProperName } from './dotted-katakana';
import { KeyWalk } from './key-walk';
import { lookupAll } from './lookup';
import { unlistedMimeticTo } from './mimetic-to';
import { emphaticAdverb } from './emphatic-geminate';
import { nounVariant } from './noun-variants';
import { rendakuSuffix } from './rendaku-suffix';
import { isOrdinalNumber, ordinals } from './ordinal';
import { plainNegative, politeStepsOfNegative } from './polite-negative';
import { isRelativeClauseAruHito } from './relative-aru';
import { isHeldObjectMotte } from './held-object-motte';
import { isPlaceBeforeVerb } from './place-ni';
import { isPurposeNotAdverb } from './purpose-stem';
import { loneKanjiPriorityLoans } from './lone-kanji-borrowed-priority';
import { COMMON_READING_PREFERENCE, commonReadingOverRare } from './rare-ipadic-reading';
import {
  comparableFormReading,
  comparableReading,
  entryPreference,
  isLoneKanji,
  scoreMatch,
  spanContext,
  spanReading,
  type SpanContext,
} from './resolve';
import type { TokenRun } from './token-run';
import {
  isAdverbAfterUnreadKanji,
  readsAsAfterUnreadKanji,
  shortOkuriganaNouns,
  unreadKanjiWords,
} from './unread-kanji';

/** Longest span of tokens joined into one word. */
export const MAX_SPAN_TOKENS = 8;
/** Longest surface looked up as a whole (the longest useful JMdict expressions are ~20 characters). */
const MAX_SPAN_CHARS = 24;

const CONTRACTED: readonly string[] = ['contracted'];

export interface Candidate {
  from: number;
  to: number;
  match: LexiconMatch;
  dictionaryForm: string;
  reading: string;
  /** Shared with the deinflection cache: copy before handing it out. */
  conjugations: readonly string[];
  score: number;
}

export interface CandidateSources {
  lexicon: Lexicon;
  /** `inflectedMatches` of a surface, cached (the same surfaces recur thousands of times in a novel). */
  inflections(surface: string): readonly InflectedMatch[];
  /** `surfaceFacts` of a surface, cached likewise. */
  facts(surface: string): SurfaceFacts;
  /**
   * `variantSpellingMatches` of a surface and its hiragana reading, cached likewise (absent: no
   * variant spellings are looked for).
   */
  variants?(surface: string, reading: string, lemma: string | null): readonly InflectedMatch[];
  /** `extraOkuriganaMatches` of a surface, cached likewise (absent: not looked for). */
  extraOkurigana?(surface: string): readonly InflectedMatch[];
  /** `nounVariantMatches` of a surface and its hiragana reading, cached likewise (absent: not looked for). */
  nounVariants?(surface: string, reading: string): readonly LexiconMatch[];
  /**
   * Best match of one token on its own, by the token's surface (は, の, に recur tens of thousands
   * of times in a novel, each with a dozen dictionary entries to score). Absent = no cache.
   */
  singleTokens?: Map<string, SingleTokenBest[]>;
}

/**
 * A one-token span's best match (at position 0–1; null when none), for the token it was computed
 * for: a token alike in all but its position (`sameAnalysis`) gets the same answer.
 */
export interface SingleTokenBest {
  token: Token;
  best: Candidate | null;
}

/**
 * Everything a one-token span's best match depends on besides its text: what the tokenizer says
 * about it (part of speech, conjugation, lemma, reading). Compared field by field: a key string
 * built for every token of a text costs more than the comparisons.
 */
function sameAnalysis(a: Token, b: Token): boolean {
  return (
    a.pos === b.pos &&
    a.posDetail1 === b.posDetail1 &&
    a.posDetail2 === b.posDetail2 &&
    a.conjugationType === b.conjugationType &&
    a.conjugationForm === b.conjugationForm &&
    a.lemma === b.lemma &&
    a.reading === b.reading &&
    a.readingFromContext === b.readingFromContext
  );
}

/** Distinct surfaces kept (a novel has ~15k). */
const SINGLE_TOKEN_CACHE_LIMIT = 100_000;

function cachedSingleToken(
  cache: Map<string, SingleTokenBest[]>,
  token: Token,
): SingleTokenBest | undefined {
  const alike = cache.get(token.surface);
  if (alike) for (const cached of alike) if (sameAnalysis(cached.token, token)) return cached;
  return undefined;
}

function cacheSingleToken(cache: Map<string, SingleTokenBest[]>, cached: SingleTokenBest): void {
  const alike = cache.get(cached.token.surface);
  if (alike) alike.push(cached);
  else {
    if (cache.size >= SINGLE_TOKEN_CACHE_LIMIT) cache.clear();
    cache.set(cached.token.surface, [cached]);
  }
}

/** The same candidate at another position. */
function positioned(candidate: Candidate, from: number, to: number): Candidate {
  return {
    from,
    to,
    match: candidate.match,
    dictionaryForm: candidate.dictionaryForm,
    reading: candidate.reading,
    conjugations: candidate.conjugations,
    score: candidate.score,
  };
}

/** What the lexicon says about a span's text as it stands. */
export interface SurfaceFacts {
  /** Entries spelled this way (the text, its hiragana, ー spelled out). */
  matches: readonly LexiconMatch[];
  /** Some key starts with the text (or its hiragana): a longer span may still match. */
  isKeyPrefix: boolean;
  hasKanji: boolean;
}

export function surfaceFacts(surface: string, lexicon: Lexicon): SurfaceFacts {
  const hiragana = toHiragana(surface);
  const isKeyPrefix =
    lexicon.hasPrefix(surface) || (hiragana !== surface && lexicon.hasPrefix(hiragana));
  const matches =
    isKeyPrefix || surface.includes('ー') ? lookupAll(lexicon, surface) : EMPTY_MATCHES;
  const kanji = hasKanji(surface);
  // Most spans a text asks about match nothing: they share one answer (fewer objects to cache).
  if (!isKeyPrefix && matches.length === 0) return kanji ? NOTHING_WITH_KANJI : NOTHING_IN_KANA;
  return { matches, isKeyPrefix, hasKanji: kanji };
}

/**
 * The facts of a span's text as `surfaceFacts` gives them, from the key trie walked along it
 * (`KeyWalk`): a text that is a key itself finds its entries by the trie's node (no memo, no
 * string hashed); only a text with ー (which `lookupAll` spells out) asks the memo; a text that
 * only begins keys (吾輩は in 吾輩は猫である, 彼は in 彼は誰時) matches nothing, and one that begins
 * none (読まなかっ in 読ま|なかっ|た) cannot be a key, nor can what extends it.
 */
function factsOfWalk(walk: KeyWalk, surface: string, sources: CandidateSources): SurfaceFacts {
  if (walk.longVowel) return sources.facts(surface);
  const kanji = hasKanji(surface);
  if (walk.isKey()) return { matches: walk.matches(), isKeyPrefix: true, hasKanji: kanji };
  if (walk.isKeyPrefix()) return kanji ? PREFIX_WITH_KANJI : PREFIX_IN_KANA;
  return kanji ? NOTHING_WITH_KANJI : NOTHING_IN_KANA;
}

const EMPTY_MATCHES: readonly LexiconMatch[] = [];
const PREFIX_WITH_KANJI: SurfaceFacts = {
  matches: EMPTY_MATCHES,
  isKeyPrefix: true,
  hasKanji: true,
};
const PREFIX_IN_KANA: SurfaceFacts = {
  matches: EMPTY_MATCHES,
  isKeyPrefix: true,
  hasKanji: false,
};
const NOTHING_WITH_KANJI: SurfaceFacts = {
  matches: EMPTY_MATCHES,
  isKeyPrefix: false,
  hasKanji: true,
};
const NOTHING_IN_KANA: SurfaceFacts = {
  matches: EMPTY_MATCHES,
  isKeyPrefix: false,
  hasKanji: false,
};

/**
 * さ|せ after a サ変 noun: the causative stays with its noun in every form, as the revised table
 * merges it (堪能させていただきます is 堪能させて | いただきます, 安心させた is one word): 納得させた,
 * 緊張させない. So does the passive さ|れ, a conjugated verb with its auxiliaries being one word
 * (注目されている, 逮捕された; it was 注目 | されている). The causative counts in every form of
 * IPADIC's せる, not only the continuative せ: the plain form and the conditional are one word too
 * (子供を入院させる, 客を退屈させれば; they were 入院 | させる). The passive's plain form (可決 |
 * される) stays apart: joining it cost a held-out entry (bench/accuracy).
 */
function isCausativeOrPassive(tokens: readonly Token[], index: number, to: number): boolean {
  const ending = tokens[index + 1];
  return (
    index + 2 <= to &&
    tokens[index]!.surface === 'さ' &&
    tokens[index]!.lemma === 'する' &&
    ending !== undefined &&
    (ending.surface === 'せ' || ending.surface === 'れ' || isCausativeSuffix(ending))
  );
}

/** IPADIC's causative suffix せる in any form (させる: さ|せる, させれば: さ|せれ|ば). */
function isCausativeSuffix(token: Token): boolean {
  return token.pos === '動詞' && token.posDetail1 === '接尾' && token.lemma === 'せる';
}

/**
 * A サ変 noun, or a noun of three hiragana or more that IPADIC reads as a plain noun where JMdict
 * lists a common する-noun in kanji with that kana: in kana text IPADIC's own kana noun wins over
 * the サ変 noun's kana spelling (くるまが | こしょう | した for 故障した, かいしゃが | とうさん |
 * しました for 倒産しました), and its する is still the noun's verb. Not a noun usually written in
 * kana (おい | かけっこしましょ would win over おいかけっこ | しましょ), nor two kana (し | し…).
 * bench/accuracy's kana text 79.4 → 79.6 % (7 sentences fixed, 2 lost), the rest the same.
 */
function suruNounIn(token: Token, next: Token | undefined, lexicon: Lexicon): boolean {
  if (isSuruNoun(token)) return true;
  if (
    !(token.pos === '名詞' && token.posDetail1 === '一般' && /^[ぁ-ゖ]{3,}$/.test(token.surface)) &&
    !isVerbReadingOfSuruNoun(token, next)
  )
    return false;
  // Where IPADIC read the kana as a kanji noun (its lemma kanji, not the kana), the kana is a
  // kanji word's spelling and the homophone may be a rarer する-noun: しらせにきょうきした is
  // 狂喜した (IPADIC: 凶器), きょうきしてさけんだ 狂喜して, not a noun and する. A kana noun IPADIC
  // knows as such (はばたき | して) still asks for a common one.
  const readAsKanji =
    token.lemma !== null && token.lemma !== token.surface && hasKanji(token.lemma);
  return lexicon
    .lookup(token.surface)
    .some(
      ({ entry, readingIndex }) =>
        (entry.priorityScore > 0 || readAsKanji) &&
        !entry.usuallyKana &&
        entry.partsOfSpeech.includes('vs') &&
        entry.forms[readingIndex]!.isKana &&
        entry.forms[readingIndex]!.text === token.surface,
    );
}

/**
 * A verb's continuative in hiragana, two kana or more, right before する: IPADIC has rare kana
 * verbs whose continuative is the kana of a common する-noun, and in kana text it reads them
 * there (りょうり | する as the verb りょうる for 料理する, いみ | する いむ for 意味する, むし | して
 * むす for 無視して, しき | した しく for 指揮した). A verb's continuative takes no bare する (読み
 * | する is said 読みはする, 読みもする), so the noun is the reading; suruNounIn still asks JMdict
 * for a common する-noun spelled in kanji with that kana. Not する's own し (し | して).
 */
function isVerbReadingOfSuruNoun(token: Token, next: Token | undefined): boolean {
  return (
    next !== undefined &&
    isSuruContinuation(next) &&
    token.pos === '動詞' &&
    token.conjugationForm === '連用形' &&
    token.lemma !== 'する' &&
    /^[ぁ-ゖ]{2,}$/.test(token.surface)
  );
}

/** Index of the token that starts the inflected tail of the span, or -1 when the span is not one. */
function inflectionHead(run: TokenRun, from: number, to: number, lexicon: Lexicon): number {
  const { tokens, glued } = run;
  let index = to - 1;
  while (index > from && glued[index]) {
    // ない glues to は in では|なく, but the head is ない (see isNegativeCopula).
    if (isNegativeCopula(tokens, from, index)) return index;
    index--;
  }
  const head = tokens[index]!;
  // する after a サ変 noun: the noun is the head of the verb (浮気して).
  if (index > from && (isSuruContinuation(head) || isCausativeOrPassive(tokens, index, to))) {
    if (suruNounIn(tokens[index - 1]!, head, lexicon)) return index - 1;
  }
  if (isConjugatingHead(head)) return index;
  // A katakana noun with a verb ending glued to it may be a slang verb (メモ|っ|た, see
  // isKatakanaVerbStem): the ending is the head.
  const ending = tokens[index + 1];
  if (index + 1 < to && KATAKANA_STEM.test(head.surface) && ending && isConjugatingHead(ending))
    return index + 1;
  // So may a noun IPADIC keeps for an adjective in ない, with ない's forms (仕方|ねえ, 仕方|なかっ|た).
  if (index + 1 < to && ending && isNaiAdjectiveStem(head, ending)) return index + 1;
  return -1;
}

/**
 * The tokenizer's reading of the unchanged (kanji) part must be the entry's: 行った read いった is
 * 行く, not 行う (おこなう); 雪がない read ゆきがない is not 雪ぐ (すすぐ) in the negative.
 * 来る changes its stem's reading (来た きた, 来ない こない), so it is not checked.
 */
function stemReadingAgrees(
  surface: string,
  /** `comparableReading` of the tokenizer's reading of the span. */
  readingKey: string | null,
  dictionaryForm: string,
  match: LexiconMatch,
): boolean {
  if (readingKey === null || match.entry.partsOfSpeech.includes('vk')) return true;
  let shared = 0;
  while (
    shared < surface.length &&
    shared < dictionaryForm.length &&
    surface[shared] === dictionaryForm[shared]
  )
    shared++;
  const stem = dictionaryForm.slice(0, shared);
  if (!hasKanji(stem)) return true;
  const form = match.entry.forms[match.readingIndex]!;
  const tail = toHiragana(dictionaryForm.slice(shared));
  if (!form.reading.endsWith(tail)) return true;
  const stemReading = comparableReading(form.reading.slice(0, form.reading.length - tail.length));
  return readingKey.startsWith(stemReading) || agreesFromSoundChange(readingKey, stemReading);
}

/** A dictionary match reached by deinflecting a surface (cached per surface by the parser). */
export interface InflectedMatch {
  match: LexiconMatch;
  /** The dictionary form looked up (読む), or the noun of a する-verb (浮気). */
  lookedUp: string;
  chain: readonly string[];
  /** 'する' for a する-verb whose entry is the noun, '' otherwise. */
  suffix: string;
}

/** Every entry a surface can deinflect to whose JMdict verb or adjective class fits the rule's. */
export function inflectedMatches(
  surface: string,
  lexicon: Lexicon,
  deinflectText: typeof deinflect,
): InflectedMatch[] {
  const result: InflectedMatch[] = [];
  // The plain する-verb: 掃除する is 掃除 (n, vs) + する, nothing conjugated.
  if (surface.endsWith('する') && surface.length > 2) {
    const stem = surface.slice(0, -2);
    for (const match of lookupAll(lexicon, stem)) {
      if (match.entry.partsOfSpeech.includes('vs'))
        result.push({ match, lookedUp: stem, chain: [], suffix: 'する' });
    }
  }
  let negatives: Set<string> | undefined;
  // By index: the results are frozen, and for…of over a frozen array makes an object per step.
  const candidates = deinflectText(surface);
  // A text the deinflector gives in several word classes mostly comes in a row (食べる v1, v1-s;
  // 行る v5r, v5r-i): it is looked up once (over 猫, 41 % of these look-ups repeated the text just
  // looked up).
  let lookedUpText: string | undefined;
  let found: readonly LexiconMatch[] = EMPTY_MATCHES;
  for (let index = 0; index < candidates.length; index++) {
    const candidate = candidates[index]!;
    if (candidate.chain.length === 0) continue;
    if (candidate.text !== lookedUpText) {
      lookedUpText = candidate.text;
      found = lookupAll(lexicon, lookedUpText);
    }
    for (const match of found) {
      if (matchesPartOfSpeech(candidate.wordClass, match.entry.partsOfSpeech)) {
        result.push({ match, lookedUp: candidate.text, chain: candidate.chain, suffix: '' });
      }
    }
    // An expression listed in the plain negative, said politely: 見当もつきません.
    const politeSteps = politeStepsOfNegative(candidate.chain);
    const negative = politeSteps && plainNegative(candidate.text, candidate.wordClass);
    if (negative && !negatives?.has(negative)) {
      (negatives ??= new Set()).add(negative);
      for (const match of lookupAll(lexicon, negative)) {
        if (match.entry.partsOfSpeech.some((code) => code === 'exp' || code === 'adj-i'))
          result.push({ match, lookedUp: negative, chain: politeSteps, suffix: '' });
      }
    }
    // する-verbs: 浮気する is 浮気 (n, vs) + する.
    if (
      candidate.text.endsWith('する') &&
      candidate.text.length > 2 &&
      candidate.wordClass.startsWith('vs')
    ) {
      const stem = candidate.text.slice(0, -2);
      for (const match of lookupAll(lexicon, stem)) {
        if (match.entry.partsOfSpeech.includes('vs'))
          result.push({ match, lookedUp: stem, chain: candidate.chain, suffix: 'する' });
      }
    }
  }
  return result;
}

/** The part a conjugated token shares with its dictionary form: 叩い/叩く → 叩, し/する → ''. */
function unchangedStem(token: Token): string {
  const lemma = token.lemma ?? token.surface;
  let shared = 0;
  while (shared < token.surface.length && token.surface[shared] === lemma[shared]) shared++;
  return token.surface.slice(0, shared);
}

/**
 * A potential form is the potential of a godan verb only where the tokenizer does not read it
 * as a verb of its own: IPADIC lemmatizes つぶれた to 潰れる "to be crushed", 崩れた to 崩れる,
 * ほどけた to 解ける, which JMdict lists too, while the rules also reach つぶる, 崩る, ほどく in the
 * potential. The listed verb then wins even where kana favours the other (つぶる is usually
 * written in kana).
 */
function isPotentialOfAnotherVerb(
  context: SpanContext,
  lookedUp: string,
  conjugations: readonly string[],
): boolean {
  return (
    context.headLemma !== null &&
    context.headLemma !== lookedUp &&
    conjugations.includes('potential')
  );
}

/**
 * Keeps the best candidate of one span: its entry chosen by score plus `entryPreference`, its
 * score (what the lattice weighs) the best of the span's scores whichever entry that is.
 */
class SpanBest {
  best: Candidate | undefined;
  /** The best candidate's score plus its entry preference (what chooses the entry). */
  private bestChoice = -Infinity;
  /** The span's best score (what the lattice weighs), whichever entry the preference chose. */
  private topScore = -Infinity;
  /** The one entry JMdict lists as a suffix spelled as a suffix token, if any (`soleSuffixEntry`). */
  soleSuffix: LexiconEntry | undefined;
  /** The common entry preferred over IPADIC's rare reading (`commonReadingOverRare`). */
  commonReading: LexiconEntry | undefined;
  /** Entries whose borrowed priority a lone kanji takes back (`loneKanjiPriorityLoans`). */
  priorityLoans: readonly LexiconEntry[] | undefined;
  private contextValue: SpanContext | undefined;
  private tokensValue: readonly Token[] | undefined;

  constructor(
    readonly tokens: readonly Token[],
    readonly from: number,
    readonly to: number,
    readonly surface: string,
    readonly surfaceHasKanji: boolean,
  ) {}

  /** The span's tokens (one array per span, shared by its context and the join tests). */
  spanTokens(): readonly Token[] {
    return (this.tokensValue ??= this.tokens.slice(this.from, this.to));
  }

  /** What scoring needs to know about the span (computed once). */
  context(): SpanContext {
    return (this.contextValue ??= spanContext(
      this.surface,
      this.spanTokens(),
      this.before(),
      this.to - this.from < 2 ? undefined : this.tokens[this.to],
    ));
  }

  /**
   * The surfaces of the two tokens before a span of two or more (a one-token span's best is
   * cached apart from its neighbours, so it sees none).
   */
  private before(): string {
    if (this.to - this.from < 2) return '';
    const start = Math.max(0, this.from - 2);
    let text = '';
    for (let index = start; index < this.from; index++) text += this.tokens[index]!.surface;
    return text;
  }

  /** The tokenizer's reading of the span, comparable form (null when a token has none). */
  readingKey(): string | null {
    return this.context().readingKey;
  }

  consider(
    match: LexiconMatch,
    lookedUp: string,
    conjugations: readonly string[],
    suffix = '',
  ): boolean {
    const form = match.entry.forms[match.readingIndex]!;
    // A kana surface never picks a kanji form it doesn't spell.
    if (
      !this.surfaceHasKanji &&
      !form.isKana &&
      (hasKanji(form.text) ||
        toHiragana(asciiWidth(lookedUp)) !== toHiragana(asciiWidth(form.text)))
    )
      return false;
    if (conjugations.length > 0 && isDekiruReadAsSuruPhrase(this.surface, lookedUp, conjugations))
      return false;
    let score = scoreMatch(match, this.context(), lookedUp, conjugations.length);
    if (conjugations.length > 0 && isPotentialOfAnotherVerb(this.context(), lookedUp, conjugations))
      score -= 10;
    if (score > this.topScore) this.topScore = score;
    let choice = score + entryPreference(match, this.context(), lookedUp, conjugations.length);
    if (conjugations.length > 0)
      choice += voiceOfAnotherVerbPreference(this.context(), lookedUp, conjugations);
    if (match.entry === this.soleSuffix) choice += SOLE_SUFFIX_PREFERENCE;
    if (match.entry === this.commonReading) choice += COMMON_READING_PREFERENCE;
    if (this.priorityLoans?.includes(match.entry) === true) choice -= match.entry.priorityScore;
    if (!this.best || choice > this.bestChoice) {
      this.bestChoice = choice;
      this.best = {
        from: this.from,
        to: this.to,
        match,
        dictionaryForm: form.text + suffix,
        reading: form.reading + suffix,
        conjugations,
        score: this.topScore,
      };
    } else this.best.score = this.topScore;
    return true;
  }
}

/**
 * Adds the candidates that start at token `from` to `result` (the lattice passes one array for
 * all the positions of a line: an array per token was a tenth of what the lattice allocated).
 * Given what the lattice's best path costs to reach each position so far (`reached`) and what
 * the cheapest match from `from` would cost (`cheapest`), a span whose end the path already
 * reaches that cheaply is not scored: its match could never be chosen. In a conjugated verb the
 * match from its first token covers the tokens after it (読ま|せ|られ|た), so the spans from
 * せ, られ are not scored at all.
 */
export function candidatesFrom(
  run: TokenRun,
  from: number,
  sources: CandidateSources,
  result: Candidate[] = [],
  reached?: Float64Array,
  cheapest = 0,
): Candidate[] {
  const { tokens } = run;
  const first = result.length;
  const limit = Math.min(tokens.length, from + MAX_SPAN_TOKENS);
  let compoundTail: boolean | undefined;
  // The key trie walked along the span's text as it grows (see factsOfWalk).
  const walk = new KeyWalk(sources.lexicon);
  // A counter after a number is one token long here: the number takes it (countsTheNumberBefore).
  const counterOnly = countsTheNumberBefore(tokens, from, sources);
  // The span crosses a ・ between katakana words (dotted-katakana.ts).
  let crossesDot = false;

  for (let to = from + 1; to <= limit; to++) {
    if (counterOnly && to > from + 1) break;
    if (run.separator[to - 1]) {
      if (to - 1 === from || !isJoiningDot(run, to - 1)) break;
      crossesDot = true;
    }
    if (run.offsets[to]! - run.offsets[from]! > MAX_SPAN_CHARS) break;
    walk.extend(run.text, run.offsets[to - 1]!, run.offsets[to]!);
    const isKeyPrefix = walk.isKeyPrefix();
    const head = inflectionHead(run, from, to, sources.lexicon);
    // Neither this span nor a longer one can match: no key starts with this text, and it is no
    // inflected word.
    if (!isKeyPrefix && head < 0) break;

    let best: Candidate | undefined;
    // A text that is no key (nor has ー) and no inflected word has nothing to score.
    if (
      (head >= 0 || walk.longVowel || walk.isKey()) &&
      (reached === undefined || !isReachedAsCheaply(run, to, reached, cheapest))
    ) {
      const token = tokens[from]!;
      const cache = to === from + 1 ? sources.singleTokens : undefined;
      const cached = cache && cachedSingleToken(cache, token);
      if (cached) best = cached.best === null ? undefined : positioned(cached.best, from, to);
      else {
        const surface = run.text.slice(run.offsets[from], run.offsets[to]);
        const facts = factsOfWalk(walk, surface, sources);
        best = bestOfSpan(run, from, to, surface, facts, head, walk.prefixLength, sources);
        if (cache) cacheSingleToken(cache, { token, best: best ? positioned(best, 0, 1) : null });
      }
    }
    if (best && crossesDot && isProperName(best.match.entry)) best = undefined;
    if (best && to === from + 2 && joinsNounAndParticle(tokens, best)) best = undefined;
    if (best && to > from + 1 && katakanaWordGluesCopula(run, from, to, best)) best = undefined;
    if (best && to === from + 2 && titleGluesCopula(tokens, from)) best = undefined;
    if (best && to > from + 1 && nameGluesTitle(tokens, from)) best = undefined;
    if (best && takesNounAway(tokens, from, to)) {
      compoundTail ??= endsListedCompound(run, from, sources);
      if (compoundTail) best = undefined;
    }
    if (best && to > from + 2 && takesVerbStemAway(run, from, to, sources)) best = undefined;
    if (best && to > from + 1 && isKanaCountReadAsHomophone(run.tokens, from, to, best.match.entry))
      best = undefined;
    if (best) result.push(best);
    // No longer span can match: no key starts with this text and the inflection stops here.
    if (!isKeyPrefix && !run.glued[to]) break;
  }
  const counted = countedCandidate(tokens, from, sources);
  if (counted) result.push(counted);
  const kanaCounted =
    kanaCountedNumber(tokens, from, sources) ??
    kanaNumberReadAsWord(tokens, from, sources) ??
    kanaNumberAcrossParticle(tokens, from, sources) ??
    kanaNanCounter(tokens, from, sources);
  if (kanaCounted) result.push(kanaCounted);
  for (const ordinal of ordinals(tokens, from, sources)) result.push(ordinal);
  const humble = humbleVerb(run, from, sources);
  if (humble) result.push(humble);
  const nan = explanatoryNan(run, from, sources);
  if (nan) result.push(nan);
  for (const unread of unreadKanjiWords(run, from, sources)) result.push(unread);
  for (const noun of shortOkuriganaNouns(run, from, sources)) result.push(noun);
  const variant = nounVariant(run, from, sources);
  if (variant) result.push(variant);
  const suffix = rendakuSuffix(run, from, sources);
  if (suffix) result.push(suffix);
  const mimetic = unlistedMimeticTo(run, from, sources);
  if (mimetic) result.push(mimetic);
  const emphatic = emphaticAdverb(run, from, sources);
  if (emphatic) result.push(emphatic);
  const taru = taruAdjective(run, from, sources);
  if (taru) result.push(taru);
  addNaAdjectiveAttributives(run, result, first);
  return result;
}

/**
 * A name's title with the copula after it is the title and the copula, not a word spelled as the
 * two: 犯人は佐藤さんだ is 佐藤 | さん | だ, 次はひなさんだね ひな | さん | だ | ね (JMdict's さんだ "Sanda"
 * took them), 鈴木様です.
 */
function titleGluesCopula(tokens: readonly Token[], from: number): boolean {
  const last = tokens[from + 1]!;
  if (last.pos !== '助動詞') return false;
  const title = tokens[from]!;
  return title.posDetail1 === '接尾' && title.posDetail2 === '人名';
}

/**
 * A given name with its title is the name and the title, not a word spelled as the two: 弟の
 * ゆうくんが is ゆう | くん, not JMdict's ゆうくん "courtesan" (遊君); こうくんと遊んだ, まいさんに会った
 * likewise. IPADIC read the first token as a person's name in hiragana and the second as a name's
 * suffix (with names in kanji too, the measures lost a development entry).
 */
function nameGluesTitle(tokens: readonly Token[], from: number): boolean {
  const name = tokens[from]!;
  if (name.posDetail2 !== '人名' || !isAllHiragana(name.surface)) return false;
  const title = tokens[from + 1]!;
  return title.posDetail1 === '接尾' && title.posDetail2 === '人名';
}

/**
 * A katakana word with the copula after it is not a longer word matched by its kana alone:
 * 駅前のビルだね is ビル | だ | ね, not ビルダ "builder"; 朝ごはんはパンだ パン | だ, not パンダ;
 * 今夜はカレーだ カレー | だ, not かれえだ. The span's last token is an auxiliary IPADIC read in
 * hiragana after katakana or ー, and the entry's form is not spelled as the text.
 */
function katakanaWordGluesCopula(
  run: TokenRun,
  from: number,
  to: number,
  best: Candidate,
): boolean {
  const last = run.tokens[to - 1]!;
  if (last.pos !== '助動詞') return false;
  const start = run.offsets[to - 1]!;
  const before = run.text.charCodeAt(start - 1);
  if (!(before === 0x30fc || (before >= 0x30a1 && before <= 0x30fa))) return false;
  if (!isAllHiragana(last.surface)) return false;
  const form = best.match.entry.forms[best.match.readingIndex];
  return form !== undefined && form.text !== run.text.slice(run.offsets[from], run.offsets[to]);
}

/**
 * Whether the lattice reaches `to` for no more than `cheapest` (see candidatesFrom), and `to + 1`
 * too where a na-adjective's attributive な follows (addNaAdjectiveAttributives offers the span's
 * match with it).
 */
function isReachedAsCheaply(
  run: TokenRun,
  to: number,
  reached: Float64Array,
  cheapest: number,
): boolean {
  if (!(reached[to]! <= cheapest)) return false;
  return run.tokens[to]?.surface !== 'な' || reached[to + 1]! <= cheapest;
}

/** The counted number at `from` (countedNumber), unless an ordinal takes the number (第二位). */
function countedCandidate(
  tokens: readonly Token[],
  from: number,
  sources: CandidateSources,
): Candidate | undefined {
  return isOrdinalNumber(tokens, from, sources) ? undefined : countedNumber(tokens, from, sources);
}

/**
 * A counter right after a number belongs to the number: it begins no longer word of its own.
 * Else a word that happens to start with the counter's kanji beats the counted number on score,
 * the number left a word or a gap beside it: 二本の傘 is 二本 | の | 傘, not 二 | 本の ("mere") |
 * 傘; ４人の子 ４人 | の | 子, not ４ | 人の子 "human being"; ３年に一度 ３年 | に | 一度, not ３ |
 * 年に一度 "once a year"; ８月の海 ８月 | の | 海, not ８ | 月の海 "lunar mare". A counter is what
 * IPADIC tags so, or any token the number forms a counted word with (countedCandidate: 月 is
 * no counter). The counter alone still stands after a number word apart (数百 | 冊).
 */
function countsTheNumberBefore(
  tokens: readonly Token[],
  at: number,
  sources: CandidateSources,
): boolean {
  if (at === 0 || !isNumeral(tokens[at - 1]!) || isNumberPart(tokens, at)) return false;
  const token = tokens[at]!;
  if (token.pos === '名詞' && token.posDetail2 === '助数詞') return true;
  let start = at - 1;
  while (start > 0 && isNumberPart(tokens, start - 1)) start--;
  const counted = countedCandidate(tokens, start, sources);
  return counted !== undefined && counted.from === start && counted.to > at;
}

/**
 * A na-adjective with its attributive な is one word (臆病なくせに is 臆病な | くせに in the revised
 * table; 穏やかな人, 綺麗な花), a compound one too (自由奔放な): each candidate that is a
 * na-adjective ending on IPADIC's 形容動詞語幹 token, before the copula's な, is offered with it.
 * Not before the nominal の or ん: 反対なの, 好きなんだろう take the explanatory なの, なん.
 */
function addNaAdjectiveAttributives(run: TokenRun, candidates: Candidate[], first: number): void {
  const { tokens } = run;
  const end = candidates.length;
  for (let index = first; index < end; index++) {
    const candidate = candidates[index]!;
    const na = tokens[candidate.to];
    // な first: it follows few candidates, and the stem's tests read more.
    if (na === undefined || na.surface !== 'な' || na.pos !== '助動詞') continue;
    const stem = tokens[candidate.to - 1]!;
    const after = tokens[candidate.to + 1];
    if (
      candidate.conjugations.length > 0 ||
      stem.pos !== '名詞' ||
      (stem.posDetail2 !== '形容動詞語幹' &&
        stem.posDetail1 !== '形容動詞語幹' &&
        !isListedNaAdjective(stem, candidate)) ||
      (after !== undefined && (after.surface === 'の' || after.surface === 'ん'))
    )
      continue;
    candidates.push({ ...candidate, to: candidate.to + 1 });
  }
}

/**
 * A noun IPADIC calls a common noun that JMdict lists as a na-adjective takes its attributive な
 * as well: IPADIC knows 寂しげ, 不安げ, 最低 as nouns only, so 悲しげな目, 満足げな様子, 最低な奴 are
 * one word before the noun they describe, like 穏やかな人.
 */
function isListedNaAdjective(stem: Token, candidate: Candidate): boolean {
  // Not on a dependent noun: 同じ|よう|な keeps ような, a word of its own.
  return stem.posDetail1 !== '非自立' && candidate.match.entry.partsOfSpeech.includes('adj-na');
}

/**
 * A noun IPADIC tags as a suffix or a dependent noun is the suffix JMdict lists spelled so, where
 * it lists one, not the independent noun spelled alike that priority would choose: プロなみの腕
 * is 並 "on a par with", not 波 "wave"; 会うたび 度 "each time", not 旅 "journey". Where JMdict
 * lists several suffixes spelled so (ほう 方/法, かた 方/型, よう 様/用), the tag does not say which,
 * and priority decides as before. Weighs the entry only, not the span.
 */
const SOLE_SUFFIX_PREFERENCE = 25;

function soleSuffixEntry(token: Token, matches: readonly LexiconMatch[]): LexiconEntry | undefined {
  if (
    token.pos !== '名詞' ||
    (token.posDetail1 !== '接尾' && token.posDetail1 !== '非自立') ||
    token.surface === 'の' ||
    token.surface === 'ん'
  )
    return undefined;
  let sole: LexiconEntry | undefined;
  for (const { entry } of matches) {
    if (entry === sole || !entry.partsOfSpeech.some((code) => code === 'suf' || code === 'n-suf'))
      continue;
    if (sole) return undefined;
    sole = entry;
  }
  return sole;
}

/** The best match of the span [from, to), if any. */
function bestOfSpan(
  run: TokenRun,
  from: number,
  to: number,
  surface: string,
  facts: SurfaceFacts,
  head: number,
  /** How much of the text begins some key (`KeyWalk.prefixLength`). */
  keyPrefixLength: number,
  sources: CandidateSources,
): Candidate | undefined {
  const { tokens } = run;
  if (to - from > 1 && startsResultativeSuru(tokens, from)) return undefined;
  const span = new SpanBest(tokens, from, to, surface, facts.hasKanji);

  // 1. The span as it stands is a dictionary form.
  const exact = facts.matches;
  if (exact.length > 0) {
    if (to === from + 1) {
      span.soleSuffix = soleSuffixEntry(tokens[from]!, exact);
      if (span.surfaceHasKanji)
        span.commonReading = commonReadingOverRare(tokens[from]!, span.readingKey(), exact);
      if (isLoneKanji(span.context()))
        span.priorityLoans = loneKanjiPriorityLoans(tokens[from]!, span.readingKey(), exact);
    }
    const joined = to - from > 1;
    const comparable = joined && span.surfaceHasKanji ? span.readingKey() : null;
    const spanTokens = joined ? span.spanTokens() : undefined;
    for (const match of exact) {
      // Joined tokens must read as the entry does: 今日|は is not こんにちは.
      if (comparable !== null) {
        const reading = comparableFormReading(match.entry.forms[match.readingIndex]!.reading);
        if (
          comparable !== reading &&
          !isKanjiCompound(spanTokens!, match) &&
          !isCompoundVerbSpelling(spanTokens!, match) &&
          !isKatakanaAcrossUnknown(spanTokens!, match) &&
          !isHonorificFrameSpelling(spanTokens!, match) &&
          !readsAsWithDictionaryReadings(spanTokens!, reading, sources.lexicon) &&
          !readsAsWithRendaku(spanTokens!, reading) &&
          !readsAsOtherVerbsStem(spanTokens!, reading) &&
          !readsAsAfterUnreadKanji(run, from, spanTokens!, reading, sources)
        )
          continue;
        if (comparable !== reading && isPlaceBeforeVerb(spanTokens!, tokens[to], tokens[from - 1]))
          continue;
      }
      if (
        spanTokens &&
        !joinAgreesWithTokens(spanTokens, match, tokens[to]) &&
        !isNounAfterAttributive(spanTokens, match, tokens[from - 1]) &&
        !isInterjectionStandingAlone(tokens, from, to, match) &&
        !isAdverbAfterUnreadKanji(run, from, spanTokens, match, sources)
      )
        continue;
      if (spanTokens && isUnrankedHonorificJoin(spanTokens, match, surface, sources.lexicon))
        continue;
      if (spanTokens && isResultativeNi(spanTokens, tokens[to])) continue;
      if (spanTokens && isHeldObjectMotte(spanTokens, tokens[to])) continue;
      if (spanTokens && isPurposeNotAdverb(spanTokens, tokens[to], match)) continue;
      if (spanTokens && isDescribedTokoroDe(spanTokens, tokens[from - 1])) continue;
      if (spanTokens && isButThenNa(spanTokens, tokens[from - 1])) continue;
      if (spanTokens && isKoNoAfterDemonstrative(spanTokens, tokens[from - 1])) continue;
      if (spanTokens && isParticleTwiceAfterNoun(spanTokens, tokens[from - 1])) continue;
      if (spanTokens && isSuruNounThenSuruto(spanTokens, tokens[from - 1])) continue;
      if (spanTokens && isSuruNounThenCausative(spanTokens, tokens[from - 1])) continue;
      if (spanTokens && isCopulaReadAsNani(spanTokens, match)) continue;
      if (spanTokens && isProhibitiveNa(spanTokens, tokens[from - 1])) continue;
      if (spanTokens && isRelativeClauseAruHito(spanTokens, tokens[from - 1])) continue;
      span.consider(match, surface, []);
    }
  }

  // 2. An inflected verb or adjective (possibly with dictionary words before its head).
  if (
    head >= 0 &&
    isInflectionCandidate(run, from, to, head, exact.length > 0, keyPrefixLength, sources.lexicon)
  ) {
    considerInflections(span, head, sources);
  }

  // 3. Nothing matched: a verb or adjective in a spelling of its own (選びださねば, 突きぬけて),
  // compound verbs IPADIC cuts in two included (吹き|たおさ|れ|た), and with the endings IPADIC
  // gives tokens of their own (踏みこん|で|い|た is 踏み込んでいた, 突きぬけ|て|いる
  // 突き抜けている): the deinflector reads them as it does after a listed spelling. The
  // tokenizer's lemma is the head token's alone, so only a one-token span offers it. A longer
  // span is read so only where that lemma is no spelling the dictionary lists: else the verb is
  // a listed one whose endings failed for a reason of their own, not its spelling.
  if (
    !span.best &&
    head === from &&
    facts.hasKanji &&
    sources.variants &&
    (to === from + 1 || isUnlistedLemma(tokens[head]!, sources.lexicon))
  ) {
    const headToken = tokens[head]!;
    const reading = span.context().readingKey === null ? null : spanReading(span.context().tokens);
    if (reading !== null && (headToken.pos === '動詞' || headToken.pos === '形容詞')) {
      const lemma = to === from + 1 ? headToken.lemma : null;
      for (const variant of sources.variants(surface, toHiragana(reading), lemma))
        span.consider(variant.match, variant.lookedUp, variant.chain);
      // A spelling the dictionary does not list is the last resort: it costs what the poorest
      // match costs, so a path of listed words with as many words wins.
      // (Read again: TypeScript keeps `span.best` narrowed to undefined across `consider`.)
      const found = span.best as Candidate | undefined;
      if (found) found.score = Math.min(found.score, 0);
    }
  }

  // 4. Nothing matched: a word IPADIC cut in two because it has kana where the dictionary has
  // kanji, found by its reading like the single tokens above and held to the same test (the
  // text's kanji in the dictionary spelling, the same last kana): compound verbs (述べ|たて|て is
  // 述べ立てる, 払い|落し|た 払い落とす, いい|出し|た 言い出す) and kanji with a kana tail IPADIC
  // reads as a word of its own (重|くるしい is 重苦しい, 垢|じみ|た 垢染みる). A kanji IPADIC does
  // not know has no reading: then only a spelling with extra okurigana is looked for
  // (extraOkuriganaMatches: 施|こす is 施す).
  if (!span.best && head === from + 1 && sources.variants && isSplitVariant(tokens, from, head)) {
    const reading = span.context().readingKey === null ? null : spanReading(span.context().tokens);
    const variants =
      reading !== null
        ? sources.variants(surface, toHiragana(reading), null)
        : tokens[from]!.reading === null && sources.extraOkurigana
          ? sources.extraOkurigana(surface)
          : [];
    for (const variant of variants) span.consider(variant.match, variant.lookedUp, variant.chain);
    const found = span.best as Candidate | undefined;
    if (found) found.score = Math.min(found.score, 0);
  }

  return span.best;
}

/** The tokenizer's dictionary form of `token` is no key of the dictionary (張りきる, 選びだす). */
function isUnlistedLemma(token: Token, lexicon: Lexicon): boolean {
  return token.lemma !== null && lookupAll(lexicon, token.lemma).length === 0;
}

/**
 * Whether `first` + the verb or adjective `head` may be one word in a spelling of its own (step 4
 * of `bestOfSpan`): a verb stem and a verb, or kanji and a kana tail. する's し is no such stem
 * (し|切れ|ない is "cannot finish doing", not 仕切る), and a lone kana is too short to tell
 * (き|付け is no 着付ける).
 */
function isSplitVariant(tokens: readonly Token[], from: number, head: number): boolean {
  const first = tokens[from]!;
  const verb = tokens[head]!;
  if (verb.pos !== '動詞' && verb.pos !== '形容詞') return false;
  if (first.lemma === 'する') return false;
  const firstHasKanji = hasKanji(first.surface);
  if (!firstHasKanji && first.surface.length < 2) return false;
  if (!firstHasKanji && !hasKanji(verb.surface)) return false;
  if (isCompoundVerb(tokens, from, head)) return true;
  return (
    firstHasKanji &&
    !hasKanji(verb.surface) &&
    (first.pos === '名詞' || first.pos === '動詞' || first.pos === '形容詞')
  );
}

/**
 * How the deinflector should read a token: the dictionary's spelling of the same form.
 * - Verbs after the head written in kanji, in kana: the rules know ている, てしまう, てくる,
 *   ていく and ておく, while older texts write 読んで居た, 忘れて仕舞った, 走って来た, 書いて置いた.
 * - IPADIC's contracted forms, uncontracted: ん for る before の and な (体言接続特殊: 何すんの,
 *   ふざけんな), ん for ら before ない (未然特殊: やんない, 帰んなきゃ), for くれる's れ (してくんない).
 */
function deinflectionSpelling(token: Token, afterHead: boolean): string {
  // The rough negative drawn out (行かねー, 知らねぇ, 見てらんねー) is ねえ to the deinflector.
  if (token.pos === '助動詞' && token.lemma === 'ない' && /ね[ーぇ]$/.test(token.surface))
    return `${token.surface.slice(0, -1)}え`;
  // A godan volitional clipped before か (帰ろ|っ|か, contractions.ts) is read unclipped: 帰ろう.
  if (token.pos === '助動詞' && token.lemma === 'う' && token.surface === 'っ') return 'う';
  if (token.pos !== '動詞') return token.surface;
  // てる's る said っ (分かってっか, contractions.ts) is read as る.
  if (token.surface === 'っ' && token.lemma === 'いる') return 'る';
  if (afterHead && token.reading !== null && hasKanji(token.surface)) return token.reading;
  if (token.surface.endsWith('ん')) {
    const stem = token.surface.slice(0, -1);
    if (token.conjugationForm?.startsWith('体言接続特殊')) return `${stem}る`;
    // くれる's くん stands for くれ (手伝ってくんない, 見せてくんない), a godan verb's for ら.
    if (token.conjugationForm === '未然特殊')
      return token.conjugationType?.startsWith('一段') === true ? `${stem}れ` : `${stem}ら`;
  }
  return token.surface;
}

function isContractedForm(token: Token): boolean {
  return (
    token.pos === '動詞' &&
    token.surface.endsWith('ん') &&
    (token.conjugationForm?.startsWith('体言接続特殊') === true ||
      token.conjugationForm === '未然特殊')
  );
}

/** The span as the deinflector should read it (`deinflectionSpelling` of each token). */
function respelled(span: SpanBest, head: number): string {
  let text = '';
  for (let index = span.from; index < span.to; index++)
    text += deinflectionSpelling(span.tokens[index]!, index > head);
  return text;
}

/**
 * Adds the deinflected matches of `text` (the span as written or respelled); any considered?
 * Matches of the head's own lemma that fail only the reading test go to `misread`.
 */
function considerInflected(
  span: SpanBest,
  head: number,
  /** Which noun may head a する-verb: any (true), none (false), or this one. */
  suruNoun: boolean | string,
  text: string,
  sources: CandidateSources,
  misread: InflectedMatch[],
): boolean {
  let considered = false;
  for (const inflected of sources.inflections(text)) {
    if (
      inflected.suffix === 'する' &&
      (suruNoun === false || (suruNoun !== true && inflected.lookedUp !== suruNoun))
    )
      continue;
    // A compound's parts may be misread by the tokenizer (弾け read ひけ in 弾け飛ぶ), so only a
    // single inflected word is held to its reading; a compound was checked against the keys.
    if (
      head === span.from &&
      !stemReadingAgrees(
        span.surface,
        span.readingKey(),
        inflected.lookedUp + inflected.suffix,
        inflected.match,
      )
    ) {
      if (inflected.suffix === '' && inflected.lookedUp === span.tokens[head]!.lemma)
        misread.push(inflected);
      continue;
    }
    if (span.consider(inflected.match, inflected.lookedUp, inflected.chain, inflected.suffix))
      considered = true;
  }
  return considered;
}

/** Adds the span's deinflected matches. */
function considerInflections(span: SpanBest, head: number, sources: CandidateSources): void {
  const headToken = span.tokens[head]!;
  // A サ変 noun with any form of する is one verb, the bare する and しない too in the revised
  // (2026) convention: 掃除する, 勉強しない, 心配した.
  const next = head + 1 < span.to ? span.tokens[head + 1] : undefined;
  const suruVerb = head === span.from && suruNounIn(headToken, next, sources.lexicon);
  const suruNoun = suruVerb || (cutSuruNounAt(span.tokens, span.from, head) ?? false);
  const misread: InflectedMatch[] = [];
  // IPADIC's contracted forms are read only as their dictionary spelling (来んな is 来るな, not the
  // negative 来ん). Otherwise the text as written comes first, so that expressions JMdict lists
  // with the kanji (帰って来る, 出て来る) win over the kana respelling.
  let contracted = false;
  for (let index = span.from; index < span.to && !contracted; index++)
    contracted = isContractedForm(span.tokens[index]!);
  if (
    contracted ||
    (!considerInflected(span, head, suruNoun, span.surface, sources, misread) && !span.best)
  ) {
    const spelling = respelled(span, head);
    if (
      spelling !== span.surface &&
      !considerInflected(span, head, suruVerb, spelling, sources, misread)
    ) {
      // The respelling is the dictionary form itself: すん is する, contracted.
      for (const match of lookupAll(sources.lexicon, spelling)) {
        if (match.entry.partsOfSpeech.some((code) => code.startsWith('v')))
          span.consider(match, spelling, CONTRACTED);
      }
    }
  }
  if (span.best) considerKanjiAuxiliary(span, head, suruNoun, sources, misread);
  if (suruVerb) considerSuruConjugations(span, headToken.surface, sources);
  // A verb IPADIC lemmatizes to the dictionary's spelling but reads otherwise — a reading
  // JMdict does not give (云った read ゆった, 瞬いて まばたいて) — is still that verb where nothing
  // else matches, as the last resort variant spellings are (step 3 of bestOfSpan); otherwise it
  // stays unknown and its endings apart (云っ | た).
  if (!span.best && misread.length > 0) {
    for (const inflected of misread)
      span.consider(inflected.match, inflected.lookedUp, inflected.chain);
    const found = span.best as Candidate | undefined;
    if (found) found.score = Math.min(found.score, 0);
  }
}

/** The aspect verbs after て whose kanji JMdict's te-compounds are written with. */
const ASPECT_KANJI: Record<string, string> = { いく: '行', くる: '来', おく: '置' };

/**
 * A te-compound JMdict lists with its aspect verb in kanji only (戻って行く, 持って来る "to bring";
 * もどっていく in kana) is found where the text has the verb in kanji and the aspect verb in kana:
 * 家へ戻っていった is 戻って行く, 傘を置いていった 置いて行く (not 戻る, 置く going). The aspect
 * verb's first kana is respelled with its kanji and the span deinflected again; the entry then
 * follows `entryPreference` (a listed te-compound), the span's score is the verb's as before.
 */
function considerKanjiAuxiliary(
  span: SpanBest,
  head: number,
  suruNoun: boolean | string,
  sources: CandidateSources,
  misread: InflectedMatch[],
): void {
  const particle = span.tokens[head + 1];
  const auxiliary = span.tokens[head + 2];
  if (
    particle === undefined ||
    auxiliary === undefined ||
    head + 2 >= span.to ||
    particle.pos !== '助詞' ||
    (particle.surface !== 'て' && particle.surface !== 'で') ||
    auxiliary.pos !== '動詞' ||
    !isAllHiragana(auxiliary.surface) ||
    !hasKanji(span.tokens[head]!.surface)
  )
    return;
  const kanji = ASPECT_KANJI[auxiliary.lemma ?? ''];
  if (kanji === undefined) return;
  // A te-compound found as written keeps its spelling (連れていった is 連れていく).
  const written = span.tokens[head]!.surface + particle.surface;
  if (span.best?.dictionaryForm.startsWith(written) === true) return;
  let at = 0;
  for (let index = span.from; index < head + 2; index++) at += span.tokens[index]!.surface.length;
  const text = span.surface.slice(0, at) + kanji + span.surface.slice(at + 1);
  considerInflected(span, head, suruNoun, text, sources, misread);
}

/**
 * A する-noun in kana that IPADIC cuts into an adverb and the kana of a one-kanji verb in す or
 * する: こう | かいし | ている (解す) for 後悔している, そう | じし | ます (辞す) for 掃除します,
 * こう | さんする (参する) for 降参する. The span is then offered as the noun's する-verb, which
 * the dictionary must list (the deinflector finds こうかいする, JMdict 後悔 as a する-noun): the
 * noun found, or null.
 */
function cutSuruNounAt(tokens: readonly Token[], from: number, head: number): string | null {
  if (head !== from + 1) return null;
  const adverb = tokens[from]!;
  const verb = tokens[head]!;
  const lemma = verb.lemma;
  if (
    adverb.pos !== '副詞' ||
    !isAllHiragana(adverb.surface) ||
    verb.pos !== '動詞' ||
    lemma === null ||
    lemma === 'する' ||
    !isAllHiragana(lemma)
  )
    return null;
  // The noun is the adverb's kana and the verb's before its す or する (そう + さす is そうさ 操作,
  // not the short causative of そうする).
  const stem = /^(.+?)(す|する)$/.exec(lemma)?.[1];
  return stem === undefined ? null : adverb.surface + stem;
}

/**
 * A する-verb conjugates exactly as する does, so the part after the noun is deinflected on its
 * own: 堪能|さ|せ|て is 堪能 + させて (する, causative, te-form), which the rules cannot reach from
 * 堪能させて as a whole (させる → する applies to する alone).
 */
function considerSuruConjugations(span: SpanBest, noun: string, sources: CandidateSources): void {
  const chains = suruChains(span.surface.slice(noun.length), sources);
  if (chains.length === 0) return;
  for (const match of lookupAll(sources.lexicon, noun)) {
    if (!match.entry.partsOfSpeech.includes('vs')) continue;
    if (!stemReadingAgrees(span.surface, span.readingKey(), noun + 'する', match)) continue;
    for (const chain of chains) span.consider(match, noun, chain, 'する');
  }
}

/**
 * A verb's continuative form right before the head: a compound verb, which the dictionary lists
 * whole when it is one word, even where IPADIC calls the second verb dependent: 笑い|合っ|た is
 * 笑い合う, 怒り|出し|た 怒り出す (a verb in the て-form is not such a stem: 呼ん|で|くれ|て).
 */
function isCompoundVerb(tokens: readonly Token[], from: number, head: number): boolean {
  const first = tokens[from]!;
  return head === from + 1 && first.pos === '動詞' && first.conjugationForm === '連用形';
}

/** The particles that make ない the negative copula. */
const NEGATIVE_COPULA_PARTICLES = new Set(['では', 'でも', 'じゃ', 'じゃあ']);

/**
 * The negative copula ではない / でもない / じゃない is one word in every form, as the bare form
 * is (the revised table: 問題ではなかった, 恋の終わりではなく): 静かではなかった, 猫でもなく,
 * 嘘じゃなかった. IPADIC reads its で as the copula or the particle and ない as an adjective or an
 * auxiliary, so the span starts with a function token and is let through here.
 */
function isNegativeCopula(tokens: readonly Token[], from: number, head: number): boolean {
  if (tokens[head]!.lemma !== 'ない' || head - from > 2) return false;
  let particles = '';
  for (let index = from; index < head; index++) particles += tokens[index]!.surface;
  return NEGATIVE_COPULA_PARTICLES.has(particles);
}

function isNaiAdjectiveStem(stem: Token, ending: Token): boolean {
  return (
    stem.pos === '名詞' &&
    stem.posDetail1 === 'ナイ形容詞語幹' &&
    ending.pos === '助動詞' &&
    ending.lemma === 'ない' &&
    ending.surface !== 'ない'
  );
}

/**
 * The appearance suffix そう ends its verb or adjective and begins no phrase conjugated after it:
 * 転びそうになった is 転びそう | に | なった, 泣きそうになる likewise, not 転び + そうになる "to nearly
 * do" (join-rules.ts keeps it out of the uninflected phrases, そうですね).
 */
function isAppearanceSou(token: Token): boolean {
  return token.pos === '名詞' && token.posDetail1 === '接尾' && token.surface === 'そう';
}

/** The e-row kana before a ru-verb's る: the potential's mark (貸せる, 切れる, 飲める). */
const POTENTIAL_MARK = /[えけせてねへめれげべぺ]る$/;

/**
 * How much of the head's text the dictionary form before it shares with it: its unchanged stem,
 * but IPADIC lemmatizes a godan verb's potential to a ru-verb of its own (読み|切れる is 切れる,
 * 持って|行け|ない 行ける), whose stem has one kana the godan verb's dictionary form does not:
 * 読み切れる is 読み切る, 書き尽くせない 書き尽くす, 持って行けない 持って行く, whose keys go on with
 * the godan stem (読み切, not 読み切れ). After a verb (a compound verb, or a te-form's aspect verb)
 * a lemma with the potential's mark counts without it; the deinflector and the dictionary then
 * decide. After a noun and a particle it does not: there the ru-verb itself is meant more often
 * (a noun's phrase with a transitive or causative ru-verb), and the entry table keeps the noun
 * apart.
 */
function keyStemLength(token: Token, previous: Token): number {
  const stem = unchangedStem(token).length;
  const lemma = token.lemma;
  if (lemma === null || !POTENTIAL_MARK.test(lemma)) return stem;
  const afterVerb =
    previous.pos === '動詞' ||
    (previous.pos === '助詞' && (previous.surface === 'て' || previous.surface === 'で'));
  return afterVerb ? Math.min(stem, lemma.length - 2) : stem;
}

/**
 * Whether the span [from, to) with its inflection head should be deinflected. Dictionary words
 * before the head (肩|を|並べられなかった → 肩を並べる) never start with a particle (に|なったら is に +
 * なる, not 似なる), their head is a full verb (呼んで | くれて), and they must begin some key. A
 * lone plain form is looked up as it stands and deinflected only when that finds nothing
 * (potential forms look plain: 会える → 会う).
 */
function isInflectionCandidate(
  run: TokenRun,
  from: number,
  to: number,
  head: number,
  hasExact: boolean,
  keyPrefixLength: number,
  lexicon: Lexicon,
): boolean {
  const { tokens } = run;
  const headToken = tokens[head]!;
  if (head === from + 1 && isKatakanaVerbStem(tokens[from]!, lexicon)) return true;
  // A noun IPADIC keeps for an adjective in ない (仕方, しょうが) with a form of ない other than the
  // plain one (which the dictionary lists whole) is that adjective: 仕方ねえ is 仕方ない,
  // しょうがねえ しょうがない, 仕方なかった its past.
  if (head === from + 1 && isNaiAdjectiveStem(tokens[from]!, headToken)) return true;
  // こう|さんする: the adverb's kana and the verb's make a する-noun, which the deinflector checks.
  if (cutSuruNounAt(tokens, from, head) !== null) return true;
  if (head > from && !isNegativeCopula(tokens, from, head)) {
    if (
      isFunctionToken(tokens[from]!) ||
      isAppearanceSou(tokens[from]!) ||
      headToken.pos === '助動詞' ||
      (headToken.posDetail1 === '非自立' && !isCompoundVerb(tokens, from, head))
    )
      return false;
    // The words before the head and its unchanged stem must begin some key (or their hiragana).
    const prefixLength =
      run.offsets[head]! - run.offsets[from]! + keyStemLength(headToken, tokens[head - 1]!);
    if (prefixLength > keyPrefixLength) return false;
  }
  return to - 1 > head || headToken.conjugationForm !== '基本形' || !hasExact;
}
