export * from './decks-read';
export * from './words-read';
