export * from './deck-dto';
export * from './word-dto';
export * from './deck-word-dto';
export * from './deck-list-dto';
export * from './example-sentence-dto';
export * from './global-stats-dto';
export * from './custom-deck-dto';
export * from './known-words-packing';
