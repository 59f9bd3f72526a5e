/**
 * A deck in the media list, as a card, a compact row or a table row (DeckViewMode). Coverage
 * bars and the coloured outline appear when the reader has known words (reference §4.3).
 */
import { mediaTypeLabels, proseMediaTypes } from '@goi/contracts/values';
import type { DeckDto } from '@goi/contracts';
import { coverageBorderColour } from '../lib/coverage';
import { localizedTitle, secondaryTitles } from '../lib/deck-title';
import { formatInteger, readingDuration } from '../lib/format';
import { usePreferences } from '../lib/preferences-context';
import { AppLink } from '../shell/app-link';
import { CoverageBars } from './coverage-bars';
import { DeckCover } from './deck-cover';
import { DeckLinks } from './deck-links';
import { DeckStatusBadge, DeckStatusControl } from './deck-status-control';
import { DifficultyBadge } from './difficulty-badge';

export interface DeckCardProps {
  deck: DeckDto;
  hasCoverage: boolean;
  showOccurrences?: boolean;
  onDownload?: (deck: DeckDto) => void;
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-2 text-sm">
      <dt className="text-gray-600 dark:text-gray-400">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

/** The reader's preferences, the deck's title in their language and its coverage border colour. */
function useDeckDisplay(deck: DeckCardProps['deck'], hasCoverage: boolean | undefined) {
  const { preferences } = usePreferences();
  return {
    preferences,
    title: localizedTitle(deck, preferences.titleLanguage),
    border:
      hasCoverage && !preferences.hideCoverageBorders
        ? coverageBorderColour(deck.coverage)
        : undefined,
  };
}

export function DeckCard({ deck, hasCoverage, showOccurrences, onDownload }: DeckCardProps) {
  const { preferences, title, border } = useDeckDisplay(deck, hasCoverage);
  return (
    <article
      className="flex gap-4 rounded-lg border-2 border-gray-200 bg-white p-4 shadow-sm dark:border-gray-800 dark:bg-gray-900"
      style={border ? { borderColor: border } : undefined}
      data-testid="deck-card"
    >
      <DeckCover deck={deck} title={title} />
      <div className="flex min-w-0 grow flex-col gap-2">
        <h2 className="text-lg font-semibold">
          <AppLink to={`/decks/media/${deck.deckId}/detail`} className="hover:underline">
            {title}
          </AppLink>
        </h2>
        <p className="text-xs text-gray-600 dark:text-gray-400">
          {mediaTypeLabels[deck.mediaType]}
          {secondaryTitles(deck, preferences.titleLanguage).map((other) => (
            <span key={other} lang="ja">
              {' '}
              · {other}
            </span>
          ))}
        </p>
        <dl className="grid grid-cols-1 gap-x-6 sm:grid-cols-2">
          {showOccurrences && (
            <Stat label="Appears (times)" value={formatInteger(deck.selectedWordOccurrences)} />
          )}
          <Stat label="Characters" value={formatInteger(deck.characterCount)} />
          <Stat label="Words" value={formatInteger(deck.wordCount)} />
          <Stat label="Unique words" value={formatInteger(deck.uniqueWordCount)} />
          <Stat label="Unique kanji" value={formatInteger(deck.uniqueKanjiCount)} />
          {proseMediaTypes.includes(deck.mediaType) && deck.averageSentenceLength > 0 && (
            <Stat label="Average sentence length" value={deck.averageSentenceLength.toFixed(1)} />
          )}
          {proseMediaTypes.includes(deck.mediaType) && (
            <Stat
              label="Duration"
              value={readingDuration(deck.characterCount, preferences.readingSpeed)}
            />
          )}
          {deck.difficultyRaw >= 0 && (
            <div className="flex justify-between gap-2 text-sm">
              <dt className="text-gray-600 dark:text-gray-400">Difficulty</dt>
              <dd>
                <DifficultyBadge raw={deck.difficultyRaw} />
              </dd>
            </div>
          )}
        </dl>
        {hasCoverage && (
          <CoverageBars
            coverage={deck.coverage}
            uniqueCoverage={deck.uniqueCoverage}
            youngCoverage={deck.youngCoverage}
            youngUniqueCoverage={deck.youngUniqueCoverage}
            wordCount={deck.wordCount}
            uniqueWordCount={deck.uniqueWordCount}
          />
        )}
        <DeckStatusControl deckId={deck.deckId} title={title} />
        <DeckLinks links={deck.links} />
        <div className="flex flex-wrap gap-2 text-sm">
          <AppLink
            to={`/decks/media/${deck.deckId}/vocabulary`}
            className="rounded bg-purple-700 px-3 py-1 text-white hover:bg-purple-800"
          >
            Vocabulary
          </AppLink>
          {onDownload && (
            <button
              type="button"
              onClick={() => onDownload(deck)}
              className="rounded border border-purple-700 px-3 py-1 text-purple-700 hover:bg-purple-50 dark:text-purple-300 dark:hover:bg-purple-950"
            >
              Download deck
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

export function DeckCompactRow({ deck, hasCoverage }: DeckCardProps) {
  const { title, border } = useDeckDisplay(deck, hasCoverage);
  return (
    <li
      className="flex items-center gap-3 rounded border-l-4 border-gray-200 bg-white px-3 py-2 dark:border-gray-800 dark:bg-gray-900"
      style={border ? { borderLeftColor: border } : undefined}
      data-testid="deck-card"
    >
      <DeckCover deck={deck} title={title} className="w-10" />
      <AppLink
        to={`/decks/media/${deck.deckId}/detail`}
        className="grow font-medium hover:underline"
      >
        {title}
      </AppLink>
      <span className="text-xs text-gray-600 dark:text-gray-400">
        {mediaTypeLabels[deck.mediaType]}
      </span>
      <span className="text-sm">{formatInteger(deck.characterCount)} chars</span>
      <DifficultyBadge raw={deck.difficultyRaw} />
      <DeckStatusBadge deckId={deck.deckId} />
      {hasCoverage && <CoverageFigure deck={deck} />}
    </li>
  );
}

/** The Mature figure, and the one with Young words when they add to it (issue 20). */
function CoverageFigure({ deck }: { deck: DeckDto }) {
  const withYoung = deck.youngCoverage > deck.coverage;
  return (
    <span className="text-sm">
      {deck.coverage.toFixed(1)}%
      {withYoung && (
        <span className="text-gray-600 dark:text-gray-400">
          {' '}
          ({deck.youngCoverage.toFixed(1)}% with Young)
        </span>
      )}
    </span>
  );
}

export function DeckTable({
  decks,
  hasCoverage,
}: {
  decks: readonly DeckDto[];
  hasCoverage: boolean;
}) {
  const { preferences } = usePreferences();
  return (
    <div className="overflow-x-auto">
      {/* Cells keep apart: a right-aligned count next to a left-aligned column ran together
          ("1,925Hard") without padding. */}
      <table className="w-full text-left text-sm [&_td]:px-3 [&_td:first-child]:pl-0 [&_th]:px-3 [&_th:first-child]:pl-0">
        <thead>
          <tr className="border-b border-gray-300 dark:border-gray-700">
            <th scope="col" className="py-2">
              Title
            </th>
            <th scope="col">Type</th>
            <th scope="col" className="text-right">
              Characters
            </th>
            <th scope="col" className="text-right">
              Unique words
            </th>
            <th scope="col" className="text-right">
              Unique kanji
            </th>
            <th scope="col">Difficulty</th>
            {hasCoverage && (
              <th scope="col" className="text-right">
                Coverage
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {decks.map((deck) => (
            <tr
              key={deck.deckId}
              className="border-b border-gray-200 dark:border-gray-800"
              data-testid="deck-card"
            >
              <td className="py-1">
                <AppLink to={`/decks/media/${deck.deckId}/detail`} className="hover:underline">
                  {localizedTitle(deck, preferences.titleLanguage)}
                </AppLink>{' '}
                <DeckStatusBadge deckId={deck.deckId} />
              </td>
              <td>{mediaTypeLabels[deck.mediaType]}</td>
              <td className="text-right">{formatInteger(deck.characterCount)}</td>
              <td className="text-right">{formatInteger(deck.uniqueWordCount)}</td>
              <td className="text-right">{formatInteger(deck.uniqueKanjiCount)}</td>
              <td>
                <DifficultyBadge raw={deck.difficultyRaw} />
              </td>
              {hasCoverage && (
                <td className="text-right">
                  <CoverageFigure deck={deck} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
