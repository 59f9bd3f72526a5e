/**
 * `/settings` (signed in): the account, and the known words kept on the server: how many, imports
 * (an Anki deck/collection package with the states of its cards, an Anki notes export with a
 * preview, a file of word ids, a frequency range, the words kept in this browser — these four
 * with a state choice, Mature by default) followed by a progress bar, export and clear. Display preferences live in the gear
 * menu of the header (cookies, per browser).
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { useAuth } from '../auth/auth-context';
import { ErrorMessage, SuccessMessage } from '../auth/auth-form';
import { requireSignedIn } from '../auth/require-session.server';
import { useJobProgress, type JobView } from '../auth/use-job-progress';
import { parseWordIdFile } from '../auth/word-id-file';
import { AnkiPackageImport } from '../components/anki-package-import';
import { readKnownWordIds } from '../lib/known-words';
import { useKnownWords } from '../lib/known-words-context';
import { pageTitle } from '../lib/page-title';
import type { Route } from './+types/settings';

export function meta() {
  return [{ title: pageTitle('Settings') }];
}

export function loader({ request }: Route.LoaderArgs) {
  requireSignedIn(request);
  return null;
}

interface AnkiPreview {
  lines: number;
  skippedLong: number;
  parsed: number;
  forms: number;
  newForms: number;
}

async function answer<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  if (!response.ok) throw new Error(body.message ?? `The server answered ${response.status}`);
  return body as T;
}

/** WordKnowledgeState (spec §3) an import may give its words, as the select offers them. */
const IMPORT_STATES = [
  { value: 2, label: 'Mature (known)', mark: 'known' },
  { value: 1, label: 'Young (learning)', mark: 'Young' },
  { value: 3, label: 'Suspended (ignored)', mark: 'Suspended' },
] as const;
type ImportStateValue = (typeof IMPORT_STATES)[number]['value'];

const section =
  'mb-6 rounded-lg border border-gray-200 bg-white p-5 dark:border-gray-800 dark:bg-gray-900';
const button =
  'rounded bg-purple-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-purple-800 disabled:opacity-60';

function JobProgress({ job }: { job: JobView | null }) {
  if (!job) return null;
  return (
    <div className="mt-3">
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={job.progress}
        className="h-2 overflow-hidden rounded bg-gray-200 dark:bg-gray-800"
      >
        <div
          className="h-full bg-purple-600 transition-all"
          style={{ width: `${job.progress}%` }}
        />
      </div>
      <p className="mt-1 text-xs text-gray-600 dark:text-gray-400">
        {job.status === 'queued' ? 'Waiting to start…' : job.step} ({job.progress}%)
      </p>
    </div>
  );
}

export default function Settings() {
  const auth = useAuth();
  const client = auth.client;
  // Imports and clearing change the account's words: the shared list (and coverage) follow.
  const { reload: reloadKnownWords } = useKnownWords();
  const [amount, setAmount] = useState<{ words: number; forms: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const [ankiFile, setAnkiFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<AnkiPreview | null>(null);
  const [range, setRange] = useState({ min: '0', max: '1000' });
  const [localIds, setLocalIds] = useState<number[]>([]);
  const [importState, setImportState] = useState<ImportStateValue>(2);
  /** Which import the running job is, so its progress bar shows beside it. */
  const [jobSource, setJobSource] = useState<'anki-package' | 'other' | null>(null);
  const stateSelectId = useId();
  /** "known" for Mature, as the buttons said before states existed; else the state's name. */
  const stateLabel = IMPORT_STATES.find((option) => option.value === importState)!.mark;
  const withState = (path: string) => `${path}?state=${importState}`;

  const refreshAmount = useCallback(async () => {
    if (!client) return;
    try {
      setAmount(await answer(await client.apiFetch('/user/vocabulary/known-ids/amount')));
    } catch (failure) {
      setError((failure as Error).message);
    }
  }, [client]);

  useEffect(() => {
    void refreshAmount();
    setLocalIds(readKnownWordIds(window.localStorage));
  }, [refreshAmount]);

  const job = useJobProgress(client, jobId, (finished) => {
    setJobId(null);
    setJobSource(null);
    if (finished.status === 'failed') setError(finished.error ?? 'The import failed.');
    else setNotice('Import finished. Coverage now counts these words.');
    void refreshAmount();
    reloadKnownWords();
  });

  async function run(work: () => Promise<void>) {
    setError(null);
    setNotice(null);
    try {
      await work();
    } catch (failure) {
      setError((failure as Error).message);
    }
  }

  const startJob = (path: string, init: RequestInit) =>
    run(async () => {
      if (!client) return;
      const { jobId: id } = await answer<{ jobId: number }>(
        await client.apiFetch(path, { method: 'POST', ...init }),
      );
      setJobSource('other');
      setJobId(id);
    });

  const ankiForm = () => {
    const form = new FormData();
    if (ankiFile) form.set('file', ankiFile);
    return form;
  };

  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold">Settings</h1>
      <ErrorMessage>{error}</ErrorMessage>
      <SuccessMessage>{notice}</SuccessMessage>

      <section className={section} aria-labelledby="account-heading">
        <h2 id="account-heading" className="mb-2 text-lg font-semibold">
          Account
        </h2>
        {auth.user ? (
          <p>
            {auth.user.username} · {auth.user.email}
            {auth.isAdmin && ' · Administrator'}
          </p>
        ) : (
          <p>Loading…</p>
        )}
        <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">
          Display preferences (title language, furigana, difficulty style, reading speed) open from
          the gear (⚙) button at the top right; on a phone, open the menu (☰) and tap Share. They
          are kept in this browser.
        </p>
      </section>

      <section className={section} aria-labelledby="known-heading">
        <h2 id="known-heading" className="mb-2 text-lg font-semibold">
          Known words
        </h2>
        <p className="mb-3">
          {amount
            ? `You know ${amount.words} words (${amount.forms} forms).`
            : 'Counting your known words…'}
        </p>
        {jobSource !== 'anki-package' && <JobProgress job={job} />}

        <AnkiPackageImport
          client={client}
          busy={jobId !== null}
          progress={jobSource === 'anki-package' ? <JobProgress job={job} /> : null}
          onStart={(id) => {
            setError(null);
            setNotice(null);
            setJobSource('anki-package');
            setJobId(id);
          }}
        />

        <div className="mt-6 border-t border-gray-200 pt-4 dark:border-gray-800">
          <label htmlFor={stateSelectId} className="block text-sm font-medium">
            The imports below give their words the state
          </label>
          <select
            id={stateSelectId}
            className="mt-1 rounded border px-2 py-1 dark:bg-gray-950"
            value={importState}
            onChange={(event) => {
              setImportState(Number(event.target.value) as ImportStateValue);
              setPreview(null);
            }}
          >
            {IMPORT_STATES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>

        <h3 className="mt-4 mb-1 font-semibold">Import from an Anki notes export (text)</h3>
        <p className="mb-2 text-sm text-gray-600 dark:text-gray-400">
          In Anki, use Export → “Notes in Plain Text”. Every word found in the first field of each
          note gets the state chosen above, so check the preview first.
        </p>
        <input
          type="file"
          accept=".txt,text/plain"
          aria-label="Anki notes export"
          onChange={(event) => {
            setAnkiFile(event.target.files?.[0] ?? null);
            setPreview(null);
          }}
        />
        <div className="mt-2 flex gap-2">
          <button
            type="button"
            className={button}
            disabled={!ankiFile || jobId !== null}
            onClick={() =>
              void run(async () => {
                if (!client) return;
                setPreview(
                  await answer(
                    await client.apiFetch(
                      withState('/user/vocabulary/import-from-anki-txt/preview'),
                      {
                        method: 'POST',
                        body: ankiForm(),
                      },
                    ),
                  ),
                );
              })
            }
          >
            Preview
          </button>
          {preview && (
            <button
              type="button"
              className={button}
              disabled={jobId !== null}
              onClick={() => {
                setPreview(null);
                void startJob(withState('/user/vocabulary/import-from-anki-txt'), {
                  body: ankiForm(),
                });
              }}
            >
              Mark {preview.newForms} forms {stateLabel}
            </button>
          )}
        </div>
        {preview && (
          <p className="mt-2 text-sm" role="status">
            {preview.lines} lines read ({preview.skippedLong} too long to be a word),{' '}
            {preview.parsed} words found, {preview.forms} forms, of which {preview.newForms} are not{' '}
            {stateLabel} yet.
          </p>
        )}

        <h3 className="mt-4 mb-1 font-semibold">Import from a file of word ids</h3>
        <input
          type="file"
          accept=".txt,.json,text/plain,application/json"
          aria-label="File of word ids"
          disabled={jobId !== null}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            void run(async () => {
              const ids = parseWordIdFile(await file.text());
              await startJob(withState('/user/vocabulary/import-from-ids'), {
                body: JSON.stringify(ids),
              });
            });
          }}
        />

        <h3 className="mt-4 mb-1 font-semibold">Import by frequency</h3>
        <div className="flex flex-wrap items-end gap-2">
          <label className="text-sm">
            From rank
            <input
              type="number"
              min={0}
              max={10000}
              className="ml-2 w-24 rounded border px-2 py-1 dark:bg-gray-950"
              value={range.min}
              onChange={(event) => setRange({ ...range, min: event.target.value })}
            />
          </label>
          <label className="text-sm">
            to rank
            <input
              type="number"
              min={0}
              max={10000}
              className="ml-2 w-24 rounded border px-2 py-1 dark:bg-gray-950"
              value={range.max}
              onChange={(event) => setRange({ ...range, max: event.target.value })}
            />
          </label>
          <button
            type="button"
            className={button}
            disabled={jobId !== null}
            onClick={() =>
              void startJob(
                withState(
                  `/user/vocabulary/import-from-frequency/${Number(range.min)}/${Number(range.max)}`,
                ),
                {},
              )
            }
          >
            Mark {stateLabel}
          </button>
        </div>

        {localIds.length > 0 && (
          <>
            <h3 className="mt-4 mb-1 font-semibold">Words kept in this browser</h3>
            <button
              type="button"
              className={button}
              disabled={jobId !== null}
              onClick={() =>
                void startJob(withState('/user/vocabulary/import-from-ids'), {
                  body: JSON.stringify(localIds),
                })
              }
            >
              Add the {localIds.length} words marked known in this browser
              {importState === 2 ? '' : ` as ${stateLabel}`}
            </button>
          </>
        )}

        <h3 className="mt-4 mb-1 font-semibold">Export and clear</h3>
        <div className="flex gap-2">
          <button
            type="button"
            className={button}
            onClick={() =>
              void run(async () => {
                if (!client) return;
                const ids = await answer<number[]>(
                  await client.apiFetch('/user/vocabulary/known-ids'),
                );
                const url = URL.createObjectURL(new Blob([ids.join('\n')], { type: 'text/plain' }));
                const link = document.createElement('a');
                link.href = url;
                link.download = 'known-words.txt';
                link.click();
                URL.revokeObjectURL(url);
              })
            }
          >
            Export word ids
          </button>
          <button
            type="button"
            className="rounded bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800"
            onClick={() => {
              if (!window.confirm('Forget every known word? This cannot be undone.')) return;
              void run(async () => {
                if (!client) return;
                const { removed } = await answer<{ removed: number }>(
                  await client.apiFetch('/user/vocabulary/known-ids/clear', { method: 'DELETE' }),
                );
                setNotice(`${removed} forms forgotten.`);
                await refreshAmount();
                reloadKnownWords();
              });
            }}
          >
            Clear all
          </button>
        </div>
      </section>
    </div>
  );
}
