/** The user's study settings: daily new-card and review limits, desired retention, sentences. */
import type { StudySettings } from '@goi/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import type { StudyApi } from './study-api';
import { OutcomeMessage } from '../components/outcome-message';

const input =
  'w-24 rounded border border-gray-400 bg-white px-2 py-1 dark:border-gray-600 dark:bg-gray-900';

export function StudySettingsPanel({ api, onSaved }: { api: StudyApi; onSaved: () => void }) {
  const [settings, setSettings] = useState<StudySettings | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    api.settings().then(setSettings, (problem: unknown) =>
      setMessage({
        ok: false,
        text: problem instanceof Error ? problem.message : String(problem),
      }),
    );
  }, [api]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!settings) return;
    try {
      setSettings(await api.saveSettings(settings));
      setMessage({ ok: true, text: 'Saved.' });
      onSaved();
    } catch (problem) {
      setMessage({ ok: false, text: problem instanceof Error ? problem.message : String(problem) });
    }
  }

  if (!settings) return message ? <p role="alert">{message.text}</p> : <p>Loading settings…</p>;
  const set = (change: Partial<StudySettings>) => setSettings({ ...settings, ...change });
  return (
    <form onSubmit={(event) => void save(event)} className="flex flex-col gap-2">
      <label className="flex items-center justify-between gap-2">
        New cards per day
        <input
          type="number"
          min={0}
          max={9999}
          value={settings.newPerDay}
          className={input}
          onChange={(event) => set({ newPerDay: Number(event.target.value) })}
        />
      </label>
      <label className="flex items-center justify-between gap-2">
        Reviews per day
        <input
          type="number"
          min={0}
          max={99999}
          value={settings.reviewsPerDay}
          className={input}
          onChange={(event) => set({ reviewsPerDay: Number(event.target.value) })}
        />
      </label>
      <label className="flex items-center justify-between gap-2">
        Desired retention (0.70–0.99)
        <input
          type="number"
          min={0.7}
          max={0.99}
          step={0.01}
          value={settings.desiredRetention}
          className={input}
          onChange={(event) => set({ desiredRetention: Number(event.target.value) })}
        />
      </label>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={settings.showSentence}
          onChange={(event) => set({ showSentence: event.target.checked })}
        />
        Show a sentence from the deck on the front of the card
      </label>
      <div>
        <button
          type="submit"
          className="rounded bg-purple-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-purple-800"
        >
          Save settings
        </button>
      </div>
      {message && <OutcomeMessage ok={message.ok}>{message.text}</OutcomeMessage>}
    </form>
  );
}
