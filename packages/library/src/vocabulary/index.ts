export { deckWordOrder } from './deck-word-order';
