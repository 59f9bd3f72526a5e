export * from './entities';
export * from './priority';
export * from './import-dictionary';
export * from './repository';
export { DictionarySourceError } from './source-files';
export { DICTIONARY_IMPORT_VERSION } from './sources';
export { lookupKeysOf } from './entry-rows';
export { ensureSearchIndex, SEARCH_INDEX_KEY } from './search-index';
export { termsOf } from './gloss-terms';
