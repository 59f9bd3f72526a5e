export * from './word-states';
