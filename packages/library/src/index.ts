export { createTextParser } from './parsing/text-parser';
export * from './downloads';
export * from './coverage';
export * from './frequency';
export * from './accounts';
export * from './jobs';
export * from './ingest';
export * from './media';
export * from './examples';
