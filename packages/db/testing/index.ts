export * from './dialects';
export * from './rows';
export * from './redis';
