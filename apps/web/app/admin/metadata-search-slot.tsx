/**
 * The "search metadata" panel of "Add media" (reference §9.1 step 4; issue 19). The page renders
 * `<MetadataSearchSlot>` between the files and the titles and applies what `onPick` returns to
 * its fields (`applyMetadata`). The query follows the page's original title (seeded from the main
 * file's name) until the administrator edits it; the provider follows the media type. Providers
 * without their key are listed but disabled ("not configured"). Not a <form>: it sits inside the
 * page's form, so Enter in the query searches without sending the deck.
 */
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useAuth } from '../auth/auth-context';
import { adminRequest } from './admin-client';
import type { Metadata } from './admin-types';
import { card, ErrorText, input, label, primaryButton, secondaryButton } from './admin-ui';
import { providerChoices, type ProviderInfo } from './metadata-providers';

export interface MetadataSearchSlotProps {
  /** The chosen media type (decides which providers fit). */
  mediaType: number;
  /** What to search for first: the original title, seeded from the main file's name. */
  query: string;
  /** Fills titles, date, description, cover, links and aliases from a result. */
  onPick: (metadata: Metadata) => void;
}

type SearchState =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'done'; results: Metadata[] }
  | { kind: 'failed'; message: string };

export function MetadataSearchSlot({ mediaType, query, onPick }: MetadataSearchSlotProps) {
  const id = useId();
  const { client } = useAuth();
  const [providers, setProviders] = useState<ProviderInfo[]>([]);
  const [providerError, setProviderError] = useState('');
  const [provider, setProvider] = useState('');
  const [text, setText] = useState(query);
  const [edited, setEdited] = useState(false);
  const [search, setSearch] = useState<SearchState>({ kind: 'idle' });
  const [picked, setPicked] = useState<string | null>(null);

  useEffect(() => {
    if (!client) return;
    let current = true;
    adminRequest<ProviderInfo[]>(client, '/admin/metadata/providers')
      .then((list) => {
        if (current) setProviders(list);
      })
      .catch((error: unknown) => {
        if (current) setProviderError(error instanceof Error ? error.message : String(error));
      });
    return () => {
      current = false;
    };
  }, [client]);

  const choices = providerChoices(providers, mediaType);
  // The media type decides the default provider (the first configured fitting one).
  useEffect(() => {
    const first = choices.find((choice) => choice.configured);
    setProvider(first?.value ?? '');
    // Only when the type or the list changes, not on every render (choices is a new array each time).
  }, [mediaType, providers]);
  useEffect(() => {
    if (!edited) setText(query);
  }, [query, edited]);

  const run = () => {
    const trimmed = text.trim();
    if (!trimmed || !provider) return;
    setSearch({ kind: 'searching' });
    setPicked(null);
    const params = new URLSearchParams({ provider, query: trimmed });
    adminRequest<Metadata[]>(client, `/admin/search-media?${params.toString()}`)
      .then((results) => setSearch({ kind: 'done', results }))
      .catch((error: unknown) =>
        setSearch({
          kind: 'failed',
          message: error instanceof Error ? error.message : String(error),
        }),
      );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      run();
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className={card} data-testid="metadata-search">
      <h2 id={`${id}-heading`} className="mb-3 text-lg font-semibold">
        Search metadata
      </h2>
      <ErrorText>{providerError}</ErrorText>
      <div role="search" className="grid gap-3 sm:grid-cols-[14rem_1fr_auto] sm:items-end">
        <div>
          <label htmlFor={`${id}-provider`} className={label}>
            Provider
          </label>
          <select
            id={`${id}-provider`}
            className={input}
            value={provider}
            onChange={(event) => setProvider(event.target.value)}
          >
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value} disabled={!choice.configured}>
                {choice.label}
                {choice.configured ? '' : ' — not configured'}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-query`} className={label}>
            Title to search
          </label>
          <input
            id={`${id}-query`}
            className={input}
            type="search"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setEdited(true);
            }}
            onKeyDown={onKeyDown}
          />
        </div>
        <button
          type="button"
          className={secondaryButton}
          onClick={run}
          disabled={!provider || !text.trim() || search.kind === 'searching'}
        >
          {search.kind === 'searching' ? 'Searching…' : 'Search'}
        </button>
      </div>

      <div aria-live="polite" className="mt-3 text-sm">
        {search.kind === 'failed' && <ErrorText>{search.message}</ErrorText>}
        {search.kind === 'done' &&
          (search.results.length === 0
            ? 'Nothing found; try another title or provider.'
            : `${search.results.length} result${search.results.length === 1 ? '' : 's'}.`)}
        {picked && ` Filled the form from “${picked}”; check it before sending.`}
      </div>
      {search.kind === 'done' && search.results.length > 0 && (
        <ul className="mt-3 grid gap-3" aria-label="Metadata results">
          {search.results.map((result) => (
            <li
              key={`${result.provider}:${result.providerId}`}
              className="flex gap-3 rounded border border-gray-200 p-2 dark:border-gray-800"
            >
              <div className="aspect-[2/3] w-14 shrink-0 overflow-hidden rounded bg-gray-200 dark:bg-gray-800">
                {result.coverUrl && (
                  <img
                    src={result.coverUrl}
                    alt=""
                    loading="lazy"
                    className="h-full w-full object-cover"
                  />
                )}
              </div>
              <div className="min-w-0 flex-1">
                <p lang="ja" className="font-semibold break-words">
                  {result.originalTitle}
                </p>
                <p className="text-sm break-words text-gray-600 dark:text-gray-400">
                  {[result.romajiTitle, result.englishTitle, result.releaseDate?.slice(0, 4)]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {result.description && (
                  <p className="mt-1 line-clamp-2 text-sm">{result.description}</p>
                )}
              </div>
              <button
                type="button"
                className={`${primaryButton} self-center`}
                aria-label={`Use ${result.originalTitle}`}
                onClick={() => {
                  onPick(result);
                  setPicked(result.originalTitle);
                }}
              >
                Use
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
