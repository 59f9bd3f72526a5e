export type { Token, Tokenizer } from './types';
