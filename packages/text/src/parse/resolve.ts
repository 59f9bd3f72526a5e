/**
 * Scores a dictionary match for a span of tokens. Higher is better. The parts, in order of weight:
 * the tokenizer's reading (今日 read きょう is 今日 "today", not 今日 こんにち), the tokenizer's
 * lemma for inflected words (行っ with lemma 行く is 行く, not 行う), part-of-speech fit (は after a
 * noun is the particle, not 葉), JMdict priority, the prior frequency of the form, and the `uk`
 * rule (a word usually written in kana matches kana text: この is 此の).
 */
import { expandLongVowels, hasKanji, isAllKana, toHiragana } from '../kana';
import type { Token } from '../tokenizer';
import type { LexiconMatch } from './lexicon';
import { fitsPartOfSpeech } from './part-of-speech';

export interface MatchContext {
  surface: string;
  /** Tokens of the span. */
  tokens: readonly Token[];
  /** The dictionary form looked up (the surface itself, or a deinflected form). */
  lookedUp: string;
  /** Conjugation steps that led from the surface to `lookedUp`. */
  chainLength: number;
  /** The tokenizer's reading of the span, when known. */
  reading?: string | null;
}

/** Readings compared loosely: は/わ and へ/え (particles), ー spelled out. */
export function comparableReading(kana: string): string {
  return expandLongVowels(toHiragana(kana))
    .replace(/は/g, 'わ')
    .replace(/へ/g, 'え')
    .replace(/を/g, 'お');
}

export function spanReading(tokens: readonly Token[]): string | null {
  let reading = '';
  for (const token of tokens) {
    if (token.reading !== null) reading += token.reading;
    else if (isAllKana(token.surface)) reading += toHiragana(token.surface);
    else return null;
  }
  return reading;
}

export function scoreMatch(match: LexiconMatch, context: MatchContext): number {
  const { entry, readingIndex } = match;
  const form = entry.forms[readingIndex];
  if (!form) return -Infinity;
  const first = context.tokens[0];
  let score = entry.priorityScore;

  if (form.isHidden) score -= 30;
  if (form.priorRank !== null) score += Math.max(0, 24 - 4 * Math.log10(form.priorRank));

  const reading = context.reading === undefined ? spanReading(context.tokens) : context.reading;
  if (context.chainLength === 0 && reading !== null && hasKanji(context.surface)) {
    score += comparableReading(reading) === comparableReading(form.reading) ? 40 : -40;
  }

  if (context.tokens.length === 1 && first) {
    if (fitsPartOfSpeech(first, entry.partsOfSpeech)) score += 25;
    else score -= 15;
  }

  if (context.chainLength > 0 || context.tokens.length > 1) {
    // The lemma of the first conjugating token: 行っちゃった (行っ → 行く) is 行く, not 行う.
    const head = context.tokens.find((token) => token.pos === '動詞' || token.pos === '形容詞');
    if (head?.lemma && (head.lemma === context.lookedUp || head.lemma === form.text)) score += 30;
  }

  if (isAllKana(context.surface)) {
    const hasKanjiForms = entry.forms.some((candidate) => !candidate.isKana);
    if (entry.usuallyKana) score += 10;
    else if (hasKanjiForms) score -= 10;
    if (form.isKana) score += 5;
    // Same script as written: ぴんと is the adverb ぴんと, not ピント (focus).
    if (form.text === context.lookedUp) score += 10;
  } else if (form.text === context.lookedUp) {
    score += 5;
  }

  score -= 2 * context.chainLength;
  return score;
}
