/**
 * The downloadable global frequency lists (whole library or one media type, CSV or Yomitan) and
 * the Yomitan index that tells the extension when to update. Files are built on first request
 * and kept in memory until the stored ranks change (see frequency-list-version.ts); concurrent
 * requests for a file being built wait for the same build.
 */
import { type MediaType, type FrequencyListFormat, MediaType as MediaTypes } from '@goi/contracts';
import { countTopLevelDecks, type DbOrTrx } from '@goi/db';
import {
  collectBytes,
  globalFrequencyIndex,
  writeGlobalFrequencyCsv,
  writeGlobalFrequencyYomitan,
  type GlobalFrequencyEntry,
  type GlobalFrequencyOptions,
  type YomitanIndex,
} from '@goi/exports';
import { computeFrequencyRanking } from '../frequency';
import { entriesOfRanking, storedGlobalEntries } from './global-frequency-entries';
import { currentFrequencyListVersion, type FrequencyListVersion } from './frequency-list-version';

export interface FrequencyListFile {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
  /** The version of the ranks the file was built from. */
  version: FrequencyListVersion;
}

/**
 * A media type's list asked for while the library holds no media of that type: its ranks would
 * come from the dictionary's priors alone (a large list that says nothing about the library).
 */
export class NoMediaOfTypeError extends Error {
  constructor(readonly mediaType: MediaType) {
    super(
      `The library has no media of type ${mediaTypeName(mediaType)} yet, so there is no frequency list for it`,
    );
    this.name = 'NoMediaOfTypeError';
  }
}

export interface FrequencyListServiceOptions {
  /** Where users reach the product (`https://goi.example`); the index's URLs start here. */
  publicUrl: string;
  now?: () => Date;
}

export interface FrequencyListService {
  /** The Yomitan `index.json` of a list (the whole library when `mediaType` is undefined). */
  index(mediaType?: MediaType): Promise<YomitanIndex>;
  file(format: FrequencyListFormat, mediaType?: MediaType): Promise<FrequencyListFile>;
}

function mediaTypeName(mediaType: MediaType | undefined): string {
  if (mediaType === undefined) return '';
  return Object.entries(MediaTypes).find(([, value]) => value === mediaType)![0];
}

/** The list's URLs as Yomitan stores them: they must keep working across Goi releases. */
export function frequencyListUrls(publicUrl: string, mediaType?: MediaType) {
  const base = new URL('/api/frequency-list/', publicUrl);
  const query = new URLSearchParams({ mediaType: mediaTypeName(mediaType) });
  const indexUrl = new URL(`index?${query.toString()}`, base);
  query.set('downloadType', 'yomitan');
  const downloadUrl = new URL(`download?${query.toString()}`, base);
  return { indexUrl: indexUrl.toString(), downloadUrl: downloadUrl.toString() };
}

export function frequencyListFileName(format: FrequencyListFormat, mediaType?: MediaType): string {
  const scope = mediaType === undefined ? 'global' : mediaTypeName(mediaType);
  return `goi_freq_${scope}.${format === 'csv' ? 'csv' : 'zip'}`;
}

export function createFrequencyListService(
  db: DbOrTrx,
  options: FrequencyListServiceOptions,
): FrequencyListService {
  const files = new Map<string, Promise<FrequencyListFile>>();
  const publicUrl = new URL(options.publicUrl).origin;

  const indexOptions = (
    version: FrequencyListVersion,
    mediaType: MediaType | undefined,
  ): GlobalFrequencyOptions => ({
    ...(mediaType === undefined ? {} : { mediaType }),
    generatedAt: version.generatedAt,
    ...frequencyListUrls(publicUrl, mediaType),
    siteUrl: publicUrl,
  });

  async function entries(
    mediaType: MediaType | undefined,
  ): Promise<AsyncIterable<GlobalFrequencyEntry>> {
    if (mediaType === undefined) return storedGlobalEntries(db);
    const ranking = await computeFrequencyRanking(db, mediaType);
    return entriesOfRanking(db, ranking);
  }

  async function build(
    format: FrequencyListFormat,
    mediaType: MediaType | undefined,
    version: FrequencyListVersion,
  ): Promise<FrequencyListFile> {
    const source = await entries(mediaType);
    const body =
      format === 'csv'
        ? writeGlobalFrequencyCsv(source)
        : writeGlobalFrequencyYomitan(source, indexOptions(version, mediaType));
    return {
      fileName: frequencyListFileName(format, mediaType),
      contentType: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/zip',
      bytes: await collectBytes(body),
      version,
    };
  }

  return {
    async index(mediaType) {
      const version = await currentFrequencyListVersion(db, options.now);
      return globalFrequencyIndex(indexOptions(version, mediaType));
    },

    async file(format, mediaType) {
      if (mediaType !== undefined && (await countTopLevelDecks(db, mediaType)) === 0) {
        throw new NoMediaOfTypeError(mediaType);
      }
      const version = await currentFrequencyListVersion(db, options.now);
      const key = `${format}:${mediaType ?? ''}`;
      const cached = files.get(key);
      if (cached) {
        const file = await cached.catch(() => undefined);
        if (file?.version.fingerprint === version.fingerprint) return file;
        // A file from older ranks, or a build that failed: build again (once for all callers).
        if (files.get(key) !== cached) return this.file(format, mediaType);
      }
      const building = build(format, mediaType, version);
      files.set(key, building);
      building.catch(() => {
        if (files.get(key) === building) files.delete(key);
      });
      return building;
    },
  };
}
