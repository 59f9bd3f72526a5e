export * from './dialects';
export * from './rows';
