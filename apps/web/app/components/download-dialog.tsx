/**
 * The deck download dialog (reference §6): format, type, order, a range (slider plus number
 * inputs), exclude kana / known words / example sentences, target coverage, and a live card
 * count. The file is saved under the deck's localised title (first 30 characters).
 */
import * as Dialog from '@radix-ui/react-dialog';
import * as Slider from '@radix-ui/react-slider';
import {
  DeckDownloadType,
  DeckFormat,
  DeckOrder,
  deckDownloadTypeLabels,
  deckFormatLabels,
  deckOrderLabels,
} from '@goi/contracts/values';
import type { CustomDeckWord, DeckDownloadRequestInput, DeckDto } from '@goi/contracts';
import { useEffect, useState } from 'react';
import { useAuth } from '../auth/auth-context';
import { browserApi } from '../lib/api-client';
import { localizedTitle } from '../lib/deck-title';
import { useKnownWords } from '../lib/known-words-context';
import { usePreferences } from '../lib/preferences-context';
import { useReturnFocus } from '../lib/use-return-focus';
import { toasts } from '../shell/toast-store';
import { Field } from './field';

export const CARD_COUNT_DEBOUNCE_MS = 500;
const GLOBAL_RANGE = { min: 1, max: 30_000, limit: 200_000 };

export function defaultRange(
  deck: Pick<DeckDto, 'uniqueWordCount'>,
  type: DeckDownloadType,
): [number, number] {
  return type === DeckDownloadType.TopGlobalFrequency
    ? [GLOBAL_RANGE.min, GLOBAL_RANGE.max]
    : [0, Math.min(deck.uniqueWordCount, 5000)];
}

/** The card count shown without asking the server (reference §6). */
export function localCardCount(
  uniqueWordCount: number,
  type: DeckDownloadType,
  range: [number, number],
): number | null {
  if (type === DeckDownloadType.Full) return uniqueWordCount;
  if (type === DeckDownloadType.TopDeckFrequency || type === DeckDownloadType.TopChronological) {
    return Math.max(0, Math.min(range[1], uniqueWordCount) - range[0]);
  }
  return null;
}

/**
 * The saved file's name: the deck title (30 characters) with the server name's extension, and
 * its "freq_" prefix or " (repeated)" suffix, so the TXT and TXT-repeated files of one deck do
 * not overwrite each other.
 */
export function downloadFileName(title: string, serverFileName: string): string {
  const extension = /\.[A-Za-z0-9]+$/.exec(serverFileName)?.[0] ?? '';
  const base =
    title
      .slice(0, 30)
      .replace(/[\\/:*?"<>|]/g, '_')
      .trim() || 'deck';
  const prefix = serverFileName.startsWith('freq_') ? 'freq_' : '';
  const suffix = serverFileName.endsWith(`(repeated)${extension}`) ? ' (repeated)' : '';
  return `${prefix}${base}${suffix}${extension}`;
}

function fileNameFromDisposition(header: string | null): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '');
  if (star?.[1]) return decodeURIComponent(star[1]);
  return /filename="?([^";]+)"?/i.exec(header ?? '')?.[1] ?? 'deck';
}

const inputClass =
  'rounded border border-gray-300 bg-white px-2 py-1 text-sm dark:border-gray-600 dark:bg-gray-800';

export function DownloadDialog({
  deck,
  targetCoverage: initialTarget,
  customDeck,
  onClose,
}: {
  deck: DeckDto | null;
  /** Opens on the target-coverage download with this goal (a coverage milestone's link). */
  targetCoverage?: number;
  /** A pasted text's deck (not stored): its words go with the request (`custom-deck/download`). */
  customDeck?: { words: CustomDeckWord[]; sentences: string[] };
  onClose: () => void;
}) {
  const { preferences } = usePreferences();
  const { knownWordIds, source } = useKnownWords();
  const { client } = useAuth();
  // An account's word states (issue 20): keep only its Unknown or only its Young words.
  const [onlyState, setOnlyState] = useState<'' | 'unknown' | 'young'>('');
  const [format, setFormat] = useState<DeckFormat>(DeckFormat.Anki);
  const [type, setType] = useState<DeckDownloadType>(DeckDownloadType.TopDeckFrequency);
  const [order, setOrder] = useState<DeckOrder>(DeckOrder.DeckFrequency);
  const [range, setRange] = useState<[number, number]>([0, 0]);
  const [excludeKana, setExcludeKana] = useState(false);
  const [excludeKnown, setExcludeKnown] = useState(false);
  const [excludeSentences, setExcludeSentences] = useState(false);
  const [targetCoverage, setTargetCoverage] = useState(90);
  const [remoteCount, setRemoteCount] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const returnFocus = useReturnFocus();

  useEffect(() => {
    if (deck) setRange(defaultRange(deck, type));
  }, [deck, type]);

  useEffect(() => {
    if (!deck || initialTarget === undefined) return;
    setType(DeckDownloadType.TargetCoverage);
    setTargetCoverage(initialTarget);
  }, [deck, initialTarget]);

  useEffect(() => {
    // A pasted text has no stored deck to count in: the count is left open.
    if (!deck || customDeck || type !== DeckDownloadType.TopGlobalFrequency) return;
    setRemoteCount(null);
    const timer = setTimeout(() => {
      browserApi<number>(`media-deck/${deck.deckId}/vocabulary-count-frequency`, {
        minFrequency: range[0],
        maxFrequency: range[1],
      })
        .then(setRemoteCount)
        .catch(() => setRemoteCount(null));
    }, CARD_COUNT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [deck, customDeck, type, range]);

  if (!deck) return null;
  const title = localizedTitle(deck, preferences.titleLanguage);
  const ranged = type !== DeckDownloadType.Full && type !== DeckDownloadType.TargetCoverage;
  const sliderMax =
    type === DeckDownloadType.TopGlobalFrequency ? GLOBAL_RANGE.limit : deck.uniqueWordCount;
  const count =
    type === DeckDownloadType.TopGlobalFrequency
      ? remoteCount
      : localCardCount(deck.uniqueWordCount, type, range);

  const download = async () => {
    const body: DeckDownloadRequestInput = {
      format,
      downloadType: type,
      order,
      ...(ranged ? { minFrequency: range[0], maxFrequency: range[1] } : {}),
      ...(type === DeckDownloadType.TargetCoverage ? { targetCoverage } : {}),
      excludeKana,
      excludeKnownWords: excludeKnown,
      knownWordIds:
        excludeKnown || type === DeckDownloadType.TargetCoverage ? [...knownWordIds] : null,
      excludeExampleSentences: excludeSentences,
      titleLanguage: preferences.titleLanguage,
      ...(onlyState ? { onlyState } : {}),
    };
    setBusy(true);
    try {
      const init = {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(customDeck ? { ...customDeck, request: body } : body),
      };
      // The server reads an account's states with its session; other downloads need none.
      const response = customDeck
        ? await fetch('/api/media-deck/custom-deck/download', init)
        : onlyState && client
          ? await client.apiFetch(`/media-deck/${deck.deckId}/download`, init)
          : await fetch(`/api/media-deck/${deck.deckId}/download`, init);
      if (!response.ok) {
        const error = (await response.json().catch(() => null)) as { message?: string } | null;
        throw new Error(error?.message ?? `Download failed (${response.status})`);
      }
      const blob = await response.blob();
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = downloadFileName(
        title,
        fileNameFromDisposition(response.headers.get('content-disposition')),
      );
      link.click();
      URL.revokeObjectURL(link.href);
      toasts.add({
        severity: 'success',
        summary: 'Download started',
        detail: link.download,
        life: 3000,
      });
      onClose();
    } catch (error) {
      toasts.add({
        severity: 'error',
        summary: 'Download failed',
        detail: (error as Error).message,
        life: 6000,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[1000] bg-black/50" />
        <Dialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-[1100] flex max-h-[90vh] w-[min(32rem,95vw)] -translate-x-1/2 -translate-y-1/2 flex-col gap-3 overflow-auto rounded-lg bg-white p-6 text-gray-900 shadow-xl dark:bg-gray-900 dark:text-gray-100"
        >
          <Dialog.Title className="text-lg font-semibold">Download {title}</Dialog.Title>
          <Dialog.Description className="text-sm text-gray-600 dark:text-gray-400">
            Choose the file format and which words to include.
          </Dialog.Description>
          <Field label="Format">
            {(id) => (
              <select
                id={id}
                className={inputClass}
                value={format}
                onChange={(e) => setFormat(Number(e.target.value) as DeckFormat)}
              >
                {Object.entries(deckFormatLabels).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {format !== DeckFormat.Yomitan && (
            <>
              <Field label="Deck type">
                {(id) => (
                  <select
                    id={id}
                    className={inputClass}
                    value={type}
                    onChange={(e) => setType(Number(e.target.value) as DeckDownloadType)}
                  >
                    {Object.entries(deckDownloadTypeLabels).map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label="Order">
                {(id) => (
                  <select
                    id={id}
                    className={inputClass}
                    value={order}
                    onChange={(e) => setOrder(Number(e.target.value) as DeckOrder)}
                  >
                    {Object.entries(deckOrderLabels).map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              {ranged && (
                <fieldset className="flex flex-col gap-2">
                  <legend className="text-sm font-medium">Range</legend>
                  <Slider.Root
                    min={0}
                    max={Math.max(1, sliderMax)}
                    step={1}
                    value={range}
                    minStepsBetweenThumbs={0}
                    onValueChange={(value) => setRange([value[0] ?? 0, value[1] ?? 0])}
                    className="relative flex h-5 w-full touch-none items-center"
                  >
                    <Slider.Track className="relative h-1 grow rounded bg-gray-300 dark:bg-gray-600">
                      <Slider.Range className="absolute h-full rounded bg-purple-600" />
                    </Slider.Track>
                    <Slider.Thumb
                      aria-label="Range start"
                      className="block h-4 w-4 rounded-full bg-purple-600"
                    />
                    <Slider.Thumb
                      aria-label="Range end"
                      className="block h-4 w-4 rounded-full bg-purple-600"
                    />
                  </Slider.Root>
                  <div className="flex gap-2">
                    <Field label="From">
                      {(id) => (
                        <input
                          id={id}
                          type="number"
                          min={0}
                          max={range[1]}
                          value={range[0]}
                          className={inputClass}
                          onChange={(e) =>
                            setRange([
                              Math.max(0, Math.min(Number(e.target.value) || 0, range[1])),
                              range[1],
                            ])
                          }
                        />
                      )}
                    </Field>
                    <Field label="To">
                      {(id) => (
                        <input
                          id={id}
                          type="number"
                          min={range[0]}
                          max={sliderMax}
                          value={range[1]}
                          className={inputClass}
                          onChange={(e) =>
                            setRange([
                              range[0],
                              Math.max(range[0], Math.min(Number(e.target.value) || 0, sliderMax)),
                            ])
                          }
                        />
                      )}
                    </Field>
                  </div>
                </fieldset>
              )}
              {type === DeckDownloadType.TargetCoverage && (
                <Field label="Target coverage (%)">
                  {(id) => (
                    <input
                      id={id}
                      type="number"
                      min={1}
                      max={100}
                      step={0.5}
                      value={targetCoverage}
                      className={inputClass}
                      onChange={(e) => setTargetCoverage(Number(e.target.value))}
                    />
                  )}
                </Field>
              )}
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={excludeKana}
                  onChange={(e) => setExcludeKana(e.target.checked)}
                />{' '}
                Exclude kana-only words
              </label>
              {knownWordIds.length > 0 && (
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={excludeKnown}
                    onChange={(e) => setExcludeKnown(e.target.checked)}
                  />{' '}
                  Exclude known words ({knownWordIds.length})
                </label>
              )}
              {source === 'account' && (
                <Field label="Words">
                  {(id) => (
                    <select
                      id={id}
                      value={onlyState}
                      className={inputClass}
                      onChange={(e) => setOnlyState(e.target.value as typeof onlyState)}
                    >
                      <option value="">All words</option>
                      <option value="unknown">Only Unknown</option>
                      <option value="young">Only Young</option>
                    </select>
                  )}
                </Field>
              )}
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={excludeSentences}
                  onChange={(e) => setExcludeSentences(e.target.checked)}
                />{' '}
                Exclude example sentences
              </label>
              <p className="text-sm" aria-live="polite" data-testid="card-count">
                {count !== null
                  ? `${count.toLocaleString('en-US')} cards`
                  : customDeck
                    ? 'The words of these ranks'
                    : 'Counting cards…'}
              </p>
            </>
          )}
          <div className="flex justify-end gap-2">
            <Dialog.Close className="rounded border px-3 py-1">Cancel</Dialog.Close>
            <button
              type="button"
              disabled={busy}
              onClick={() => void download()}
              className="rounded bg-purple-700 px-3 py-1 text-white disabled:opacity-50"
            >
              {busy ? 'Preparing…' : 'Download'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
