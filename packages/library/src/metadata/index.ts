export {
  createExternalSources,
  type ExternalSources,
  type ExternalSourcesOptions,
} from './external-sources';
export type { MetadataSource } from './metadata-source';
export type { JimakuClient } from './jimaku';
export { ProviderError, type ProviderErrorKind } from './provider-error';
export { createProviderHttp, retryDelayMs, type ProviderHttp } from './provider-http';
export {
  providerHosts,
  providerSettingsFromEnv,
  providerSettingsSchema,
  type ProviderSettings,
  type ProviderSettingsInput,
} from './provider-settings';
export { bbcodeToText, htmlToText, tidyDescription } from './description-text';
export { coverFetchFor } from './cover-fetch';
export { trackLanguage, type TrackLanguage } from './track-language';
export {
  addJimakuDeck,
  jimakuMediaType,
  jimakuMetadata,
  type JimakuDeckQueued,
} from './jimaku-deck';
export { fetchDeckMetadata, mergeMetadata, metadataTargetFor } from './fetch-deck-metadata';
export {
  FETCH_METADATA_JOB,
  metadataJobHandlers,
  metadataJobHandlersFromEnv,
  queueFetchMetadata,
  type MetadataJobOptions,
} from './metadata-jobs';
