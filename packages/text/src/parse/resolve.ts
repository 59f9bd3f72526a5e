/**
 * Scores a dictionary match for a span of tokens. Higher is better. The parts, in order of weight:
 * the tokenizer's reading (今日 read きょう is 今日 "today", not 今日 こんにち), the tokenizer's
 * lemma for inflected words (行っ with lemma 行く is 行く, not 行う), part-of-speech fit (は after a
 * noun is the particle, not 葉), JMdict priority, the prior frequency of the form, and the `uk`
 * rule (a word usually written in kana matches kana text: この is 此の).
 */
import { expandLongVowels, hasKanji, isAllKana, toHiragana } from '../kana';
import type { Token } from '../tokenizer';
import type { LexiconEntry, LexiconMatch } from './lexicon';
import { fitsPartOfSpeech } from './part-of-speech';

/** What scoring needs to know about a span of tokens (computed once per span). */
export interface SpanContext {
  surface: string;
  /** Tokens of the span. */
  tokens: readonly Token[];
  /** `comparableReading` of the tokenizer's reading of the span, when known. */
  readingKey: string | null;
  surfaceIsKana: boolean;
  surfaceHasKanji: boolean;
  /** The lemma of the span's first verb or adjective, if any. */
  headLemma: string | null;
  /** That token's surface (行わ in 行わ|れ|ます). */
  headSurface: string | null;
  /** That token's index in `tokens`, −1 when there is none. */
  headIndex: number;
  /**
   * The head's surface with the lemma of the verb suffix right after it (可愛|がっ → 可愛がる,
   * 春|めい → 春めく), when there is one: a verb JMdict lists whole.
   */
  suffixedLemma: string | null;
  /** The two tokens' surfaces before the span, in a span of two or more tokens ('' otherwise). */
  before: string;
  /** The token after the span, in a span of two or more tokens (undefined otherwise). */
  after: Token | undefined;
}

/** Readings compared loosely: は/わ and へ/え (particles), づ/ず and ぢ/じ, ー spelled out. */
export function comparableReading(kana: string): string {
  const expanded = expandLongVowels(toHiragana(kana));
  // One pass, and none for the many readings without these kana.
  return LOOSE_KANA.test(expanded)
    ? expanded.replace(LOOSE_KANA_ALL, (char) => LOOSE_KANA_SOUND[char]!)
    : expanded;
}

const LOOSE_KANA = /[はへをづぢ]/;
const LOOSE_KANA_ALL = /[はへをづぢ]/g;
const LOOSE_KANA_SOUND: Record<string, string> = {
  は: 'わ',
  へ: 'え',
  を: 'お',
  // づ and ぢ sound as ず and じ, and IPADIC keeps some historical spellings: 授け is さづけ
  // there, さずける in JMdict.
  づ: 'ず',
  ぢ: 'じ',
};

export function spanReading(tokens: readonly Token[]): string | null {
  let reading = '';
  for (const token of tokens) {
    if (token.reading !== null) reading += token.reading;
    else if (isAllKana(token.surface)) reading += toHiragana(token.surface);
    else return null;
  }
  return reading;
}

/**
 * すぎる after a verb's continuative (IPADIC: a dependent verb) makes a compound JMdict often lists
 * whole, and the listed verb is the word, as for the suffix verbs above: 飲みすぎた is 飲み過ぎる
 * "to drink too much", 言い過ぎた 言い過ぎる, not 飲む, 言う with すぎる. Only すぎる: the other
 * dependent verbs (続ける, かねる) are linked apart by the example index (measured, bench/accuracy).
 */
function isExcessSuffix(head: Token, suffix: Token): boolean {
  return (
    suffix.posDetail1 === '非自立' &&
    (suffix.lemma === '過ぎる' || suffix.lemma === 'すぎる') &&
    head.pos === '動詞' &&
    head.conjugationForm === '連用形'
  );
}

export function spanContext(
  surface: string,
  tokens: readonly Token[],
  before = '',
  after?: Token,
): SpanContext {
  const reading = spanReading(tokens);
  const headIndex = tokens.findIndex((token) => token.pos === '動詞' || token.pos === '形容詞');
  const head = headIndex < 0 ? undefined : tokens[headIndex];
  const suffix = tokens[headIndex + 1];
  const suffixedLemma =
    head &&
    suffix?.pos === '動詞' &&
    (suffix.posDetail1 === '接尾' || isExcessSuffix(head, suffix)) &&
    suffix.lemma !== null
      ? head.surface + suffix.lemma
      : null;
  return {
    surface,
    tokens,
    readingKey: reading === null ? null : comparableReading(reading),
    surfaceIsKana: isAllKana(surface),
    surfaceHasKanji: hasKanji(surface),
    headLemma: head?.lemma ?? null,
    headSurface: head?.surface ?? null,
    headIndex,
    suffixedLemma,
    before,
    after,
  };
}

const comparableMemo = new Map<string, string>();

/** `comparableReading` of a dictionary reading, memoised (the same readings recur). */
export function comparableFormReading(reading: string): string {
  let key = comparableMemo.get(reading);
  if (key === undefined) {
    if (comparableMemo.size > 200_000) comparableMemo.clear();
    key = comparableReading(reading);
    comparableMemo.set(reading, key);
  }
  return key;
}

const entryRanks = new WeakMap<LexiconEntry, number | null>();

/**
 * The best prior rank of any of the entry's forms. The frequency lists lemmatize to kanji, so a
 * kana spelling is ranked far below its word (なる 39,199 while 成る is 28) and shares that low
 * rank with every homograph (生る "to bear fruit" is also なる): a kana form takes its word's rank.
 */
function entryRank(entry: LexiconEntry): number | null {
  let rank = entryRanks.get(entry);
  if (rank === undefined) {
    rank = null;
    for (const form of entry.forms)
      if (form.priorRank !== null && (rank === null || form.priorRank < rank))
        rank = form.priorRank;
    entryRanks.set(entry, rank);
  }
  return rank;
}

/**
 * IPADIC gives a kanji standing alone one reading whatever the context, often not the common
 * word's: 奴 やっこ (いい奴だ is やつ), 額 がく (額の汗 is ひたい), 角 かく (次の角 is かど). Its
 * reading weighs less there, so priority and frequency have their say.
 */
const LONE_KANJI_READING_WEIGHT = 10;

export function isLoneKanji(context: SpanContext): boolean {
  const token = context.tokens[0];
  // A suffix or counter (笑い方 かた, 映写係 がかり, 八時 じ) and a dependent noun (私の所 ところ)
  // are read by their place, and IPADIC reads them right.
  return (
    context.tokens.length === 1 &&
    context.surface.length === 1 &&
    (token!.posDetail1 === '一般' || token!.posDetail1 === '副詞可能')
  );
}

/**
 * An adjective's noun in さ or み that JMdict lists as a noun is that noun, not the adjective
 * nominalized: 重さ "weight", 寂しさ "loneliness", 深み "depth", 有り難み — IPADIC reads the stem
 * (重|さ: the adjective's ガル接続 form and the suffix さ) and the adjective's lemma and priority
 * would win. The bonus outweighs both where the text is kana (ありがたさ: the adjective is
 * ichi1, the noun has no priority); measured 70 against 45, which left the kana ones to the
 * adjective (bench/accuracy).
 */
const LISTED_NOMINALIZATION_BONUS = 70;

function isListedNominalization(
  context: SpanContext,
  entry: LexiconEntry,
  lookedUp: string,
  formText: string,
  chainLength: number,
): boolean {
  const last = context.tokens[context.tokens.length - 1]!;
  return (
    chainLength === 0 &&
    context.tokens.length === 2 &&
    context.headLemma !== null &&
    context.tokens[0]!.pos === '形容詞' &&
    last.pos === '名詞' &&
    last.posDetail1 === '接尾' &&
    (last.surface === 'さ' || last.surface === 'み') &&
    formText === lookedUp &&
    entry.partsOfSpeech.includes('n')
  );
}

/**
 * A one-kanji verb in する (vs-s) and its godan variant in す conjugate alike in し, して, した,
 * します, and IPADIC lemmatizes those forms to the す verb: 察して, 熱した, 課します. The する
 * verb is the standard one (察する, 熱する, 課する; JMdict ranks it higher), so it counts as the
 * tokenizer's lemma too and the priority and rank decide.
 */
function isSuruOfGodanSu(headLemma: string, lookedUp: string, entry: LexiconEntry): boolean {
  return (
    headLemma.length === 2 &&
    headLemma.endsWith('す') &&
    lookedUp === `${headLemma[0]!}する` &&
    entry.partsOfSpeech.includes('vs-s')
  );
}

/**
 * A kana verb the tokenizer found as the kana spelling of an IPADIC word written in kanji carries
 * that word's lemma (`tokenizer/kana-spellings.ts`): 計画をたてた is IPADIC's 立てる, so the entry
 * that lists 立てる is the lemma's, not 立つ read in the potential (たてる); 柱をたてて likewise.
 * It counts as the tokenizer's lemma, as a lemma spelled like the entry's kana does.
 */
function isSpelledAsLemma(entry: LexiconEntry, lemma: string): boolean {
  return hasKanji(lemma) && entry.forms.some((form) => form.text === lemma);
}

/**
 * What `scoreMatch` adds, in kana text, for an entry usually written in kana (and what
 * `isSecondaryKanaReading` takes back).
 */
const USUALLY_KANA_BONUS = 10;

/**
 * @param lookedUp the dictionary form looked up (the surface itself, or a deinflected form)
 * @param chainLength conjugation steps that led from the surface to `lookedUp`
 */
export function scoreMatch(
  match: LexiconMatch,
  context: SpanContext,
  lookedUp: string,
  chainLength: number,
): number {
  const { entry, readingIndex } = match;
  const form = entry.forms[readingIndex];
  if (!form) return -Infinity;
  const first = context.tokens[0];
  let score = entry.priorityScore;

  if (form.isHidden) score -= 30;
  const rank = form.isKana ? entryRank(entry) : form.priorRank;
  if (rank !== null) score += Math.max(0, 24 - 4 * Math.log10(rank));

  if (chainLength === 0 && context.readingKey !== null && context.surfaceHasKanji) {
    const weight = isLoneKanji(context) ? LONE_KANJI_READING_WEIGHT : 40;
    score += context.readingKey === comparableFormReading(form.reading) ? weight : -weight;
  }

  if (context.tokens.length === 1 && first) {
    if (fitsPartOfSpeech(first, entry.partsOfSpeech)) score += 25;
    else score -= 15;
  }

  // The lemma of the first conjugating token: 行っちゃった (行っ → 行く) is 行く, not 行う.
  if ((chainLength > 0 || context.tokens.length > 1) && context.headLemma !== null) {
    // A verb JMdict lists with the auxiliary the text conjugates through counts as the
    // tokenizer's lemma too (the head's surface begins it), so its shorter chain can win:
    // 困らせた is 困らせる "to embarrass", 驚かせた 驚かせる, not 困る, 驚く in the causative
    // (measured: any bonus above the lemma's costs entries, bench/accuracy). Only a written
    // stem: された stays する in the passive, not the entry される.
    if (
      context.headLemma === lookedUp ||
      context.headLemma === form.text ||
      (context.surfaceIsKana && isSpelledAsLemma(entry, context.headLemma)) ||
      isSuruOfGodanSu(context.headLemma, lookedUp, entry) ||
      (chainLength > 0 &&
        context.headSurface !== null &&
        hasKanji(context.headSurface) &&
        lookedUp.length > context.headSurface.length &&
        lookedUp.startsWith(context.headSurface))
    )
      score += 30;
    // A verb JMdict lists whole outweighs the adjective + suffix reading, whatever their
    // priorities: 可愛がった is 可愛がる "to dote on", 欲しがる is 欲しがる, not 可愛い, 欲しい.
    if (context.suffixedLemma !== null && context.suffixedLemma === lookedUp) score += 45;
  }

  // A noun of one kana with a kanji lemma takes the entry spelled as that lemma: ま after the
  // attributive の is 間 (kana-interval-ma.ts), not the interjection まあ; に | て | を is 手.
  if (
    context.tokens.length === 1 &&
    first?.surface.length === 1 &&
    chainLength === 0 &&
    context.surfaceIsKana &&
    first?.pos === '名詞' &&
    first.lemma !== null &&
    isSpelledAsLemma(entry, first.lemma)
  )
    score += 30;

  if (context.surfaceIsKana) {
    // Text written in kana is a word written in kana, not the kana reading of a word normally
    // written in kanji: ほか is 他 (usually kana), かける is 掛ける (usually kana), not 欠ける. The penalty
    // outweighs one priority tag (ichi1 = 20): measured 25 against 10 and 40 (bench/accuracy).
    if (entry.usuallyKana) score += USUALLY_KANA_BONUS;
    else if (entry.forms.some((candidate) => !candidate.isKana)) score -= 25;
    if (form.isKana) score += 5;
    // Same spelling as written: ぴんと is the adverb ぴんと, not ピント (focus); カット is "cut",
    // not the adverb カッと that JMdict ranks higher.
    if (form.text === lookedUp) score += 25;
  } else if (form.text === lookedUp) {
    score += 5;
  }

  // A conjugated form JMdict lists whole, as an expression, an adjective or an adverb of its
  // own, is that entry rather than its verb conjugated: 構わない "I don't mind" (not 構う),
  // 足りない "insufficient", 起こりうる "possible" (not 起こる), 努めて "as much as possible". The bonus makes up for the verb's lemma
  // bonus and its priority; measured 35 against 60 (bench/accuracy), which also turned
  // ペン書きにする into ペン | 書 | きにする. A phrase with a particle in it is left to the
  // word count: the bonus would tip a tie between two cuts (お気の毒に | 思う against
  // お | 気の毒に思う), and と言い | 出した is not the expression と言い.
  if (
    chainLength === 0 &&
    context.tokens.length > 1 &&
    context.headLemma !== null &&
    !context.tokens.some((token) => token.pos === '助詞' && token.posDetail1 !== '接続助詞') &&
    form.text === lookedUp &&
    entry.partsOfSpeech.some((code) => code === 'exp' || code === 'adj-i' || code === 'adv')
  )
    score += 35;

  if (isListedNominalization(context, entry, lookedUp, form.text, chainLength))
    score += LISTED_NOMINALIZATION_BONUS;

  score -= 2 * chainLength;
  return score;
}

/**
 * A provisional (the ば form) that JMdict lists as an expression is that expression, whatever the
 * priority of its verb or adjective: もしよければ is よければ "if you like" (not よい in the
 * provisional), お金がなければ is なければ "without". This weighs only which entry a span links
 * to, never whether the span wins: the score the lattice compares stays the conjugated reading's
 * (`SpanBest` in candidates.ts; `scoreMatch`'s bonus for listed forms costs segmentation above
 * 35). Only the provisional: other listed forms read as the plain conjugation too often
 * (大人になるかならないか is なる, not ならない "must not"; 一日おいて 置く, not 於いて; 彼を知らない
 * 知る; measured: such lines of the golden corpus all turned wrong).
 */
const LISTED_PROVISIONAL_PREFERENCE = 80;

/**
 * A token IPADIC (or `refineTokens`) calls an adnominal is the entry JMdict lists as one, not a
 * verb spelled alike that its priority would make win: the classical copula in 偉大なる父 is なる
 * "that is" (adj-f), not 成る "to become". Only the entry: the span's score stays.
 */
const ADNOMINAL_PREFERENCE = 40;

/**
 * An interjection is the entry JMdict lists as one, not an expression spelled alike (both fit an
 * interjection token): あれ、変だな is the interjection あれ "huh?", not 有れ "be!".
 */
const INTERJECTION_PREFERENCE = 20;

/**
 * Likewise a particle is the entry JMdict lists as a particle, not an expression spelled alike
 * (both fit a particle token): 私なんぞには無理だ is the particle なんぞ "the likes of", not 何ぞ
 * "what?"; お前なんぞに負けない.
 */
const PARTICLE_PREFERENCE = 20;

/**
 * The imperative of an honorific verb (下さる, なさる, いらっしゃる: IPADIC's 五段・ラ行特殊)
 * standing as a verb of its own, where JMdict lists it as an expression, is that expression: 水を
 * 下さい is 下さい "please give me", not 下さる in the imperative. After a te-form (書いてください)
 * IPADIC calls it a dependent verb and it joins its verb. Not a plain verb's imperative: 早く家に帰れ
 * is 帰る, though JMdict lists 帰れ "go home!" (measured: the example index links the verb).
 * 60, not 40: 40 left the kana お茶をください to くださる, whose lemma bonus and priority are higher.
 * Likewise any verb's imperative in kana that JMdict lists as an expression usually written in
 * kana: 話を聞いておくれ。 is おくれ (お呉れ) "please do for me", not 送る "to send" in the
 * imperative; 見ておくれ。 likewise.
 */
const LISTED_IMPERATIVE_PREFERENCE = 60;

function isListedImperative(context: SpanContext, { entry, readingIndex }: LexiconMatch): boolean {
  const token = context.tokens[0]!;
  const imperative = token.conjugationForm?.startsWith('命令') === true;
  return (
    context.tokens.length === 1 &&
    token.pos === '動詞' &&
    token.posDetail1 === '自立' &&
    (token.conjugationType === '五段・ラ行特殊'
      ? // IPADIC calls the imperative い a continuative where it is not the 命令ｉ form.
        imperative || token.surface.endsWith('い')
      : imperative && context.surfaceIsKana && entry.usuallyKana) &&
    entry.forms[readingIndex]!.text === context.surface &&
    entry.partsOfSpeech.includes('exp')
  );
}

/**
 * A verb's te-form with the auxiliary verb after it (aspect: いく, おく, くる; giving and
 * receiving: もらう, あげる), which the convention joins into one word, is the pair JMdict lists
 * where it lists one: 連れていった is 連れていく "to take someone along", 戻ってきます 戻ってくる
 * "to come back", 見てもらいたい 見てもらう "to have someone look at" — not the verb alone with
 * its auxiliary. Not the progressive いる (てる): JMdict's ている pairs mostly read literally too
 * (切手が付いてる is 付く, not 付いている "lucky"; measured: with いる the held-out share lost an
 * entry). Only the entry: the span's score stays. 75 outweighs the verb's priority and rank, and
 * in kana the bonus of a verb usually written in kana: 本をもってきて is 持って来る "to bring", not
 * 持つ; さあ、かかってこい is かかってこい "bring it on", not 掛かる (60 left them to it; measured).
 */
const LISTED_TE_COMPOUND_PREFERENCE = 75;

function isListedTeCompound(context: SpanContext, lookedUp: string): boolean {
  const { headSurface, headIndex, tokens } = context;
  if (headSurface === null) return false;
  const particle = tokens[headIndex + 1];
  const auxiliary = tokens[headIndex + 2];
  return (
    tokens[headIndex]!.pos === '動詞' &&
    particle !== undefined &&
    particle.pos === '助詞' &&
    (particle.surface === 'て' || particle.surface === 'で') &&
    auxiliary?.pos === '動詞' &&
    auxiliary.lemma !== 'いる' &&
    auxiliary.lemma !== 'てる' &&
    lookedUp.length > headSurface.length + 1 &&
    lookedUp.startsWith(headSurface + particle.surface)
  );
}

/**
 * The same pair contracted, ておく said とく (でおく どく), which IPADIC reads as a dependent verb
 * とく right after the verb, is the contracted pair JMdict lists where it lists one: お菓子を
 * とっといて is the expression とっといて "save it for me", not 摂る "to eat" with とく; 半分
 * とっといてね likewise. Only the entry, with the te-compound's weight. (放っといて is 放っとく
 * itself, JMdict's contracted verb, found by its reading from the っ on: `agreesFromSoundChange`.)
 */
const CONTRACTED_OKU_LEMMAS = new Set(['とく', 'どく']);

function isListedContractedOku(context: SpanContext, lookedUp: string): boolean {
  const { headSurface, headIndex, tokens } = context;
  const auxiliary = tokens[headIndex + 1];
  return (
    headSurface !== null &&
    tokens[headIndex]!.pos === '動詞' &&
    auxiliary?.pos === '動詞' &&
    auxiliary.posDetail1 === '非自立' &&
    CONTRACTED_OKU_LEMMAS.has(auxiliary.lemma ?? '') &&
    lookedUp.length > headSurface.length + 1 &&
    lookedUp.startsWith(headSurface)
  );
}

/**
 * A span that IPADIC begins with an auxiliary (助動詞) is the auxiliary, copula, conjunction or
 * particle JMdict lists, not a verb or noun spelled alike that its priority would make win: the
 * copula's conditional in 学生ならば is ならば "if", not 成る in the provisional; the past
 * conjecture in 降ったろう is たろう, not 足る "to suffice". Only the entry: the span's score stays.
 */
const AUXILIARY_PREFERENCE = 40;
const AUXILIARY_CODES = ['aux', 'aux-v', 'aux-adj', 'cop', 'conj', 'prt'];

/**
 * JMdict's priority tags belong to an entry's common spellings, and `priorityScore` sums them over
 * the entry: a rare spelling of a common word (no frequency rank of its own where the entry's
 * main spelling has one) borrows a priority it has not earned. Where the text is read otherwise by
 * IPADIC, the entry read so wins: 顔が上気していた is 上気 じょうき "flushed", not 上気, a rare
 * spelling of 浮気 うわき; 山が黄葉した is 黄葉 こうよう, not the rare spelling of 紅葉 もみじ. Not
 * for a lone kanji, whose IPADIC reading is weak evidence (`isLoneKanji`: 傍 read はた is mostly
 * そば; measured with it: the golden corpus turned 傍 back to はた three times). Only the entry.
 */
function isBorrowedPriority(context: SpanContext, { entry, readingIndex }: LexiconMatch): boolean {
  const form = entry.forms[readingIndex]!;
  return (
    !form.isKana &&
    form.priorRank === null &&
    context.readingKey !== null &&
    context.readingKey !== comparableFormReading(form.reading) &&
    !isLoneKanji(context) &&
    entry.forms.some((other) => !other.isKana && other.priorRank !== null)
  );
}

/**
 * The same holds for a kana reading: JMdict sums an entry's priority over all its spellings, and
 * an entry whose kanji is mostly read otherwise lends that priority to its rarer reading. Kana
 * text read so takes the entry whose main spelling reads as the text: あなたはどこ is 貴方
 * (あなた), not 彼方 "yonder", whose main reading is かなた and which JMdict also reads あなた;
 * あなたに会いたい likewise. The `uk` bonus is the main spelling's too: 映画のエンド is エンド
 * "end", not the rarer reading of ＆ (アンド, usually written in kana); ゲームのエンドを見た
 * likewise. Only the entry: the span's score stays.
 */
function isSecondaryKanaReading(
  context: SpanContext,
  { entry, readingIndex }: LexiconMatch,
): boolean {
  const form = entry.forms[readingIndex]!;
  const main = entry.forms[0]!;
  // A filler keeps its reading of 何か: なんか変だね is "somehow", not the particle なんか.
  const pos = context.tokens[0]!.pos;
  return (
    context.surfaceIsKana &&
    pos !== 'フィラー' &&
    pos !== '感動詞' &&
    form.isKana &&
    !main.isKana &&
    comparableFormReading(main.reading) !== comparableFormReading(form.reading)
  );
}

/**
 * A verb's stem with the possibility auxiliary 得る (うる, える; IPADIC: a dependent verb) is the
 * word JMdict lists joined, where it lists one: 十分あり得る話 is あり得る "possible", なしうる限り
 * 為し得る "to be able to do", not ある or 成す with 得る. Only the entry: the span's score stays.
 * 60 outweighs the plain verb's priority and lemma.
 */
const LISTED_URU_PREFERENCE = 60;
const URU_LEMMAS = new Set(['得る', 'うる', 'える']);

function isListedWithUru(context: SpanContext, lookedUp: string): boolean {
  const { headSurface, headIndex, headLemma, tokens } = context;
  const next = tokens[headIndex + 1];
  return (
    headSurface !== null &&
    next !== undefined &&
    next.pos === '動詞' &&
    next.posDetail1 === '非自立' &&
    URU_LEMMAS.has(next.lemma ?? '') &&
    lookedUp !== headLemma &&
    lookedUp.length > headSurface.length &&
    lookedUp.startsWith(headSurface)
  );
}

/**
 * なる in the negative that IPADIC calls dependent — after ては, なければ, ねば — is the
 * expression JMdict lists, ならない "must not; must", as いけない is: 触ってはなりません, 払わねば
 * ならぬ, not 成る "to become". After には it is "become" (邪魔にはならない), and the independent
 * verb stays 成る (大人にならない). Only the entry.
 */
const OBLIGATION_PREFERENCE = 60;

function isObligationNaru(context: SpanContext, { entry, readingIndex }: LexiconMatch): boolean {
  const first = context.tokens[0]!;
  return (
    first.pos === '動詞' &&
    first.posDetail1 === '非自立' &&
    first.lemma === 'なる' &&
    context.tokens.length > 1 &&
    !context.before.endsWith('には') &&
    entry.forms[readingIndex]!.text === context.surface &&
    entry.partsOfSpeech.includes('exp')
  );
}

/**
 * The く form of "without" — an adjective in ない, or ない after a verb or noun — that JMdict lists
 * as an adverb is that adverb, a word of its own ("without X" said of a manner), though IPADIC
 * reads one adjective token there: なにげなく外を見た is 何気なく "casually", not 何気ない in its
 * く form; 星がかぎりなく広がる 限りなく "boundlessly"; わけなく解ける 訳なく "easily", not 分ける
 * in the negative. Not the plain adjectives' く forms (快く, 甘く), which the example index links to
 * the adjective. Only the entry: the span's score stays.
 */
const LISTED_NAKU_ADVERB_PREFERENCE = 30;

function isListedNakuAdverb(
  context: SpanContext,
  { entry, readingIndex }: LexiconMatch,
  lookedUp: string,
): boolean {
  const last = context.tokens[context.tokens.length - 1]!;
  return (
    context.surface.endsWith('なく') &&
    last.conjugationForm === '連用テ接続' &&
    (last.pos === '形容詞' || last.pos === '助動詞') &&
    entry.forms[readingIndex]!.text === lookedUp &&
    lookedUp === context.surface &&
    entry.partsOfSpeech.includes('adv')
  );
}

/**
 * A verb's conjugated form that JMdict lists as an adnominal (adj-pn) qualifies a noun: 思わぬ
 * 事故 is 思わぬ "unexpected" (the verb's priority would pick 思う), とんだ災難 とんだ "terrible".
 * Not before a noun it is the verb conjugated, which the listed form's reading match and bonus
 * would outweigh: 鳥が空を飛んだ。 is 飛ぶ, 誰も思わぬ。 思う. Only the entry.
 */
const LISTED_ADNOMINAL_PREFERENCE = 60;
const STRAY_ADNOMINAL_PREFERENCE = -80;

function listedAdnominalPreference(context: SpanContext, { entry }: LexiconMatch): number {
  if (
    context.tokens.length < 2 ||
    context.tokens[0]!.pos !== '動詞' ||
    !entry.partsOfSpeech.includes('adj-pn') ||
    entry.partsOfSpeech.some((code) => code.startsWith('v'))
  )
    return 0;
  return context.after?.pos === '名詞' ? LISTED_ADNOMINAL_PREFERENCE : STRAY_ADNOMINAL_PREFERENCE;
}

/**
 * A verb JMdict lists whole with the suffix after a stem (がる, すぎる: `suffixedLemma`) is that
 * verb, not the stem's word with the suffix, even where the stem's word is common enough to
 * outweigh `scoreMatch`'s bonus for it: 昔を懐かしがっていた is 懐かしがる, not 懐かしい (ichi1);
 * お世辞もしすぎると is しすぎる "to overdo", not する with すぎる. Not the passive and causative
 * suffixes (流される stays 流す in the passive: the example index links the base verb there,
 * measured). Only the entry.
 */
const LISTED_SUFFIXED_VERB_PREFERENCE = 20;
const VOICE_SUFFIXES = new Set(['れる', 'られる', 'せる', 'させる']);

function isListedSuffixedVerb(context: SpanContext, lookedUp: string): boolean {
  return (
    context.suffixedLemma === lookedUp &&
    !VOICE_SUFFIXES.has(context.tokens[context.headIndex + 1]!.lemma ?? '')
  );
}

/**
 * An adjective JMdict lists as a suffix too and usually writes in kana (易い やすい, 難い にくい:
 * 読みやすい, 分かりにくい, where IPADIC reads it as a dependent adjective) is not the word where
 * IPADIC reads the adjective standing alone: この靴はやすい is 安い "cheap", 値段がやすくなった
 * likewise; あいつがにくい is 憎い "hateful". Its `uk` bonus and kana spelling outweighed the
 * plain adjective's spelling in kanji, and its priority is the suffix's (難い is ichi1 for
 * 〜にくい): it loses both. Only the entry.
 */
const STANDALONE_SUFFIX_PREFERENCE = -30;

function isSuffixStandingAlone(context: SpanContext, { entry }: LexiconMatch): boolean {
  const token = context.tokens[0]!;
  return (
    context.tokens.length === 1 &&
    context.surfaceIsKana &&
    token.pos === '形容詞' &&
    token.posDetail1 === '自立' &&
    entry.usuallyKana &&
    entry.partsOfSpeech.includes('suf')
  );
}

export function entryPreference(
  match: LexiconMatch,
  context: SpanContext,
  lookedUp: string,
  chainLength: number,
): number {
  if (isListedSuffixedVerb(context, lookedUp)) return LISTED_SUFFIXED_VERB_PREFERENCE;
  if (chainLength === 0 && isListedNakuAdverb(context, match, lookedUp))
    return LISTED_NAKU_ADVERB_PREFERENCE;
  if (context.tokens.length > 2 && isListedTeCompound(context, lookedUp))
    return LISTED_TE_COMPOUND_PREFERENCE;
  if (context.tokens.length > 1 && isListedContractedOku(context, lookedUp))
    return LISTED_TE_COMPOUND_PREFERENCE;
  if (isBorrowedPriority(context, match)) return -match.entry.priorityScore;
  if (isSecondaryKanaReading(context, match))
    return -match.entry.priorityScore - (match.entry.usuallyKana ? USUALLY_KANA_BONUS : 0);
  if (isListedWithUru(context, lookedUp)) return LISTED_URU_PREFERENCE;
  if (isSuffixStandingAlone(context, match))
    return STANDALONE_SUFFIX_PREFERENCE - match.entry.priorityScore;
  if (chainLength !== 0) return 0;
  const adnominal = listedAdnominalPreference(context, match);
  if (adnominal !== 0) return adnominal;
  if (isObligationNaru(context, match)) return OBLIGATION_PREFERENCE;
  if (context.tokens[0]!.pos === '助動詞')
    return match.entry.partsOfSpeech.some((code) => AUXILIARY_CODES.includes(code))
      ? AUXILIARY_PREFERENCE
      : 0;
  if (isListedImperative(context, match)) return LISTED_IMPERATIVE_PREFERENCE;
  if (context.tokens.length === 1) {
    const { pos } = context.tokens[0]!;
    const codes = match.entry.partsOfSpeech;
    if (pos === '連体詞')
      return codes.some((code) => code === 'adj-pn' || code === 'adj-f') ? ADNOMINAL_PREFERENCE : 0;
    if (pos === '助詞') return codes.includes('prt') ? PARTICLE_PREFERENCE : 0;
    return pos === '感動詞' && codes.includes('int') ? INTERJECTION_PREFERENCE : 0;
  }
  if (context.headLemma === null) return 0;
  const last = context.tokens[context.tokens.length - 1]!;
  if (last.surface !== 'ば' || last.posDetail1 !== '接続助詞') return 0;
  const { entry, readingIndex } = match;
  return entry.forms[readingIndex]!.text === lookedUp && entry.partsOfSpeech.includes('exp')
    ? LISTED_PROVISIONAL_PREFERENCE
    : 0;
}
