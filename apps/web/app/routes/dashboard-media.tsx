/**
 * `/dashboard/media/{id}` (administrators): edit a deck (reference §9.3) — titles, aliases,
 * links, date, description, type, cover, difficulty override, hidden dialogue percentage,
 * sub-decks (add, rename, reorder by drag or keyboard, remove, replace a file), the main file —
 * with the deck's statistics, "View deck", re-parse, delete (a confirmation naming the deck) and
 * the audit log. Saved changes and queued parses show their job's progress. Metadata (issue 19):
 * "Fetch metadata" queues the provider lookup (empty fields only unless "overwrite"), and the
 * metadata search panel fills the form from a picked result, saved with "Save changes".
 */
import {
  MediaType,
  difficultyLevelNames,
  mediaTypeLabels,
  subDeckNoun,
} from '@goi/contracts/values';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { useJobProgress } from '../auth/use-job-progress';
import { AdminGate } from '../admin/admin-gate';
import { adminRequest } from '../admin/admin-client';
import { loadAdmin } from '../admin/admin-loader.server';
import type { AdminDeck, AdminJob } from '../admin/admin-types';
import {
  AdminNav,
  ConfirmDialog,
  ErrorText,
  JobProgressBar,
  card,
  dangerButton,
  input,
  label,
  link,
  primaryButton,
  secondaryButton,
} from '../admin/admin-ui';
import { AuditLog } from '../admin/audit-log';
import {
  buildUpdateDeckForm,
  updateDeckProblems,
  type DeckMetadataState,
  type SubdeckRow,
} from '../admin/deck-form-data';
import { AliasesEditor, CoverInput, LinksEditor } from '../admin/deck-metadata-inputs';
import { applyMetadata } from '../admin/apply-metadata';
import { MetadataSearchSlot } from '../admin/metadata-search-slot';
import { moveItem, rowKey, titleFromFileName } from '../admin/list-order';
import { SortableRows } from '../admin/sortable-rows';
import { uploadForm } from '../admin/upload';
import { formatInteger } from '../lib/format';
import { idParam } from '../lib/loader-api.server';
import { pageTitle } from '../lib/page-title';
import { toasts } from '../shell/toast-store';
import type { Route } from './+types/dashboard-media';

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.state === 'ready' ? loaderData.data.originalTitle : 'Deck';
  return [{ title: pageTitle(`Edit ${title}`) }];
}

export function loader({ request, context, params }: Route.LoaderArgs) {
  const id = idParam(request, params.id);
  return loadAdmin(request, context, (get) => get<AdminDeck>(`/admin/deck/${id}`));
}

function metadataOf(deck: AdminDeck): DeckMetadataState {
  return {
    mediaType: deck.mediaType,
    originalTitle: deck.originalTitle,
    romajiTitle: deck.romajiTitle ?? '',
    englishTitle: deck.englishTitle ?? '',
    releaseDate: deck.releaseDate ?? '',
    description: deck.description ?? '',
    aliases: deck.aliases.map((value) => ({ key: rowKey(), value })),
    links: deck.links.map((entry) => ({ key: rowKey(), ...entry })),
    cover: deck.coverUrl ? { kind: 'keep' } : { kind: 'none' },
  };
}

function subdeckRowsOf(deck: AdminDeck): SubdeckRow[] {
  return [...deck.subdecks]
    .sort((a, b) => a.deckOrder - b.deckOrder)
    .map((sub) => ({
      key: rowKey(),
      deckId: sub.deckId,
      originalTitle: sub.originalTitle,
      difficultyOverride: sub.difficultyOverride,
    }));
}

/** Whether a re-parse has texts to read: the deck's own, or its sub-decks'. */
function storedText(deck: AdminDeck): string {
  if (deck.hasRawText) return 'yes';
  const stored = deck.subdecks.filter((sub) => sub.hasRawText).length;
  if (deck.subdecks.length === 0) return 'no (cannot be re-parsed)';
  return stored === deck.subdecks.length
    ? 'in every sub-deck'
    : `in ${stored} of ${deck.subdecks.length} sub-decks`;
}

function Statistics({ deck }: { deck: AdminDeck }) {
  const stats = deck.statistics;
  const rows: [string, string][] = [
    ['Characters', formatInteger(stats.characterCount)],
    ['Words', formatInteger(stats.wordCount)],
    ['Unique words', formatInteger(stats.uniqueWordCount)],
    ['Unique kanji', formatInteger(stats.uniqueKanjiCount)],
    ['Sentences', formatInteger(stats.sentenceCount)],
    ['Dialogue', `${stats.dialoguePercentage.toFixed(1)}%`],
    ['Difficulty (computed)', deck.difficulty >= 0 ? deck.difficulty.toFixed(2) : 'not computed'],
    ['Stored text', storedText(deck)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {rows.map(([name, value]) => (
        <div key={name}>
          <dt className="text-xs text-gray-700 dark:text-gray-300">{name}</dt>
          <dd className="font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function DifficultySelect({
  id,
  value,
  onChange,
  name,
}: {
  id?: string;
  value: number;
  onChange: (value: number) => void;
  name: string;
}) {
  return (
    <select
      id={id}
      aria-label={id ? undefined : name}
      className={`${input} sm:max-w-xs`}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      <option value={-1}>No override (computed)</option>
      {difficultyLevelNames.map((level, index) => (
        <option key={level} value={index}>
          {index} – {level}
        </option>
      ))}
    </select>
  );
}

function EditDeck({ deck }: { deck: AdminDeck }) {
  const auth = useAuth();
  const id = useId();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [meta, setMeta] = useState(() => metadataOf(deck));
  const [subdecks, setSubdecks] = useState(() => subdeckRowsOf(deck));
  const [difficultyOverride, setDifficultyOverride] = useState(deck.difficultyOverride);
  const [hideDialogue, setHideDialogue] = useState(deck.hideDialoguePercentage);
  const [genres, setGenres] = useState(deck.genres.join(', '));
  const [tags, setTags] = useState(deck.tags.join(', '));
  const [mainFile, setMainFile] = useState<File | null>(null);
  const [reparseOnSave, setReparseOnSave] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState<number | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const [jobLabel, setJobLabel] = useState('Parsing progress');
  const [overwriteMetadata, setOverwriteMetadata] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const noun = subDeckNoun[meta.mediaType as MediaType] ?? {
    singular: 'Sub-deck',
    plural: 'Sub-decks',
  };
  const hasSubdecks = deck.subdecks.length > 0 || subdecks.length > 0;
  // A new version of the deck (after a save or a parse): the form shows what the server keeps
  // (new sub-decks now have ids, removed ones are gone).
  useEffect(() => {
    setMeta(metadataOf(deck));
    setSubdecks(subdeckRowsOf(deck));
    setDifficultyOverride(deck.difficultyOverride);
    setHideDialogue(deck.hideDialoguePercentage);
    setGenres(deck.genres.join(', '));
    setTags(deck.tags.join(', '));
  }, [deck]);

  const job = useJobProgress<AdminJob>(
    auth.client,
    jobId,
    (finished) => {
      if (finished.status === 'succeeded') {
        toasts.add({
          severity: 'success',
          summary: jobLabel === 'Parsing progress' ? 'Parsing finished' : 'Metadata fetched',
          detail: deck.originalTitle,
          life: 4000,
        });
        void revalidator.revalidate();
      }
    },
    '/admin/jobs',
  );
  const parsing = job !== null && (job.status === 'queued' || job.status === 'running');
  const set = (change: Partial<DeckMetadataState>) =>
    setMeta((current) => ({ ...current, ...change }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const extras = {
      deckId: deck.deckId,
      difficultyOverride,
      hideDialoguePercentage: hideDialogue,
      subdecks,
      file: hasSubdecks ? null : mainFile,
      reparse: reparseOnSave,
      hadCover: deck.coverUrl !== null,
      genres,
      tags,
    };
    const found = updateDeckProblems(meta, extras);
    setProblems(found);
    if (found.length) return;
    setSaving(0);
    try {
      const answer = await uploadForm<{ deckId: number; jobId: number | null }>(
        auth.client,
        '/admin/update-deck',
        buildUpdateDeckForm(meta, extras),
        setSaving,
      );
      toasts.add({ severity: 'success', summary: 'Saved', detail: meta.originalTitle, life: 3000 });
      setMainFile(null);
      setReparseOnSave(false);
      if (answer.jobId !== null) {
        setJobLabel('Parsing progress');
        setJobId(answer.jobId);
      }
      await revalidator.revalidate();
    } catch (error) {
      setProblems([(error as Error).message]);
    } finally {
      setSaving(null);
    }
  };

  const reparse = async () => {
    setProblems([]);
    try {
      const answer = await adminRequest<{ jobId: number }>(
        auth.client,
        `/admin/deck/${deck.deckId}/reparse`,
        {
          method: 'POST',
        },
      );
      setJobLabel('Parsing progress');
      setJobId(answer.jobId);
    } catch (error) {
      setProblems([(error as Error).message]);
    }
  };

  const fetchMetadata = async () => {
    setProblems([]);
    try {
      const answer = await adminRequest<{ jobId: number }>(
        auth.client,
        `/admin/fetch-metadata/${deck.deckId}`,
        { method: 'POST', json: { overwrite: overwriteMetadata } },
      );
      setJobLabel('Metadata fetch progress');
      setJobId(answer.jobId);
    } catch (error) {
      setProblems([(error as Error).message]);
    }
  };

  const remove = async () => {
    setDeleting(true);
    try {
      await adminRequest(auth.client, `/admin/deck/${deck.deckId}`, { method: 'DELETE' });
      toasts.add({
        severity: 'success',
        summary: 'Deleted',
        detail: deck.originalTitle,
        life: 5000,
      });
      setConfirmDelete(false);
      void navigate(deck.parentDeckId ? `/dashboard/media/${deck.parentDeckId}` : '/dashboard');
    } catch (error) {
      setConfirmDelete(false);
      setProblems([(error as Error).message]);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <Link to={`/decks/media/${deck.deckId}/detail`} className={secondaryButton}>
          View deck
        </Link>
        {deck.parentDeckId && (
          <Link to={`/dashboard/media/${deck.parentDeckId}`} className={secondaryButton}>
            Edit the parent deck
          </Link>
        )}
        <button
          type="button"
          className={secondaryButton}
          disabled={parsing || (!deck.hasRawText && deck.subdecks.every((sub) => !sub.hasRawText))}
          title={
            deck.hasRawText || deck.subdecks.some((sub) => sub.hasRawText)
              ? undefined
              : 'No stored text to re-parse'
          }
          onClick={() => void reparse()}
        >
          Re-parse
        </button>
        <button type="button" className={dangerButton} onClick={() => setConfirmDelete(true)}>
          Delete
        </button>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={`Delete ${deck.originalTitle}?`}
        description={
          <>
            {deck.originalTitle} ({mediaTypeLabels[deck.mediaType]}, deck {deck.deckId})
            {deck.subdecks.length > 0 &&
              ` and its ${deck.subdecks.length} ${deck.subdecks.length === 1 ? noun.singular.toLowerCase() : noun.plural.toLowerCase()}`}{' '}
            will be removed with their words, examples, links, titles, cover and stored texts.
            Readers&apos; known words stay. This cannot be undone.
          </>
        }
        confirmLabel={`Delete ${deck.originalTitle}`}
        busy={deleting}
        onConfirm={() => void remove()}
      />
      {job && (
        <div className={card} aria-live="polite">
          <JobProgressBar job={job} label={jobLabel} />
        </div>
      )}
      <ErrorText>
        {problems.length === 0 ? null : problems.length === 1 ? (
          problems[0]
        ) : (
          <ul className="list-disc pl-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
      </ErrorText>

      <section aria-labelledby={`${id}-stats`} className={card}>
        <h2 id={`${id}-stats`} className="mb-3 text-lg font-semibold">
          Statistics
        </h2>
        <Statistics deck={deck} />
      </section>

      <section aria-labelledby={`${id}-fetch`} className={card}>
        <h2 id={`${id}-fetch`} className="mb-3 text-lg font-semibold">
          Fetch metadata
        </h2>
        <p className="mb-3 text-sm text-gray-700 dark:text-gray-300">
          Looks this deck up at the provider of its media type (by its links, else its title) and
          fills its empty titles, date, description, links and cover in the background.
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <label className="inline-flex items-center gap-1 text-sm">
            <input
              type="checkbox"
              checked={overwriteMetadata}
              onChange={(event) => setOverwriteMetadata(event.target.checked)}
            />
            Overwrite fields that are already filled
          </label>
          <button
            type="button"
            className={secondaryButton}
            disabled={parsing}
            onClick={() => void fetchMetadata()}
          >
            Fetch metadata
          </button>
        </div>
      </section>

      <form onSubmit={(event) => void save(event)} noValidate>
        <MetadataSearchSlot
          mediaType={meta.mediaType}
          query={meta.originalTitle}
          onPick={(found) => setMeta((current) => applyMetadata(current, found))}
        />
        <section aria-labelledby={`${id}-meta`} className={card}>
          <h2 id={`${id}-meta`} className="mb-3 text-lg font-semibold">
            Metadata
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor={`${id}-type`} className={label}>
                Media type
              </label>
              <select
                id={`${id}-type`}
                className={input}
                value={meta.mediaType}
                onChange={(event) => set({ mediaType: Number(event.target.value) })}
              >
                {Object.values(MediaType).map((type) => (
                  <option key={type} value={type}>
                    {mediaTypeLabels[type]}
                  </option>
                ))}
              </select>
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
              <label htmlFor={`${id}-original`} className={label}>
                Original title (required)
              </label>
              <input
                id={`${id}-original`}
                className={input}
                required
                value={meta.originalTitle}
                onChange={(event) => set({ originalTitle: event.target.value })}
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
            <div>
              <label htmlFor={`${id}-difficulty`} className={label}>
                Difficulty override
              </label>
              <DifficultySelect
                id={`${id}-difficulty`}
                name="Difficulty override"
                value={difficultyOverride}
                onChange={setDifficultyOverride}
              />
            </div>
            <label className="flex items-center gap-2 self-end text-sm">
              <input
                type="checkbox"
                checked={hideDialogue}
                onChange={(event) => setHideDialogue(event.target.checked)}
              />
              Hide the dialogue percentage
            </label>
            <div>
              <label htmlFor={`${id}-genres`} className={label}>
                Genres (comma-separated)
              </label>
              <input
                id={`${id}-genres`}
                value={genres}
                onChange={(event) => setGenres(event.target.value)}
                placeholder="Drama, Comedy"
                className={input}
              />
            </div>
            <div>
              <label htmlFor={`${id}-tags`} className={label}>
                Tags (comma-separated)
              </label>
              <input
                id={`${id}-tags`}
                value={tags}
                onChange={(event) => setTags(event.target.value)}
                placeholder="School, Time travel"
                className={input}
              />
            </div>
            <div className="sm:col-span-2">
              <AliasesEditor aliases={meta.aliases} onChange={(aliases) => set({ aliases })} />
            </div>
            <div className="sm:col-span-2">
              <LinksEditor links={meta.links} onChange={(links) => set({ links })} />
            </div>
            <div className="sm:col-span-2">
              <CoverInput
                cover={meta.cover}
                currentUrl={deck.coverUrl}
                onChange={(cover) => set({ cover })}
              />
            </div>
          </div>
        </section>

        <section aria-labelledby={`${id}-files`} className={card}>
          <h2 id={`${id}-files`} className="mb-3 text-lg font-semibold">
            {hasSubdecks ? noun.plural : 'Text'}
          </h2>
          {!hasSubdecks && (
            <div className="mb-3">
              <label htmlFor={`${id}-main-file`} className={label}>
                Replace the text with a file
              </label>
              <input
                id={`${id}-main-file`}
                type="file"
                className={input}
                onChange={(event) => setMainFile(event.target.files?.[0] ?? null)}
              />
            </div>
          )}
          {subdecks.length > 0 && (
            <SortableRows
              label={noun.plural}
              items={subdecks}
              keyOf={(row) => row.key}
              nameOf={(row) => row.originalTitle || `${noun.singular}`}
              onMove={(from, to) => setSubdecks(moveItem(subdecks, from, to))}
              renderRow={(row, index) => {
                const change = (next: Partial<SubdeckRow>) =>
                  setSubdecks(
                    subdecks.map((entry) =>
                      entry.key === row.key ? { ...entry, ...next } : entry,
                    ),
                  );
                return (
                  <div className="flex flex-wrap items-center gap-2">
                    <input
                      className={`${input} min-w-0 flex-1 sm:max-w-xs`}
                      aria-label={`${noun.singular} ${index + 1} title`}
                      value={row.originalTitle}
                      onChange={(event) => change({ originalTitle: event.target.value })}
                    />
                    {row.deckId !== undefined ? (
                      <Link to={`/dashboard/media/${row.deckId}`} className={`${link} text-xs`}>
                        Edit
                      </Link>
                    ) : (
                      <span className="text-xs font-semibold text-green-800 dark:text-green-300">
                        New
                      </span>
                    )}
                    <label className="text-xs">
                      <span className="sr-only">{`${noun.singular} ${index + 1} file`}</span>
                      <input
                        type="file"
                        className="max-w-[14rem] text-xs"
                        onChange={(event) => change({ file: event.target.files?.[0] })}
                      />
                    </label>
                    <button
                      type="button"
                      className="rounded border border-gray-400 px-2 py-1 text-xs hover:bg-gray-100 dark:border-gray-600 dark:hover:bg-gray-800"
                      aria-label={`Remove ${row.originalTitle || `${noun.singular} ${index + 1}`}`}
                      onClick={() => setSubdecks(subdecks.filter((entry) => entry.key !== row.key))}
                    >
                      Remove
                    </button>
                  </div>
                );
              }}
            />
          )}
          {hasSubdecks && subdecks.length < deck.subdecks.length && (
            <p className="mt-2 text-sm text-amber-800 dark:text-amber-300">
              {deck.subdecks.length - subdecks.length} {noun.plural.toLowerCase()} will be deleted
              when you save.
            </p>
          )}
          <div className="mt-3">
            <label htmlFor={`${id}-new-sub`} className={label}>
              Add {noun.plural.toLowerCase()} from files
            </label>
            <input
              id={`${id}-new-sub`}
              type="file"
              multiple
              className={input}
              onChange={(event) => {
                const added = [...(event.target.files ?? [])].map((file) => ({
                  key: rowKey(),
                  originalTitle: titleFromFileName(file.name),
                  difficultyOverride: -1,
                  file,
                }));
                setSubdecks([...subdecks, ...added]);
                event.target.value = '';
              }}
            />
          </div>
        </section>

        <div className="mb-6 flex flex-wrap items-center gap-4">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={reparseOnSave}
              onChange={(event) => setReparseOnSave(event.target.checked)}
            />
            Re-parse after saving
          </label>
          <button type="submit" className={primaryButton} disabled={saving !== null}>
            {saving !== null ? `Saving… ${saving}%` : 'Save changes'}
          </button>
        </div>
      </form>

      <section aria-labelledby={`${id}-audit`} className={card}>
        <h2 id={`${id}-audit`} className="mb-3 text-lg font-semibold">
          Audit log
        </h2>
        <AuditLog entries={deck.audit} />
      </section>
    </>
  );
}

export default function DashboardMedia({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl">
      <AdminNav />
      <AdminGate loaded={loaderData}>
        {(deck) => (
          <>
            <h1 className="mb-1 text-2xl font-bold break-words">
              <span lang="ja">{deck.originalTitle}</span>
            </h1>
            <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">
              {mediaTypeLabels[deck.mediaType]} · deck {deck.deckId}
              {deck.subdecks.length > 0 && ` · ${deck.subdecks.length} sub-decks`}
            </p>
            <EditDeck key={deck.deckId} deck={deck} />
          </>
        )}
      </AdminGate>
    </div>
  );
}
