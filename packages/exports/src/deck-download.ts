import { DeckFormat } from '@goi/contracts';
import { writeAnkiPackage } from './anki/write-apkg';
import { InvalidDownloadRequestError } from './errors';
import { writeDeckCsv } from './csv/deck-csv';
import { safeDownloadFileName } from './files/safe-file-name';
import { writeDeckTxt, writeDeckTxtRepeated } from './txt/deck-txt';
import type { DownloadFile, ExportDeck, WordSource } from './types';
import { writeDeckYomitan } from './yomitan/deck-frequency';

export interface DeckDownloadOptions {
  /** The site's address, written into Yomitan dictionaries. */
  siteUrl?: string;
}

/**
 * The file for one deck download. `words` are already selected and ordered (see `selectWords`),
 * except for Yomitan, which takes every word of the deck. Nothing is read or written until
 * `body` is iterated.
 */
export function deckDownload(
  format: DeckFormat,
  deck: ExportDeck,
  words: WordSource,
  options: DeckDownloadOptions = {},
): DownloadFile {
  switch (format) {
    case DeckFormat.Anki:
      return {
        fileName: safeDownloadFileName(deck.title, 'apkg'),
        contentType: 'application/octet-stream',
        body: writeAnkiPackage(deck, words),
      };
    case DeckFormat.Csv:
      return {
        fileName: safeDownloadFileName(deck.title, 'csv'),
        contentType: 'text/csv; charset=utf-8',
        body: writeDeckCsv(words),
      };
    case DeckFormat.Txt:
      return {
        fileName: safeDownloadFileName(deck.title, 'txt'),
        contentType: 'text/plain; charset=utf-8',
        body: writeDeckTxt(words),
      };
    case DeckFormat.TxtRepeated:
      return {
        fileName: safeDownloadFileName(`${deck.title} (repeated)`, 'txt'),
        contentType: 'text/plain; charset=utf-8',
        body: writeDeckTxtRepeated(words),
      };
    case DeckFormat.Yomitan:
      return {
        fileName: safeDownloadFileName(`freq_${deck.title}`, 'zip'),
        contentType: 'application/zip',
        body: writeDeckYomitan(deck, words, options.siteUrl),
      };
    default:
      throw new InvalidDownloadRequestError('format', `unknown deck format ${String(format)}`);
  }
}
