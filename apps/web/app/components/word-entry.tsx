/** A dictionary word in full: the word page and the entry shown on /parse. */
import { mediaTypeLabels } from '@goi/contracts/values';
import type { MediaType, WordDto } from '@goi/contracts';
import { furiganaToKana } from '@goi/text';
import { furiganaPlain } from '../lib/furigana-plain';
import { usePreferences } from '../lib/preferences-context';
import { AppLink } from '../shell/app-link';
import { FuriganaText } from './furigana-text';
import { KanjiLinks } from './kanji-links';
import { PitchAccent } from './pitch-accent';
import { WordStateControl } from './word-state-control';

function safeKana(text: string): string {
  try {
    return furiganaToKana(text);
  } catch {
    return text;
  }
}

export function WordEntry({
  word,
  conjugations,
  decksCount,
  headingLevel = 1,
  linkHeadword = false,
}: {
  word: WordDto;
  conjugations?: readonly string[];
  decksCount?: Record<string, number>;
  headingLevel?: 1 | 2;
  /** The headword links to its word page (on /parse; the word page is that page already). */
  linkHeadword?: boolean;
}) {
  const { preferences } = usePreferences();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  // One level below the entry's own heading (an h1 word page skipped h2: axe's heading-order).
  const SubHeading = headingLevel === 1 ? 'h2' : 'h3';
  const main = word.mainReading;
  const readings = [...word.alternativeReadings].sort(
    (a, b) => b.frequencyPercentage - a.frequencyPercentage,
  );
  const steps = (conjugations ?? []).filter((step) => !step.startsWith('(')).reverse();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-4">
        <Heading className="text-5xl">
          {linkHeadword ? (
            <AppLink
              to={`/vocabulary/${word.wordId}/${main.readingIndex}`}
              className="text-purple-700 hover:underline dark:text-purple-300"
            >
              <FuriganaText text={main.text} show={preferences.displayFurigana} />
            </AppLink>
          ) : (
            <FuriganaText text={main.text} show={preferences.displayFurigana} />
          )}
        </Heading>
        <WordStateControl
          form={{ wordId: word.wordId, readingIndex: main.readingIndex }}
          label={furiganaPlain(main.text)}
          size="md"
        />
      </div>
      {steps.length > 0 && (
        <p className="text-sm text-gray-600 dark:text-gray-400">
          (Conjugation: {steps.join(' ; ')})
        </p>
      )}
      <p className="text-sm">
        {main.frequencyRank !== null && (
          <span className="mr-4 font-semibold">
            Rank #{main.frequencyRank.toLocaleString('en-US')}
          </span>
        )}
        <span>Appears in {main.usedInMediaAmount.toLocaleString('en-US')} media</span>
      </p>
      {readings.length > 1 && (
        <section aria-label="Readings">
          <SubHeading className="font-semibold">Readings</SubHeading>
          <ul className="flex flex-wrap gap-3">
            {readings.map((reading) => (
              <li key={reading.readingIndex} className="text-center">
                {reading.readingIndex === main.readingIndex ? (
                  <span lang="ja" className="font-bold">
                    {reading.text}
                  </span>
                ) : (
                  <AppLink
                    to={`/vocabulary/${word.wordId}/${reading.readingIndex}`}
                    replace
                    lang="ja"
                    className="text-purple-700 hover:underline dark:text-purple-300"
                  >
                    {reading.text}
                  </AppLink>
                )}
                <span className="block text-xs text-gray-600 dark:text-gray-400">
                  ≈{reading.frequencyPercentage.toFixed(0)}%
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <KanjiLinks
        texts={[main.text, ...readings.map((reading) => reading.text)]}
        Heading={SubHeading}
      />
      <section aria-label="Meanings">
        <SubHeading className="font-semibold">Meanings</SubHeading>
        <ol className="list-decimal pl-6">
          {word.definitions.map((definition) => (
            <li key={definition.index} className="py-1">
              {definition.partsOfSpeech.length > 0 && (
                <p className="text-xs text-gray-600 dark:text-gray-400">
                  {definition.partsOfSpeech.join(', ')}
                </p>
              )}
              <p>{definition.meanings.join('; ')}</p>
            </li>
          ))}
        </ol>
      </section>
      {word.pitchAccents && word.pitchAccents.length > 0 && (
        <section aria-label="Pitch accent">
          <SubHeading className="font-semibold">Pitch accent</SubHeading>
          <div className="flex flex-wrap gap-4">
            {word.pitchAccents.map((downstep) => (
              <PitchAccent key={downstep} kana={safeKana(main.text)} downstep={downstep} />
            ))}
          </div>
        </section>
      )}
      {decksCount && Object.keys(main.usedInMediaAmountByType).length > 0 && (
        <section aria-label="Media by type">
          <SubHeading className="font-semibold">Appears in</SubHeading>
          <table className="text-sm">
            <tbody>
              {Object.entries(main.usedInMediaAmountByType).map(([type, count]) => {
                const total = decksCount[type] ?? 0;
                return (
                  <tr key={type}>
                    <th scope="row" className="pr-4 text-left font-normal">
                      {mediaTypeLabels[Number(type) as MediaType]}
                    </th>
                    <td className="pr-4">{count}</td>
                    <td className="text-gray-600 dark:text-gray-400">
                      {total > 0 ? `${((count / total) * 100).toFixed(1)}%` : ''}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
