/**
 * The lattice's nodes: every span of tokens that can be one learner word, with its best dictionary
 * match. Spans come from three sources: the dictionary itself (スマートフォン = スマート + フォン,
 * タバコをやめる), inflected groups (読ま|せ|られ|なかっ|た → 読む) checked against the deinflector
 * and the JMdict verb class, and する-verbs (浮気|し|て|やがっ|た → 浮気).
 */
import { deinflect, matchesPartOfSpeech } from '../deinflect';
import type { Token } from '../tokenizer';
import { gluesTo, isConjugatingHead, isSuruContinuation, isSuruNoun } from './glue';
import type { Lexicon, LexiconMatch } from './lexicon';
import { comparableReading, scoreMatch, spanReading } from './resolve';
import { hasKanji, toHiragana } from '../kana';

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
  const exact = lexicon.lookup(text);
  const hiragana = toHiragana(text);
  if (hiragana === text) return exact;
  const more = lexicon.lookup(hiragana);
  if (more.length === 0) return exact;
  if (exact.length === 0) return more;
  const seen = new Set(exact);
  return [...exact, ...more.filter((match) => !seen.has(match))];
}

/** Index of the token that starts the inflected tail of the span, or -1 when the span is not one. */
function inflectionHead(tokens: readonly Token[], from: number, to: number): number {
  let index = to - 1;
  while (index > from && gluesTo(tokens[index - 1]!, tokens[index]!)) index--;
  const head = tokens[index]!;
  if (isConjugatingHead(head)) return index;
  // する after a サ変 noun: the noun is the head of the verb (浮気して).
  if (isSuruContinuation(head) && index > from && isSuruNoun(tokens[index - 1]!)) return index - 1;
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
        consider(match, surface, []);
      }
    }

    // 2. An inflected verb or adjective (possibly with dictionary words before its head).
    const head = inflectionHead(tokens, from, to);
    if (head >= 0 && (to - 1 > head || tokens[head]!.conjugationForm !== '基本形')) {
      const suruVerb =
        head === from &&
        isSuruNoun(tokens[head]!) &&
        !BARE_SURU.has(surface.slice(tokens[head]!.surface.length));
      for (const candidate of sources.deinflect(surface)) {
        if (candidate.chain.length === 0) continue;
        for (const match of lookupAll(lexicon, candidate.text)) {
          if (matchesPartOfSpeech(candidate.wordClass, match.entry.partsOfSpeech))
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
  return result;
}
