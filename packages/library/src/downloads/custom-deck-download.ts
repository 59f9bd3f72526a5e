/**
 * Downloads of a pasted text's deck (issue 21, `/parse-deck`): nothing is stored, so the words
 * come from the browser (as the parse answered them) and every format and option of the deck
 * download applies to them: the same selection (`selectWords`) and writers, with definitions,
 * ranks and pitch accents read from the dictionary. Words the dictionary does not have are left
 * out (the list came from the client).
 */
import {
  CUSTOM_DECK_TITLE,
  DeckFormat,
  type CustomDeckWord,
  type DeckDownloadRequest,
} from '@goi/contracts';
import { formKey, getFormFrequencies, getWordDetails, type DbOrTrx } from '@goi/db';
import {
  deckDownload,
  selectWords,
  type DownloadFile,
  type ExportWord,
  type SelectableWord,
} from '@goi/exports';
import { definitionsOf } from './word-definitions';

export interface CustomDeckDownloadInput {
  words: readonly CustomDeckWord[];
  sentences: readonly string[];
  request: DeckDownloadRequest;
}

export async function prepareCustomDeckDownload(
  db: DbOrTrx,
  input: CustomDeckDownloadInput,
  now: Date,
  options: { siteUrl?: string } = {},
): Promise<DownloadFile> {
  const pairs = input.words.map(([wordId, readingIndex]) => ({ wordId, readingIndex }));
  const [details, ranks] = await Promise.all([
    getWordDetails(db, [...new Set(pairs.map((pair) => pair.wordId))]),
    getFormFrequencies(db, pairs),
  ]);
  const entries = new Map(details.map((entry) => [entry.wordId, entry]));
  const seen = new Set<number>();
  const selectable: (SelectableWord & { word: ExportWord })[] = [];
  input.words.forEach(([wordId, readingIndex, occurrences, sentence, wordStart, wordLength]) => {
    const entry = entries.get(wordId);
    const form = entry?.forms.find((candidate) => candidate.readingIndex === readingIndex);
    const key = formKey(wordId, readingIndex);
    if (!entry || !form || seen.has(key)) return;
    seen.add(key);
    const globalRank = ranks.get(key)?.frequencyRank ?? null;
    const text = sentence >= 0 ? input.sentences[sentence] : undefined;
    selectable.push({
      wordId,
      readingIndex,
      occurrences,
      globalRank,
      firstAppearance: selectable.length,
      isKana: form.formType === 1,
      word: {
        wordId,
        readingIndex,
        text: form.text,
        furigana: form.furigana,
        isKana: form.formType === 1,
        occurrences,
        globalRank,
        definitions: definitionsOf(entry, readingIndex),
        pitchAccents: form.pitchAccents,
        exampleSentence: text === undefined ? null : { text, wordStart, wordLength },
      },
    });
  });
  const { request } = input;
  // Yomitan is a frequency dictionary of the whole deck, as for stored decks.
  const yomitan = request.format === DeckFormat.Yomitan;
  const selected = yomitan ? selectable : selectWords(selectable, request);
  const withoutSentences = yomitan || request.excludeExampleSentences;
  return deckDownload(
    request.format,
    { deckId: 0, originalTitle: CUSTOM_DECK_TITLE, title: 'Custom deck', generatedAt: now },
    selected.map(({ word }) => (withoutSentences ? { ...word, exampleSentence: null } : word)),
    options.siteUrl === undefined ? {} : { siteUrl: options.siteUrl },
  );
}
