/**
 * The metadata inputs shared by "Add media" and the edit page: aliases, links (type + URL) and
 * the cover (a file or an http(s) URL, previewed). Controlled: the page keeps the state.
 */
import { LinkType, linkTypeLabels } from '@goi/contracts/values';
import { useEffect, useId, useState } from 'react';
import { rowKey } from './list-order';
import { input, label, secondaryButton } from './admin-ui';

export interface AliasRow {
  key: string;
  value: string;
}

export interface LinkRow {
  key: string;
  /** Set for a link that exists (edit page): updated; without: added. */
  linkId?: number;
  linkType: number;
  url: string;
}

export type CoverChoice =
  { kind: 'keep' } | { kind: 'none' } | { kind: 'file'; file: File } | { kind: 'url'; url: string };

const removeButton =
  'rounded border border-gray-400 px-2 py-1 text-xs hover:bg-gray-100 dark:border-gray-600 dark:hover:bg-gray-800';

export function AliasesEditor({
  aliases,
  onChange,
}: {
  aliases: AliasRow[];
  onChange: (aliases: AliasRow[]) => void;
}) {
  return (
    <fieldset>
      <legend className={label}>Aliases</legend>
      {aliases.length === 0 && (
        <p className="mb-2 text-sm text-gray-700 dark:text-gray-300">No aliases.</p>
      )}
      <ul className="space-y-2">
        {aliases.map((alias, index) => (
          <li key={alias.key} className="flex gap-2">
            <input
              className={input}
              aria-label={`Alias ${index + 1}`}
              value={alias.value}
              maxLength={500}
              onChange={(event) =>
                onChange(
                  aliases.map((row) =>
                    row.key === alias.key ? { ...row, value: event.target.value } : row,
                  ),
                )
              }
            />
            <button
              type="button"
              className={removeButton}
              aria-label={`Remove alias ${index + 1}`}
              onClick={() => onChange(aliases.filter((row) => row.key !== alias.key))}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={`${secondaryButton} mt-2`}
        onClick={() => onChange([...aliases, { key: rowKey(), value: '' }])}
      >
        Add an alias
      </button>
    </fieldset>
  );
}

export function LinksEditor({
  links,
  onChange,
}: {
  links: LinkRow[];
  onChange: (links: LinkRow[]) => void;
}) {
  const update = (key: string, change: Partial<LinkRow>) =>
    onChange(links.map((row) => (row.key === key ? { ...row, ...change } : row)));
  return (
    <fieldset>
      <legend className={label}>Links</legend>
      {links.length === 0 && (
        <p className="mb-2 text-sm text-gray-700 dark:text-gray-300">No links.</p>
      )}
      <ul className="space-y-2">
        {links.map((link, index) => (
          <li key={link.key} className="flex flex-wrap gap-2 sm:flex-nowrap">
            <select
              className={`${input} sm:w-40`}
              aria-label={`Link ${index + 1} type`}
              value={link.linkType}
              onChange={(event) => update(link.key, { linkType: Number(event.target.value) })}
            >
              {Object.values(LinkType).map((type) => (
                <option key={type} value={type}>
                  {linkTypeLabels[type]}
                </option>
              ))}
            </select>
            <input
              className={`${input} min-w-0 flex-1`}
              type="url"
              aria-label={`Link ${index + 1} URL`}
              placeholder="https://"
              value={link.url}
              onChange={(event) => update(link.key, { url: event.target.value })}
            />
            <button
              type="button"
              className={removeButton}
              aria-label={`Remove link ${index + 1}`}
              onClick={() => onChange(links.filter((row) => row.key !== link.key))}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={`${secondaryButton} mt-2`}
        onClick={() => onChange([...links, { key: rowKey(), linkType: LinkType.Web, url: '' }])}
      >
        Add a link
      </button>
    </fieldset>
  );
}

function useFilePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    // A data: URL, not blob: (the page's Content-Security-Policy allows `img-src data: https:`).
    const reader = new FileReader();
    let current = true;
    reader.onload = () => {
      if (current && typeof reader.result === 'string') setPreview(reader.result);
    };
    reader.readAsDataURL(file);
    return () => {
      current = false;
    };
  }, [file]);
  return preview;
}

export function CoverInput({
  cover,
  currentUrl,
  onChange,
}: {
  cover: CoverChoice;
  /** The deck's cover today (edit page). */
  currentUrl?: string | null;
  onChange: (cover: CoverChoice) => void;
}) {
  const id = useId();
  const file = cover.kind === 'file' ? cover.file : null;
  const filePreview = useFilePreview(file);
  const urlPreview = cover.kind === 'url' && /^https:\/\//i.test(cover.url) ? cover.url : null;
  const preview =
    filePreview ?? urlPreview ?? (cover.kind === 'keep' ? (currentUrl ?? null) : null);
  // "Upload a file" shows the file input before a file is chosen.
  const [fileMode, setFileMode] = useState(false);
  const mode = fileMode || cover.kind === 'file' ? 'file' : cover.kind;
  const choose = (next: CoverChoice) => {
    setFileMode(false);
    onChange(next);
  };
  return (
    <fieldset>
      <legend className={label}>Cover</legend>
      <div className="flex flex-col gap-4 sm:flex-row">
        <div className="flex-1 space-y-2">
          <div className="flex flex-wrap gap-4 text-sm" role="radiogroup" aria-label="Cover source">
            {currentUrl && (
              <label className="flex items-center gap-1">
                <input
                  type="radio"
                  name={`${id}-mode`}
                  checked={mode === 'keep'}
                  onChange={() => choose({ kind: 'keep' })}
                />
                Keep the current cover
              </label>
            )}
            <label className="flex items-center gap-1">
              <input
                type="radio"
                name={`${id}-mode`}
                checked={mode === 'none'}
                onChange={() => choose({ kind: 'none' })}
              />
              {currentUrl ? 'Remove the cover' : 'No cover'}
            </label>
            <label className="flex items-center gap-1">
              <input
                type="radio"
                name={`${id}-mode`}
                checked={mode === 'file'}
                onChange={() => setFileMode(true)}
              />
              Upload a file
            </label>
            <label className="flex items-center gap-1">
              <input
                type="radio"
                name={`${id}-mode`}
                checked={mode === 'url'}
                onChange={() => choose({ kind: 'url', url: '' })}
              />
              From a URL
            </label>
          </div>
          {mode === 'file' && (
            <div>
              <label htmlFor={`${id}-file`} className={label}>
                Cover image file
              </label>
              <input
                id={`${id}-file`}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif"
                className={input}
                onChange={(event) => {
                  const chosen = event.target.files?.[0];
                  if (chosen) onChange({ kind: 'file', file: chosen });
                }}
              />
            </div>
          )}
          {cover.kind === 'url' && (
            <div>
              <label htmlFor={`${id}-url`} className={label}>
                Cover image URL
              </label>
              <input
                id={`${id}-url`}
                type="url"
                className={input}
                placeholder="https://example.com/cover.jpg"
                value={cover.url}
                onChange={(event) => onChange({ kind: 'url', url: event.target.value })}
              />
              {cover.url && !urlPreview && (
                <p className="mt-1 text-xs text-gray-700 dark:text-gray-300">
                  The preview shows https:// images only; the server fetches the URL when you save.
                </p>
              )}
            </div>
          )}
        </div>
        <div className="flex h-40 w-28 shrink-0 items-center justify-center overflow-hidden rounded border border-dashed border-gray-400 bg-gray-50 text-center text-xs text-gray-600 dark:border-gray-600 dark:bg-gray-950 dark:text-gray-400">
          {preview ? (
            <img src={preview} alt="Cover preview" className="h-full w-full object-cover" />
          ) : (
            <span>No cover</span>
          )}
        </div>
      </div>
    </fieldset>
  );
}
