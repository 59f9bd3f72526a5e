export { loadLexicon, readLexiconEntries, type LoadLexiconOptions } from './load-lexicon';
