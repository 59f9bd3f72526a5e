/**
 * Text → learner words. normalize (keeping the way back to the original) → tokenize line by line
 * → lattice of dictionary candidates → best path → words with their original offsets. Pure given
 * its tokenizer and lexicon; build one parser and reuse it (its memos keep each surface's matches).
 */
import { createDeinflector, defaultRuleSet } from '../deinflect';
import { normalizeText, toOriginalSpan, type NormalizedText } from '../normalize';
import type { Token, Tokenizer } from '../tokenizer';
import { inflectedMatches, surfaceFacts, type CandidateSources } from './candidates';
import { bestPath, type Segment } from './lattice';
import { innerStretchRecuts } from './inner-stretch';
import { particleRecuts, particleWordPenalty } from './particle-recut';
import { repairKanaDeshiN } from './kana-deshi-n';
import { repairKanaTeHand } from './kana-te-hand';
import { applyRecuts } from './recut';
import { kanaTextRecuts } from './kana-text';
import { repairKanaCounterVerb } from './kana-counter-verb';
import { repairKanaMinute } from './kana-minute-split';
import { repairKanaLargeNumber } from './kana-large-number';
import { kanaNanCounterRecuts } from './kana-nan-counter-recut';
import { repairKanaHand } from './kana-hand';
import { repairKanaIntervalMa } from './kana-interval-ma';
import { initialNiRecuts } from './kana-initial-ni';
import { repairKanaPast } from './kana-past';
import { repairKanaNiHairu } from './kana-ni-hairu';
import { repairSwallowedParticle } from './kana-swallowed-particle';
import { kanaRunRecuts, rareWordPenalty } from './kana-runs';
import type { Lexicon } from './lexicon';
import { repairImpossibleBoundaries } from './boundaries';
import { repairCounterTsu } from './counter-tsu';
import { repairEmphasis } from './emphasis';
import { splitParticleStretches } from './particle-stretch';
import { repairHonorificStems } from './honorific-stems';
import { repairKanaNaAdjectives } from './kana-na-adjectives';
import { repairKanaSuruNounRuns } from './kana-suru-noun-run';
import { repairKanaOneKanjiSuru } from './kana-one-kanji-suru';
import { repairKanaShirareru } from './kana-shirareru';
import { repairDemonstrativeKoNo } from './kana-demonstrative-ko';
import { repairKanjiScraps } from './kanji-scraps';
import { repairRendakuSuffixes } from './rendaku-suffix';
import { isStretchedKatakanaAdjective, repairKatakanaAdjectives } from './katakana-adjectives';
import { markStutters } from './stutter';
import { boundedChunks, DEFAULT_MAX_CHUNK_LENGTH } from './chunks';
import { memoised } from '../memo';
import { refineTokens } from './refine-tokens';
import { lemmaCandidate, strandedStem } from './stranded-stem';
import { isClippedAdjective } from './clipped-adjective';
import {
  extraOkuriganaMatches,
  nounVariantMatches,
  variantSpellingMatches,
} from './variant-spellings';
import type { ParsedWord } from './types';

export interface ParserDependencies {
  tokenizer: Tokenizer;
  lexicon: Lexicon;
  /** Longest piece of a line handed to the tokenizer (see chunks.ts); tests raise it to compare. */
  maxChunkLength?: number;
}

export interface ParsedText {
  normalized: NormalizedText;
  words: ParsedWord[];
  /** Each word's span in `normalized.text` (same order as `words`). */
  normalizedSpans: { start: number; end: number }[];
}

export interface Parser {
  parse(input: string): ParsedText;
}

/**
 * The parser's deinflector keeps no cache of its own: its callers' results are memoised per
 * surface already (`inflections`, `variants`, `extraOkurigana` below), so a cache of every form
 * searched held each text's results a second time — most of what a pass kept alive (17 of 29 MB
 * over 猫 after 『こころ』), which every scavenge copied — to save the 18 % of searches asked again.
 * Without it the whole parse is ~2–3 % faster (docs/parser.md, speed17).
 */
const uncachedDeinflector = createDeinflector(defaultRuleSet, { cacheSize: 0 });
const deinflect = (text: string) => uncachedDeinflector.deinflect(text);

/** Surfaces per generation of each per-surface memo (a novel has ~100–150k distinct spans). */
const SURFACE_CACHE_LIMIT = 200_000;

/**
 * Names of people and places the dictionary does not list are reported as names, not vocabulary
 * (learners' top complaint about word lists): 漱石, 浅草, 雑司ヶ谷, 旅順. Places JMdict lists as
 * words (日本, 東京) are found as words before this.
 */
function isProperName(token: Token): boolean {
  return (
    token.pos === '名詞' &&
    token.posDetail1 === '固有名詞' &&
    (token.posDetail2 === '人名' || token.posDetail2 === '地域')
  );
}

/**
 * Lines are tokenized separately (words never span lines), and long lines in bounded pieces:
 * kuromoji's cost grows with the square of a run without breaks (chunks.ts).
 */
function* lines(text: string, maxChunkLength: number): Generator<{ start: number; text: string }> {
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    if (end > start) {
      for (const chunk of boundedChunks(text.slice(start, end), maxChunkLength))
        yield { start: start + chunk.start, text: chunk.text };
    }
    start = end + 1;
  }
}

export function createParser({
  tokenizer,
  lexicon,
  maxChunkLength = DEFAULT_MAX_CHUNK_LENGTH,
}: ParserDependencies): Parser {
  const variants = memoised((key) => {
    const [surface, reading, lemma] = key.split('\t') as [string, string, string];
    return variantSpellingMatches(surface, reading, lemma || null, lexicon, deinflect);
  }, SURFACE_CACHE_LIMIT);
  const nounVariants = memoised((key) => {
    const [surface, reading] = key.split('\t') as [string, string];
    return nounVariantMatches(surface, reading, lexicon);
  }, SURFACE_CACHE_LIMIT);
  const sources: CandidateSources = {
    lexicon,
    inflections: memoised(
      (surface) => inflectedMatches(surface, lexicon, deinflect),
      SURFACE_CACHE_LIMIT,
    ),
    facts: memoised((surface) => surfaceFacts(surface, lexicon), SURFACE_CACHE_LIMIT),
    variants: (surface, reading, lemma) => variants(`${surface}\t${reading}\t${lemma ?? ''}`),
    extraOkurigana: memoised(
      (surface) => extraOkuriganaMatches(surface, lexicon, deinflect),
      SURFACE_CACHE_LIMIT,
    ),
    nounVariants: (surface, reading) => nounVariants(`${surface}\t${reading}`),
    singleTokens: new Map(),
  };

  function toWord(
    segment: Segment,
    tokens: readonly Token[],
    lineStart: number,
    input: string,
    normalized: NormalizedText,
  ) {
    const from = segment.kind === 'match' ? segment.candidate.from : segment.from;
    const to = segment.kind === 'match' ? segment.candidate.to : segment.to;
    const normalizedStart = lineStart + tokens[from]!.start;
    const normalizedEnd = lineStart + tokens[to - 1]!.end;
    const { start, end } = toOriginalSpan(normalized, normalizedStart, normalizedEnd);
    const surface = input.slice(start, end);
    // Object literals of one shape (no spread): a novel makes ~150k of them.
    let word: ParsedWord;
    if (segment.kind === 'match') {
      const { candidate } = segment;
      word = {
        surface,
        start,
        end,
        kind: 'word',
        wordId: candidate.match.entry.wordId,
        readingIndex: candidate.match.readingIndex,
        dictionaryForm: candidate.dictionaryForm,
        reading: candidate.reading,
        conjugations: [...candidate.conjugations],
      };
    } else {
      const token = tokens[from]!;
      word = {
        surface,
        start,
        end,
        kind: isProperName(token) ? 'name' : 'unknown',
        wordId: null,
        readingIndex: null,
        dictionaryForm: token.lemma,
        reading: token.reading,
        conjugations: [],
      };
    }
    return { word, span: { start: normalizedStart, end: normalizedEnd } };
  }

  /** A clause's cost on the lattice (what re-cuts are weighed by). */
  const clauseCost = (clause: readonly Token[]) =>
    bestPath(refineTokens(clause, lexicon), sources).cost;
  /** ...with what a re-cut's words pay besides their count (`penalty`) added to it. */
  const clauseCostWith =
    (penalty: (segments: readonly Segment[], tokens: readonly Token[]) => number) =>
    (clause: readonly Token[]) => {
      const tokens = refineTokens(clause, lexicon);
      const path = bestPath(tokens, sources);
      return path.cost + penalty(path.segments, tokens);
    };
  /** Rare readings and unknown words counted against a kana-run re-cut (kana-runs.ts). */
  const clauseCostWithRareWords = clauseCostWith(rareWordPenalty);
  /** Rare kana words that swallowed a particle counted against a re-cut (particle-recut.ts). */
  const clauseCostWithParticleWords = clauseCostWith(particleWordPenalty);

  /**
   * The line's tokens as IPADIC cut them, or re-cut where IPADIC may have misread a kana run and
   * the re-cut is clearly better (recut.ts); with the best path.
   */
  function bestCut(raw: readonly Token[]) {
    let cut = repairKanaHand(applyRecuts(raw, kanaTextRecuts(raw, tokenizer), clauseCost));
    cut = repairKanaIntervalMa(cut);
    cut = repairKanaPast(cut, lexicon);
    cut = repairKanaCounterVerb(cut, tokenizer, lexicon);
    cut = repairKanaMinute(cut, tokenizer);
    cut = repairKanaLargeNumber(cut, tokenizer, lexicon);
    cut = applyRecuts(cut, kanaNanCounterRecuts(cut, tokenizer, lexicon), clauseCost);
    cut = repairKanaNiHairu(cut, tokenizer);
    cut = applyRecuts(cut, particleRecuts(cut, tokenizer, lexicon), clauseCostWithParticleWords);
    cut = applyRecuts(cut, initialNiRecuts(cut, tokenizer, lexicon), clauseCostWithParticleWords);
    cut = applyRecuts(cut, kanaRunRecuts(cut, tokenizer, lexicon), clauseCostWithRareWords);
    cut = applyRecuts(cut, innerStretchRecuts(cut, tokenizer), clauseCost);
    cut = repairSwallowedParticle(cut, tokenizer, lexicon);
    const tokens = refineTokens(cut, lexicon);
    return { tokens, path: bestPath(tokens, sources) };
  }

  return {
    parse(input: string): ParsedText {
      const normalized = normalizeText(input);
      const words: ParsedWord[] = [];
      const normalizedSpans: { start: number; end: number }[] = [];
      for (const line of lines(normalized.text, maxChunkLength)) {
        // The repairs of the tokenizer's cut, in order: each sees what the one before returned.
        let raw: readonly Token[] = splitParticleStretches(tokenizer.tokenize(line.text));
        raw = repairImpossibleBoundaries(raw, tokenizer);
        raw = repairCounterTsu(raw, tokenizer);
        raw = repairEmphasis(raw, tokenizer);
        raw = markStutters(raw);
        raw = repairKatakanaAdjectives(raw, tokenizer, lexicon);
        raw = repairKanaNaAdjectives(raw, tokenizer, lexicon);
        raw = repairKanaSuruNounRuns(raw, tokenizer, lexicon);
        raw = repairKanaOneKanjiSuru(raw, lexicon);
        raw = repairKanaShirareru(raw, tokenizer);
        raw = repairKanaDeshiN(raw, tokenizer);
        raw = repairKanaTeHand(raw);
        raw = repairDemonstrativeKoNo(raw);
        raw = repairKanjiScraps(raw, tokenizer, lexicon, deinflect);
        raw = repairHonorificStems(raw, tokenizer, lexicon);
        raw = repairRendakuSuffixes(raw, tokenizer, lexicon);
        const { tokens, path } = bestCut(raw);
        let previous: Segment | undefined;
        for (const chosen of path.segments) {
          // Only the word's link changes here, after the re-cuts have weighed the path: to them a
          // stem left alone is still a sign of a poor cut (kana-runs.ts).
          const stem =
            chosen.kind === 'single'
              ? (strandedStem(tokens, chosen.from, sources) ??
                (isStretchedKatakanaAdjective(tokens, chosen.from) ||
                isClippedAdjective(tokens, chosen.from)
                  ? lemmaCandidate(tokens, chosen.from, sources)
                  : undefined))
              : chosen.kind === 'match' &&
                  chosen.candidate.to === chosen.candidate.from + 1 &&
                  isClippedAdjective(tokens, chosen.candidate.from)
                ? lemmaCandidate(tokens, chosen.candidate.from, sources)
                : undefined;
          const segment: Segment = stem ? { kind: 'match', candidate: stem } : chosen;
          if (segment.kind === 'separator') {
            previous = undefined;
            continue;
          }
          if (segment.kind === 'match' && isStretchedPlainForm(tokens, segment.candidate.from))
            continue;
          const { word, span } = toWord(segment, tokens, line.start, input, normalized);
          const last = words[words.length - 1];
          if (
            previous?.kind === 'match' &&
            last !== undefined &&
            last.end === word.start &&
            isElongation(word.surface)
          ) {
            // A stretched vowel after a word is the word said longer: すごいー, 待ってー, 先生ー
            // (one word); after a particle or the copula it is tone, not a word: 行くよー, だなー.
            if (!isFunctionWord(previous.candidate.match.entry.partsOfSpeech)) {
              last.end = word.end;
              last.surface = input.slice(last.start, word.end);
              normalizedSpans[normalizedSpans.length - 1]!.end = span.end;
            }
            continue;
          }
          previous = segment;
          if (
            (segment.kind === 'single' &&
              word.kind === 'unknown' &&
              (isSymbolLike(word.surface) || isBareNumber(word.surface))) ||
            isLoneLetter(word.surface)
          )
            continue;
          words.push(word);
          normalizedSpans.push(span);
        }
      }
      return { normalized, words, normalizedSpans };
    },
  };
}

/**
 * A run of long-vowel marks or wave dashes alone (ー, ーー, 〜, ～), or of small vowels, which
 * stretch a word the same way in casual writing (IPADIC leaves them unknown): 言ったでしょぉ,
 * 眠いぃ, 早くぅ. Small katakana vowels are loanword syllables (クジェ), not that.
 */
function isElongation(surface: string): boolean {
  return /^[ー〜～ぁぃぅぇぉ]+$/.test(surface);
}

/**
 * A full-size う after a verb's or adjective's plain form is its last vowel drawn out (わかるう,
 * いくう, 寒いう), which IPADIC reads as the volitional auxiliary — impossible after a plain form,
 * which the volitional never follows. It is tone, not a word, as the reference drops it.
 */
function isStretchedPlainForm(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  const previous = tokens[index - 1];
  return (
    token.surface === 'う' &&
    token.pos === '助動詞' &&
    previous !== undefined &&
    previous.end === token.start &&
    (previous.pos === '動詞' || previous.pos === '形容詞') &&
    previous.conjugationForm === '基本形'
  );
}

const FUNCTION_WORD_CODES = new Set(['prt', 'cop', 'aux', 'aux-v', 'aux-adj']);

/**
 * A particle or the copula (よ, だ): a stretch after it is tone. A verb is none, though JMdict
 * also lists する, なる, いる as auxiliaries: しましたぁ, なったー are the verb stretched.
 */
function isFunctionWord(partsOfSpeech: readonly string[]): boolean {
  return (
    partsOfSpeech.some((code) => FUNCTION_WORD_CODES.has(code)) &&
    !partsOfSpeech.some((code) => /^v(?!s$)/.test(code))
  );
}

/**
 * A number without a counter (2、3ピース) is not vocabulary: a gap, as the reference drops pure
 * digits. With a counter it is a word (5人, 1つ).
 */
function isBareNumber(surface: string): boolean {
  return /^[0-9０-９][0-9０-９.,．，]*$/.test(surface);
}

/**
 * Nor is a lone Latin letter, even one JMdict lists (Ｋ "kelvin"): in text it is an initial
 * (『こころ』's Ｋ) or a label (Ａ社), and the reference drops single letters too.
 */
function isLoneLetter(surface: string): boolean {
  return /^[A-Za-zＡ-Ｚａ-ｚ]$/.test(surface);
}

/** Leftover symbols kuromoji did not tag 記号 (…, ♪, emoji) are gaps, not words. */
function isSymbolLike(surface: string): boolean {
  return !/[\p{L}\p{N}]/u.test(surface);
}
