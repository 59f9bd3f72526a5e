/**
 * The lattice's nodes: every span of tokens that can be one learner word, with its best dictionary
 * match. Spans come from three sources: the dictionary itself (スマートフォン = スマート + フォン,
 * タバコをやめる), inflected groups (読ま|せ|られ|なかっ|た → 読む) checked against the deinflector
 * and the JMdict verb class, and する-verbs (浮気|し|て|やがっ|た → 浮気).
 */
import { matchesPartOfSpeech, type deinflect } from '../deinflect';
import type { Token } from '../tokenizer';
import { gluesTo, isConjugatingHead, isSuruContinuation, isSuruNoun } from './glue';
import type { Lexicon, LexiconMatch } from './lexicon';
import { comparableReading, scoreMatch, spanReading } from './resolve';
import { expandLongVowels, hasKanji, toHiragana } from '../kana';

/** Longest span of tokens joined into one word. */
export const MAX_SPAN_TOKENS = 8;
/** Longest surface looked up as a whole (the longest useful JMdict expressions are ~20 characters). */
const MAX_SPAN_CHARS = 24;

const BARE_SURU = new Set(['する', 'しない']);

export interface Candidate {
  from: number;
  to: number;
  match: LexiconMatch;
  dictionaryForm: string;
  reading: string;
  conjugations: string[];
  score: number;
}

export interface CandidateSources {
  lexicon: Lexicon;
  /** Cached deinflection (the same surfaces recur thousands of times in a novel). */
  deinflect: typeof deinflect;
}

/** Tokens that never belong to a word: punctuation, symbols, spaces. */
export function isSeparator(token: Token): boolean {
  return token.pos === '記号' || token.surface.trim() === '';
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

/** Index of the token that starts the inflected tail of the span, or -1 when the span is not one. */
function inflectionHead(tokens: readonly Token[], from: number, to: number): number {
  let index = to - 1;
  while (index > from && gluesTo(tokens[index - 1]!, tokens[index]!)) index--;
  const head = tokens[index]!;
  // する after a サ変 noun: the noun is the head of the verb (浮気して).
  if (isSuruContinuation(head) && index > from && isSuruNoun(tokens[index - 1]!)) return index - 1;
  if (isConjugatingHead(head)) return index;
  return -1;
}

function kanaSurfaceMismatch(surface: string, match: LexiconMatch): boolean {
  // A kanji form reached through a kana surface's lookup key can't happen (keys are the form's own
  // text or kana), but a kana surface must not pick a kanji form's index.
  return (
    !hasKanji(surface) &&
    !match.entry.forms[match.readingIndex]!.isKana &&
    toHiragana(surface) !== toHiragana(match.entry.forms[match.readingIndex]!.text)
  );
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
  if (isParticleLike(first)) {
    // Compound particles contain a verb: に|とっ|て is にとって, に|しろ is にしろ.
    const isSetPhrase = match.entry.partsOfSpeech.includes('exp');
    // ...and a join of grammar words is a grammar word, not a content word: な|ん is not 何.
    const isGrammarWord = match.entry.partsOfSpeech.some(
      (code) => GRAMMAR_CODES.includes(code) || code.startsWith('cop'),
    );
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
  reading: string | null,
  dictionaryForm: string,
  match: LexiconMatch,
): boolean {
  if (reading === null || match.entry.partsOfSpeech.includes('vk')) return true;
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
  return comparableReading(reading).startsWith(stemReading);
}

export function candidatesFrom(
  tokens: readonly Token[],
  from: number,
  sources: CandidateSources,
): Candidate[] {
  const { lexicon } = sources;
  const result: Candidate[] = [];
  let surface = '';
  const limit = Math.min(tokens.length, from + MAX_SPAN_TOKENS);

  for (let to = from + 1; to <= limit; to++) {
    const token = tokens[to - 1]!;
    if (isSeparator(token)) break;
    surface += token.surface;
    if (surface.length > MAX_SPAN_CHARS) break;
    const span = tokens.slice(from, to);
    let best: Candidate | undefined;
    const consider = (
      match: LexiconMatch,
      lookedUp: string,
      conjugations: string[],
      suffix = '',
    ) => {
      if (kanaSurfaceMismatch(lookedUp, match)) return;
      const score = scoreMatch(match, {
        surface,
        tokens: span,
        lookedUp,
        chainLength: conjugations.length,
      });
      if (!best || score > best.score) {
        const form = match.entry.forms[match.readingIndex]!;
        best = {
          from,
          to,
          match,
          dictionaryForm: form.text + suffix,
          reading: form.reading + suffix,
          conjugations,
          score,
        };
      }
    };

    // 1. The span as it stands is a dictionary form.
    const exact = lookupAll(lexicon, surface);
    if (exact.length > 0) {
      const reading = to - from > 1 && hasKanji(surface) ? spanReading(span) : null;
      for (const match of exact) {
        // Joined tokens must read as the entry does: 今日|は is not こんにちは.
        if (
          reading !== null &&
          comparableReading(reading) !==
            comparableReading(match.entry.forms[match.readingIndex]!.reading)
        )
          continue;
        if (to - from > 1 && !joinAgreesWithTokens(span, match)) continue;
        consider(match, surface, []);
      }
    }

    // 2. An inflected verb or adjective (possibly with dictionary words before its head).
    const head = inflectionHead(tokens, from, to);
    // Dictionary words before the head (肩|を|並べられなかった → 肩を並べる) never start with a
    // particle (に|なったら is に + なる, not 似なる), and their head is a full verb (呼んで | くれて).
    const headed =
      head >= 0 &&
      (head === from ||
        (!isFunctionToken(tokens[from]!) &&
          tokens[head]!.pos !== '助動詞' &&
          tokens[head]!.posDetail1 !== '非自立'));
    // A lone plain form is looked up as it stands; deinflect it only when that finds nothing
    // (potential forms look plain: 会える → 会う).
    const inflected =
      to - 1 > head || tokens[head]!.conjugationForm !== '基本形' || exact.length === 0;
    if (headed && inflected) {
      const suruVerb =
        head === from &&
        isSuruNoun(tokens[head]!) &&
        !BARE_SURU.has(surface.slice(tokens[head]!.surface.length));
      for (const candidate of sources.deinflect(surface)) {
        if (candidate.chain.length === 0) continue;
        for (const match of lookupAll(lexicon, candidate.text)) {
          if (
            matchesPartOfSpeech(candidate.wordClass, match.entry.partsOfSpeech) &&
            stemReadingAgrees(surface, spanReading(span), candidate.text, match)
          )
            consider(match, candidate.text, candidate.chain);
        }
        // する-verbs: 浮気して is 浮気 (n, vs) + する — only when the noun itself is the head and
        // more than a bare する/しない follows it (後継ぎ | する stays two words).
        if (suruVerb && candidate.text.endsWith('する') && candidate.wordClass.startsWith('vs')) {
          const stem = candidate.text.slice(0, -2);
          for (const match of lookupAll(lexicon, stem)) {
            if (match.entry.partsOfSpeech.includes('vs'))
              consider(match, stem, candidate.chain, 'する');
          }
        }
      }
    }

    if (best) result.push(best);
  }
  const counted = countedNumber(tokens, from, sources);
  if (counted) result.push(counted);
  return result;
}

function isNumeral(token: Token): boolean {
  return token.pos === '名詞' && token.posDetail1 === '数';
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
  if (!counter || counter.pos !== '名詞' || counter.posDetail2 !== '助数詞') return undefined;
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
  for (const match of lookupAll(sources.lexicon, counter.surface)) {
    const isCounter = match.entry.partsOfSpeech.includes('ctr');
    const score =
      scoreMatch(match, {
        surface: counter.surface,
        tokens: [counter],
        lookedUp: counter.surface,
        chainLength: 0,
      }) + (isCounter ? 50 : 0);
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
