export { createTextParser } from './parsing/text-parser';
export * from './coverage';
export * from './frequency';
