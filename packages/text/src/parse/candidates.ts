/**
 * The lattice's nodes: every span of tokens that can be one learner word, with its best dictionary
 * match. Spans come from three sources: the dictionary itself (スマートフォン = スマート + フォン,
 * タバコをやめる), inflected groups (読ま|せ|られ|なかっ|た → 読む) checked against the deinflector
 * and the JMdict verb class, and する-verbs (浮気|し|て|やがっ|た → 浮気).
 */
import { matchesPartOfSpeech, type deinflect } from '../deinflect';
import type { Token } from '../tokenizer';
import { gluesTo, isConjugatingHead, isSuruContinuation, isSuruNoun } from './glue';
import { asciiWidth, type Lexicon, type LexiconMatch } from './lexicon';
import { comparableReading, scoreMatch, spanContext, type SpanContext } from './resolve';
import { expandLongVowels, hasKanji, toHiragana } from '../kana';

/** Longest span of tokens joined into one word. */
export const MAX_SPAN_TOKENS = 8;
/** Longest surface looked up as a whole (the longest useful JMdict expressions are ~20 characters). */
const MAX_SPAN_CHARS = 24;

const BARE_SURU = new Set(['する', 'しない']);

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
   * Best match of one token on its own, by `singleTokenKey` (は, の, に recur tens of thousands of
   * times in a novel, each with a dozen dictionary entries to score). Position 0–1; absent = no cache.
   */
  singleTokens?: Map<string, Candidate | null>;
}

/**
 * Everything a one-token span's best match depends on: the token's text and what the tokenizer
 * says about it (part of speech, conjugation, lemma, reading).
 */
function singleTokenKey(token: Token): string {
  return [
    token.surface,
    token.pos,
    token.posDetail1,
    token.posDetail2,
    token.conjugationType,
    token.conjugationForm,
    token.lemma,
    token.reading,
  ].join('\t');
}

const SINGLE_TOKEN_CACHE_LIMIT = 100_000;

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
  return { matches, isKeyPrefix, hasKanji: hasKanji(surface) };
}

const EMPTY_MATCHES: readonly LexiconMatch[] = [];

/** Tokens that never belong to a word: punctuation, symbols, spaces. */
export function isSeparator(token: Token): boolean {
  return token.pos === '記号' || token.surface.trim() === '';
}

/** A line's tokens with the facts every span needs, computed once per token. */
export interface TokenRun {
  tokens: readonly Token[];
  /** 1 where the token is a separator. */
  separator: Uint8Array;
  /** 1 where the token attaches to the one before it (`gluesTo`). */
  glued: Uint8Array;
  /** The tokens' surfaces end to end, and where each token starts in it (plus the end). */
  text: string;
  offsets: Int32Array;
}

export function toTokenRun(tokens: readonly Token[]): TokenRun {
  const separator = new Uint8Array(tokens.length);
  const glued = new Uint8Array(tokens.length);
  const offsets = new Int32Array(tokens.length + 1);
  tokens.forEach((token, index) => {
    offsets[index + 1] = offsets[index]! + token.surface.length;
    separator[index] = isSeparator(token) ? 1 : 0;
    const previous = tokens[index - 1];
    glued[index] =
      previous !== undefined && !separator[index - 1] && gluesTo(previous, token, tokens[index + 1])
        ? 1
        : 0;
  });
  // Spans are sliced from one flat string (join makes one): a surface built by concatenation would
  // be flattened again by every cache lookup.
  const text = tokens.map((token) => token.surface).join('');
  return { tokens, separator, glued, text, offsets };
}

function lookupAll(lexicon: Lexicon, text: string): readonly LexiconMatch[] {
  const keys = [text];
  const hiragana = toHiragana(text);
  if (hiragana !== text) keys.push(hiragana);
  // ー written for a vowel the dictionary spells out: おかーさん → おかあさん.
  if (text.includes('ー')) {
    const expanded = expandLongVowels(text);
    if (!keys.includes(expanded)) keys.push(expanded);
  }
  let result: readonly LexiconMatch[] = [];
  for (const key of keys) {
    const found = lexicon.lookup(key);
    if (found.length === 0) continue;
    if (result.length === 0) result = found;
    else {
      const seen = new Set(result);
      result = [...result, ...found.filter((match) => !seen.has(match))];
    }
  }
  return result;
}

/**
 * さ|せ|て after a サ変 noun: the causative te-form stays with its noun, as the reference merges
 * it (堪能させていただきます is 堪能させて | いただきます), while other causative forms stand
 * apart from it (安心|させた).
 */
function isCausativeTeForm(tokens: readonly Token[], index: number, to: number): boolean {
  return (
    index + 3 <= to &&
    tokens[index]!.surface === 'さ' &&
    tokens[index]!.lemma === 'する' &&
    tokens[index + 1]!.surface === 'せ' &&
    tokens[index + 2]!.surface === 'て'
  );
}

/** Index of the token that starts the inflected tail of the span, or -1 when the span is not one. */
function inflectionHead(run: TokenRun, from: number, to: number): number {
  const { tokens, glued } = run;
  let index = to - 1;
  while (index > from && glued[index]) index--;
  const head = tokens[index]!;
  // する after a サ変 noun: the noun is the head of the verb (浮気して).
  if (index > from && isSuruNoun(tokens[index - 1]!)) {
    if (isSuruContinuation(head) || isCausativeTeForm(tokens, index, to)) return index - 1;
  }
  if (isConjugatingHead(head)) return index;
  return -1;
}

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

function isNominalizer(token: Token): boolean {
  return (
    token.pos === '名詞' &&
    token.posDetail1 === '非自立' &&
    (token.surface === 'ん' || token.surface === 'の')
  );
}

/** Tokens that carry grammar rather than content: particles, auxiliaries, ない, the nominal ん/の. */
function isFunctionToken(token: Token): boolean {
  if (token.pos === '助詞' || token.pos === '助動詞' || token.pos === '接続詞') return true;
  if (token.pos === '形容詞') return token.lemma === 'ない';
  return isNominalizer(token);
}

/**
 * A dictionary entry spanning several tokens is only taken when the tokens could be that entry.
 * The tokenizer is usually right about particles, so its split wins over a kana coincidence:
 * は|やめる is not 早める (はやめる), 次|が|ある is not the expression がある, し|た|ね is not
 * 下値 (したね), ほう|が is not 邦画. Set phrases made of grammar words stay whole (には, ではない,
 * じゃない, だけど, かしら), and common noun + particle phrases too (たまに, 何も, 誰か).
 */
function joinAgreesWithTokens(span: readonly Token[], match: LexiconMatch): boolean {
  const first = span[0]!;
  const last = span[span.length - 1]!;
  // A filler after other tokens means IPADIC did not know the word and cut it into scraps
  // (や|べ|え is the slang やべえ): the dictionary's whole word wins.
  if (last.pos === 'フィラー' && span.length > 1) return true;
  // The particle of a compound particle split apart belongs to its verb (それ|に|関する).
  if (last.pos === '助詞' && last.posDetail2 === '連語' && last.surface.length === 1) return false;
  if (isParticleLike(first)) {
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
    return false;
  if (last.pos === '助詞') {
    if (!isFunctionLike(match)) return false;
    // ここ|に stays two words; the common adverb たまに is one.
    if (last.posDetail1 === '格助詞' && !match.entry.partsOfSpeech.includes('exp'))
      return match.entry.priorityScore >= 10;
  }
  return true;
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
  return readingKey.startsWith(stemReading);
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
  for (const candidate of deinflectText(surface)) {
    if (candidate.chain.length === 0) continue;
    for (const match of lookupAll(lexicon, candidate.text)) {
      if (matchesPartOfSpeech(candidate.wordClass, match.entry.partsOfSpeech)) {
        result.push({ match, lookedUp: candidate.text, chain: candidate.chain, suffix: '' });
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

/** Keeps the best-scoring candidate of one span. */
class SpanBest {
  best: Candidate | undefined;
  private contextValue: SpanContext | undefined;

  constructor(
    readonly tokens: readonly Token[],
    readonly from: number,
    readonly to: number,
    readonly surface: string,
    readonly surfaceHasKanji: boolean,
  ) {}

  /** What scoring needs to know about the span (computed once). */
  context(): SpanContext {
    return (this.contextValue ??= spanContext(this.surface, this.tokens.slice(this.from, this.to)));
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
    const score = scoreMatch(match, this.context(), lookedUp, conjugations.length);
    if (!this.best || score > this.best.score) {
      this.best = {
        from: this.from,
        to: this.to,
        match,
        dictionaryForm: form.text + suffix,
        reading: form.reading + suffix,
        conjugations,
        score,
      };
    }
    return true;
  }
}

export function candidatesFrom(
  run: TokenRun,
  from: number,
  sources: CandidateSources,
): Candidate[] {
  const { tokens } = run;
  const result: Candidate[] = [];
  const limit = Math.min(tokens.length, from + MAX_SPAN_TOKENS);

  for (let to = from + 1; to <= limit; to++) {
    if (run.separator[to - 1]) break;
    if (run.offsets[to]! - run.offsets[from]! > MAX_SPAN_CHARS) break;
    const surface = run.text.slice(run.offsets[from], run.offsets[to]);
    const facts = sources.facts(surface);
    const { isKeyPrefix } = facts;
    const head = inflectionHead(run, from, to);
    // Neither this span nor a longer one can match: no key starts with this text, and it is no
    // inflected word.
    if (!isKeyPrefix && head < 0) break;

    let best: Candidate | undefined;
    const cache = to === from + 1 ? sources.singleTokens : undefined;
    if (cache) {
      const key = singleTokenKey(tokens[from]!);
      const cached = cache.get(key);
      if (cached !== undefined) best = cached === null ? undefined : positioned(cached, from, to);
      else {
        best = bestOfSpan(run, from, to, surface, facts, head, sources);
        if (cache.size >= SINGLE_TOKEN_CACHE_LIMIT) cache.clear();
        cache.set(key, best ? positioned(best, 0, 1) : null);
      }
    } else best = bestOfSpan(run, from, to, surface, facts, head, sources);
    if (best) result.push(best);
    // No longer span can match: no key starts with this text and the inflection stops here.
    if (!isKeyPrefix && !run.glued[to]) break;
  }
  const counted = countedNumber(tokens, from, sources);
  if (counted) result.push(counted);
  const humble = humbleVerb(run, from, sources);
  if (humble) result.push(humble);
  return result;
}

/** Tokens between the honorific prefix and する that can spell a verb stem (お|話し|する). */
const MAX_HUMBLE_STEM_TOKENS = 2;

/**
 * The humble form お/ご + verb stem + する is one word, the verb: ご迷惑をおかけして is 掛ける
 * ("humble", "te-form"), お待ちします is 待つ, お話しする is 話す. JMdict lists a few of these as
 * words of their own (お願いする), which the dictionary path finds; this finds the rest.
 */
function humbleVerb(run: TokenRun, from: number, sources: CandidateSources): Candidate | undefined {
  const { tokens } = run;
  const prefix = tokens[from]!.surface;
  if (prefix !== 'お' && prefix !== 'ご') return undefined;
  let suru = from + 1;
  while (
    suru < tokens.length &&
    suru - from - 1 < MAX_HUMBLE_STEM_TOKENS &&
    !(tokens[suru]!.pos === '動詞' && tokens[suru]!.lemma === 'する')
  )
    suru++;
  if (suru === from + 1 || suru >= tokens.length || tokens[suru]!.lemma !== 'する')
    return undefined;
  let to = suru + 1;
  while (to < tokens.length && run.glued[to]) to++;

  const stem = run.text.slice(run.offsets[from + 1], run.offsets[suru]);
  const suffix = run.text.slice(run.offsets[suru], run.offsets[to]);
  const chains = suffix === 'する' ? [[] as readonly string[]] : suruChains(suffix, sources);
  if (chains.length === 0) return undefined;
  const context = spanContext(stem, tokens.slice(from + 1, suru));
  let best: Candidate | undefined;
  for (const stemOf of sources.inflections(stem)) {
    // Only the continuative stem (連用形): お待ち is 待つ, not the imperative of anything.
    if (stemOf.suffix !== '' || stemOf.chain.length !== 1 || stemOf.chain[0] !== 'stem') continue;
    for (const chain of chains) {
      const conjugations = ['humble', ...chain];
      const score = scoreMatch(stemOf.match, context, stemOf.lookedUp, conjugations.length);
      if (best && score <= best.score) continue;
      const form = stemOf.match.entry.forms[stemOf.match.readingIndex]!;
      best = {
        from,
        to,
        match: stemOf.match,
        dictionaryForm: form.text,
        reading: form.reading,
        conjugations,
        score,
      };
    }
  }
  return best;
}

/** The conjugation chains by which `text` is a form of する (させて → causative, te-form). */
function suruChains(text: string, sources: CandidateSources): (readonly string[])[] {
  const chains = new Map<string, readonly string[]>();
  for (const inflected of sources.inflections(text)) {
    if (inflected.lookedUp === 'する' && inflected.suffix === '')
      chains.set(inflected.chain.join('/'), inflected.chain);
  }
  return [...chains.values()];
}

/**
 * Whether the tokens can be read as `reading` when a kanji token whose spelling the dictionary
 * gives several readings may take any of them: the tokenizer's choice between them is a guess
 * (IPADIC reads 何 in 何の日 as なに, the set phrase 何の is なんの). A spelling with one reading
 * is held to it: 今日 is only きょう, so 今日|は never becomes こんにちは.
 */
function readsAsWithDictionaryReadings(
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

/** The best match of the span [from, to), if any. */
function bestOfSpan(
  run: TokenRun,
  from: number,
  to: number,
  surface: string,
  facts: SurfaceFacts,
  head: number,
  sources: CandidateSources,
): Candidate | undefined {
  const { tokens } = run;
  const span = new SpanBest(tokens, from, to, surface, facts.hasKanji);

  // 1. The span as it stands is a dictionary form.
  const exact = facts.matches;
  if (exact.length > 0) {
    const joined = to - from > 1;
    const comparable = joined && span.surfaceHasKanji ? span.readingKey() : null;
    const spanTokens = joined ? tokens.slice(from, to) : undefined;
    for (const match of exact) {
      // Joined tokens must read as the entry does: 今日|は is not こんにちは.
      if (comparable !== null) {
        const reading = comparableReading(match.entry.forms[match.readingIndex]!.reading);
        if (
          comparable !== reading &&
          !readsAsWithDictionaryReadings(spanTokens!, reading, sources.lexicon)
        )
          continue;
      }
      if (spanTokens && !joinAgreesWithTokens(spanTokens, match)) continue;
      span.consider(match, surface, []);
    }
  }

  // 2. An inflected verb or adjective (possibly with dictionary words before its head).
  if (
    head >= 0 &&
    isInflectionCandidate(tokens, from, to, head, exact.length > 0, sources.lexicon)
  ) {
    considerInflections(span, head, sources);
  }

  return span.best;
}

/**
 * How the deinflector should read a token: the dictionary's spelling of the same form.
 * - Verbs after the head written in kanji, in kana: the rules know ている, てしまう, てくる,
 *   ていく and ておく, while older texts write 読んで居た, 忘れて仕舞った, 走って来た, 書いて置いた.
 * - IPADIC's contracted forms, uncontracted: ん for る before の and な (体言接続特殊: 何すんの,
 *   ふざけんな), ん for ら before ない (未然特殊: やんない, 帰んなきゃ).
 */
function deinflectionSpelling(token: Token, afterHead: boolean): string {
  if (token.pos !== '動詞') return token.surface;
  if (afterHead && token.reading !== null && hasKanji(token.surface)) return token.reading;
  if (token.surface.endsWith('ん')) {
    const stem = token.surface.slice(0, -1);
    if (token.conjugationForm?.startsWith('体言接続特殊')) return `${stem}る`;
    if (token.conjugationForm === '未然特殊') return `${stem}ら`;
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

/** Adds the span's deinflected matches. */
function considerInflections(span: SpanBest, head: number, sources: CandidateSources): void {
  const headToken = span.tokens[head]!;
  const suruVerb =
    head === span.from &&
    isSuruNoun(headToken) &&
    !BARE_SURU.has(span.surface.slice(headToken.surface.length));
  const consider = (text: string): boolean => {
    let considered = false;
    for (const inflected of sources.inflections(text)) {
      if (inflected.suffix === 'する' && !suruVerb) continue;
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
      )
        continue;
      if (span.consider(inflected.match, inflected.lookedUp, inflected.chain, inflected.suffix))
        considered = true;
    }
    return considered;
  };
  // IPADIC's contracted forms are read only as their dictionary spelling (来んな is 来るな, not the
  // negative 来ん). Otherwise the text as written comes first, so that expressions JMdict lists
  // with the kanji (帰って来る, 出て来る) win over the kana respelling.
  const contracted = span.tokens.slice(span.from, span.to).some((token) => isContractedForm(token));
  if (contracted || (!consider(span.surface) && !span.best)) {
    const spelling = respelled(span, head);
    if (spelling !== span.surface && !consider(spelling)) {
      // The respelling is the dictionary form itself: すん is する, contracted.
      for (const match of lookupAll(sources.lexicon, spelling)) {
        if (match.entry.partsOfSpeech.some((code) => code.startsWith('v')))
          span.consider(match, spelling, CONTRACTED);
      }
    }
  }
  if (suruVerb) considerSuruConjugations(span, headToken.surface, sources);
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
 * Whether the span [from, to) with its inflection head should be deinflected. Dictionary words
 * before the head (肩|を|並べられなかった → 肩を並べる) never start with a particle (に|なったら is に +
 * なる, not 似なる), their head is a full verb (呼んで | くれて), and they must begin some key. A
 * lone plain form is looked up as it stands and deinflected only when that finds nothing
 * (potential forms look plain: 会える → 会う).
 */
function isInflectionCandidate(
  tokens: readonly Token[],
  from: number,
  to: number,
  head: number,
  hasExact: boolean,
  lexicon: Lexicon,
): boolean {
  const headToken = tokens[head]!;
  if (head > from) {
    if (
      isFunctionToken(tokens[from]!) ||
      headToken.pos === '助動詞' ||
      headToken.posDetail1 === '非自立'
    )
      return false;
    let before = '';
    for (let index = from; index < head; index++) before += tokens[index]!.surface;
    const prefix = before + unchangedStem(headToken);
    if (!lexicon.hasPrefix(prefix) && !lexicon.hasPrefix(toHiragana(prefix))) return false;
  }
  return to - 1 > head || headToken.conjugationForm !== '基本形' || !hasExact;
}

function isNumeral(token: Token): boolean {
  return token.pos === '名詞' && token.posDetail1 === '数';
}

/**
 * IPADIC tags counters 助数詞 after full-width digits, but after ASCII ones (the normalizer's
 * output) it can miss them: 1|つ comes out as the classical auxiliary つ. A token the dictionary
 * lists as a counter counts too.
 */
function isCounter(token: Token, lexicon: Lexicon): boolean {
  if (token.pos === '名詞' && token.posDetail2 === '助数詞') return true;
  return lookupAll(lexicon, token.surface).some((match) =>
    match.entry.partsOfSpeech.includes('ctr'),
  );
}

/**
 * A number with its counter is one word (７時, ５人, 三匹): the number itself is not vocabulary, so
 * the word resolves to the counter's entry (preferring its counter sense: 時 じ, not 時 とき).
 */
function countedNumber(
  tokens: readonly Token[],
  from: number,
  sources: CandidateSources,
): Candidate | undefined {
  if (!isNumeral(tokens[from]!) || (from > 0 && isNumeral(tokens[from - 1]!))) return undefined;
  let to = from + 1;
  while (to < tokens.length && isNumeral(tokens[to]!)) to++;
  const counter = tokens[to];
  if (!counter || !isCounter(counter, sources.lexicon)) return undefined;
  to++;
  // A suffix of time or order stays with it: ５人中, ３日間, ２回目.
  const suffix = tokens[to];
  if (
    suffix &&
    suffix.pos === '名詞' &&
    suffix.posDetail1 === '接尾' &&
    suffix.posDetail2 !== '助数詞'
  )
    to++;
  let best: Candidate | undefined;
  const counterContext = spanContext(counter.surface, [counter]);
  for (const match of lookupAll(sources.lexicon, counter.surface)) {
    const isCounter = match.entry.partsOfSpeech.includes('ctr');
    const score = scoreMatch(match, counterContext, counter.surface, 0) + (isCounter ? 50 : 0);
    if (!best || score > best.score) {
      const form = match.entry.forms[match.readingIndex]!;
      best = {
        from,
        to,
        match,
        dictionaryForm: form.text,
        reading: form.reading,
        conjugations: [],
        score,
      };
    }
  }
  return best;
}
