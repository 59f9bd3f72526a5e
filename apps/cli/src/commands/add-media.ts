/**
 * `goi add-media --type novel --title こころ [--romaji …] [--english …] [--release-date YYYY-MM-DD]
 * [--description …] [--cover file|url] [--link type=url]… [--alias …]… [--subdeck-title …]…
 * [--on-duplicate refuse|add|replace] [--no-wait] <file>…`: queues an ingest job through the
 * library's `addDeck` (the admin API's code path) and (unless --no-wait) runs it here with a
 * progress bar on stderr. Several files make a parent deck whose
 * sub-decks are the files in the order given.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import type { OnDuplicate } from '@goi/contracts';
import type { Db } from '@goi/db';
import {
  addDeck,
  parseLinkOption,
  parseMediaTypeOption,
  type CoverSource,
  type IngestResult,
} from '@goi/library';
import { loadConfig } from '../config';
import { withDatabase } from '../database';
import { followJob } from './worker';

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
  onDuplicate?: string;
  wait: boolean;
}

const collect = (value: string, previous: string[]) => [...previous, value];
const onDuplicateValues: readonly OnDuplicate[] = ['refuse', 'add', 'replace'];

/**
 * Validates the command line and queues the ingest through `addDeck`, the use case the admin
 * API's add-deck calls too (files extracted first, texts kept in the data directory, cover
 * stored, job and audit entry in one transaction). Throws naming the bad option or file.
 */
export async function queueAddMedia(
  db: Db,
  files: readonly string[],
  options: AddMediaOptions,
  dataDir: string,
): Promise<number> {
  const mediaType = parseMediaTypeOption(options.type);
  const links = options.link.map((link, index) => parseLinkOption(link, index));
  if (options.subdeckTitle.length > files.length)
    throw new Error(
      `--subdeck-title was given ${options.subdeckTitle.length} times for ${files.length} file(s)`,
    );
  const onDuplicate = (options.onDuplicate ?? 'refuse') as OnDuplicate;
  if (!onDuplicateValues.includes(onDuplicate))
    throw new Error(`--on-duplicate must be refuse, add or replace, got "${options.onDuplicate}"`);
  const sources = files.map((file, index) => {
    const absolute = path.resolve(file);
    if (!fs.existsSync(absolute)) throw new Error(`${file}: there is no such file`);
    return {
      path: absolute,
      name: path.basename(absolute),
      title: options.subdeckTitle[index] ?? null,
      field: file,
    };
  });
  const cover: CoverSource = options.cover
    ? /^[a-z][a-z\d+.-]*:\/\//i.test(options.cover)
      ? { url: options.cover }
      : { path: options.cover }
    : null;
  const { jobId } = await addDeck(db, {
    dataDir,
    metadata: {
      mediaType,
      originalTitle: options.title,
      romajiTitle: options.romaji,
      englishTitle: options.english,
      description: options.description,
      releaseDate: options.releaseDate,
      aliases: options.alias,
      links,
    },
    files: sources,
    cover,
    onDuplicate,
    userId: null,
  });
  return jobId;
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
    .option(
      '--on-duplicate <what>',
      'when the title is already there: refuse (default), add another deck, replace its content',
    )
    .option('--no-wait', 'only queue the job (a `goi worker` runs it)')
    .action(async (files: string[], options: AddMediaOptions) => {
      const config = loadConfig();
      await withDatabase(config, async ({ db }) => {
        const jobId = await queueAddMedia(db, files, options, config.GOI_DATA_DIR);
        const result = (await followJob(db, jobId, options.wait)) as IngestResult | undefined;
        if (!result) return;
        const title = options.title.trim();
        process.stdout.write(
          result.created
            ? `Added deck ${result.deckId} "${title}"${result.childDeckIds.length > 0 ? ` with ${result.childDeckIds.length} sub-decks` : ''}.\n`
            : `"${title}" is already in the library (deck ${result.deckId}); nothing added.\n`,
        );
      });
    });
}
