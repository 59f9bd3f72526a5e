/** `/parse-deck`: paste up to 200,000 characters, get the statistics and an Anki deck. */
import { CUSTOM_DECK_MAX_LENGTH, CUSTOM_DECK_TITLE } from '@goi/contracts/values';
import type { ParseCustomDeckResponse } from '@goi/contracts';
import { useState } from 'react';
import { browserApi } from '../lib/api-client';
import { formatInteger } from '../lib/format';
import { pageTitle } from '../lib/page-title';

export function meta() {
  return [{ title: pageTitle('Parse a deck') }];
}

export default function ParseDeck() {
  const [text, setText] = useState('');
  const [result, setResult] = useState<ParseCustomDeckResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      setResult(
        await browserApi<ParseCustomDeckResponse>('media-deck/parse-custom-deck', undefined, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ text }),
        }),
      );
    } catch (caught) {
      setError((caught as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const save = () => {
    if (!result) return;
    const bytes = Uint8Array.from(atob(result.file.contentBase64), (char) => char.charCodeAt(0));
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([bytes], { type: result.file.contentType }));
    link.download = result.file.fileName;
    link.click();
    URL.revokeObjectURL(link.href);
  };
  const deck = result?.deck;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Parse a deck</h1>
      <label htmlFor="deck-text" className="text-sm font-medium">
        Text ({formatInteger(text.length)} / {formatInteger(CUSTOM_DECK_MAX_LENGTH)} characters)
      </label>
      <textarea
        id="deck-text"
        value={text}
        maxLength={CUSTOM_DECK_MAX_LENGTH}
        rows={10}
        lang="ja"
        onChange={(e) => setText(e.target.value)}
        className="rounded border border-gray-300 bg-white p-2 dark:border-gray-700 dark:bg-gray-900"
      />
      <button
        type="button"
        disabled={busy || !text.trim()}
        onClick={() => void submit()}
        className="self-start rounded bg-purple-700 px-4 py-1 text-white disabled:opacity-50"
      >
        {busy ? 'Parsing…' : 'Parse'}
      </button>
      {error && (
        <p role="alert" className="text-red-600">
          {error}
        </p>
      )}
      {deck && (
        <section aria-label="Result" className="rounded bg-white p-4 dark:bg-gray-900">
          <h2 className="text-xl font-semibold">{CUSTOM_DECK_TITLE}</h2>
          <dl className="grid grid-cols-2 gap-x-6 text-sm">
            <dt>Characters</dt>
            <dd>{formatInteger(deck.characterCount)}</dd>
            <dt>Words</dt>
            <dd>{formatInteger(deck.wordCount)}</dd>
            <dt>Unique words</dt>
            <dd>{formatInteger(deck.uniqueWordCount)}</dd>
            <dt>Unique kanji</dt>
            <dd>{formatInteger(deck.uniqueKanjiCount)}</dd>
            <dt>Sentences</dt>
            <dd>{formatInteger(deck.sentenceCount)}</dd>
          </dl>
          <button
            type="button"
            onClick={save}
            className="mt-3 rounded border border-purple-700 px-3 py-1 text-purple-700 dark:text-purple-300"
          >
            Download Anki deck
          </button>
        </section>
      )}
    </div>
  );
}
