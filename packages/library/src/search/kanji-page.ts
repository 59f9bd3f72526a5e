/**
 * A kanji page (issue 21): KANJIDIC2's facts about the character and the library's words written
 * with it, most frequent first.
 */
import { SEARCH_PAGE_SIZE, type KanjiDto } from '@goi/contracts';
import { getKanji, getWordSummaries, libraryWordsWithKanji, type DbOrTrx } from '@goi/db';
import { meaningsOfForm } from './search-dictionary';

/** Undefined when KANJIDIC2 does not have the character. */
export async function kanjiPage(
  db: DbOrTrx,
  character: string,
  offset: number,
): Promise<KanjiDto | undefined> {
  const kanji = await getKanji(db, character);
  if (!kanji) return undefined;
  const words = await libraryWordsWithKanji(db, character, offset, SEARCH_PAGE_SIZE);
  const summaries = new Map(
    (
      await getWordSummaries(
        db,
        words.rows.map((row) => row.wordId),
      )
    ).map((summary) => [summary.wordId, summary]),
  );
  return {
    character: kanji.literal,
    meanings: kanji.meanings,
    onReadings: kanji.onReadings,
    kunReadings: kanji.kunReadings,
    strokeCount: kanji.strokeCount,
    grade: kanji.grade,
    jlpt: kanji.jlpt,
    newspaperRank: kanji.frequency,
    library: { occurrences: words.occurrences, words: words.total },
    words: {
      data: words.rows.flatMap((row) => {
        const summary = summaries.get(row.wordId);
        const form = summary?.forms.find((each) => each.readingIndex === row.readingIndex);
        if (!summary || !form) return [];
        return [
          {
            wordId: row.wordId,
            readingIndex: row.readingIndex,
            text: form.furigana || form.text,
            meanings: meaningsOfForm(summary, row.readingIndex),
            occurrences: row.occurrences,
            frequencyRank: row.frequencyRank,
          },
        ];
      }),
      totalItems: words.total,
      pageSize: SEARCH_PAGE_SIZE,
      currentOffset: offset,
    },
  };
}
