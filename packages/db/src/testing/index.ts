export * from './dialects';
