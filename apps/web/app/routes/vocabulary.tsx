/** `/vocabulary/{wordId}/{readingIndex}`: a word, the media it appears in, example sentences. */
import type { DeckListPage, DecksCountDto, ExampleSentenceDto, WordDto } from '@goi/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DeckCard } from '../components/deck-card';
import { Pager } from '../components/pager';
import { WordEntry } from '../components/word-entry';
import { browserApi } from '../lib/api-client';
import { localizedTitle } from '../lib/deck-title';
import { idParam, loadFromApi, routeNotFound } from '../lib/loader-api.server';
import { pageTitle } from '../lib/page-title';
import { usePreferences } from '../lib/preferences-context';
import type { Route } from './+types/vocabulary';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const wordId = idParam(request, params.wordId);
  if (!/^\d{1,3}$/.test(params.readingIndex ?? '')) routeNotFound(request);
  const readingIndex = Number(params.readingIndex);
  const url = new URL(request.url);
  const offset = Math.max(0, Number(url.searchParams.get('offset') ?? 0) || 0);
  const sortOrder = url.searchParams.get('sortOrder') === '0' ? 0 : 1;
  const [word, decksCount, media] = await Promise.all([
    loadFromApi<WordDto>(request, context, `vocabulary/${wordId}/${readingIndex}`),
    loadFromApi<DecksCountDto>(request, context, 'media-deck/decks-count'),
    loadFromApi<DeckListPage>(request, context, 'media-deck/get-media-decks', {
      wordId,
      readingIndex,
      sortBy: 'occurrences',
      sortOrder,
      offset,
    }),
  ]);
  return { word, decksCount, media, sortOrder };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: pageTitle('Vocabulary') }];
  const text = data.word.mainReading.text.replace(/\[[^\]]*\]/g, '');
  const description = data.word.definitions
    .flatMap((definition) => definition.meanings)
    .slice(0, 6)
    .join('; ');
  return [
    { title: pageTitle(text) },
    { name: 'description', content: `${text}: ${description}` },
    { property: 'og:title', content: text },
    { property: 'og:description', content: description },
  ];
}

export default function Vocabulary({ loaderData }: Route.ComponentProps) {
  const { word, decksCount, media, sortOrder } = loaderData;
  const { preferences } = usePreferences();
  const [searchParams, setSearchParams] = useSearchParams();
  const [sentences, setSentences] = useState<ExampleSentenceDto[]>([]);
  const [loading, setLoading] = useState(false);
  const [exhausted, setExhausted] = useState(false);
  const loadMore = async () => {
    setLoading(true);
    try {
      const more = await browserApi<ExampleSentenceDto[]>(
        `vocabulary/${word.wordId}/${word.mainReading.readingIndex}/random-example-sentences`,
        undefined,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(sentences.map((s) => s.sourceDeck.deckId)),
        },
      );
      if (more.length === 0) setExhausted(true);
      setSentences((current) => [...current, ...more]);
    } finally {
      setLoading(false);
    }
  };
  return (
    <div className="flex flex-col gap-8">
      <WordEntry word={word} decksCount={decksCount} />
      <section aria-labelledby="examples-title">
        <h2 id="examples-title" className="text-xl font-semibold">
          Example sentences
        </h2>
        <ul className="my-2 flex flex-col gap-2">
          {sentences.map((sentence, index) => (
            <li key={index} lang="ja" className="rounded bg-white p-3 dark:bg-gray-900">
              {sentence.text.slice(0, sentence.wordPosition)}
              <strong className="text-purple-700 dark:text-purple-300">
                {sentence.text.slice(
                  sentence.wordPosition,
                  sentence.wordPosition + sentence.wordLength,
                )}
              </strong>
              {sentence.text.slice(sentence.wordPosition + sentence.wordLength)}
              <span lang="en" className="block text-xs text-gray-600 dark:text-gray-400">
                from{' '}
                {sentence.sourceDeckParent
                  ? `${localizedTitle(sentence.sourceDeckParent, preferences.titleLanguage)} – `
                  : ''}
                {localizedTitle(sentence.sourceDeck, preferences.titleLanguage)}
              </span>
            </li>
          ))}
        </ul>
        {!exhausted && (
          <button
            type="button"
            disabled={loading}
            onClick={() => void loadMore()}
            className="rounded border border-purple-700 px-3 py-1 text-purple-700 dark:text-purple-300"
          >
            {sentences.length === 0 ? 'Show example sentences' : 'Load more'}
          </button>
        )}
        {exhausted && (
          <p className="text-sm text-gray-600 dark:text-gray-400">No more example sentences.</p>
        )}
      </section>
      <details open={media.totalItems > 0 && media.totalItems <= 10}>
        <summary className="cursor-pointer text-xl font-semibold">
          View the {media.totalItems} media it appears in
        </summary>
        <label className="my-2 flex items-center gap-2 text-sm">
          Occurrences
          <select
            value={sortOrder}
            onChange={(e) => {
              const next = new URLSearchParams(searchParams);
              next.set('sortOrder', e.target.value);
              next.delete('offset');
              setSearchParams(next, { preventScrollReset: true });
            }}
            className="rounded border border-gray-300 bg-white px-2 py-1 dark:border-gray-700 dark:bg-gray-900"
          >
            <option value={1}>Most first</option>
            <option value={0}>Fewest first</option>
          </select>
        </label>
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {media.data.map((deck) => (
            <DeckCard key={deck.deckId} deck={deck} hasCoverage={false} showOccurrences />
          ))}
        </div>
        <Pager
          totalItems={media.totalItems}
          pageSize={media.pageSize}
          currentOffset={media.currentOffset}
        />
      </details>
    </div>
  );
}
