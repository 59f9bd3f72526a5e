/** A word of a deck list: furigana, readings, definitions (unless hidden), known toggle. */
import type { WordDto } from '@goi/contracts';
import { useKnownWords } from '../lib/known-words-context';
import { usePreferences } from '../lib/preferences-context';
import { AppLink } from '../shell/app-link';
import { FuriganaText } from './furigana-text';

export function WordRow({ word }: { word: WordDto }) {
  const { preferences } = usePreferences();
  const { isKnown, setKnown } = useKnownWords();
  const known = isKnown(word.wordId);
  return (
    <li
      className="flex flex-col gap-1 rounded bg-white p-3 sm:flex-row sm:items-start sm:gap-4 dark:bg-gray-900"
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
      <button
        type="button"
        aria-pressed={known}
        onClick={() =>
          void setKnown(
            { wordId: word.wordId, readingIndex: word.mainReading.readingIndex },
            !known,
          )
        }
        className={`shrink-0 rounded border px-2 py-1 text-xs ${known ? 'border-green-600 bg-green-600 text-white' : 'border-gray-400'}`}
      >
        {known ? 'Known' : 'Mark known'}
      </button>
    </li>
  );
}
