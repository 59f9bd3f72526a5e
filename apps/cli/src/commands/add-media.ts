/**
 * `goi add-media --type novel --title こころ [--romaji …] [--english …] [--release-date YYYY-MM-DD]
 * [--description …] [--cover file|url] [--link type=url]… [--alias …]… [--subdeck-title …]…
 * [--no-wait] <file>…`: validates the metadata, stores the cover, queues an ingest job and (unless
 * --no-wait) runs it here with a progress bar on stderr. Several files make a parent deck whose
 * sub-decks are the files in the order given.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import {
  INGEST_MEDIA_JOB,
  mediaMetadataSchema,
  parseLinkOption,
  parseMediaTypeOption,
  parseOrThrow,
  storeCover,
  type IngestMediaJobPayload,
  type IngestResult,
} from '@goi/library';
import { loadConfig } from '../config';
import { withDatabase } from '../database';
import { queueJob } from './worker';

interface AddMediaOptions {
  type: string;
  title: string;
  romaji?: string;
  english?: string;
  description?: string;
  releaseDate?: string;
  cover?: string;
  link: string[];
  alias: string[];
  subdeckTitle: string[];
  wait: boolean;
}

const collect = (value: string, previous: string[]) => [...previous, value];

/** The job payload from the command line; throws naming the bad option or file. */
export async function addMediaPayload(
  files: readonly string[],
  options: AddMediaOptions,
  dataDir: string,
): Promise<IngestMediaJobPayload> {
  const metadata = parseOrThrow(mediaMetadataSchema, {
    mediaType: parseMediaTypeOption(options.type),
    originalTitle: options.title,
    romajiTitle: options.romaji,
    englishTitle: options.english,
    description: options.description,
    releaseDate: options.releaseDate,
    aliases: options.alias,
    links: options.link.map((link, index) => parseLinkOption(link, index)),
  });
  if (options.subdeckTitle.length > files.length)
    throw new Error(
      `--subdeck-title was given ${options.subdeckTitle.length} times for ${files.length} file(s)`,
    );
  const sources = files.map((file, index) => {
    const absolute = path.resolve(file);
    if (!fs.existsSync(absolute)) throw new Error(`${file}: there is no such file`);
    return { path: absolute, title: options.subdeckTitle[index] ?? null };
  });
  // The cover is stored last, once everything else is known to be fine.
  const coverName = options.cover ? await storeCover(dataDir, options.cover) : null;
  return { metadata: { ...metadata, coverName }, sources };
}

export function register(program: Command): void {
  program
    .command('add-media')
    .description('Add a media deck from files (several files → sub-decks in that order)')
    .argument('<files...>', 'txt, epub, srt, ass, ssa, vtt, mokuro or zip files')
    .requiredOption(
      '--type <mediaType>',
      'anime, drama, movie, novel, nonfiction, videogame, visualnovel, webnovel, manga or 1–9',
    )
    .requiredOption('--title <original>', 'original title (≤ 200 characters)')
    .option('--romaji <title>', 'romaji title')
    .option('--english <title>', 'English title')
    .option('--description <text>', 'description (≤ 2000 characters)')
    .option('--release-date <date>', 'release date YYYY-MM-DD')
    .option('--cover <file|url>', 'cover image (JPEG, PNG, GIF, WebP), a file or an http(s) URL')
    .option(
      '--link <type=url>',
      'link, e.g. anilist=https://anilist.co/… (repeatable)',
      collect,
      [],
    )
    .option('--alias <title>', 'another title to search by (repeatable)', collect, [])
    .option(
      '--subdeck-title <title>',
      'title of the next sub-deck (repeatable; default "Volume N", "Episode N", …)',
      collect,
      [],
    )
    .option('--no-wait', 'only queue the job (a `goi worker` runs it)')
    .action(async (files: string[], options: AddMediaOptions) => {
      const config = loadConfig();
      const payload = await addMediaPayload(files, options, config.GOI_DATA_DIR);
      await withDatabase(config, async ({ db }) => {
        const result = (await queueJob(db, INGEST_MEDIA_JOB, payload, options.wait)) as
          IngestResult | undefined;
        if (!result) return;
        const title = payload.metadata.originalTitle;
        process.stdout.write(
          result.created
            ? `Added deck ${result.deckId} "${title}"${result.childDeckIds.length > 0 ? ` with ${result.childDeckIds.length} sub-decks` : ''}.\n`
            : `"${title}" is already in the library (deck ${result.deckId}); nothing added.\n`,
        );
      });
    });
}
