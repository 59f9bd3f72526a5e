/**
 * `/parse-deck` (issue 21): paste up to 200,000 characters; the page shows the text's
 * statistics, difficulty, the reader's coverage, the coverage curve with its milestones, the
 * full word list (the deck vocabulary's rows, orders and filters, in the URL) and every download
 * format. Nothing is stored: the parse answer's words stay in the page and go back to the API
 * with each request (`custom-deck/vocabulary`, `coverage-curve`, `download`).
 */
import { CUSTOM_DECK_MAX_LENGTH, CUSTOM_DECK_TITLE } from '@goi/contracts/values';
import type {
  CoverageCurveDto,
  CustomDeckVocabularyPage,
  CustomDeckWord,
  ParseCustomDeckResponse,
} from '@goi/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { CoverageCurve } from '../components/coverage-curve';
import { DifficultyBadge } from '../components/difficulty-badge';
import { DownloadDialog } from '../components/download-dialog';
import { Pager } from '../components/pager';
import { SortControls } from '../components/sort-controls';
import { VocabularyFilterForm } from '../components/vocabulary-filter-form';
import { WordRow } from '../components/word-row';
import {
  apiUrl,
  BROWSER_API_BASE,
  browserApi,
  fetchJson,
  type QueryValue,
} from '../lib/api-client';
import { formatPercent } from '../lib/coverage';
import { formatInteger } from '../lib/format';
import { useKnownWords } from '../lib/known-words-context';
import { viewingRange } from '../lib/media-list-filters';
import { pageTitle } from '../lib/page-title';
import { useQueryUpdate } from '../lib/use-query-update';
import {
  readVocabularyFilters,
  vocabularyFilterParams,
  vocabularyQuery,
  vocabularySortOptions,
} from '../lib/vocabulary-filters';

export function meta() {
  return [
    { title: pageTitle('Parse a deck') },
    {
      name: 'description',
      content:
        'Paste a Japanese text: its statistics, difficulty, your coverage, the words to learn and every deck download.',
    },
  ];
}

type ParseState =
  | { status: 'idle' }
  | { status: 'parsing'; characters: number }
  | { status: 'done'; result: ParseCustomDeckResponse }
  | { status: 'error'; message: string };

/**
 * POSTs `body` with the reader's known words: a signed-in reader's through their session (the
 * API reads them), a visitor's from this browser in the body.
 */
function usePersonalPost() {
  const { client } = useAuth();
  const { source, knownWordIds } = useKnownWords();
  return {
    personal: source === 'account' || knownWordIds.length > 0,
    signedIn: source === 'account',
    key: `${source}:${knownWordIds.length}`,
    post: async <T,>(path: string, query: Record<string, QueryValue>, body: object) => {
      const init = { method: 'POST', headers: { 'content-type': 'application/json' } };
      if (source === 'account' && client) {
        const response = await client.apiFetch(apiUrl('', path, query), {
          ...init,
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`The API answered ${response.status}`);
        return (await response.json()) as T;
      }
      return fetchJson<T>(apiUrl(BROWSER_API_BASE, path, query), {
        ...init,
        body: JSON.stringify({ ...body, knownWordIds }),
      });
    },
  };
}

/** Seconds since `running` became true (for the parse's progress line). */
function useElapsedSeconds(running: boolean): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!running) return;
    setSeconds(0);
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 500);
    return () => clearInterval(timer);
  }, [running]);
  return seconds;
}

function ParseProgress({ characters }: { characters: number }) {
  const seconds = useElapsedSeconds(true);
  const text = `Parsing ${formatInteger(characters)} characters… ${seconds} s`;
  return (
    <div className="flex flex-col gap-1" role="status">
      <div
        role="progressbar"
        aria-label="Parsing the text"
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded bg-purple-100 dark:bg-purple-950"
      >
        <div className="h-full w-full rounded bg-purple-700 motion-safe:animate-pulse" />
      </div>
      <p className="text-sm text-gray-700 dark:text-gray-300">{text}</p>
    </div>
  );
}

function Statistics({ result }: { result: ParseCustomDeckResponse }) {
  const { deck } = result;
  const rows: [string, string][] = [
    ['Characters', formatInteger(deck.characterCount)],
    ['Words', formatInteger(deck.wordCount)],
    ['Unique words', formatInteger(deck.uniqueWordCount)],
    ['Words used once', formatInteger(deck.uniqueWordUsedOnceCount)],
    ['Unique kanji', formatInteger(deck.uniqueKanjiCount)],
    ['Kanji used once', formatInteger(deck.uniqueKanjiUsedOnceCount)],
    ['Sentences', formatInteger(deck.sentenceCount)],
    [
      'Average sentence length',
      deck.averageSentenceLength > 0 ? deck.averageSentenceLength.toFixed(1) : '—',
    ],
    ['Dialogue', `${Math.round(deck.dialoguePercentage)}%`],
  ];
  return (
    <section aria-labelledby="stats-title" className="flex flex-col gap-2">
      <h2 id="stats-title" className="text-xl font-semibold">
        Statistics
      </h2>
      <div className="flex items-center gap-2">
        <span className="text-sm font-medium">Difficulty</span>
        {deck.difficultyRaw >= 0 ? (
          <DifficultyBadge raw={deck.difficultyRaw} />
        ) : (
          <span className="text-sm text-gray-600 dark:text-gray-400">not enough text</span>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col">
            <dt className="text-gray-600 dark:text-gray-400">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function WordList({
  words,
  onCounts,
}: {
  words: CustomDeckWord[];
  onCounts: (counts: CustomDeckVocabularyPage['counts']) => void;
}) {
  const [searchParams] = useSearchParams();
  const query = vocabularyQuery(searchParams);
  const filters = readVocabularyFilters(searchParams);
  const { post, personal, key, signedIn } = usePersonalPost();
  const [page, setPage] = useState<CustomDeckVocabularyPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const update = useQueryUpdate();
  const onCountsRef = useRef(onCounts);
  onCountsRef.current = onCounts;
  const apiQuery = {
    ...query,
    ...vocabularyFilterParams(filters, { known: personal }),
    // Word states are kept with an account only.
    ...(signedIn ? {} : { state: undefined }),
  };
  const queryKey = JSON.stringify(apiQuery);

  useEffect(() => {
    let cancelled = false;
    setError(null);
    post<CustomDeckVocabularyPage>('media-deck/custom-deck/vocabulary', apiQuery, { words }).then(
      (answer) => {
        if (cancelled) return;
        setPage(answer);
        onCountsRef.current(answer.counts);
      },
      (caught: unknown) => {
        if (!cancelled) setError((caught as Error).message);
      },
    );
    return () => {
      cancelled = true;
    };
    // The words and the query decide the answer (`post` changes with the known words: `key`).
  }, [words, queryKey, key]);

  return (
    <section aria-labelledby="words-title" className="flex flex-col gap-3">
      <h2 id="words-title" className="text-xl font-semibold">
        Words
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <SortControls
          options={vocabularySortOptions}
          sortBy={query.sortBy}
          sortOrder={query.sortOrder}
          update={update}
        />
      </div>
      <VocabularyFilterForm
        filters={filters}
        canUseKnown={personal}
        canUseStates={signedIn}
        keep={{ sortBy: query.sortBy, sortOrder: String(query.sortOrder) }}
      />
      {error && (
        <p role="alert" className="text-red-700 dark:text-red-400">
          The words could not be loaded: {error}
        </p>
      )}
      {!page && !error && <p role="status">Loading the words…</p>}
      {page && (
        <>
          <p className="text-sm text-gray-600 dark:text-gray-400" aria-live="polite">
            {viewingRange({ ...page, data: page.data.words })} words
            {page.totalItems !== page.counts.all
              ? ` (${formatInteger(page.counts.all)} in the text)`
              : ''}
          </p>
          {page.data.words.length === 0 ? (
            <p>No word of this text matches these filters.</p>
          ) : (
            <ol className="flex flex-col gap-2">
              {page.data.words.map((word) => (
                <WordRow key={`${word.wordId}-${word.mainReading.readingIndex}`} word={word} />
              ))}
            </ol>
          )}
          <Pager
            totalItems={page.totalItems}
            pageSize={page.pageSize}
            currentOffset={page.currentOffset}
          />
        </>
      )}
    </section>
  );
}

function Result({ result }: { result: ParseCustomDeckResponse }) {
  const { post, personal, key } = usePersonalPost();
  const [curve, setCurve] = useState<CoverageCurveDto | null>(null);
  const [counts, setCounts] = useState<CustomDeckVocabularyPage['counts'] | null>(null);
  const [download, setDownload] = useState<{ target?: number } | null>(null);

  useEffect(() => {
    let cancelled = false;
    post<CoverageCurveDto>('media-deck/custom-deck/coverage-curve', {}, { words: result.words })
      .then((answer) => !cancelled && setCurve(answer))
      .catch((error: unknown) => console.warn('Coverage curve unavailable', error));
    return () => {
      cancelled = true;
    };
  }, [result, key]);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-semibold">{CUSTOM_DECK_TITLE}</h2>
        <button
          type="button"
          onClick={() => setDownload({})}
          className="rounded bg-purple-700 px-4 py-1.5 text-white hover:bg-purple-800"
        >
          Download…
        </button>
      </div>
      <Statistics result={result} />
      <section aria-labelledby="coverage-title" className="flex flex-col gap-1">
        <h2 id="coverage-title" className="text-xl font-semibold">
          Your coverage
        </h2>
        {personal && curve ? (
          <p>
            You know {formatPercent(curve.startCoverage)} of the words of this text
            {counts?.known != null
              ? ` (${formatInteger(counts.known)} of its ${formatInteger(counts.all)} distinct words)`
              : ''}
            .
          </p>
        ) : personal ? (
          <p role="status">Computing your coverage…</p>
        ) : (
          <p className="text-sm text-gray-700 dark:text-gray-300">
            Mark words as known (or sign in) to see how much of this text you already know.
          </p>
        )}
      </section>
      {curve && (
        <CoverageCurve
          curve={curve}
          personal={personal}
          onDownload={(target) => setDownload({ target })}
        />
      )}
      <WordList words={result.words} onCounts={setCounts} />
      <DownloadDialog
        deck={download ? result.deck : null}
        targetCoverage={download?.target}
        customDeck={{ words: result.words, sentences: result.sentences }}
        onClose={() => setDownload(null)}
      />
    </div>
  );
}

export default function ParseDeck() {
  const [text, setText] = useState('');
  const [state, setState] = useState<ParseState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const ids = { text: useId(), count: useId() };
  useEffect(() => () => controller.current?.abort(), []);

  const submit = async () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'parsing', characters: text.length });
    try {
      const result = await browserApi<ParseCustomDeckResponse>(
        'media-deck/parse-custom-deck',
        undefined,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ text }),
          signal: current.signal,
        },
      );
      setState({ status: 'done', result });
    } catch (caught) {
      if (current.signal.aborted) setState({ status: 'idle' });
      else setState({ status: 'error', message: (caught as Error).message });
    }
  };
  const parsing = state.status === 'parsing';

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Parse a deck</h1>
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={ids.text} className="text-sm font-medium">
          Japanese text
        </label>
        <textarea
          id={ids.text}
          value={text}
          maxLength={CUSTOM_DECK_MAX_LENGTH}
          rows={10}
          lang="ja"
          aria-describedby={ids.count}
          onChange={(event) => setText(event.target.value)}
          className="rounded border border-gray-300 bg-white p-2 dark:border-gray-700 dark:bg-gray-900"
        />
        <p id={ids.count} className="text-sm text-gray-600 dark:text-gray-400">
          {formatInteger(text.length)} / {formatInteger(CUSTOM_DECK_MAX_LENGTH)} characters
          {text.length >= CUSTOM_DECK_MAX_LENGTH
            ? ' — the limit: anything pasted beyond it was left out.'
            : ''}
        </p>
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            disabled={parsing || !text.trim()}
            className="rounded bg-purple-700 px-4 py-1.5 text-white disabled:opacity-50"
          >
            {parsing ? 'Parsing…' : 'Parse'}
          </button>
          {parsing && (
            <button
              type="button"
              onClick={() => controller.current?.abort()}
              className="rounded border border-gray-300 px-4 py-1.5 dark:border-gray-700"
            >
              Cancel
            </button>
          )}
        </div>
      </form>
      {state.status === 'parsing' && <ParseProgress characters={state.characters} />}
      {state.status === 'error' && (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {state.message}
        </p>
      )}
      {state.status === 'done' && <Result result={state.result} />}
    </div>
  );
}
