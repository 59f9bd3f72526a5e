/** `/parse?text=`: the text as words and gaps; clicking a word shows its entry and conjugation. */
import { PARSE_TEXT_MAX_LENGTH } from '@goi/contracts/values';
import type { DeckWordDto, WordDto } from '@goi/contracts';
import { useState } from 'react';
import { Form } from 'react-router';
import { WordEntry } from '../components/word-entry';
import { browserApi } from '../lib/api-client';
import { loadFromApi } from '../lib/loader-api.server';
import { pageTitle } from '../lib/page-title';
import type { Route } from './+types/parse';

export async function loader({ request, context }: Route.LoaderArgs) {
  const text = (new URL(request.url).searchParams.get('text') ?? '').slice(
    0,
    PARSE_TEXT_MAX_LENGTH,
  );
  if (!text.trim()) return { text, words: [] as DeckWordDto[], busy: null };
  try {
    const words = await loadFromApi<DeckWordDto[]>(request, context, 'vocabulary/parse', { text });
    return { text, words, busy: null };
  } catch (error) {
    // A busy parser (503) keeps the reader's text on the page with a note to try again, rather
    // than replacing the page (and the text typed into it) with the error page.
    if (thrownStatus(error) !== 503) throw error;
    return { text, words: [] as DeckWordDto[], busy: thrownMessage(error) };
  }
}

/** The status of what a loader threw with React Router's `data(message, { status })`. */
function thrownStatus(error: unknown): number | undefined {
  return (error as { init?: { status?: number } } | null)?.init?.status;
}

function thrownMessage(error: unknown): string {
  const message = (error as { data?: unknown }).data;
  return typeof message === 'string' && message
    ? message
    : 'The parser is busy; try again shortly.';
}

export function meta() {
  return [
    { title: pageTitle('Parse') },
    { name: 'description', content: 'Split Japanese text into dictionary words.' },
  ];
}

export default function Parse({ loaderData }: Route.ComponentProps) {
  const { text, words, busy } = loaderData;
  const [selected, setSelected] = useState<{ token: DeckWordDto; word: WordDto } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const open = async (token: DeckWordDto) => {
    setError(null);
    try {
      const word = await browserApi<WordDto>(`vocabulary/${token.wordId}/${token.readingIndex}`);
      setSelected({ token, word });
    } catch (caught) {
      setError((caught as Error).message);
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Parse</h1>
      <Form method="get" className="flex flex-col gap-2">
        <label htmlFor="parse-text" className="text-sm font-medium">
          Japanese text (up to {PARSE_TEXT_MAX_LENGTH} characters)
        </label>
        <textarea
          id="parse-text"
          name="text"
          defaultValue={text}
          maxLength={PARSE_TEXT_MAX_LENGTH}
          rows={3}
          lang="ja"
          className="rounded border border-gray-300 bg-white p-2 dark:border-gray-700 dark:bg-gray-900"
        />
        <button type="submit" className="self-start rounded bg-purple-700 px-4 py-1 text-white">
          Parse
        </button>
      </Form>
      {busy && (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {busy}
        </p>
      )}
      {words.length > 0 && (
        <p lang="ja" className="text-2xl leading-loose" data-testid="parsed-text">
          {words.map((token, index) =>
            token.wordId === 0 ? (
              <span key={index}>{token.originalText}</span>
            ) : (
              <button
                key={index}
                type="button"
                onClick={() => void open(token)}
                className="mx-0.5 rounded border-b-2 border-purple-500 px-0.5 hover:bg-purple-100 dark:hover:bg-purple-900"
                aria-label={`${token.originalText}: show the dictionary entry`}
              >
                {token.originalText}
              </button>
            ),
          )}
        </p>
      )}
      {error && (
        <p role="alert" className="text-red-600">
          {error}
        </p>
      )}
      {selected && (
        <section aria-label="Dictionary entry" className="rounded-lg bg-white p-4 dark:bg-gray-900">
          <WordEntry
            word={selected.word}
            conjugations={selected.token.conjugations}
            headingLevel={2}
          />
        </section>
      )}
    </div>
  );
}
