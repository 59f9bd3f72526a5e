export { searchDictionary, searchResultsPage, type SearchHit } from './search-dictionary';
export { readSearchQuery, romajiToHiragana, type SearchQuery } from './search-query';
export { kanjiPage } from './kanji-page';
