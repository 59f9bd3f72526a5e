export * from './config';
export * from './connection';
export * from './schema';
export * from './migrate';
export * from './json';
export * from './lexicon';
export * from './dictionary';
export * from './repositories';
