export { createTextParser } from './parsing/text-parser';
