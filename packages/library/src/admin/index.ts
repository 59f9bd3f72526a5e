export { AdminError, type AdminErrorKind } from './admin-error';
export {
  addDeck,
  storeGivenCover,
  type AddDeckInput,
  type AddDeckQueued,
  type CoverSource,
} from './add-deck';
export {
  checkSources,
  ingestDir,
  stagingDir,
  writeSourceTexts,
  type SourceFile,
  type CheckedSource,
} from './check-sources';
export { sweepUploadFolders, type SweepOptions, type SweepResult } from './sweep-uploads';
export { updateDeck, type UpdateDeckInput } from './update-deck';
export { deleteDeck } from './delete-deck';
export { getAdminDeck } from './admin-deck';
export { changeJob, getAdminJob, listAdminJobs, toAdminJob } from './admin-jobs';
export { getDashboard, getIssues } from './dashboard';
export { createReport, handleReport, listReports } from './reports';
export { recordAudit, auditOfDecks } from './audit';
export { refreshParentFromChildren, summaryOfStoredDeck } from './parent-aggregate';
export { toDeckRef } from './deck-ref';
export { queueAdminJob, type JobOrigin } from './queue-admin-job';
export {
  clearReadCaches,
  manageJobHandlers,
  queueDeckReparse,
  queueLibraryJob,
  queueReparse,
  RECOMPUTE_DIFFICULTIES_JOB,
  REPARSE_DECKS_JOB,
} from './manage';
