export {
  deckCoverage,
  percentDown,
  type DeckCoverage,
  type PackedDeckWords,
} from './deck-coverage';
export {
  DEFAULT_COVERAGE_TARGETS,
  coverageCurve,
  type CoverageCurve,
  type CoverageCurveOptions,
  type CoverageCurvePoint,
  type CoverageMilestone,
} from './coverage-curve';
export { Uint32IndexMap } from './uint32-index-map';
export { createKnownWordSet, type KnownWords, type KnownWordSet } from './known-word-set';
