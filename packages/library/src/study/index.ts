export * from './scheduler';
export * from './word-state-rule';
export * from './study-service';
