export * from './decks-read';
export * from './words-read';
export * from './coverage';
export * from './frequencies';
export * from './decks-write';
export * from './jobs';
export * from './accounts';
export * from './accounts-known-words';
