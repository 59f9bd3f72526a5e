/** Links to the kanji pages of every kanji a word is written with (issue 21). */
import { isKanjiChar, parseFurigana } from '@goi/text';
import { AppLink } from '../shell/app-link';

/** The distinct kanji of furigana texts, in order (々 repeats the previous kanji: no page). */
export function kanjiOfTexts(texts: readonly string[]): string[] {
  const plain = texts.map((text) =>
    parseFurigana(text)
      .map((segment) => segment.text)
      .join(''),
  );
  return [...new Set(plain.flatMap((text) => [...text]))].filter(
    (char) => isKanjiChar(char) && char !== '々' && char !== '〆',
  );
}

export function KanjiLinks({ texts, Heading }: { texts: readonly string[]; Heading: 'h2' | 'h3' }) {
  const kanji = kanjiOfTexts(texts);
  if (kanji.length === 0) return null;
  return (
    <section aria-label="Kanji">
      <Heading className="font-semibold">Kanji</Heading>
      <ul className="flex flex-wrap gap-2">
        {kanji.map((char) => (
          <li key={char}>
            <AppLink
              to={`/kanji/${encodeURIComponent(char)}`}
              lang="ja"
              aria-label={`Kanji ${char}`}
              className="block rounded border border-gray-300 px-3 py-1 text-2xl text-purple-700 hover:bg-purple-100 dark:border-gray-700 dark:text-purple-300 dark:hover:bg-purple-900"
            >
              {char}
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
