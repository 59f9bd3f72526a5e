/**
 * Adding a deck, for the admin API and `goi add-media` alike: the metadata is validated, the
 * duplicate rule applied, every file extracted (refused naming the file), the texts written to
 * the data directory, the cover stored, and only then the ingest job queued together with its
 * audit entry in one transaction. A refusal leaves nothing behind: no job, no stored text.
 */
import fs from 'node:fs/promises';
import type { OnDuplicate } from '@goi/contracts';
import { findDuplicateDeckRef, type Db } from '@goi/db';
import type { ArchiveLimits } from '@goi/extract';
import { INGEST_MEDIA_JOB, type IngestMediaJobPayload } from '../ingest';
import {
  mediaMetadataSchema,
  parseOrThrow,
  storeCover,
  storeCoverBytes,
  type MediaMetadataInput,
} from '../media';
import { guardedFetch } from '../media/guarded-fetch';
import { AdminError } from './admin-error';
import { recordAudit } from './audit';
import { checkSources, writeSourceTexts, type SourceFile } from './check-sources';
import { toDeckRef } from './deck-ref';
import { queueAdminJob } from './queue-admin-job';

/**
 * A cover: image bytes, a file (`name`: how messages call it — an upload's own name rather than
 * the staging path), or an http(s) URL.
 */
export type CoverSource =
  { bytes: Uint8Array; name: string } | { path: string; name?: string } | { url: string } | null;

export interface AddDeckInput {
  dataDir: string;
  metadata: Omit<MediaMetadataInput, 'coverName'>;
  files: readonly SourceFile[];
  cover?: CoverSource;
  onDuplicate?: OnDuplicate;
  userId: string | null;
  archiveLimits?: Partial<ArchiveLimits>;
  /** Fetch for cover URLs; default: `guardedFetch` (no internal addresses). */
  fetchImpl?: typeof fetch;
}

export interface AddDeckQueued {
  jobId: number;
  /** The deck whose content is replaced (`onDuplicate: 'replace'`). */
  replaceDeckId: number | null;
}

export async function addDeck(db: Db, input: AddDeckInput): Promise<AddDeckQueued> {
  const metadata = parseOrThrow(mediaMetadataSchema, { ...input.metadata, coverName: null });
  if (input.files.length === 0)
    throw new AdminError('bad-request', 'Give a file, or sub-decks with a file each', 'file');
  const onDuplicate = input.onDuplicate ?? 'refuse';
  const duplicate = await findDuplicateDeckRef(db, metadata.originalTitle, metadata.mediaType);
  if (duplicate && onDuplicate === 'refuse')
    throw new AdminError(
      'conflict',
      `"${duplicate.originalTitle}" is already in the library (deck ${duplicate.deckId}); add it anyway or replace its content`,
      'originalTitle',
      toDeckRef(duplicate),
    );

  const sources = await checkSources(input.files, {
    archiveLimits: input.archiveLimits,
    splitArchive: true,
  });
  const coverName = await storeGivenCover(input.dataDir, input.cover ?? null, input.fetchImpl);
  const { dir, paths } = await writeSourceTexts(input.dataDir, sources);
  try {
    const replaceDeckId = duplicate && onDuplicate === 'replace' ? duplicate.deckId : null;
    const payload: IngestMediaJobPayload = {
      metadata: { ...metadata, coverName },
      sources: paths.map((file, index) => ({ path: file, title: sources[index]!.title })),
      onDuplicate: replaceDeckId === null ? (onDuplicate === 'add' ? 'add' : 'refuse') : 'replace',
      ...(replaceDeckId === null ? {} : { replaceDeckId }),
      uploadDir: dir,
    };
    const jobId = await db.transaction().execute(async (trx) => {
      const id = await queueAdminJob(trx, INGEST_MEDIA_JOB, payload, {
        userId: input.userId,
        deckId: replaceDeckId,
      });
      await recordAudit(trx, {
        userId: input.userId,
        action: 'add-deck',
        deckId: replaceDeckId,
        jobId: id,
        detail: `${replaceDeckId === null ? 'Queued' : 'Queued a replacement of'} "${metadata.originalTitle}" (${sources.length} file${sources.length === 1 ? '' : 's'}, job ${id})`,
      });
      return id;
    });
    return { jobId, replaceDeckId };
  } catch (error) {
    await fs.rm(dir, { recursive: true, force: true });
    throw error;
  }
}

export async function storeGivenCover(
  dataDir: string,
  cover: CoverSource,
  fetchImpl: typeof fetch = guardedFetch,
): Promise<string | null> {
  if (!cover) return null;
  if ('bytes' in cover) return storeCoverBytes(dataDir, cover.bytes, cover.name);
  if ('url' in cover) return storeCover(dataDir, cover.url, fetchImpl);
  if (cover.name !== undefined)
    return storeCoverBytes(dataDir, await fs.readFile(cover.path), cover.name);
  return storeCover(dataDir, cover.path);
}
