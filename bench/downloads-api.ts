/**
 * Deck downloads end to end: `POST /api/media-deck/{id}/download` through `app.inject` on an
 * in-memory SQLite library holding a 10,000-word deck (every word with senses, pitch, a global
 * rank and an example sentence in a chapter). Baseline: the writer alone on the same rows,
 * already in memory, measured in the same run, so the ratio is what reading the deck from the
 * database, selecting and streaming through HTTP add.
 * Run: `npx tsx bench/downloads-api.ts`.
 */
import { parseApiConfig, buildApp } from '@goi/api';
import { DeckDownloadType, DeckFormat, DeckOrder, deckFormatLabels } from '@goi/contracts';
import { migrateToLatest, openDatabase, toJson, type Db } from '@goi/db';
import { type ExportWord, deckDownload } from '@goi/exports';
import { loadSelectableDeckWords, streamExportWords } from '@goi/library';

const wordCount = 10_000;
const runs = 3;
const firstWordId = 1_000_000;
const timestamp = '2026-01-01T00:00:00.000Z';

const kanji = '食飲見聞話読書行来帰学校生先時間日本語手足目口耳山川田人子女男力気天雨';
const kana =
  'あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをん';

function spell(alphabet: string, index: number, length: number): string {
  let text = '';
  let rest = index;
  for (let i = 0; i < length; i++) {
    text += alphabet[rest % alphabet.length];
    rest = Math.floor(rest / alphabet.length);
  }
  return text;
}

async function insertChunked<T>(items: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += 500)
    await insert(items.slice(start, start + 500));
}

const deckColumns = {
  mediaType: 4,
  romajiTitle: null,
  englishTitle: null,
  creationDate: timestamp,
  lastUpdate: timestamp,
  characterCount: 0,
  wordCount: 0,
  uniqueWordCount: wordCount,
  uniqueWordUsedOnceCount: 0,
  uniqueKanjiCount: 0,
  uniqueKanjiUsedOnceCount: 0,
  kanjiCharacterCount: 0,
  sentenceCount: 0,
  dialoguePercentage: 0,
  hideDialoguePercentage: 0,
  difficulty: 2,
  difficultyOverride: -1,
  isNsfw: 0,
};

/** A novel of `wordCount` distinct words and one chapter holding a sentence for each. */
async function buildLibrary(db: Db): Promise<number> {
  const indexes = Array.from({ length: wordCount }, (_, index) => index);
  const textOf = (index: number) => `${spell(kanji, index, 3)}${spell(kana, index % 7, 2)}`;
  await insertChunked(indexes, (chunk) =>
    db
      .insertInto('dictEntries')
      .values(
        chunk.map((index) => ({
          wordId: firstWordId + index,
          priorityScore: 0,
          priorityTags: '[]',
          partsOfSpeech: '["v1","vt"]',
        })),
      )
      .execute(),
  );
  await insertChunked(indexes, (chunk) =>
    db
      .insertInto('dictForms')
      .values(
        chunk.flatMap((index) => {
          const reading = spell(kana, index + 3, 4);
          const common = { info: '[]', isHidden: 0, appliesTo: null, priorRank: null, reading };
          const stem = spell(kanji, index, 3);
          return [
            {
              ...common,
              wordId: firstWordId + index,
              readingIndex: 0,
              text: textOf(index),
              formType: 0,
              furigana: `${stem}[${reading}]${spell(kana, index % 7, 2)}`,
            },
            {
              ...common,
              wordId: firstWordId + index,
              readingIndex: 1,
              text: `${reading}${spell(kana, index % 7, 2)}`,
              formType: 1,
              furigana: `${reading}${spell(kana, index % 7, 2)}`,
            },
          ];
        }),
      )
      .execute(),
  );
  await insertChunked(indexes, (chunk) =>
    db
      .insertInto('dictSenses')
      .values(
        chunk.flatMap((index) =>
          [0, 1, 2].map((senseIndex) => ({
            wordId: firstWordId + index,
            senseIndex,
            partsOfSpeech: '["v1","vt"]',
            misc: '[]',
            fields: '[]',
            dialects: '[]',
            info: '[]',
            glosses: toJson([`meaning ${index}.${senseIndex}`, `another, "quoted" gloss`]),
            restrictedTo: null,
          })),
        ),
      )
      .execute(),
  );
  await insertChunked(indexes, (chunk) =>
    db
      .insertInto('dictPitchAccents')
      .values(
        chunk.map((index) => ({
          wordId: firstWordId + index,
          readingIndex: 0,
          positions: toJson([index % 4]),
        })),
      )
      .execute(),
  );
  const { deckId } = await db
    .insertInto('decks')
    .values({ ...deckColumns, parentDeckId: null, deckOrder: 0, originalTitle: 'ベンチマーク' })
    .returning('deckId')
    .executeTakeFirstOrThrow();
  const { deckId: chapterId } = await db
    .insertInto('decks')
    .values({ ...deckColumns, parentDeckId: deckId, deckOrder: 1, originalTitle: '第一章' })
    .returning('deckId')
    .executeTakeFirstOrThrow();
  await insertChunked(indexes, (chunk) =>
    db
      .insertInto('deckWords')
      .values(
        chunk.map((index) => ({
          deckId,
          wordId: firstWordId + index,
          readingIndex: 0,
          occurrences: Math.max(1, Math.floor(5000 / (index + 1))),
          firstPosition: index,
        })),
      )
      .execute(),
  );
  await insertChunked(
    indexes.filter((index) => index % 10 !== 0),
    (chunk) =>
      db
        .insertInto('formFrequencies')
        .values(
          chunk.map((index) => ({
            wordId: firstWordId + index,
            readingIndex: 0,
            frequencyRank: index + 1,
            occurrences: 1,
            usedInMediaAmount: 1,
            frequencyPercentage: 100,
          })),
        )
        .execute(),
  );
  await insertChunked(indexes, async (chunk) => {
    const sentences = await db
      .insertInto('exampleSentences')
      .values(
        chunk.map((index) => ({
          deckId: chapterId,
          position: index,
          text: `${spell(kana, index + 1, 6)}${textOf(index)}${spell(kana, index + 2, 10)}。`,
        })),
      )
      .returning('sentenceId')
      .execute();
    await db
      .insertInto('exampleSentenceWords')
      .values(
        chunk.map((index, i) => ({
          sentenceId: sentences[i]!.sentenceId,
          wordId: firstWordId + index,
          readingIndex: 0,
          position: 6,
          length: textOf(index).length,
        })),
      )
      .execute();
  });
  return deckId;
}

function median(times: number[]): number {
  return [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

const database = openDatabase({ dataDir: '', sqliteFile: ':memory:' });
await migrateToLatest(database.db);
const deckId = await buildLibrary(database.db);
const app = buildApp(parseApiConfig({ logLevel: 'warn', rateLimit: { enabled: false } }), database);
await app.ready();

// The baseline's rows: the same words, read once, held in memory.
const selectable = await loadSelectableDeckWords(database.db, deckId);
const rows: ExportWord[] = [];
for await (const row of streamExportWords(database.db, deckId, selectable)) rows.push(row);
const deck = {
  deckId,
  originalTitle: 'ベンチマーク',
  title: 'ベンチマーク',
  generatedAt: new Date(timestamp),
};

async function writerOnly(format: DeckFormat): Promise<number> {
  const start = performance.now();
  for await (const _ of deckDownload(format, deck, rows).body);
  return performance.now() - start;
}

async function endToEnd(format: DeckFormat): Promise<{ ms: number; bytes: number }> {
  const start = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: `/api/media-deck/${deckId}/download`,
    payload: { format, downloadType: DeckDownloadType.Full, order: DeckOrder.DeckFrequency },
  });
  const ms = performance.now() - start;
  if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
  return { ms, bytes: response.rawPayload.length };
}

// Warm-up: JIT, SQLite statement cache.
await endToEnd(DeckFormat.Csv);
await writerOnly(DeckFormat.Csv);

console.log(
  `deck download through the API, ${wordCount} words, median of ${runs} runs (baseline: the writer alone on rows in memory)`,
);
for (const format of [DeckFormat.Anki, DeckFormat.Csv, DeckFormat.Yomitan]) {
  const writer: number[] = [];
  const api: number[] = [];
  let bytes = 0;
  for (let run = 0; run < runs; run++) {
    writer.push(await writerOnly(format));
    const result = await endToEnd(format);
    api.push(result.ms);
    bytes = result.bytes;
  }
  const ratio = median(api) / median(writer);
  console.log(
    `${deckFormatLabels[format].padEnd(10)} writer ${median(writer).toFixed(0).padStart(5)} ms  API ${median(api).toFixed(0).padStart(5)} ms  ${ratio.toFixed(2).padStart(5)}× writer  ${(bytes / 1024).toFixed(0).padStart(6)} KiB`,
  );
}
console.log(
  `resident memory after the run: ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB`,
);
await app.close();
await database.close();
