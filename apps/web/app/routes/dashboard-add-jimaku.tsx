/**
 * `/dashboard/add-jimaku` (administrators; reference §9.2, issue 19): find a Jimaku entry by title,
 * AniList id or entry id; see the entry (names, AniList/TMDB ids, flags) and its files with sizes;
 * pick, filter and order the files (each becomes "Episode N" in that order); send. The download and
 * parse run as one job whose progress shows here until the new deck's link appears. A deck with
 * the same title is announced by the server (409 with `existing`): the administrator may then add
 * anyway or replace its content. Jimaku without a key is a notice, not an error page.
 */
import type { JimakuEntry, JimakuFile } from '@goi/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { useJobProgress } from '../auth/use-job-progress';
import { AdminGate } from '../admin/admin-gate';
import { AdminRequestError, adminRequest } from '../admin/admin-client';
import { loadAdmin } from '../admin/admin-loader.server';
import type { AdminJob, DeckRef } from '../admin/admin-types';
import { addJobHeading } from '../admin/admin-labels';
import {
  AdminNav,
  ErrorText,
  JobProgressBar,
  card,
  input,
  label,
  link,
  primaryButton,
  secondaryButton,
} from '../admin/admin-ui';
import type { OnDuplicate } from '../admin/deck-form-data';
import { JimakuFilePicker } from '../admin/jimaku-file-picker';
import { Failure, failure, type Loadable } from '../admin/jimaku-load-state';
import {
  chosenFiles,
  noFilters,
  rowsOf,
  type FileFilters,
  type JimakuFileRow,
} from '../admin/jimaku-files';
import { pageTitle } from '../lib/page-title';
import type { Route } from './+types/dashboard-add-jimaku';

export function meta() {
  return [{ title: pageTitle('Add from Jimaku') }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadAdmin(request, context, () => Promise.resolve(null));
}

type SearchBy = 'title' | 'anilist' | 'entry';

function Flags({ entry, fallback = null }: { entry: JimakuEntry; fallback?: string | null }) {
  const names = (
    [
      ['anime', 'Anime'],
      ['movie', 'Movie'],
      ['adult', 'Adult'],
      ['unverified', 'Unverified'],
      ['external', 'External'],
    ] as const
  ).filter(([flag]) => entry.flags[flag]);
  if (names.length === 0) return fallback;
  return (
    <ul aria-label="Flags" className="flex flex-wrap gap-1">
      {names.map(([flag, text]) => (
        <li
          key={flag}
          className="rounded bg-gray-200 px-1.5 text-xs text-gray-900 dark:bg-gray-700 dark:text-gray-100"
        >
          {text}
        </li>
      ))}
    </ul>
  );
}

function SearchForm({ onOpen }: { onOpen: (id: number) => void }) {
  const { client } = useAuth();
  const id = useId();
  const [by, setBy] = useState<SearchBy>('title');
  const [text, setText] = useState('');
  const [animeOnly, setAnimeOnly] = useState(true);
  const [results, setResults] = useState<Loadable<JimakuEntry[]>>({ kind: 'idle' });
  const [problem, setProblem] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return setProblem('Type a title or an id to search for.');
    if (by !== 'title' && !/^\d+$/.test(value))
      return setProblem(`${by === 'anilist' ? 'An AniList' : 'A Jimaku entry'} id is a number.`);
    setProblem('');
    if (by === 'entry') return onOpen(Number(value));
    setResults({ kind: 'loading' });
    const query =
      by === 'anilist'
        ? `anilistId=${value}`
        : `query=${encodeURIComponent(value)}${animeOnly ? '&anime=true' : ''}`;
    try {
      setResults({
        kind: 'done',
        value: await adminRequest<JimakuEntry[]>(client, `/admin/jimaku-search?${query}`),
      });
    } catch (error) {
      setResults(failure(error));
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className={card}>
      <h2 id={`${id}-heading`} className="mb-3 text-lg font-semibold">
        1. Find the entry
      </h2>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={`${id}-by`} className={label}>
              Search by
            </label>
            <select
              id={`${id}-by`}
              className={input}
              value={by}
              onChange={(event) => setBy(event.target.value as SearchBy)}
            >
              <option value="title">Title</option>
              <option value="anilist">AniList id</option>
              <option value="entry">Jimaku entry id</option>
            </select>
          </div>
          <div className="min-w-0 flex-1 basis-48">
            <label htmlFor={`${id}-text`} className={label}>
              {by === 'title' ? 'Title' : by === 'anilist' ? 'AniList id' : 'Entry id'}
            </label>
            <input
              id={`${id}-text`}
              className={input}
              inputMode={by === 'title' ? undefined : 'numeric'}
              value={text}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <button type="submit" className={primaryButton} disabled={results.kind === 'loading'}>
            {results.kind === 'loading' ? 'Searching…' : by === 'entry' ? 'Open' : 'Search'}
          </button>
        </div>
        {by === 'title' && (
          <label className="inline-flex items-center gap-1 text-sm">
            <input
              type="checkbox"
              checked={animeOnly}
              onChange={(event) => setAnimeOnly(event.target.checked)}
            />
            Anime only (uncheck for films and dramas)
          </label>
        )}
        {problem && (
          <p id={`${id}-problem`} className="text-sm text-red-700 dark:text-red-400">
            {problem}
          </p>
        )}
      </form>
      <div className="mt-4" aria-live="polite" aria-busy={results.kind === 'loading'}>
        <Failure state={results} />
        {results.kind === 'loading' && <p role="status">Searching Jimaku…</p>}
        {results.kind === 'done' &&
          (results.value.length === 0 ? (
            <p role="status">No Jimaku entry found. Try another spelling or the AniList id.</p>
          ) : (
            <ul aria-label="Jimaku entries" className="space-y-2">
              {results.value.map((entry) => (
                <li
                  key={entry.id}
                  className="flex flex-wrap items-center gap-2 rounded border border-gray-300 p-2 dark:border-gray-700"
                >
                  <div className="min-w-0 flex-1">
                    <p className="font-medium break-words">
                      {entry.japaneseName ? (
                        <span lang="ja">{entry.japaneseName}</span>
                      ) : (
                        entry.name
                      )}
                    </p>
                    <p className="text-xs text-gray-700 dark:text-gray-300">
                      {entry.japaneseName && `${entry.name} · `}entry {entry.id}
                      {entry.anilistId !== null && ` · AniList ${entry.anilistId}`}
                    </p>
                    <Flags entry={entry} />
                  </div>
                  <button
                    type="button"
                    className={secondaryButton}
                    onClick={() => onOpen(entry.id)}
                    aria-label={`Open ${entry.japaneseName ?? entry.name}`}
                  >
                    Open
                  </button>
                </li>
              ))}
            </ul>
          ))}
      </div>
    </section>
  );
}

function EntryDetails({ entry }: { entry: JimakuEntry }) {
  const tmdb = entry.tmdbId?.match(/^(movie|tv):(\d+)$/);
  return (
    <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="font-medium">Name</dt>
      <dd className="break-words">{entry.name}</dd>
      {entry.japaneseName && (
        <>
          <dt className="font-medium">Japanese</dt>
          <dd lang="ja" className="break-words">
            {entry.japaneseName}
          </dd>
        </>
      )}
      {entry.englishName && (
        <>
          <dt className="font-medium">English</dt>
          <dd className="break-words">{entry.englishName}</dd>
        </>
      )}
      <dt className="font-medium">AniList</dt>
      <dd>
        {entry.anilistId === null ? (
          'none'
        ) : (
          <a
            href={`https://anilist.co/anime/${entry.anilistId}`}
            className={link}
            rel="noreferrer"
            target="_blank"
          >
            {entry.anilistId}
          </a>
        )}
      </dd>
      <dt className="font-medium">TMDB</dt>
      <dd>
        {tmdb ? (
          <a
            href={`https://www.themoviedb.org/${tmdb[1]}/${tmdb[2]}`}
            className={link}
            rel="noreferrer"
            target="_blank"
          >
            {entry.tmdbId}
          </a>
        ) : (
          (entry.tmdbId ?? 'none')
        )}
      </dd>
      <dt className="font-medium">Flags</dt>
      <dd>
        <Flags entry={entry} fallback="none" />
      </dd>
    </dl>
  );
}

/** Reference §9.2: where the deck's titles come from, and its media type. */
function metadataSource(entry: JimakuEntry): string {
  const type = entry.flags.anime ? 'Anime' : entry.flags.movie ? 'Movie' : 'Drama';
  if (entry.flags.anime && entry.anilistId !== null)
    return `Titles, cover and links come from AniList (Jimaku's names if AniList is not configured); the media type is ${type}.`;
  if (entry.tmdbId && /^(movie|tv):\d+$/.test(entry.tmdbId))
    return `Titles, cover and links come from TMDB (Jimaku's names if TMDB is not configured); the media type is ${type}.`;
  return 'This entry has neither an AniList id (with the anime flag) nor a TMDB id, so the server will refuse it: add its files on "Add media" instead.';
}

type Phase = { kind: 'choosing' } | { kind: 'sending' } | { kind: 'job'; jobId: number };

function EntryForm({
  entry,
  files,
  onBack,
}: {
  entry: JimakuEntry;
  files: JimakuFile[];
  onBack: () => void;
}) {
  const { client } = useAuth();
  const id = useId();
  const [rows, setRows] = useState<JimakuFileRow[]>(() => rowsOf(files));
  const [filters, setFilters] = useState<FileFilters>(noFilters);
  const [existing, setExisting] = useState<DeckRef | null>(null);
  const [onDuplicate, setOnDuplicate] = useState<OnDuplicate>('refuse');
  const [problem, setProblem] = useState('');
  const [phase, setPhase] = useState<Phase>({ kind: 'choosing' });
  const job = useJobProgress<AdminJob>(
    client,
    phase.kind === 'job' ? phase.jobId : null,
    () => undefined,
    '/admin/jobs',
  );
  const title = entry.japaneseName ?? entry.name;
  const chosen = chosenFiles(rows, filters);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return setProblem('Pick at least one file.');
    if (existing && onDuplicate === 'refuse')
      return setProblem('A deck with this title exists: choose "Add anyway" or "Replace".');
    setProblem('');
    setPhase({ kind: 'sending' });
    try {
      const { jobId } = await adminRequest<{ jobId: number }>(client, '/admin/add-jimaku-deck', {
        method: 'POST',
        json: { jimakuId: entry.id, files: chosen, onDuplicate: existing ? onDuplicate : 'refuse' },
      });
      setPhase({ kind: 'job', jobId });
    } catch (error) {
      setPhase({ kind: 'choosing' });
      if (error instanceof AdminRequestError && error.status === 409 && error.body.existing)
        setExisting(error.body.existing as DeckRef);
      setProblem((error as Error).message);
    }
  };

  if (phase.kind === 'job') {
    const deckId = job?.status === 'succeeded' ? job.resultDeckId : null;
    const finished =
      job && (job.status === 'succeeded' || job.status === 'failed' || job.status === 'cancelled');
    return (
      <section
        aria-labelledby={`${id}-job`}
        className={card}
        aria-busy={!job || job.status === 'queued' || job.status === 'running'}
      >
        <h2 id={`${id}-job`} className="mb-3 text-lg font-semibold">
          {addJobHeading(job?.status)} <span lang="ja">{title}</span>
        </h2>
        {job ? (
          <JobProgressBar job={job} label="Import progress" />
        ) : (
          <p role="status">Waiting for the job…</p>
        )}
        {job?.status === 'succeeded' && (
          <p role="status" className="mt-3">
            Added.{' '}
            {deckId ? (
              <>
                <Link to={`/decks/media/${deckId}/detail`} className={link}>
                  Open the new deck
                </Link>{' '}
                ·{' '}
                <Link to={`/dashboard/media/${deckId}`} className={link}>
                  Edit it
                </Link>
              </>
            ) : (
              <Link to="/decks/media" className={link}>
                See the library
              </Link>
            )}
          </p>
        )}
        {finished && (
          <div className="mt-4 flex flex-wrap gap-2">
            <button type="button" className={secondaryButton} onClick={onBack}>
              Add another entry
            </button>
            <Link to="/dashboard/manage" className={secondaryButton}>
              See all jobs
            </Link>
          </div>
        )}
      </section>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <section aria-labelledby={`${id}-entry`} className={card}>
        <div className="mb-3 flex flex-wrap items-start gap-2">
          <h2 id={`${id}-entry`} className="mr-auto text-lg font-semibold break-words">
            2. <span lang="ja">{title}</span>{' '}
            <span className="text-sm font-normal text-gray-700 dark:text-gray-300">
              (entry {entry.id})
            </span>
          </h2>
          <button type="button" className={secondaryButton} onClick={onBack}>
            Back to the search
          </button>
        </div>
        <EntryDetails entry={entry} />
        <p className="text-sm text-gray-700 dark:text-gray-300">{metadataSource(entry)}</p>
      </section>

      <section aria-labelledby={`${id}-files`} className={card}>
        <h2 id={`${id}-files`} className="mb-3 text-lg font-semibold">
          3. Files, in episode order
        </h2>
        {rows.length === 0 ? (
          <p role="status">This entry has no files yet.</p>
        ) : (
          <JimakuFilePicker rows={rows} onRows={setRows} filters={filters} onFilters={setFilters} />
        )}
      </section>

      {existing && (
        <div
          role="alert"
          className="mb-4 rounded border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <p className="mb-2">
            A deck titled{' '}
            <Link to={`/dashboard/media/${existing.deckId}`} className="font-semibold underline">
              {existing.originalTitle}
            </Link>{' '}
            already exists (deck {existing.deckId}).
          </p>
          <fieldset>
            <legend className="sr-only">What to do with the existing deck</legend>
            {(
              [
                ['refuse', 'Do not add it'],
                ['add', 'Add anyway (a second deck)'],
                ['replace', 'Replace its content with these files'],
              ] as const
            ).map(([value, text]) => (
              <label key={value} className="mr-4 inline-flex items-center gap-1">
                <input
                  type="radio"
                  name={`${id}-duplicate`}
                  value={value}
                  checked={onDuplicate === value}
                  onChange={() => setOnDuplicate(value)}
                />
                {text}
              </label>
            ))}
          </fieldset>
        </div>
      )}
      {problem && <ErrorText>{problem}</ErrorText>}
      <button type="submit" className={primaryButton} disabled={phase.kind === 'sending'}>
        {phase.kind === 'sending'
          ? 'Downloading the files…'
          : `Add ${chosen.length} ${chosen.length === 1 ? 'file' : 'files'} as a deck`}
      </button>
    </form>
  );
}

function AddFromJimaku() {
  const { client } = useAuth();
  const [opened, setOpened] = useState<
    Loadable<{ entry: JimakuEntry; files: JimakuFile[] }> & { entryId?: number }
  >({ kind: 'idle' });

  const open = async (entryId: number) => {
    setOpened({ kind: 'loading', entryId });
    try {
      const value = await adminRequest<{ entry: JimakuEntry; files: JimakuFile[] }>(
        client,
        `/admin/get-jimaku/${entryId}`,
      );
      setOpened({ kind: 'done', value });
    } catch (error) {
      setOpened(failure(error));
    }
  };

  if (opened.kind === 'done')
    return (
      <EntryForm
        key={opened.value.entry.id}
        entry={opened.value.entry}
        files={opened.value.files}
        onBack={() => setOpened({ kind: 'idle' })}
      />
    );
  return (
    <>
      <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">
        Jimaku keeps the community&apos;s Japanese subtitles. Each file you pick becomes an episode
        of one deck, in the order you choose; the download and parsing run in the background.
      </p>
      <SearchForm onOpen={(entryId) => void open(entryId)} />
      <div aria-live="polite">
        {opened.kind === 'loading' && (
          <p role="status" className={card}>
            Loading entry {opened.entryId}…
          </p>
        )}
        <Failure state={opened} />
      </div>
    </>
  );
}

export default function AddJimaku({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl">
      <AdminNav />
      <h1 className="mb-4 text-2xl font-bold">Add from Jimaku</h1>
      <AdminGate loaded={loaderData}>{() => <AddFromJimaku />}</AdminGate>
    </div>
  );
}
