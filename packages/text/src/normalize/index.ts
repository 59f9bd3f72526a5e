export type { NormalizedText, RubyReading } from './normalize-text';
export { normalizeText, toOriginalSpan } from './normalize-text';
