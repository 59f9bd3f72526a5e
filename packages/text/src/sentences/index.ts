export type { Sentence } from './split-sentences';
export { splitSentences } from './split-sentences';
export type { TextSpan } from './dialogue-ranges';
export { dialogueRanges } from './dialogue-ranges';
export type { QuotePair } from './quote-pairs';
export { matchQuotePairs } from './quote-pairs';
