/**
 * `/decks/media/{id}/detail`: every statistic, reading time, the reader's coverage, sub-decks
 * (25 a page, each with its coverage), links.
 */
import { mediaTypeLabels, proseMediaTypes, subDeckNoun } from '@goi/contracts/values';
import type {
  CoverageCurveDto,
  DeckDetailDto,
  DeckDto,
  DifficultyProfileDto,
  Paginated,
} from '@goi/contracts';
import { useId, useState } from 'react';
import { ReportIssueButton } from '../admin/report-issue-dialog';
import { useAuth } from '../auth/auth-context';
import { authorizationFromCookie } from '../auth/session-cookie';
import { CoverageBars } from '../components/coverage-bars';
import { CoverageCurve } from '../components/coverage-curve';
import { DifficultyAcrossDeck } from '../components/difficulty-across-deck';
import { DeckCover } from '../components/deck-cover';
import { DeckLinks } from '../components/deck-links';
import { DeckStatusControl } from '../components/deck-status-control';
import { DifficultyBadge } from '../components/difficulty-badge';
import { DownloadDialog } from '../components/download-dialog';
import { StudyDeckButton, StudyDeckPanel } from '../study/study-deck-button';
import { Pager } from '../components/pager';
import { ParentDeckLink } from '../components/parent-deck-link';
import { formatPercent } from '../lib/coverage';
import { localizedTitle, secondaryTitles } from '../lib/deck-title';
import { formatInteger, readingDuration } from '../lib/format';
import { idParam, loadFromApi } from '../lib/loader-api.server';
import { showsDialoguePercentage } from '../lib/dialogue-display';
import { pageTitle } from '../lib/page-title';
import { usePreferences } from '../lib/preferences-context';
import { usePersonalCoverage } from '../lib/use-personal-coverage';
import { AppLink } from '../shell/app-link';
import type { Route } from './+types/decks-media-detail';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = idParam(request, params.id);
  const offset = Number(new URL(request.url).searchParams.get('offset') ?? 0);
  const authorization = authorizationFromCookie(request.headers.get('cookie'));
  const [page, curve, profile] = await Promise.all([
    loadFromApi<Paginated<DeckDetailDto>>(
      request,
      context,
      `media-deck/${id}/detail`,
      { offset: Number.isInteger(offset) && offset > 0 ? offset : 0 },
      { headers: authorization },
    ),
    loadFromApi<CoverageCurveDto>(
      request,
      context,
      `media-deck/${id}/coverage-curve`,
      {},
      {
        headers: authorization,
      },
    ),
    loadFromApi<DifficultyProfileDto>(request, context, `media-deck/${id}/difficulty-profile`),
  ]);
  return { page, curve, profile, personal: 'authorization' in authorization };
}

export function deckMeta(deck: DeckDto, page: string) {
  const title = deck.romajiTitle ?? deck.originalTitle;
  const description =
    deck.description?.slice(0, 200) ??
    `${mediaTypeLabels[deck.mediaType]} · ${formatInteger(deck.characterCount)} characters, ${formatInteger(deck.uniqueWordCount)} unique words.`;
  return [
    { title: pageTitle(`${title} ${page}`.trim()) },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    ...(deck.coverName && deck.coverName !== 'nocover.jpg'
      ? [{ property: 'og:image', content: deck.coverName }]
      : []),
  ];
}

export function meta({ data }: Route.MetaArgs) {
  return data ? deckMeta(data.page.data.mainDeck, '') : [{ title: pageTitle('Media') }];
}

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-gray-100 py-1 dark:border-gray-800">
      <dt className="text-gray-600 dark:text-gray-400">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

export default function DeckDetail({ loaderData }: Route.ComponentProps) {
  const { data: page, personal } = usePersonalCoverage(loaderData.page, loaderData.personal, {
    path: `media-deck/${loaderData.page.data.mainDeck.deckId}/detail`,
    visitorPath: `media-deck/${loaderData.page.data.mainDeck.deckId}/detail-with-coverage`,
    query: { offset: loaderData.page.currentOffset },
  });
  const { data: curve, personal: curvePersonal } = usePersonalCoverage(
    loaderData.curve,
    loaderData.personal,
    {
      path: `media-deck/${loaderData.page.data.mainDeck.deckId}/coverage-curve`,
      visitorPath: `media-deck/${loaderData.page.data.mainDeck.deckId}/coverage-curve-with-coverage`,
      query: {},
    },
  );
  const { mainDeck: deck, parentDeck, subDecks } = page.data;
  const { preferences } = usePreferences();
  const [downloadDeck, setDownloadDeck] = useState<DeckDto | null>(null);
  // Set when the download dialog opens from a coverage milestone.
  const [downloadTarget, setDownloadTarget] = useState<number | undefined>(undefined);
  const auth = useAuth();
  const [studyOpen, setStudyOpen] = useState(false);
  const studyPanelId = useId();
  const title = localizedTitle(deck, preferences.titleLanguage);
  const prose = proseMediaTypes.includes(deck.mediaType);
  const noun = subDeckNoun[deck.mediaType];
  return (
    <div className="flex flex-col gap-6">
      <ParentDeckLink parentDeck={parentDeck} />
      <div className="flex flex-col gap-6 sm:flex-row">
        <DeckCover deck={deck} title={title} className="w-48" />
        <div className="flex grow flex-col gap-3">
          <h1 className="text-2xl font-bold">{title}</h1>
          <p className="text-sm text-gray-600 dark:text-gray-400">
            {mediaTypeLabels[deck.mediaType]}
            {secondaryTitles(deck, preferences.titleLanguage).map((other) => (
              <span key={other} lang="ja">
                {' '}
                · {other}
              </span>
            ))}
          </p>
          {deck.aliases.length > 0 && (
            <p className="text-xs text-gray-600 dark:text-gray-400">
              Also known as {deck.aliases.join(', ')}
            </p>
          )}
          <DeckStatusControl deckId={deck.deckId} title={title} />
          <DeckLinks links={deck.links} />
          {deck.description && <p className="whitespace-pre-line">{deck.description}</p>}
          <div className="flex flex-wrap gap-2">
            <AppLink
              to={`/decks/media/${deck.deckId}/vocabulary`}
              className="rounded bg-purple-700 px-3 py-1 text-white hover:bg-purple-800"
            >
              Vocabulary
            </AppLink>
            <button
              type="button"
              onClick={() => {
                setDownloadTarget(undefined);
                setDownloadDeck(deck);
              }}
              className="rounded border border-purple-700 px-3 py-1 text-purple-700 dark:text-purple-300"
            >
              Download deck
            </button>
            <ReportIssueButton deckId={deck.deckId} title={title} />
            {auth.isAuthenticated && (
              <StudyDeckButton
                open={studyOpen}
                onToggle={() => setStudyOpen(!studyOpen)}
                panelId={studyPanelId}
              />
            )}
            {auth.isAdmin && preferences.displayAdminFunctions && (
              <AppLink
                to={`/dashboard/media/${deck.deckId}`}
                className="rounded border border-gray-400 px-3 py-1 text-gray-800 hover:bg-gray-100 dark:border-gray-600 dark:text-gray-200 dark:hover:bg-gray-800"
              >
                Edit
              </AppLink>
            )}
          </div>
          {auth.isAuthenticated && (
            <StudyDeckPanel id={studyPanelId} open={studyOpen} deckId={deck.deckId} title={title} />
          )}
        </div>
      </div>
      {personal && (
        <section aria-labelledby="coverage-title" className="max-w-md">
          <h2 id="coverage-title" className="mb-2 text-xl font-semibold">
            Your coverage
          </h2>
          <CoverageBars
            coverage={deck.coverage}
            uniqueCoverage={deck.uniqueCoverage}
            youngCoverage={deck.youngCoverage}
            youngUniqueCoverage={deck.youngUniqueCoverage}
            wordCount={deck.wordCount}
            uniqueWordCount={deck.uniqueWordCount}
          />
        </section>
      )}
      <section aria-labelledby="stats-title">
        <h2 id="stats-title" className="mb-2 text-xl font-semibold">
          Statistics
        </h2>
        <dl className="grid grid-cols-1 gap-x-8 md:grid-cols-2">
          <Row label="Characters" value={formatInteger(deck.characterCount)} />
          <Row label="Words" value={formatInteger(deck.wordCount)} />
          <Row label="Unique words" value={formatInteger(deck.uniqueWordCount)} />
          <Row label="Unique words used once" value={formatInteger(deck.uniqueWordUsedOnceCount)} />
          <Row label="Unique kanji" value={formatInteger(deck.uniqueKanjiCount)} />
          <Row
            label="Unique kanji used once"
            value={formatInteger(deck.uniqueKanjiUsedOnceCount)}
          />
          {prose && <Row label="Sentences" value={formatInteger(deck.sentenceCount)} />}
          {prose && deck.averageSentenceLength > 0 && (
            <Row label="Average sentence length" value={deck.averageSentenceLength.toFixed(1)} />
          )}
          {showsDialoguePercentage(deck) && (
            <Row label="Dialogue" value={`${deck.dialoguePercentage.toFixed(1)}%`} />
          )}
          {deck.difficultyRaw >= 0 && (
            <Row label="Difficulty" value={<DifficultyBadge raw={deck.difficultyRaw} />} />
          )}
          {prose && (
            <Row
              label={`Reading time at ${formatInteger(preferences.readingSpeed)} characters/hour`}
              value={readingDuration(deck.characterCount, preferences.readingSpeed)}
            />
          )}
          {deck.releaseDate && <Row label="Release date" value={deck.releaseDate} />}
          {deck.childrenDeckCount > 0 && (
            <Row label={noun.plural} value={formatInteger(deck.childrenDeckCount)} />
          )}
        </dl>
      </section>
      <CoverageCurve
        curve={curve}
        personal={curvePersonal}
        onDownload={(target) => {
          setDownloadTarget(target);
          setDownloadDeck(deck);
        }}
      />
      <DifficultyAcrossDeck profile={loaderData.profile} mediaType={deck.mediaType} />
      {subDecks.length > 0 && (
        <section aria-labelledby="subdecks-title">
          <h2 id="subdecks-title" className="mb-2 text-xl font-semibold">
            {noun.plural}
          </h2>
          <ol className="flex flex-col gap-2">
            {subDecks.map((sub) => (
              <li
                key={sub.deckId}
                className="flex flex-wrap items-center justify-between gap-2 rounded bg-white p-3 dark:bg-gray-900"
              >
                <AppLink
                  to={`/decks/media/${sub.deckId}/detail`}
                  className="font-medium hover:underline"
                >
                  {localizedTitle(sub, preferences.titleLanguage)}
                </AppLink>
                <span className="text-sm text-gray-600 dark:text-gray-400">
                  {formatInteger(sub.characterCount)} characters ·{' '}
                  {formatInteger(sub.uniqueWordCount)} unique words
                </span>
                <DifficultyBadge raw={sub.difficultyRaw} />
                {personal && (
                  <span className="text-sm" data-testid="sub-deck-coverage">
                    {formatPercent(Math.min(sub.coverage, 100))} known
                    {sub.youngCoverage > sub.coverage &&
                      ` (${formatPercent(Math.min(sub.youngCoverage, 100))} with Young)`}
                  </span>
                )}
              </li>
            ))}
          </ol>
          <Pager
            totalItems={page.totalItems}
            pageSize={page.pageSize}
            currentOffset={page.currentOffset}
          />
        </section>
      )}
      <DownloadDialog
        deck={downloadDeck}
        targetCoverage={downloadTarget}
        onClose={() => setDownloadDeck(null)}
      />
    </div>
  );
}
