/**
 * "Import from Anki" on /settings: an Anki export (.apkg/.colpkg) → its note types → the user
 * picks the note type and the field holding the word → a preview of the states the cards give
 * (counts per state, matched and unmatched words) → the import, a job whose progress bar the page
 * shows here. Nothing is written before the import button. The file is sent again with each step
 * (the server keeps nothing between them).
 */
import { useId, useState, type ReactNode } from 'react';
import type { AuthClient } from '../auth/auth-client';

interface NoteType {
  id: number;
  name: string;
  fields: string[];
  notes: number;
}

interface Selection {
  noteTypeId: number;
  field: string;
  notes: number;
  counts: { new: number; young: number; mature: number; suspended: number };
  emptyFields: number;
  skippedLong: number;
  words: number;
  matched: number;
  unmatched: number;
  unmatchedExamples: string[];
  forms: { young: number; mature: number; suspended: number };
  changes: number;
}

interface Preview {
  format: 'anki21b' | 'anki21' | 'anki2';
  noteTypes: NoteType[];
  selection: Selection | null;
}

const PREVIEW_PATH = '/user/vocabulary/import-from-anki-package/preview';
const IMPORT_PATH = '/user/vocabulary/import-from-anki-package';
const button =
  'rounded bg-purple-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-purple-800 disabled:opacity-60';
const select = 'mt-1 block w-full rounded border px-2 py-1 sm:w-72 dark:bg-gray-950';

async function answer<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  if (!response.ok) throw new Error(body.message ?? `The server answered ${response.status}`);
  return body as T;
}

/** The field that most likely holds the word: a name like Expression/Word/Vocab, else the first. */
function likelyWordField(fields: readonly string[]): string {
  return (
    fields.find((name) =>
      /^(expression|word|vocab(ulary)?(-kanji)?|kanji|front|単語)$/i.test(name),
    ) ??
    fields[0] ??
    ''
  );
}

export function AnkiPackageImport({
  client,
  busy,
  progress,
  onStart,
}: {
  client: AuthClient | null;
  /** An import is running: new ones wait. */
  busy: boolean;
  /** The running import's progress bar, shown here when it is this import's. */
  progress: ReactNode;
  /** Called with the accepted job's id. */
  onStart: (jobId: number) => void;
}) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [noteTypes, setNoteTypes] = useState<NoteType[] | null>(null);
  const [noteTypeId, setNoteTypeId] = useState<number | null>(null);
  const [field, setField] = useState('');
  const [selection, setSelection] = useState<Selection | null>(null);
  const [loading, setLoading] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const noteType = noteTypes?.find((type) => type.id === noteTypeId) ?? null;
  const query = () =>
    noteTypeId === null ? '' : `?noteTypeId=${noteTypeId}&field=${encodeURIComponent(field)}`;

  async function send<T>(path: string, step: string): Promise<T | null> {
    if (!client || !file) return null;
    setError(null);
    setLoading(step);
    try {
      const form = new FormData();
      form.set('file', file);
      return await answer<T>(await client.apiFetch(path, { method: 'POST', body: form }));
    } catch (failure) {
      setError((failure as Error).message);
      return null;
    } finally {
      setLoading(null);
    }
  }

  async function readFile(chosen: File | null) {
    setFile(chosen);
    setNoteTypes(null);
    setSelection(null);
    setError(null);
    if (!chosen || !client) return;
    setLoading('Reading the file…');
    try {
      const form = new FormData();
      form.set('file', chosen);
      const preview = await answer<Preview>(
        await client.apiFetch(PREVIEW_PATH, { method: 'POST', body: form }),
      );
      setNoteTypes(preview.noteTypes);
      const first = preview.noteTypes[0];
      setNoteTypeId(first?.id ?? null);
      setField(first ? likelyWordField(first.fields) : '');
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setLoading(null);
    }
  }

  const counts = selection?.counts;
  return (
    <div aria-labelledby={`${id}-heading`} role="group">
      <h3 id={`${id}-heading`} className="mt-4 mb-1 font-semibold">
        Import from Anki (deck or collection package)
      </h3>
      <p className="mb-2 text-sm text-gray-600 dark:text-gray-400">
        In Anki, use File → Export… and choose “Anki Deck Package (.apkg)” or “Anki Collection
        Package (.colpkg)”; untick “Include media” to keep the file small (at most 100 MB). Each
        word gets the state of its cards: an interval of 21 days or more is Mature, learning or
        shorter is Young, suspended is Suspended; new cards are left alone.
      </p>
      <label htmlFor={`${id}-file`} className="block text-sm font-medium">
        Anki export file
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept=".apkg,.colpkg,application/zip"
        className="mt-1 max-w-full text-sm"
        disabled={busy || loading !== null}
        onChange={(event) => void readFile(event.target.files?.[0] ?? null)}
      />

      {noteTypes && noteTypes.length === 0 && (
        <p className="mt-2 text-sm">This file has no note types: there is nothing to import.</p>
      )}
      {noteTypes && noteTypes.length > 0 && (
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
          <label className="text-sm font-medium">
            Note type
            <select
              className={select}
              value={noteTypeId ?? ''}
              onChange={(event) => {
                const next = noteTypes.find((type) => type.id === Number(event.target.value));
                setNoteTypeId(next?.id ?? null);
                setField(next ? likelyWordField(next.fields) : '');
                setSelection(null);
              }}
            >
              {noteTypes.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name} ({type.notes} {type.notes === 1 ? 'note' : 'notes'})
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-medium">
            Field with the word
            <select
              className={select}
              value={field}
              onChange={(event) => {
                setField(event.target.value);
                setSelection(null);
              }}
            >
              {(noteType?.fields ?? []).map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className={button}
            disabled={busy || loading !== null || noteTypeId === null || field === ''}
            onClick={() =>
              void send<Preview>(PREVIEW_PATH + query(), 'Matching the words…').then(
                (preview) => preview && setSelection(preview.selection),
              )
            }
          >
            Preview
          </button>
        </div>
      )}

      <p role="status" aria-live="polite" className="mt-2 text-sm">
        {loading}
      </p>
      {error && (
        <p
          role="alert"
          className="mt-2 rounded bg-red-50 p-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {error}
        </p>
      )}

      {selection && counts && (
        <div className="mt-3 text-sm">
          <table className="w-full max-w-md border-collapse text-left">
            <caption className="mb-1 text-left font-medium">
              {selection.notes} notes of this type, by the state of their cards
            </caption>
            <thead>
              <tr className="border-b border-gray-200 dark:border-gray-800">
                <th scope="col" className="py-1 pr-4">
                  State
                </th>
                <th scope="col" className="py-1 pr-4 text-right">
                  Notes
                </th>
                <th scope="col" className="py-1 text-right">
                  Forms to write
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row" className="py-1 pr-4 font-normal">
                  Mature
                </th>
                <td className="py-1 pr-4 text-right">{counts.mature}</td>
                <td className="py-1 text-right">{selection.forms.mature}</td>
              </tr>
              <tr>
                <th scope="row" className="py-1 pr-4 font-normal">
                  Young
                </th>
                <td className="py-1 pr-4 text-right">{counts.young}</td>
                <td className="py-1 text-right">{selection.forms.young}</td>
              </tr>
              <tr>
                <th scope="row" className="py-1 pr-4 font-normal">
                  Suspended
                </th>
                <td className="py-1 pr-4 text-right">{counts.suspended}</td>
                <td className="py-1 text-right">{selection.forms.suspended}</td>
              </tr>
              <tr>
                <th scope="row" className="py-1 pr-4 font-normal">
                  New (left alone)
                </th>
                <td className="py-1 pr-4 text-right">{counts.new}</td>
                <td className="py-1 text-right">—</td>
              </tr>
            </tbody>
          </table>
          <p className="mt-2">
            {selection.matched} of {selection.words} studied words found in the dictionary
            {selection.skippedLong > 0 &&
              `; ${selection.skippedLong} fields longer than 25 characters left out`}
            {selection.emptyFields > 0 && `; ${selection.emptyFields} notes with this field empty`}.{' '}
            {selection.changes} forms would change state.
          </p>
          {selection.unmatched > 0 && (
            <details className="mt-1">
              <summary className="cursor-pointer">{selection.unmatched} words not found</summary>
              <p lang="ja" className="mt-1 break-words">
                {selection.unmatchedExamples.join('、')}
                {selection.unmatched > selection.unmatchedExamples.length && '…'}
              </p>
            </details>
          )}
          <button
            type="button"
            className={`${button} mt-3`}
            disabled={busy || loading !== null || selection.changes === 0}
            onClick={() =>
              void send<{ jobId: number }>(IMPORT_PATH + query(), 'Starting the import…').then(
                (accepted) => {
                  if (!accepted) return;
                  setSelection(null);
                  onStart(accepted.jobId);
                },
              )
            }
          >
            {selection.changes === 0
              ? 'Nothing to change'
              : `Import ${selection.changes} word states`}
          </button>
        </div>
      )}
      {progress}
    </div>
  );
}
