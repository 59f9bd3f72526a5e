/**
 * A word of a deck list: furigana, readings, definitions (unless hidden), its knowledge state.
 * The row itself takes focus: 1–4 (or u/y/k/s) set the state, the arrows move to the next row
 * (word-state-keys.ts; listed in docs/web.md).
 */
import type { WordDto } from '@goi/contracts';
import type { KeyboardEvent } from 'react';
import { furiganaPlain } from '../lib/furigana-plain';
import { useKnownWords } from '../lib/known-words-context';
import { usePreferences } from '../lib/preferences-context';
import { WORD_ROW_KEY_SHORTCUTS, wordRowKeyAction } from '../lib/word-state-keys';
import { AppLink } from '../shell/app-link';
import { FuriganaText } from './furigana-text';
import { WordStateControl } from './word-state-control';

export function WordRow({ word, hintId }: { word: WordDto; hintId?: string }) {
  const { preferences } = usePreferences();
  const { setState } = useKnownWords();
  const form = { wordId: word.wordId, readingIndex: word.mainReading.readingIndex };
  const text = furiganaPlain(word.mainReading.text);
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    // Only the row itself: keys typed on its links and buttons keep their own meaning.
    if (event.target !== event.currentTarget) return;
    const action = wordRowKeyAction(event);
    if (!action) return;
    event.preventDefault();
    if (action.kind === 'state') void setState(form, action.state);
    else {
      const sibling =
        action.by === 1
          ? event.currentTarget.nextElementSibling
          : event.currentTarget.previousElementSibling;
      if (sibling instanceof HTMLElement) sibling.focus();
    }
  };
  return (
    <li
      tabIndex={0}
      aria-label={text}
      aria-describedby={hintId}
      aria-keyshortcuts={WORD_ROW_KEY_SHORTCUTS}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-1 rounded bg-white p-3 focus:outline-2 focus:outline-purple-600 sm:flex-row sm:items-start sm:gap-4 dark:bg-gray-900"
      data-testid="word-row"
    >
      <div className="min-w-40">
        <AppLink
          to={`/vocabulary/${word.wordId}/${word.mainReading.readingIndex}`}
          className="text-2xl hover:underline"
        >
          <FuriganaText text={word.mainReading.text} show={preferences.displayFurigana} />
        </AppLink>
        {word.mainReading.frequencyRank !== null && (
          <p className="text-xs text-gray-600 dark:text-gray-400">
            Rank #{word.mainReading.frequencyRank.toLocaleString('en-US')}
          </p>
        )}
        {word.occurrences > 0 && (
          <p className="text-xs text-gray-600 dark:text-gray-400">
            {word.occurrences.toLocaleString('en-US')} occurrences
          </p>
        )}
      </div>
      <div className="grow text-sm">
        {!preferences.hideVocabularyDefinitions && (
          <ol className="list-decimal pl-5">
            {word.definitions.map((definition) => (
              <li key={definition.index}>
                {definition.partsOfSpeech.length > 0 && (
                  <span className="text-xs text-gray-600 dark:text-gray-400">
                    {definition.partsOfSpeech.join(', ')}{' '}
                  </span>
                )}
                {definition.meanings.join('; ')}
              </li>
            ))}
          </ol>
        )}
        {word.alternativeReadings.length > 0 && (
          <p className="mt-1 text-xs text-gray-600 dark:text-gray-400">
            Other forms:{' '}
            {word.alternativeReadings.map((reading) => (
              <span key={reading.readingIndex} className="mr-2">
                <FuriganaText text={reading.text} show={false} />
              </span>
            ))}
          </p>
        )}
      </div>
      <WordStateControl form={form} label={text} />
    </li>
  );
}
