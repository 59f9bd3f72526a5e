export {
  contentRecord,
  defaultSubDeckTitle,
  ingestMedia,
  parentDeck,
  type IngestOptions,
  type IngestProgress,
  type IngestResult,
} from './ingest-media';
export {
  ingestRequestSchema,
  ingestSourceSchema,
  type IngestRequest,
  type IngestRequestInput,
  type IngestSource,
} from './ingest-request';
export { reparseDeck, type ReparseResult } from './reparse-deck';
export { prepareDeck, wordsOfSummary, type PreparedDeck } from './prepare-deck';
export { partChunks } from './text-parts';
export {
  INGEST_MEDIA_JOB,
  jobHandlers,
  REPARSE_DECK_JOB,
  type IngestMediaJobPayload,
  type IngestMediaJobResult,
  type ReparseDeckJobPayload,
  type ReparseDeckJobResult,
} from './job-handlers';
