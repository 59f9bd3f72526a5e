/**
 * `/dashboard/add-media` (administrators): the reference's flow (§9.1). Choose the media type,
 * the main file (its name seeds the original title), optionally more files (the deck becomes a
 * parent with sub-decks: reorder by drag or keyboard, rename, remove), the metadata (titles,
 * aliases, links, date, description, cover), then send: the upload shows its progress, then the
 * ingest job's progress until the new deck's link appears. A deck with the same original title
 * and type is announced before sending; the administrator may add anyway or replace its content.
 */
import { MediaType, mediaTypeLabels, subDeckNoun } from '@goi/contracts/values';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { useJobProgress } from '../auth/use-job-progress';
import { AdminGate } from '../admin/admin-gate';
import { AdminRequestError } from '../admin/admin-client';
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
import {
  addDeckProblems,
  buildAddDeckForm,
  type DeckMetadataState,
  type FileRow,
  type OnDuplicate,
} from '../admin/deck-form-data';
import { AliasesEditor, CoverInput, LinksEditor } from '../admin/deck-metadata-inputs';
import { moveItem, rowKey, titleFromFileName } from '../admin/list-order';
import { applyMetadata } from '../admin/apply-metadata';
import { MetadataSearchSlot } from '../admin/metadata-search-slot';
import { SortableRows } from '../admin/sortable-rows';
import { uploadForm } from '../admin/upload';
import { useDuplicateCheck } from '../admin/use-duplicate-check';
import { formatFileSize } from '../lib/format';
import { pageTitle } from '../lib/page-title';
import type { Route } from './+types/dashboard-add-media';

export function meta() {
  return [{ title: pageTitle('Add media') }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadAdmin(request, context, () => Promise.resolve(null));
}

/** Text, subtitles, e-books, mokuro and archives: what `packages/extract` reads. */
const ACCEPTED_FILES = '.txt,.epub,.srt,.vtt,.ass,.ssa,.mokuro,.zip,.html,.htm';

const emptyMetadata = (): DeckMetadataState => ({
  mediaType: 0,
  originalTitle: '',
  romajiTitle: '',
  englishTitle: '',
  releaseDate: '',
  description: '',
  aliases: [],
  links: [],
  cover: { kind: 'none' },
});

type Phase =
  { kind: 'editing' } | { kind: 'uploading'; percent: number } | { kind: 'job'; jobId: number };

function DuplicateWarning({
  existing,
  choice,
  onChoice,
}: {
  existing: DeckRef;
  choice: OnDuplicate;
  onChoice: (choice: OnDuplicate) => void;
}) {
  const name = useId();
  return (
    <div
      role="alert"
      className="mb-4 rounded border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="mb-2">
        A {mediaTypeLabels[existing.mediaType] ?? 'deck'} titled{' '}
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
              name={name}
              value={value}
              checked={choice === value}
              onChange={() => onChoice(value)}
            />
            {text}
          </label>
        ))}
      </fieldset>
    </div>
  );
}

function FilesSection({
  files,
  mediaType,
  onFiles,
  onMainChosen,
}: {
  files: FileRow[];
  mediaType: number;
  onFiles: (files: FileRow[]) => void;
  onMainChosen: (file: File) => void;
}) {
  const id = useId();
  const noun = subDeckNoun[mediaType as MediaType] ?? { singular: 'Sub-deck', plural: 'Sub-decks' };
  const toRows = (list: FileList | null) =>
    [...(list ?? [])].map((file) => ({ key: rowKey(), file, title: titleFromFileName(file.name) }));
  return (
    <section aria-labelledby={`${id}-heading`} className={card}>
      <h2 id={`${id}-heading`} className="mb-3 text-lg font-semibold">
        2. Files
      </h2>
      <p className="mb-3 text-sm text-gray-700 dark:text-gray-300">
        Text (any encoding), EPUB, subtitles (SRT, VTT, ASS, SSA), mokuro, or a ZIP of them. One
        file makes one deck; more files make a deck with one {noun.singular.toLowerCase()} per file.
      </p>
      {files.length === 0 ? (
        <div>
          <label htmlFor={`${id}-main`} className={label}>
            Main file
          </label>
          <input
            id={`${id}-main`}
            type="file"
            accept={ACCEPTED_FILES}
            className={input}
            onChange={(event) => {
              const rows = toRows(event.target.files);
              if (rows[0]) onMainChosen(rows[0].file);
              onFiles(rows.slice(0, 1));
            }}
          />
        </div>
      ) : files.length === 1 && files[0] ? (
        <div className="flex flex-wrap items-center gap-2 rounded border border-gray-300 p-2 dark:border-gray-700">
          <span className="min-w-0 flex-1 truncate text-sm">
            Main file: <strong>{files[0].file.name}</strong> ({formatFileSize(files[0].file.size)})
          </span>
          <button type="button" className={secondaryButton} onClick={() => onFiles([])}>
            Remove
          </button>
        </div>
      ) : (
        <SortableRows
          label={noun.plural}
          items={files}
          keyOf={(row) => row.key}
          nameOf={(row) => row.title || row.file.name}
          onMove={(from, to) => onFiles(moveItem(files, from, to))}
          renderRow={(row, index) => (
            <div className="flex flex-wrap items-center gap-2">
              <input
                className={`${input} min-w-0 flex-1 sm:max-w-xs`}
                aria-label={`${noun.singular} ${index + 1} title`}
                value={row.title}
                onChange={(event) =>
                  onFiles(
                    files.map((entry) =>
                      entry.key === row.key ? { ...entry, title: event.target.value } : entry,
                    ),
                  )
                }
              />
              <span className="min-w-0 truncate text-xs text-gray-700 dark:text-gray-300">
                {row.file.name} ({formatFileSize(row.file.size)})
              </span>
              <button
                type="button"
                className="rounded border border-gray-400 px-2 py-1 text-xs hover:bg-gray-100 dark:border-gray-600 dark:hover:bg-gray-800"
                aria-label={`Remove ${row.title || row.file.name}`}
                onClick={() => onFiles(files.filter((entry) => entry.key !== row.key))}
              >
                Remove
              </button>
            </div>
          )}
        />
      )}
      {files.length > 0 && (
        <div className="mt-3">
          <label htmlFor={`${id}-more`} className={label}>
            More files ({noun.plural.toLowerCase()})
          </label>
          <input
            id={`${id}-more`}
            type="file"
            multiple
            accept={ACCEPTED_FILES}
            className={input}
            onChange={(event) => {
              onFiles([...files, ...toRows(event.target.files)]);
              event.target.value = '';
            }}
          />
        </div>
      )}
    </section>
  );
}

function AddMediaForm() {
  const auth = useAuth();
  const id = useId();
  const [meta, setMeta] = useState<DeckMetadataState>(emptyMetadata);
  const [files, setFiles] = useState<FileRow[]>([]);
  const [seededTitle, setSeededTitle] = useState('');
  const [onDuplicate, setOnDuplicate] = useState<OnDuplicate>('refuse');
  const [refused, setRefused] = useState<DeckRef | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });
  const checked = useDuplicateCheck(
    auth.client,
    meta.mediaType,
    meta.mediaType ? meta.originalTitle : '',
  );
  const existing = checked ?? refused;
  const job = useJobProgress<AdminJob>(
    auth.client,
    phase.kind === 'job' ? phase.jobId : null,
    () => undefined,
    '/admin/jobs',
  );

  const set = (change: Partial<DeckMetadataState>) =>
    setMeta((current) => ({ ...current, ...change }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = [
      ...(meta.mediaType ? [] : ['Choose a media type.']),
      ...addDeckProblems(meta, files),
    ];
    if (existing && onDuplicate === 'refuse')
      found.push(
        'A deck with this title exists: choose "Add anyway" or "Replace", or change the title.',
      );
    setProblems(found);
    if (found.length) return;
    setPhase({ kind: 'uploading', percent: 0 });
    try {
      const { jobId } = await uploadForm<{ jobId: number }>(
        auth.client,
        '/admin/add-deck',
        buildAddDeckForm(meta, files, existing ? onDuplicate : 'refuse'),
        (percent) => setPhase({ kind: 'uploading', percent }),
      );
      setPhase({ kind: 'job', jobId });
    } catch (error) {
      setPhase({ kind: 'editing' });
      if (error instanceof AdminRequestError && error.status === 409) {
        setRefused((error.body.existing as DeckRef | undefined) ?? null);
      }
      setProblems([(error as Error).message]);
    }
  };

  const restart = () => {
    setMeta(emptyMetadata());
    setFiles([]);
    setSeededTitle('');
    setOnDuplicate('refuse');
    setRefused(null);
    setProblems([]);
    setPhase({ kind: 'editing' });
  };

  if (phase.kind === 'job') {
    const deckId = job?.status === 'succeeded' ? job.resultDeckId : null;
    return (
      <section
        aria-labelledby={`${id}-job`}
        className={card}
        aria-busy={!job || job.status === 'queued' || job.status === 'running'}
      >
        <h2 id={`${id}-job`} className="mb-3 text-lg font-semibold">
          {addJobHeading(job?.status)} {meta.originalTitle}
        </h2>
        {job ? (
          <JobProgressBar job={job} label="Parsing progress" />
        ) : (
          <p role="status">Waiting for the job…</p>
        )}
        {job?.status === 'succeeded' && (
          <p role="status" className="mt-3">
            Added.{' '}
            {deckId ? (
              <>
                <Link to={`/decks/media/${deckId}/detail`} className={link}>
                  Open {meta.originalTitle}
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
        {job &&
          (job.status === 'succeeded' || job.status === 'failed' || job.status === 'cancelled') && (
            <div className="mt-4 flex flex-wrap gap-2">
              <button type="button" className={secondaryButton} onClick={restart}>
                Add another title
              </button>
              <Link to="/dashboard/manage" className={secondaryButton}>
                See all jobs
              </Link>
            </div>
          )}
      </section>
    );
  }

  const busy = phase.kind === 'uploading';
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-describedby={`${id}-help`}>
      <p id={`${id}-help`} className="mb-4 text-sm text-gray-700 dark:text-gray-300">
        The title is parsed in the background; you can follow it here or on the manage page.
      </p>
      {problems.length > 0 && (
        <ErrorText>
          {problems.length === 1 ? (
            problems[0]
          ) : (
            <ul className="list-disc pl-5">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </ErrorText>
      )}
      <section aria-labelledby={`${id}-type-heading`} className={card}>
        <h2 id={`${id}-type-heading`} className="mb-3 text-lg font-semibold">
          1. Media type
        </h2>
        <label htmlFor={`${id}-type`} className={label}>
          Media type
        </label>
        <select
          id={`${id}-type`}
          className={`${input} sm:max-w-xs`}
          value={meta.mediaType || ''}
          required
          onChange={(event) => set({ mediaType: Number(event.target.value) })}
        >
          <option value="" disabled>
            Choose…
          </option>
          {Object.values(MediaType).map((type) => (
            <option key={type} value={type}>
              {mediaTypeLabels[type]}
            </option>
          ))}
        </select>
      </section>

      <FilesSection
        files={files}
        mediaType={meta.mediaType}
        onFiles={setFiles}
        onMainChosen={(file) => {
          // The main file's name seeds the title, unless the administrator typed one.
          const seed = titleFromFileName(file.name);
          if (!meta.originalTitle.trim() || meta.originalTitle === seededTitle) {
            set({ originalTitle: seed });
            setSeededTitle(seed);
          }
        }}
      />

      <MetadataSearchSlot
        mediaType={meta.mediaType}
        query={meta.originalTitle}
        onPick={(found) => setMeta((current) => applyMetadata(current, found))}
      />

      <section aria-labelledby={`${id}-meta-heading`} className={card}>
        <h2 id={`${id}-meta-heading`} className="mb-3 text-lg font-semibold">
          3. Metadata
        </h2>
        {existing && (
          <DuplicateWarning existing={existing} choice={onDuplicate} onChoice={setOnDuplicate} />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <label htmlFor={`${id}-original`} className={label}>
              Original title (required)
            </label>
            <input
              id={`${id}-original`}
              className={input}
              required
              value={meta.originalTitle}
              onChange={(event) => {
                setRefused(null);
                set({ originalTitle: event.target.value });
              }}
            />
          </div>
          <div>
            <label htmlFor={`${id}-romaji`} className={label}>
              Romaji title
            </label>
            <input
              id={`${id}-romaji`}
              className={input}
              value={meta.romajiTitle}
              onChange={(event) => set({ romajiTitle: event.target.value })}
            />
          </div>
          <div>
            <label htmlFor={`${id}-english`} className={label}>
              English title
            </label>
            <input
              id={`${id}-english`}
              className={input}
              value={meta.englishTitle}
              onChange={(event) => set({ englishTitle: event.target.value })}
            />
          </div>
          <div>
            <label htmlFor={`${id}-date`} className={label}>
              Release date
            </label>
            <input
              id={`${id}-date`}
              type="date"
              className={input}
              value={meta.releaseDate}
              onChange={(event) => set({ releaseDate: event.target.value })}
            />
          </div>
          <div className="sm:col-span-2">
            <label htmlFor={`${id}-description`} className={label}>
              Description
            </label>
            <textarea
              id={`${id}-description`}
              className={input}
              rows={4}
              value={meta.description}
              onChange={(event) => set({ description: event.target.value })}
            />
          </div>
          <div className="sm:col-span-2">
            <AliasesEditor aliases={meta.aliases} onChange={(aliases) => set({ aliases })} />
          </div>
          <div className="sm:col-span-2">
            <LinksEditor links={meta.links} onChange={(links) => set({ links })} />
          </div>
          <div className="sm:col-span-2">
            <CoverInput cover={meta.cover} onChange={(cover) => set({ cover })} />
          </div>
        </div>
      </section>

      {phase.kind === 'uploading' && (
        <div className="mb-4">
          <JobProgressBar
            job={{
              jobId: 0,
              status: 'running',
              progress: phase.percent,
              step: 'Uploading',
              error: null,
            }}
            label="Upload progress"
          />
        </div>
      )}
      <button type="submit" className={primaryButton} disabled={busy}>
        {busy ? 'Uploading…' : 'Add the title'}
      </button>
    </form>
  );
}

export default function AddMedia({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl">
      <AdminNav />
      <h1 className="mb-4 text-2xl font-bold">Add media</h1>
      <AdminGate loaded={loaderData}>{() => <AddMediaForm />}</AdminGate>
    </div>
  );
}
