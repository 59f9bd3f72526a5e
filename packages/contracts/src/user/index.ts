export * from './word-states';
export * from './my-decks';
