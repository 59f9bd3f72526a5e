/**
 * Adding an anime, film or drama from a Jimaku entry (reference §9.2, improved): the metadata
 * from AniList (anime flag + AniList id) or TMDB (`movie:`/`tv:` id), the chosen files
 * downloaded from the Jimaku host in the chosen order, archives expanded within the extractor's
 * limits, tracks kept only when their text is Japanese, and each kept track an "Episode N" sub-deck.
 * Everything is fetched and checked before `addDeck` queues the one ingest job (the same path as
 * an upload), so a failed download names the file and leaves nothing behind.
 */
import {
  MediaType,
  type AddJimakuDeckInput,
  type JimakuEntry,
  type Metadata,
} from '@goi/contracts';
import type { Db } from '@goi/db';
import { ExtractionError, extractText } from '@goi/extract';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { addDeck, AdminError, type AddDeckQueued, type SourceFile } from '../admin';
import type { ExternalSources } from './external-sources';
import { ProviderError } from './provider-error';
import { trackLanguage } from './track-language';

export interface AddJimakuDeckOptions {
  dataDir: string;
  userId: string | null;
  /** Fetch for the cover (default: the guarded fetch). */
  coverFetch?: typeof fetch;
  /** Total bytes of all downloaded files. */
  maxTotalBytes?: number;
}

export interface JimakuDeckQueued extends AddDeckQueued {
  episodes: number;
  /** Tracks left out, with why (`ep1.zh.ass: Chinese text`). */
  skipped: string[];
}

export function jimakuMediaType(entry: JimakuEntry): MediaType {
  if (entry.flags.anime) return MediaType.Anime;
  if (entry.flags.movie) return MediaType.Movie;
  return MediaType.Drama;
}

/** Reference §9.2 step 1; a provider that is not configured falls back to Jimaku's names. */
export async function jimakuMetadata(
  sources: ExternalSources,
  entry: JimakuEntry,
): Promise<Metadata | null> {
  const target =
    entry.flags.anime && entry.anilistId
      ? { provider: 'anilist-anime', id: String(entry.anilistId) }
      : entry.tmdbId && /^(movie|tv):\d+$/.test(entry.tmdbId)
        ? {
            provider: entry.tmdbId.startsWith('movie:') ? 'tmdb-movie' : 'tmdb-tv',
            id: entry.tmdbId,
          }
        : null;
  if (!target)
    throw new AdminError(
      'bad-request',
      `Jimaku entry ${entry.id} has neither an AniList id (with the anime flag) nor a TMDB id; add it from files instead`,
      'jimakuId',
    );
  try {
    return await sources.resolve(target.provider).source.byId(target.id);
  } catch (error) {
    if (error instanceof ProviderError && error.kind === 'not-configured') return null;
    throw error;
  }
}

export async function addJimakuDeck(
  db: Db,
  sources: ExternalSources,
  input: Required<Pick<AddJimakuDeckInput, 'jimakuId' | 'files'>> &
    Pick<AddJimakuDeckInput, 'onDuplicate'>,
  options: AddJimakuDeckOptions,
): Promise<JimakuDeckQueued> {
  const entry = await sources.jimaku.entry(input.jimakuId);
  const found = await jimakuMetadata(sources, entry);
  const tracks: { name: string; text: string }[] = [];
  const skipped: string[] = [];
  let totalBytes = 0;
  const maxTotal = options.maxTotalBytes ?? 250 * 1024 * 1024;
  for (const file of input.files) {
    let bytes: Uint8Array;
    try {
      bytes = await sources.jimaku.download(file.url);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new AdminError(
        'bad-request',
        `${file.name} could not be downloaded (${reason})`,
        'files',
      );
    }
    totalBytes += bytes.length;
    if (totalBytes > maxTotal)
      throw new AdminError(
        'too-large',
        `the chosen files pass ${Math.round(maxTotal / 1024 / 1024)} MB together`,
        'files',
      );
    let document;
    try {
      document = await extractText({ name: file.name, bytes });
    } catch (error) {
      if (error instanceof ExtractionError) {
        skipped.push(`${file.name}: ${error.message}`);
        continue;
      }
      throw error;
    }
    const members = document.parts?.length
      ? document.parts
      : [{ title: file.name, text: document.text }];
    for (const member of members) {
      const language = trackLanguage(member.text);
      if (language === 'japanese') tracks.push({ name: member.title, text: member.text });
      else skipped.push(`${member.title}: ${language} text`);
    }
  }
  if (tracks.length === 0)
    throw new AdminError(
      'bad-request',
      `none of the chosen files has a Japanese track (${skipped.join('; ')})`,
      'files',
    );

  const dir = path.join(os.tmpdir(), `goi-jimaku-${randomUUID()}`);
  await fs.mkdir(dir, { recursive: true });
  try {
    const files: SourceFile[] = [];
    for (const [index, track] of tracks.entries()) {
      const file = path.join(dir, `${String(index + 1).padStart(4, '0')}.txt`);
      await fs.writeFile(file, track.text, 'utf8');
      files.push({
        path: file,
        name: track.name,
        title: tracks.length === 1 ? null : `Episode ${index + 1}`,
        field: 'files',
      });
    }
    const queued = await addDeck(db, {
      dataDir: options.dataDir,
      metadata: {
        mediaType: jimakuMediaType(entry),
        originalTitle: found?.originalTitle ?? entry.japaneseName ?? entry.name,
        romajiTitle: found ? found.romajiTitle : entry.name,
        englishTitle: found ? found.englishTitle : entry.englishName,
        description: found?.description ?? null,
        releaseDate: found?.releaseDate ?? null,
        aliases: found?.aliases ?? [],
        links: found?.links ?? [],
      },
      files: files.map((file) => ({ ...file, name: `${path.basename(file.path)}` })),
      cover: found?.coverUrl ? { url: found.coverUrl } : null,
      onDuplicate: input.onDuplicate ?? 'refuse',
      userId: options.userId,
      fetchImpl: options.coverFetch,
    });
    return { ...queued, episodes: tracks.length, skipped };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
