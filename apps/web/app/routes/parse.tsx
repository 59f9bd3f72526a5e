/**
 * `/parse?text=`: the text as words and gaps; the first word's entry shows at once, clicking
 * another shows its entry and conjugation. A text longer than the limit is cut, and the page
 * says so (`cut` carries the length of a text the form cut before sending it).
 */
import { PARSE_TEXT_MAX_LENGTH } from '@goi/contracts/values';
import type { DeckWordDto, WordDto } from '@goi/contracts';
import { useId, useState } from 'react';
import { Form, useSubmit } from 'react-router';
import { WordEntry } from '../components/word-entry';
import { browserApi } from '../lib/api-client';
import { loadFromApi } from '../lib/loader-api.server';
import { pageTitle } from '../lib/page-title';
import { AppLink } from '../shell/app-link';
import type { Route } from './+types/parse';

/** The first `limit` UTF-16 units of a text, without splitting a surrogate pair (𠮟). */
export function cutText(text: string, limit: number): string {
  const cut = text.slice(0, limit);
  return /[\uD800-\uDBFF]$/.test(cut) && text.length > limit ? cut.slice(0, -1) : cut;
}

/** The selected word: its place in the parsed text and its entry. */
interface Selection {
  index: number;
  word: WordDto;
}

/** The length of the text the reader gave, when it was longer than the limit; else null. */
export function cutFromLength(rawText: string, cutParam: string | null): number | null {
  const claimed = Number(cutParam);
  const original = Math.max(
    rawText.length,
    Number.isInteger(claimed) && claimed > 0 && claimed < 10_000_000 ? claimed : 0,
  );
  return original > PARSE_TEXT_MAX_LENGTH ? original : null;
}

async function firstWordOf(
  request: Request,
  context: Route.LoaderArgs['context'],
  words: readonly DeckWordDto[],
): Promise<Selection | null> {
  const index = words.findIndex((each) => each.wordId !== 0);
  const token = words[index];
  if (!token) return null;
  try {
    const word = await loadFromApi<WordDto>(
      request,
      context,
      `vocabulary/${token.wordId}/${token.readingIndex}`,
    );
    return { index, word };
  } catch {
    // The words still show; the reader can click one.
    return null;
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const raw = params.get('text') ?? '';
  const text = cutText(raw, PARSE_TEXT_MAX_LENGTH);
  const cutFrom = cutFromLength(raw, params.get('cut'));
  const empty = { text, cutFrom, words: [] as DeckWordDto[], first: null, busy: null };
  if (!text.trim()) return empty;
  try {
    const words = await loadFromApi<DeckWordDto[]>(request, context, 'vocabulary/parse', { text });
    // The first word's entry is rendered with the page: nothing to click before reading it.
    const first = await firstWordOf(request, context, words);
    return { ...empty, words, first };
  } catch (error) {
    // A busy parser (503) keeps the reader's text on the page with a note to try again, rather
    // than replacing the page (and the text typed into it) with the error page.
    if (thrownStatus(error) !== 503) throw error;
    return { ...empty, busy: thrownMessage(error) };
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
  const { text, cutFrom, words, first, busy } = loaderData;
  const [selected, setSelected] = useState<Selection | null>(first);
  const [error, setError] = useState<string | null>(null);
  const [draft, setDraft] = useState(text);
  // A new result (another text submitted) selects its own first word and shows its text.
  const [shownResult, setShownResult] = useState(loaderData);
  if (shownResult !== loaderData) {
    setShownResult(loaderData);
    setSelected(first);
    setDraft(text);
    setError(null);
  }
  const submit = useSubmit();
  const counterId = useId();
  const tooLong = draft.length > PARSE_TEXT_MAX_LENGTH;
  const open = async (token: DeckWordDto, index: number) => {
    setError(null);
    try {
      const word = await browserApi<WordDto>(`vocabulary/${token.wordId}/${token.readingIndex}`);
      setSelected({ index, word });
    } catch (caught) {
      setError((caught as Error).message);
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Parse</h1>
      <Form
        method="get"
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          // A longer text is cut here rather than silently by the browser (a textarea's
          // maxLength drops what is pasted beyond it), and the result page says so.
          if (!tooLong) return;
          event.preventDefault();
          void submit(
            { text: cutText(draft, PARSE_TEXT_MAX_LENGTH), cut: String(draft.length) },
            { method: 'get' },
          );
        }}
      >
        <label htmlFor="parse-text" className="text-sm font-medium">
          Japanese text (up to {PARSE_TEXT_MAX_LENGTH} characters)
        </label>
        <textarea
          id="parse-text"
          name="text"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          aria-describedby={counterId}
          rows={3}
          lang="ja"
          className="rounded border border-gray-300 bg-white p-2 dark:border-gray-700 dark:bg-gray-900"
        />
        <p
          id={counterId}
          className={`text-sm ${tooLong ? 'text-red-700 dark:text-red-400' : 'text-gray-600 dark:text-gray-400'}`}
        >
          {draft.length.toLocaleString('en-US')} / {PARSE_TEXT_MAX_LENGTH} characters
          {tooLong && ` — only the first ${PARSE_TEXT_MAX_LENGTH} will be parsed`}
        </p>
        <button type="submit" className="self-start rounded bg-purple-700 px-4 py-1 text-white">
          Parse
        </button>
      </Form>
      {cutFrom !== null && (
        <p
          role="status"
          className="rounded border border-amber-500 bg-amber-50 p-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          Your text had {cutFrom.toLocaleString('en-US')} characters: only the first{' '}
          {PARSE_TEXT_MAX_LENGTH} were parsed. Paste longer texts into{' '}
          <AppLink to="/parse-deck" className="underline">
            Parse deck
          </AppLink>
          .
        </p>
      )}
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
                onClick={() => void open(token, index)}
                aria-pressed={selected?.index === index}
                className={`mx-0.5 rounded border-b-2 border-purple-500 px-0.5 hover:bg-purple-100 dark:hover:bg-purple-900 ${selected?.index === index ? 'bg-purple-100 dark:bg-purple-900' : ''}`}
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
            conjugations={words[selected.index]?.conjugations}
            headingLevel={2}
            linkHeadword
          />
        </section>
      )}
    </div>
  );
}
