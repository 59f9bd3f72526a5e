/**
 * `@goi/contracts/values`: every constant, label and pure helper of the contracts WITHOUT zod, for
 * the browser bundle (zod is ~30 KB gzipped there). Types of the DTOs come from the root with
 * `import type`, which costs nothing at run time.
 */
export * from './enums-values';
export * from './dto-values';
export * from './paging';
export * from './difficulty';
export * from './dto/known-words-packing';
export * from './user/deck-status-values';
export * from './deck-list-filter-values';
