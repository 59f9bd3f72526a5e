/**
 * Media ingest: files → text → parsed decks → one transaction. Everything slow (extraction,
 * parsing, statistics, example sentences, difficulty) happens in memory first; then the deck,
 * or the parent together with all its sub-decks, is written in ONE transaction. A crash at any
 * point therefore leaves either the whole deck or nothing: no deck is ever half written, and no
 * "incomplete" flag is needed to hide one from readers. Re-running the job after a crash is safe:
 * a top-level deck with the same original title and media type is not added twice (the
 * reference's rule), so a crash between the commit and the job's completion is harmless.
 */
import { subDeckNoun, type MediaType } from '@goi/contracts';
import fs from 'node:fs/promises';
import {
  deleteDecks,
  findChildDeckRows,
  findDeckRow,
  findJobResultDeck,
  findTopLevelDeckId,
  insertDeck,
  replaceDeckContent,
  setJobResultDeck,
  updateDeckMetadata,
  TitleType,
  titleSearchKey,
  type Db,
  type DbOrTrx,
  type DeckRecord,
  type DeckTextPartRecord,
} from '@goi/db';
import { extractFile } from '@goi/extract';
import {
  mergeDeckSummaries,
  statisticsFromSummary,
  type DeckStatistics,
  type Parser,
} from '@goi/text';
import { parseOrThrow, type MediaMetadata } from '../media';
import {
  deckDifficulty,
  lengthWeightedDifficulty,
  loadRanks,
  type RankLookup,
} from '../difficulty';
import {
  ingestRequestSchema,
  type IngestRequest,
  type IngestRequestInput,
  type IngestSource,
} from './ingest-request';
import { prepareDeck, wordsOfSummary, type PreparedDeck } from './prepare-deck';

/** Progress in percent (0–100) and what is being done. */
export type IngestProgress = (percent: number, step: string) => void | Promise<void>;

export interface IngestResult {
  /** The top-level deck. */
  deckId: number;
  /** Sub-decks in order (empty for a single deck). */
  childDeckIds: number[];
  /** false when a deck with this original title and media type was already there. */
  created: boolean;
}

export interface IngestOptions {
  signal?: AbortSignal;
  /** Fixed timestamp for tests; default now. */
  now?: () => Date;
  /**
   * The job running this ingest: the deck it writes is recorded against the job in the same
   * transaction, so a retry after a crash between the commit and the job's end finds it
   * instead of adding it twice (what makes `onDuplicate: 'add'` safe to re-run).
   */
  jobId?: number;
}

/** Shares of the progress bar: reading files, parsing, saving. */
const READ_SHARE = 5;
const PARSE_SHARE = 85;

export async function ingestMedia(
  db: Db,
  parser: Parser,
  input: IngestRequestInput,
  progress: IngestProgress = () => undefined,
  options: IngestOptions = {},
): Promise<IngestResult> {
  const request = parseOrThrow(ingestRequestSchema, input);
  const { metadata } = request;
  const done = await alreadyWritten(db, request, options.jobId);
  if (done) {
    await progress(100, `Already in the library (deck ${done.deckId})`);
    await removeUploadDir(request.uploadDir);
    return done;
  }

  const texts: { title: string; text: string }[] = [];
  for (const [index, source] of request.sources.entries()) {
    options.signal?.throwIfAborted();
    await progress((READ_SHARE * index) / request.sources.length, `Reading ${sourceName(source)}`);
    texts.push({
      title: source.title ?? defaultSubDeckTitle(metadata.mediaType, index),
      text: await sourceText(source),
    });
  }

  const prepared = await prepareAll(parser, texts, metadata.mediaType, progress, options.signal);
  await progress(READ_SHARE + PARSE_SHARE, 'Estimating difficulty');
  const allWords = prepared.length === 1 ? prepared[0]!.words : prepared.flatMap((d) => d.words);
  const ranks = await loadRanks(db, allWords);
  const difficulties = prepared.map((deck) => deckDifficulty(deck.statistics, deck.words, ranks));
  const textParts = prepared.map((deck) => ratedTextParts(deck, ranks));

  await progress(95, 'Saving');
  const now = (options.now?.() ?? new Date()).toISOString();
  const result = await db.transaction().execute(async (trx) => {
    // Checked again inside the transaction: another job may have added it meanwhile.
    const raced = await alreadyWritten(trx, request, options.jobId);
    if (raced) return raced;
    const written =
      request.onDuplicate === 'replace' && request.replaceDeckId !== undefined
        ? await replaceFamily(
            trx,
            request.replaceDeckId,
            metadata,
            texts,
            prepared,
            difficulties,
            textParts,
            now,
          )
        : prepared.length === 1
          ? {
              deckId: await insertDeck(
                trx,
                topLevelRecord(metadata, prepared[0]!, difficulties[0]!, true, textParts[0]!),
                now,
              ),
              childDeckIds: [],
              created: true,
            }
          : await writeParentWithChildren(
              trx,
              metadata,
              texts,
              prepared,
              difficulties,
              textParts,
              now,
            );
    if (options.jobId !== undefined) await setJobResultDeck(trx, options.jobId, written.deckId);
    return written;
  });
  await removeUploadDir(request.uploadDir);
  await progress(100, 'Done');
  return result;
}

/**
 * The deck this ingest has already written (its job recorded it), or, unless it may add a
 * duplicate, the deck with the same title and type that is already there.
 */
async function alreadyWritten(
  db: DbOrTrx,
  request: IngestRequest,
  jobId: number | undefined,
): Promise<IngestResult | undefined> {
  if (jobId !== undefined) {
    const written = await findJobResultDeck(db, jobId);
    if (written !== null) return { deckId: written, childDeckIds: [], created: true };
  }
  if (request.onDuplicate !== 'refuse') return undefined;
  const { originalTitle, mediaType } = request.metadata;
  const existing = await findTopLevelDeckId(db, originalTitle, mediaType);
  return existing === undefined
    ? undefined
    : { deckId: existing, childDeckIds: [], created: false };
}

async function removeUploadDir(dir: string | undefined): Promise<void> {
  if (dir) await fs.rm(dir, { recursive: true, force: true });
}

/**
 * `onDuplicate: 'replace'`: the deck keeps its id (links to it keep working), difficulty
 * override and dialogue setting; its metadata, sub-decks and content become the new ones.
 */
async function replaceFamily(
  trx: DbOrTrx,
  deckId: number,
  metadata: MediaMetadata,
  texts: readonly { title: string; text: string }[],
  prepared: readonly PreparedDeck[],
  difficulties: readonly number[],
  textParts: readonly (readonly DeckTextPartRecord[])[],
  now: string,
): Promise<IngestResult> {
  const existing = await findDeckRow(trx, deckId);
  if (!existing || existing.parentDeckId !== null)
    throw new Error(`Deck ${deckId} to replace is not a top-level deck any more`);
  const children = await findChildDeckRows(trx, deckId);
  await deleteDecks(
    trx,
    children.map((child) => child.deckId),
  );
  await updateDeckMetadata(trx, deckId, {
    ...metadata,
    difficultyOverride: existing.difficultyOverride,
    hideDialoguePercentage: existing.hideDialoguePercentage === 1,
    coverName: metadata.coverName ?? existing.coverName,
    now,
  });
  if (prepared.length === 1) {
    await replaceDeckContent(
      trx,
      deckId,
      contentRecord(prepared[0]!, difficulties[0]!, true, textParts[0]!),
      now,
    );
    return { deckId, childDeckIds: [], created: true };
  }
  const parent = parentDeck(prepared, difficulties);
  await replaceDeckContent(trx, deckId, contentRecord(parent, parent.difficulty, false, []), now);
  const childDeckIds = await insertChildren(
    trx,
    deckId,
    metadata,
    texts,
    prepared,
    difficulties,
    textParts,
    now,
  );
  return { deckId, childDeckIds, created: true };
}

async function prepareAll(
  parser: Parser,
  texts: readonly { title: string; text: string }[],
  mediaType: number,
  progress: IngestProgress,
  signal: AbortSignal | undefined,
): Promise<PreparedDeck[]> {
  const total = texts.reduce((sum, { text }) => sum + text.length, 0) || 1;
  const prepared: PreparedDeck[] = [];
  let before = 0;
  for (const [index, { title, text }] of texts.entries()) {
    const step = texts.length === 1 ? 'Parsing' : `Parsing ${title} (${index + 1}/${texts.length})`;
    const deck = await prepareDeck(
      parser,
      text,
      mediaType,
      (fraction) =>
        progress(READ_SHARE + (PARSE_SHARE * (before + fraction * text.length)) / total, step),
      signal,
    );
    if (deck.statistics.characterCount === 0)
      throw new Error(`${title}: the text has no Japanese (or any) words to parse`);
    prepared.push(deck);
    before += text.length;
  }
  return prepared;
}

async function writeParentWithChildren(
  trx: DbOrTrx,
  metadata: MediaMetadata,
  texts: readonly { title: string; text: string }[],
  children: readonly PreparedDeck[],
  difficulties: readonly number[],
  textParts: readonly (readonly DeckTextPartRecord[])[],
  now: string,
): Promise<IngestResult> {
  const parent = parentDeck(children, difficulties);
  const deckId = await insertDeck(
    trx,
    topLevelRecord(metadata, parent, parent.difficulty, false, []),
    now,
  );
  const childDeckIds = await insertChildren(
    trx,
    deckId,
    metadata,
    texts,
    children,
    difficulties,
    textParts,
    now,
  );
  return { deckId, childDeckIds, created: true };
}

async function insertChildren(
  trx: DbOrTrx,
  parentDeckId: number,
  metadata: MediaMetadata,
  texts: readonly { title: string; text: string }[],
  children: readonly PreparedDeck[],
  difficulties: readonly number[],
  textParts: readonly (readonly DeckTextPartRecord[])[],
  now: string,
): Promise<number[]> {
  const childDeckIds: number[] = [];
  for (const [index, child] of children.entries()) {
    const title = texts[index]!.title;
    childDeckIds.push(
      await insertDeck(
        trx,
        {
          ...contentRecord(child, difficulties[index]!, true, textParts[index]!),
          parentDeckId,
          deckOrder: index + 1,
          mediaType: metadata.mediaType,
          originalTitle: title,
          romajiTitle: null,
          englishTitle: null,
          description: null,
          coverName: null,
          releaseDate: null,
          titles: [{ titleType: TitleType.Original, title, searchKey: titleSearchKey(title) }],
          links: [],
        },
        now,
      ),
    );
  }
  return childDeckIds;
}

/**
 * A parent deck from its children: words are the union with occurrences summed (first
 * appearance across the children in order), statistics come from the merged summaries (distinct
 * pairs and distinct kanji at every level; dialogue weighted by characters), difficulty is the
 * length-weighted mean of the children's.
 */
export function parentDeck(
  children: readonly Pick<PreparedDeck, 'summary'>[],
  difficulties: readonly number[],
): Omit<PreparedDeck, 'rawText'> & { difficulty: number; rawText: null } {
  const summary = mergeDeckSummaries(children.map((child) => child.summary));
  const statistics = statisticsFromSummary(summary);
  return {
    summary,
    statistics,
    words: wordsOfSummary(summary),
    exampleSentences: [],
    rawText: null,
    // A parent is made of sub-decks; the page shows those, not tenths of their joined texts.
    parts: [],
    difficulty: lengthWeightedDifficulty(
      children.map((child, index) => ({
        difficulty: difficulties[index]!,
        characterCount: child.summary.characterCount,
      })),
    ),
  };
}

export function countsOf(statistics: DeckStatistics): DeckRecord['counts'] {
  return {
    characterCount: statistics.characterCount,
    wordCount: statistics.wordCount,
    uniqueWordCount: statistics.uniqueWordCount,
    uniqueWordUsedOnceCount: statistics.uniqueWordUsedOnceCount,
    uniqueKanjiCount: statistics.uniqueKanjiCount,
    uniqueKanjiUsedOnceCount: statistics.uniqueKanjiUsedOnceCount,
    kanjiCharacterCount: statistics.kanjiCharacterCount,
    sentenceCount: statistics.sentenceCount,
    dialoguePercentage: statistics.dialoguePercentage,
  };
}

/**
 * Each text part rated like a deck of its own, from its own statistics and words: the tenth of
 * a novel where a scholar lectures in 漢語 rates harder than the one where children chat in kana.
 */
export function ratedTextParts(
  deck: Pick<PreparedDeck, 'parts'>,
  ranks: RankLookup,
): DeckTextPartRecord[] {
  return deck.parts.map((part) => ({
    partIndex: part.partIndex,
    characterCount: part.characterCount,
    difficulty: deckDifficulty(part.statistics, part.words, ranks),
  }));
}

export function contentRecord(
  deck: Pick<PreparedDeck, 'summary' | 'statistics' | 'words' | 'exampleSentences'> & {
    rawText: string | null;
  },
  difficulty: number,
  keepRawText: boolean,
  /** The leaf's rated tenths (`ratedTextParts`); [] for a parent. */
  textParts: readonly DeckTextPartRecord[],
) {
  return {
    counts: countsOf(deck.statistics),
    difficulty,
    kanjiCounts: JSON.stringify(Object.fromEntries(deck.summary.kanji)),
    words: deck.words,
    rawText: keepRawText ? deck.rawText : null,
    exampleSentences: deck.exampleSentences,
    textParts,
  };
}

function topLevelRecord(
  metadata: MediaMetadata,
  deck: Parameters<typeof contentRecord>[0],
  difficulty: number,
  keepRawText: boolean,
  textParts: readonly DeckTextPartRecord[],
): DeckRecord {
  const titles = [
    { titleType: TitleType.Original, title: metadata.originalTitle },
    ...(metadata.romajiTitle ? [{ titleType: TitleType.Romaji, title: metadata.romajiTitle }] : []),
    ...(metadata.englishTitle
      ? [{ titleType: TitleType.English, title: metadata.englishTitle }]
      : []),
    ...metadata.aliases.map((title) => ({ titleType: TitleType.Alias, title })),
  ];
  return {
    ...contentRecord(deck, difficulty, keepRawText, textParts),
    parentDeckId: null,
    deckOrder: 0,
    mediaType: metadata.mediaType,
    originalTitle: metadata.originalTitle,
    romajiTitle: metadata.romajiTitle,
    englishTitle: metadata.englishTitle,
    description: metadata.description,
    coverName: metadata.coverName,
    releaseDate: metadata.releaseDate,
    titles: titles.map((title) => ({ ...title, searchKey: titleSearchKey(title.title) })),
    links: metadata.links,
  };
}

/** "Volume 3", "Episode 12", …: the reference's default sub-deck titles. */
export function defaultSubDeckTitle(mediaType: number, index: number): string {
  return `${subDeckNoun[mediaType as MediaType].singular} ${index + 1}`;
}

function sourceName(source: IngestSource): string {
  return source.path ?? source.name ?? source.title ?? 'text';
}

async function sourceText(source: IngestSource): Promise<string> {
  if (source.text !== undefined) return source.text;
  const document = await extractFile(source.path!);
  return document.text;
}
