/**
 * The user's study decks (cards, new cards, delete with confirmation) and a form to make one
 * from the most frequent words or a pasted list (the text is parsed into words). Media decks
 * are added from their own page ("Study this deck").
 */
import type { DeckWordDto, StudyDeckDto } from '@goi/contracts';
import { PARSE_TEXT_MAX_LENGTH } from '@goi/contracts';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { AppLink } from '../shell/app-link';
import type { StudyApi } from './study-api';
import { OutcomeMessage } from '../components/outcome-message';

const input =
  'rounded border border-gray-400 bg-white px-2 py-1 dark:border-gray-600 dark:bg-gray-900';
const button =
  'rounded bg-purple-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-purple-800 disabled:opacity-60';

export function StudyDecksPanel({
  api,
  changed,
  onChange,
}: {
  api: StudyApi;
  /** Bumped by the session after answers, so the counts stay fresh. */
  changed: number;
  onChange: () => void;
}) {
  const [decks, setDecks] = useState<StudyDeckDto[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [source, setSource] = useState<'global-frequency' | 'list'>('global-frequency');
  const [limit, setLimit] = useState(500);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setDecks(await api.decks());
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : String(problem));
    }
  }, [api]);
  useEffect(() => {
    void load();
  }, [load, changed]);

  async function create(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      let body;
      if (source === 'list') {
        const parsed = await api.parse(text);
        const words = parsed
          .filter((word: DeckWordDto) => word.wordId > 0)
          .map((word) => ({ wordId: word.wordId, readingIndex: word.readingIndex }));
        if (words.length === 0) throw new Error('No dictionary word was found in that text.');
        body = { source, words } as const;
      } else body = { source, limit } as const;
      const created = await api.createDeck(body);
      setNotice(
        `Made “${created.studyDeck.name}”: ${created.added} new card${created.added === 1 ? '' : 's'}` +
          (created.skipped > 0 ? ` (${created.skipped} known or already studied skipped).` : '.'),
      );
      setText('');
      onChange();
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : String(problem));
    } finally {
      setBusy(false);
    }
  }

  async function remove(deck: StudyDeckDto) {
    if (!window.confirm(`Delete “${deck.name}” with its ${deck.cards} cards and their history?`))
      return;
    try {
      await api.deleteDeck(deck.studyDeckId);
      setNotice(`Deleted “${deck.name}”.`);
      onChange();
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : String(problem));
    }
  }

  return (
    <section aria-labelledby="study-decks" className="flex flex-col gap-3">
      <h2 id="study-decks" className="text-xl font-semibold">
        Study decks
      </h2>
      {decks === null ? (
        <p className="text-gray-600 dark:text-gray-400">Loading…</p>
      ) : decks.length === 0 ? (
        <p className="text-gray-700 dark:text-gray-300">
          No study deck yet. Open a title in{' '}
          <AppLink to="/decks/media" className="underline">
            Media
          </AppLink>{' '}
          and choose “Study this deck”, or make one here.
        </p>
      ) : (
        <ul className="divide-y divide-gray-200 dark:divide-gray-800">
          {decks.map((deck) => (
            <li
              key={deck.studyDeckId}
              className="flex flex-wrap items-center justify-between gap-2 py-2"
            >
              <span>
                {deck.deckId !== null ? (
                  <AppLink
                    to={`/decks/media/${deck.deckId}/detail`}
                    className="underline"
                    lang="ja"
                  >
                    {deck.name}
                  </AppLink>
                ) : (
                  deck.name
                )}{' '}
                <span className="text-sm text-gray-600 dark:text-gray-400">
                  {deck.cards} cards, {deck.newCards} new
                </span>
              </span>
              <button
                type="button"
                className="text-sm text-red-700 underline dark:text-red-300"
                onClick={() => void remove(deck)}
              >
                Delete<span className="sr-only"> {deck.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        onSubmit={(event) => void create(event)}
        className="flex flex-col gap-2 rounded border border-gray-200 p-3 dark:border-gray-800"
      >
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-1 font-semibold">Make a study deck from</legend>
          <label className="flex items-center gap-1">
            <input
              type="radio"
              name="source"
              checked={source === 'global-frequency'}
              onChange={() => setSource('global-frequency')}
            />
            the most frequent words
          </label>
          <label className="flex items-center gap-1">
            <input
              type="radio"
              name="source"
              checked={source === 'list'}
              onChange={() => setSource('list')}
            />
            words I paste
          </label>
        </fieldset>
        {source === 'global-frequency' ? (
          <label className="flex items-center gap-2">
            How many
            <input
              type="number"
              min={1}
              max={20000}
              value={limit}
              onChange={(event) => setLimit(Number(event.target.value))}
              className={`${input} w-28`}
            />
          </label>
        ) : (
          <label className="flex flex-col gap-1">
            Japanese text or words, one per line (up to {PARSE_TEXT_MAX_LENGTH} characters)
            <textarea
              lang="ja"
              rows={4}
              maxLength={PARSE_TEXT_MAX_LENGTH}
              value={text}
              onChange={(event) => setText(event.target.value)}
              className={input}
            />
          </label>
        )}
        <div>
          <button
            type="submit"
            className={button}
            disabled={busy || (source === 'list' && text.trim() === '')}
          >
            {busy ? 'Making…' : 'Make study deck'}
          </button>
        </div>
        {error && <OutcomeMessage ok={false}>{error}</OutcomeMessage>}
        {notice && <OutcomeMessage ok>{notice}</OutcomeMessage>}
      </form>
    </section>
  );
}
