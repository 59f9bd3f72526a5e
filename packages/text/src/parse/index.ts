export type { ParsedWord, WordKind } from './types';
export type {
  CreateLexiconOptions,
  Lexicon,
  LexiconEntry,
  LexiconForm,
  LexiconMatch,
} from './lexicon';
export { createLexicon, keyMatchesOf, lookupKeysOf } from './lexicon';
export type { Parser, ParsedText, ParserDependencies } from './parser';
export { createParser } from './parser';
export { boundedChunks, DEFAULT_MAX_CHUNK_LENGTH } from './chunks';
export type { AnalyzedText } from './analyze';
export { analyzeText } from './analyze';
export { kanaSpellingPenaltyIn } from './kana-word';
