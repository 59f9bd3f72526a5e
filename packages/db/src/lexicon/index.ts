export { loadLexicon } from './load-lexicon';
