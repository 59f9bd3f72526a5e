/**
 * The deck download use case: find the deck, select its words as the request says, and return
 * the file whose body reads the selected words from the database in batches while it is sent.
 */
import { DeckFormat, TitleLanguage, type DeckDownloadRequest, formKey } from '@goi/contracts';
import { WordKnowledgeState } from '@goi/contracts/values';
import { findWordStates, getDeckTitles, type DbOrTrx, type DeckRow } from '@goi/db';
import {
  deckDownload,
  InvalidDownloadRequestError,
  selectWords,
  type DownloadFile,
  type ExportDeck,
} from '@goi/exports';
import { loadSelectableDeckWords } from './deck-words';
import { streamExportWords } from './export-words';

export interface PrepareDeckDownloadOptions {
  /** The site's address, written into Yomitan dictionaries. */
  siteUrl?: string;
  /**
   * The signed-in reader, whose word states `onlyState` reads (issue 20). Without one,
   * `onlyState: 'unknown'` means "not in `knownWordIds`" and `'young'` is refused.
   */
  userId?: string;
  /** Words read from the database per round trip while the file is written. */
  batchSize?: number;
}

type TitledDeck = Pick<DeckRow, 'originalTitle' | 'romajiTitle' | 'englishTitle'>;

function titleIn(deck: TitledDeck, language: TitleLanguage): string {
  if (language === TitleLanguage.Romaji) return deck.romajiTitle ?? deck.originalTitle;
  if (language === TitleLanguage.English) return deck.englishTitle ?? deck.originalTitle;
  return deck.originalTitle;
}

/**
 * The deck as the writers name it. A sub-deck's titles carry its parent's ("Title - Volume 3"),
 * so neither the file nor the Anki deck is a bare "Volume 3" among a reader's other downloads.
 */
export async function findExportDeck(
  db: DbOrTrx,
  deckId: number,
  language: TitleLanguage = TitleLanguage.Original,
): Promise<ExportDeck | undefined> {
  const deck = await getDeckTitles(db, deckId);
  if (!deck) return undefined;
  const parent =
    deck.parentDeckId === null ? undefined : await getDeckTitles(db, deck.parentDeckId);
  const withParent = (own: string, parentTitle: string | undefined) =>
    parentTitle === undefined ? own : `${parentTitle} - ${own}`;
  const generatedAt = new Date(deck.lastUpdate);
  if (Number.isNaN(generatedAt.getTime())) {
    throw new Error(
      `deck ${deckId}: lastUpdate is not a date (${JSON.stringify(deck.lastUpdate)})`,
    );
  }
  return {
    deckId: deck.deckId,
    originalTitle: withParent(deck.originalTitle, parent?.originalTitle),
    title: withParent(titleIn(deck, language), parent && titleIn(parent, language)),
    generatedAt,
  };
}

/**
 * The file for a deck download, or undefined when the deck does not exist. The request is the
 * validated `DeckDownloadRequest`; selection problems the schema cannot see (a coverage goal out
 * of reach) throw `InvalidDownloadRequestError { field }` before anything is sent.
 */
/** The `keepForm` of `onlyState`: the reader's states (Unknown = no row), or a visitor's ids. */
async function onlyStateFilter(
  db: DbOrTrx,
  request: DeckDownloadRequest,
  userId: string | undefined,
): Promise<((wordId: number, readingIndex: number) => boolean) | undefined> {
  if (request.onlyState === undefined) return undefined;
  if (userId === undefined) {
    if (request.onlyState === 'young')
      throw new InvalidDownloadRequestError('onlyState', 'only Young needs a signed-in reader');
    const known = new Set(request.knownWordIds ?? []);
    return (wordId) => !known.has(wordId);
  }
  const wanted = request.onlyState === 'young' ? WordKnowledgeState.Young : undefined;
  const states = new Map(
    (await findWordStates(db, userId)).map((row) => [
      formKey(row.wordId, row.readingIndex),
      row.state,
    ]),
  );
  return (wordId, readingIndex) => states.get(formKey(wordId, readingIndex)) === wanted;
}

export async function prepareDeckDownload(
  db: DbOrTrx,
  deckId: number,
  request: DeckDownloadRequest,
  options: PrepareDeckDownloadOptions = {},
): Promise<DownloadFile | undefined> {
  const deck = await findExportDeck(db, deckId, request.titleLanguage);
  if (!deck) return undefined;
  const words = await loadSelectableDeckWords(db, deckId);
  // Yomitan is a frequency dictionary of the whole deck: the reference ignores every other option.
  const yomitan = request.format === DeckFormat.Yomitan;
  const keepForm = yomitan ? undefined : await onlyStateFilter(db, request, options.userId);
  const selected = yomitan ? words : selectWords(words, { ...request, keepForm });
  const rows = streamExportWords(db, deckId, selected, {
    excludeExampleSentences: yomitan || request.excludeExampleSentences,
    ...(options.batchSize === undefined ? {} : { batchSize: options.batchSize }),
  });
  return deckDownload(request.format, deck, rows, {
    ...(options.siteUrl === undefined ? {} : { siteUrl: options.siteUrl }),
  });
}
