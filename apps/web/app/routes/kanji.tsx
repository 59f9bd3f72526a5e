/**
 * `/kanji/{character}` (issue 21): a kanji from KANJIDIC2 (meanings, readings, strokes, grade,
 * JLPT, newspaper rank), how much the library uses it, and the library's words written with it.
 */
import type { KanjiDto } from '@goi/contracts';
import { toHiragana } from '@goi/text';
import { FuriganaText } from '../components/furigana-text';
import { Pager } from '../components/pager';
import { loadFromApi, routeNotFound } from '../lib/loader-api.server';
import { pageTitle } from '../lib/page-title';
import { usePreferences } from '../lib/preferences-context';
import { AppLink } from '../shell/app-link';
import type { Route } from './+types/kanji';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const character = params.character ?? '';
  if ([...character].length !== 1) routeNotFound(request);
  const offset = Math.max(0, Number(new URL(request.url).searchParams.get('offset') ?? 0) || 0);
  const kanji = await loadFromApi<KanjiDto>(
    request,
    context,
    `kanji/${encodeURIComponent(character)}`,
    {
      offset,
    },
  );
  return { kanji };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: pageTitle('Kanji') }];
  const { character, meanings } = data.kanji;
  return [
    { title: pageTitle(`${character} – kanji`) },
    { name: 'description', content: `${character}: ${meanings.join(', ')}` },
  ];
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-gray-600 uppercase dark:text-gray-400">{term}</dt>
      <dd className="text-lg">{children}</dd>
    </div>
  );
}

const none = <span className="text-gray-600 dark:text-gray-400">—</span>;

export default function Kanji({ loaderData }: Route.ComponentProps) {
  const { kanji } = loaderData;
  const { preferences } = usePreferences();
  const words = kanji.words;
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-8">
        <h1 lang="ja" className="text-8xl leading-none">
          {kanji.character}
        </h1>
        <p className="text-xl">{kanji.meanings.join(', ') || 'No English meaning listed'}</p>
      </div>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        <Fact term="On'yomi">
          {kanji.onReadings.length > 0 ? (
            <span lang="ja">
              {kanji.onReadings.map((reading, index) => (
                <span key={reading}>
                  {index > 0 && '、'}
                  {reading}{' '}
                  <span className="text-sm text-gray-600 dark:text-gray-400">
                    ({toHiragana(reading)})
                  </span>
                </span>
              ))}
            </span>
          ) : (
            none
          )}
        </Fact>
        <Fact term="Kun'yomi">
          {kanji.kunReadings.length > 0 ? (
            <span lang="ja">{kanji.kunReadings.join('、')}</span>
          ) : (
            none
          )}
        </Fact>
        <Fact term="Strokes">{kanji.strokeCount ?? none}</Fact>
        <Fact term="Grade">{kanji.grade ?? none}</Fact>
        <Fact term="JLPT (old levels 1–4)">{kanji.jlpt ?? none}</Fact>
        <Fact term="Newspaper rank">{kanji.newspaperRank ?? none}</Fact>
        <Fact term="In the library">
          {kanji.library.occurrences.toLocaleString('en-US')} times in{' '}
          {kanji.library.words.toLocaleString('en-US')}{' '}
          {kanji.library.words === 1 ? 'word' : 'words'}
        </Fact>
      </dl>
      <section aria-labelledby="kanji-words-title" className="flex flex-col gap-2">
        <h2 id="kanji-words-title" className="text-xl font-semibold">
          Words of the library written with {kanji.character}
        </h2>
        {words.totalItems === 0 ? (
          <p className="text-gray-600 dark:text-gray-400">
            No word of the library is written with {kanji.character} yet.
          </p>
        ) : (
          <>
            <ol className="flex flex-col divide-y divide-gray-200 dark:divide-gray-800">
              {words.data.map((word) => (
                <li
                  key={`${word.wordId}/${word.readingIndex}`}
                  className="flex flex-col gap-1 py-2 sm:flex-row sm:items-baseline sm:gap-4"
                >
                  <AppLink
                    to={`/vocabulary/${word.wordId}/${word.readingIndex}`}
                    className="text-2xl text-purple-700 hover:underline sm:w-48 sm:shrink-0 dark:text-purple-300"
                  >
                    <FuriganaText text={word.text} show={preferences.displayFurigana} />
                  </AppLink>
                  <span className="flex-1">{word.meanings.join(' · ')}</span>
                  <span className="text-sm text-gray-600 dark:text-gray-400">
                    {word.occurrences.toLocaleString('en-US')}× · rank #
                    {word.frequencyRank.toLocaleString('en-US')}
                  </span>
                </li>
              ))}
            </ol>
            <Pager
              totalItems={words.totalItems}
              pageSize={words.pageSize}
              currentOffset={words.currentOffset}
            />
          </>
        )}
      </section>
    </div>
  );
}
