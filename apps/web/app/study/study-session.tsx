/**
 * One study session: the front of the next card (the word, and a sentence from its deck when the
 * user wants), space to reveal the entry (furigana, readings, meanings, pitch accent), then
 * Again/Hard/Good/Easy by button or keys 1–4; `u` takes the last answer back. When nothing is
 * left: a summary of the session, or "nothing due" with the time of the next card.
 */
import type { StudyNext, WordDto } from '@goi/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FuriganaText } from '../components/furigana-text';
import { WordEntry } from '../components/word-entry';
import { formatInterval, RATINGS, studyKeyAction } from './intervals';
import type { StudyApi } from './study-api';
import { StudySentence } from './study-sentence';

interface Shown {
  next: StudyNext;
  word: WordDto | null;
}

const ratingStyles: Record<number, string> = {
  1: 'bg-red-700 hover:bg-red-800',
  2: 'bg-amber-700 hover:bg-amber-800',
  3: 'bg-green-700 hover:bg-green-800',
  4: 'bg-blue-700 hover:bg-blue-800',
};

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

export function StudySession({
  api,
  reloadKey,
  onAnswered,
}: {
  api: StudyApi;
  /** Changes when a deck was made, so the session looks again. */
  reloadKey: number;
  onAnswered?: () => void;
}) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [revealed, setRevealed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** This session's ratings, oldest first (undo takes the last one back). */
  const [history, setHistory] = useState<number[]>([]);
  const [status, setStatus] = useState('');
  const shownAt = useRef(Date.now());

  const load = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      const next = await api.next();
      const word = next.card ? await api.word(next.card.wordId, next.card.readingIndex) : null;
      setShown({ next, word });
      setRevealed(false);
      shownAt.current = Date.now();
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : String(problem));
    } finally {
      setBusy(false);
    }
  }, [api]);

  useEffect(() => {
    void load();
  }, [load, reloadKey]);

  const rate = useCallback(
    async (rating: number) => {
      const card = shown?.next.card;
      if (!card || busy) return;
      setBusy(true);
      try {
        await api.review(card.cardId, rating, Date.now() - shownAt.current);
        setHistory((current) => [...current, rating]);
        setStatus(`Answered ${RATINGS[rating - 1]!.label}.`);
        onAnswered?.();
      } catch (problem) {
        setError(problem instanceof Error ? problem.message : String(problem));
        setBusy(false);
        return;
      }
      await load();
    },
    [api, busy, load, onAnswered, shown],
  );

  const undo = useCallback(async () => {
    if (busy) return;
    setBusy(true);
    try {
      await api.undo();
      setHistory((current) => current.slice(0, -1));
      setStatus('The last answer was taken back.');
      onAnswered?.();
    } catch (problem) {
      setStatus(problem instanceof Error ? problem.message : String(problem));
      setBusy(false);
      return;
    }
    await load();
  }, [api, busy, load, onAnswered]);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      // A focused button answers Enter/space itself.
      if (event.target instanceof HTMLButtonElement && (event.key === ' ' || event.key === 'Enter'))
        return;
      const action = studyKeyAction(event.key, revealed);
      if (!action) return;
      if (action.kind !== 'undo' && !shown?.next.card) return;
      event.preventDefault();
      if (action.kind === 'reveal') setRevealed(true);
      else if (action.kind === 'rate') void rate(action.rating);
      else void undo();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [revealed, rate, undo, shown]);

  const answered = history.length;
  const tally = (rating: number) => history.filter((given) => given === rating).length;
  const live = (
    <p role="status" aria-live="polite" className="sr-only">
      {status}
    </p>
  );

  if (error)
    return (
      <div
        role="alert"
        className="rounded border border-red-300 p-4 text-red-800 dark:text-red-300"
      >
        <p>Could not load your cards: {error}</p>
        <button type="button" className="mt-2 underline" onClick={() => void load()}>
          Try again
        </button>
      </div>
    );
  if (!shown)
    return (
      <p role="status" className="text-gray-600 dark:text-gray-400">
        Loading your cards…
      </p>
    );

  const { next, word } = shown;
  const remaining = next.remaining;
  if (!next.card) {
    return (
      <section
        aria-labelledby="study-done"
        className="rounded-lg border border-gray-200 p-6 dark:border-gray-800"
      >
        {live}
        <h2 id="study-done" className="text-2xl font-semibold">
          {answered > 0 ? 'Session complete' : 'Nothing due'}
        </h2>
        {answered > 0 && (
          <p className="mt-2">
            You answered {answered} card{answered === 1 ? '' : 's'}: {tally(1)} Again, {tally(2)}{' '}
            Hard, {tally(3)} Good, {tally(4)} Easy.
          </p>
        )}
        <p className="mt-2 text-gray-700 dark:text-gray-300">
          {next.nextDue
            ? `The next card is due in ${formatInterval(next.nextDue, Date.now())} (${new Date(next.nextDue).toLocaleString()}).`
            : 'No card is waiting. Make a study deck below to add words.'}
        </p>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
          Answered today: {next.answeredToday}. Press <kbd>u</kbd> to take back the last answer.
        </p>
      </section>
    );
  }

  const card = next.card;
  const form =
    word && word.mainReading.readingIndex === card.readingIndex
      ? word.mainReading
      : (word?.alternativeReadings.find((reading) => reading.readingIndex === card.readingIndex) ??
        word?.mainReading);
  return (
    <section aria-label="Card" className="flex flex-col gap-4">
      {live}
      <p className="text-sm text-gray-600 dark:text-gray-400" aria-label="Cards left today">
        <span className="text-blue-700 dark:text-blue-300">New {remaining.new}</span> ·{' '}
        <span className="text-red-700 dark:text-red-300">Learning {remaining.learning}</span> ·{' '}
        <span className="text-green-700 dark:text-green-300">Review {remaining.review}</span>
      </p>
      <div className="rounded-lg border border-gray-200 bg-white p-6 text-center dark:border-gray-800 dark:bg-gray-900">
        {!revealed && (
          <p lang="ja" className="text-5xl" data-testid="study-front">
            {form ? <FuriganaText text={form.text} show={false} /> : '…'}
          </p>
        )}
        {next.sentence && (
          <div className="mt-4">
            <StudySentence sentence={next.sentence} />
          </div>
        )}
      </div>
      {revealed && word && (
        <div className="rounded-lg border border-gray-200 p-4 dark:border-gray-800">
          <WordEntry word={word} headingLevel={2} />
        </div>
      )}
      {!revealed ? (
        <button
          type="button"
          onClick={() => setRevealed(true)}
          className="rounded bg-purple-700 px-4 py-3 font-semibold text-white hover:bg-purple-800"
        >
          Show answer <span className="text-sm font-normal">(space)</span>
        </button>
      ) : (
        <div
          className="grid grid-cols-4 gap-2"
          role="group"
          aria-label="How well did you remember?"
        >
          {RATINGS.map(({ rating, label }) => (
            <button
              key={rating}
              type="button"
              disabled={busy}
              onClick={() => void rate(rating)}
              className={`rounded px-2 py-3 text-white disabled:opacity-60 ${ratingStyles[rating]}`}
            >
              <span className="block font-semibold">{label}</span>
              <span className="block text-xs">
                {next.intervals?.[String(rating)]
                  ? formatInterval(next.intervals[String(rating)]!, Date.now())
                  : ''}{' '}
                · key {rating}
              </span>
            </button>
          ))}
        </div>
      )}
      <div className="flex justify-between text-sm text-gray-600 dark:text-gray-400">
        <span>Answered this session: {answered}</span>
        <button type="button" className="underline" onClick={() => void undo()} disabled={busy}>
          Undo last answer (u)
        </button>
      </div>
    </section>
  );
}
