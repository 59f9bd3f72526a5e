export {
  httpUrlSchema,
  isoDateSchema,
  mediaMetadataSchema,
  MediaRequestError,
  parseOrThrow,
  type MediaMetadata,
  type MediaMetadataInput,
} from './media-metadata';
export { parseLinkOption, parseMediaTypeOption } from './cli-options';
export { coversDir, storeCover, storeCoverBytes } from './covers';
export { BlockedUrlError, guardedFetch, isInternalAddress } from './guarded-fetch';
