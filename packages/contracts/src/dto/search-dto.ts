/**
 * Dictionary search (`GET vocabulary/search`) and kanji pages (`GET kanji/{character}`), issue 21.
 * Not in the reference: Goi's own shapes.
 */
import { z } from 'zod';
import { paginatedSchema } from '../pagination';

export { SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX_LENGTH } from '../dto-values';

/**
 * Why a result matched: the query is one of its forms (`exact`), a conjugation of one
 * (`deinflected`: 食べなかった → 食べる), romaji for one (`romaji`: taberu), or English words of its
 * meanings (`meaning`: "to eat").
 */
export const searchMatchSchema = z.enum(['exact', 'deinflected', 'romaji', 'meaning']);
export type SearchMatch = z.infer<typeof searchMatchSchema>;

export const vocabularySearchResultSchema = z
  .object({
    wordId: z.number().int().positive(),
    /** The form the result shows and links to (`/vocabulary/{wordId}/{readingIndex}`). */
    readingIndex: z.number().int().nonnegative(),
    /** That form as furigana `漢字[かな]` segments. */
    text: z.string(),
    /** Its kana reading. */
    reading: z.string(),
    /** The first senses' glosses, one string per sense ("to eat"). */
    meanings: z.array(z.string()),
    /** Human-readable parts of speech of the first sense. */
    partsOfSpeech: z.array(z.string()),
    /** Global rank of the entry (1 = most frequent), null before ranks are computed. */
    frequencyRank: z.number().int().positive().nullable(),
    match: searchMatchSchema,
    /** For `deinflected` matches: the conjugation steps undone ("negative", "past"). */
    conjugations: z.array(z.string()),
  })
  .meta({ id: 'VocabularySearchResult' });
export type VocabularySearchResult = z.infer<typeof vocabularySearchResultSchema>;

export const vocabularySearchPageSchema = paginatedSchema(
  z.array(vocabularySearchResultSchema),
).meta({ id: 'VocabularySearchPage' });
export type VocabularySearchPage = z.infer<typeof vocabularySearchPageSchema>;

export const kanjiWordSchema = z
  .object({
    wordId: z.number().int().positive(),
    readingIndex: z.number().int().nonnegative(),
    /** The form as furigana segments. */
    text: z.string(),
    meanings: z.array(z.string()),
    /** Occurrences of this form in the library's top-level decks. */
    occurrences: z.number().int().nonnegative(),
    frequencyRank: z.number().int().positive(),
  })
  .meta({ id: 'KanjiWord' });
export type KanjiWord = z.infer<typeof kanjiWordSchema>;

export const kanjiDtoSchema = z
  .object({
    character: z.string(),
    /** English meanings (KANJIDIC2). */
    meanings: z.array(z.string()),
    /** On'yomi in katakana (ショク). */
    onReadings: z.array(z.string()),
    /** Kun'yomi in hiragana, `.` before okurigana (た.べる), `-` for affixes. */
    kunReadings: z.array(z.string()),
    strokeCount: z.number().int().positive().nullable(),
    /** School grade 1–6, 8 (jōyō taught later), 9–10 (jinmeiyō); null when none. */
    grade: z.number().int().positive().nullable(),
    /** Old JLPT level 1–4 (4 easiest); null when none. */
    jlpt: z.number().int().positive().nullable(),
    /** Newspaper frequency rank 1–2500 (KANJIDIC2); null when rarer. */
    newspaperRank: z.number().int().positive().nullable(),
    /** Occurrences in the library (every use of a word written with it) and how many words. */
    library: z.object({
      occurrences: z.number().int().nonnegative(),
      words: z.number().int().nonnegative(),
    }),
    /** The library's words written with it, most frequent first, one page. */
    words: paginatedSchema(z.array(kanjiWordSchema)),
  })
  .meta({ id: 'Kanji' });
export type KanjiDto = z.infer<typeof kanjiDtoSchema>;
