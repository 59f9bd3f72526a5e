/**
 * The demo library the embedded product builds on its first start, so that a newcomer sees real
 * decks: two public-domain novels by Natsume Sōseki with their chapters or parts as sub-decks,
 * Tatoeba's everyday sentences, and two subtitle files read through the subtitle extractor.
 * It is built once: a marker in `app_meta` records it, and each title is skipped when it is
 * already there (ingest's duplicate rule), so a start interrupted halfway finishes the rest.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { LinkType, MediaType } from '@goi/contracts';
import { readAppMeta, writeAppMeta, type Db } from '@goi/db';
import type { Parser } from '@goi/text';
import { ingestMedia, type IngestRequestInput, type IngestResult } from '../ingest';
import { aozoraBody, isKanjiNumberLine, splitAozoraChapters } from './aozora-text';

export const DEMO_LIBRARY_MARKER = 'demo-library';
/** Raise when the demo's contents change, so existing installations can tell. */
export const DEMO_LIBRARY_VERSION = 1;

/**
 * Tatoeba sentences in the demo deck: the whole corpus (26k sentences, 525k characters) would
 * double the first start's time; 6,000 sentences are a real, representative deck.
 */
export const TATOEBA_DEMO_SENTENCES = 6000;

export interface DemoLibraryResult {
  /** false when the marker said it was built already. */
  built: boolean;
  deckIds: number[];
}

export type DemoProgress = (percent: number, step: string) => void;

/** The requests of the demo library, read from the corpus folder (`data/corpus`). */
export async function demoLibraryRequests(corpusDir: string): Promise<IngestRequestInput[]> {
  const read = (file: string) => fs.readFile(path.join(corpusDir, file), 'utf8');
  const neko = splitAozoraChapters(
    aozoraBody(await read('aozora/wagahaiwa_nekodearu.aozora.txt')),
    isKanjiNumberLine,
  );
  const kokoro = splitAozoraChapters(
    aozoraBody(await read('aozora/kokoro.aozora.txt')),
    (line) => /^[上中下]\u3000\S/.test(line),
    isKanjiNumberLine,
  );
  const tatoeba = (await read('tatoeba/tatoeba_ja_en.tsv'))
    .split('\n')
    .map((line) => line.split('\t')[0]!.trim())
    .filter(Boolean)
    .slice(0, TATOEBA_DEMO_SENTENCES);

  return [
    {
      metadata: {
        mediaType: MediaType.Novel,
        originalTitle: '吾輩は猫である',
        romajiTitle: 'Wagahai wa Neko de Aru',
        englishTitle: 'I Am a Cat',
        releaseDate: '1905-01-01',
        description:
          'Natsume Sōseki’s first novel, serialised in the magazine Hototogisu in 1905–1906: a ' +
          'nameless cat’s view of his master’s household and its visitors. Public domain; text ' +
          'from Aozora Bunko (入力：柴田卓治, 校正：渡部峰子ほか).',
        links: [
          { linkType: LinkType.Web, url: 'https://www.aozora.gr.jp/cards/000148/card789.html' },
        ],
      },
      sources: neko.map((chapter) => ({ title: chapter.title, text: chapter.text })),
    },
    {
      metadata: {
        mediaType: MediaType.Novel,
        originalTitle: 'こころ',
        romajiTitle: 'Kokoro',
        englishTitle: 'Kokoro',
        releaseDate: '1914-04-20',
        description:
          'Natsume Sōseki’s novel, serialised in the Asahi Shimbun from April to August 1914, in ' +
          'three parts: 先生と私, 両親と私, 先生と遺書. Public domain; text from Aozora Bunko ' +
          '(入力：j.utiyama, 校正：伊藤時也).',
        links: [
          { linkType: LinkType.Web, url: 'https://www.aozora.gr.jp/cards/000148/card773.html' },
        ],
      },
      sources: kokoro.map((part) => ({ title: part.title, text: part.text })),
    },
    {
      metadata: {
        mediaType: MediaType.NonFiction,
        originalTitle: 'Tatoeba example sentences',
        englishTitle: 'Tatoeba example sentences',
        description:
          `${TATOEBA_DEMO_SENTENCES.toLocaleString('en-US')} everyday Japanese sentences. ` +
          'Sentences from Tatoeba (tatoeba.org), CC BY 2.0 FR.',
        links: [{ linkType: LinkType.Web, url: 'https://tatoeba.org/' }],
      },
      sources: [{ name: 'tatoeba_ja_en.tsv', text: tatoeba.join('\n') }],
    },
    {
      metadata: {
        mediaType: MediaType.Anime,
        originalTitle: 'Sample subtitles',
        englishTitle: 'Sample subtitles',
        description:
          'Two subtitle files with real text and made-up timing, read like any uploaded subtitles: ' +
          'dialogue from こころ (public domain) and Tatoeba sentences (CC BY 2.0 FR).',
      },
      sources: [
        { path: path.join(corpusDir, 'subtitles/kokoro_dialogue.synthetic-timing.srt') },
        { path: path.join(corpusDir, 'subtitles/tatoeba_sample.synthetic-timing.ass') },
      ],
    },
  ];
}

/** Builds the demo library unless the marker says it is there; prints nothing itself. */
export async function ensureDemoLibrary(
  db: Db,
  parser: Parser | (() => Promise<Parser>),
  corpusDir: string,
  onProgress: DemoProgress = () => undefined,
): Promise<DemoLibraryResult> {
  const marker = await readAppMeta(db, DEMO_LIBRARY_MARKER);
  if (marker !== undefined) {
    const { deckIds } = JSON.parse(marker) as { deckIds: number[] };
    return { built: false, deckIds };
  }
  const requests = await demoLibraryRequests(corpusDir);
  const getParser = typeof parser === 'function' ? parser : () => Promise.resolve(parser);
  const textParser = await getParser();
  // Each title's share of the bar is its share of the text (the subtitles are small).
  const sizes = requests.map((request) =>
    request.sources.reduce((sum, source) => sum + (source.text?.length ?? 30_000), 0),
  );
  const total = sizes.reduce((sum, size) => sum + size, 0);
  const results: IngestResult[] = [];
  let before = 0;
  for (const [index, request] of requests.entries()) {
    const title = request.metadata.originalTitle;
    const size = sizes[index]!;
    results.push(
      await ingestMedia(db, textParser, request, (percent, step) => {
        onProgress((100 * (before + (size * percent) / 100)) / total, `${title}: ${step}`);
      }),
    );
    before += size;
  }
  const deckIds = results.map((result) => result.deckId);
  await writeAppMeta(
    db,
    DEMO_LIBRARY_MARKER,
    JSON.stringify({ version: DEMO_LIBRARY_VERSION, deckIds, builtAt: new Date().toISOString() }),
  );
  onProgress(100, 'Demo library ready');
  return { built: true, deckIds };
}
