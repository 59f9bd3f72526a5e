export {
  EXAMPLE_SENTENCE_PASSES,
  MIN_DISTINCT_CHARACTERS,
  selectExampleSentences,
  type ChosenSentence,
  type SentenceCandidate,
} from './select-example-sentences';
