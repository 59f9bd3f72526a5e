/**
 * "Report an issue" on a public deck page (signed-in readers): a kind and a text of at most
 * 2,000 characters, sent to `POST /api/media-deck/report`; a toast says it arrived. The
 * administrators see it on /dashboard/issues.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import { useAuth } from '../auth/auth-context';
import { toasts } from '../shell/toast-store';
import { adminRequest } from './admin-client';
import { REPORT_TEXT_MAX, reportKindLabels } from './admin-labels';
import type { ReportKind } from './admin-types';
import { input, label, primaryButton, secondaryButton } from './admin-ui';

export function ReportIssueButton({ deckId, title }: { deckId: number; title: string }) {
  const auth = useAuth();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<ReportKind>('wrong-metadata');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!auth.isAuthenticated) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError('Say what is wrong.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await adminRequest(auth.client, '/media-deck/report', {
        method: 'POST',
        json: { deckId, kind, text: text.trim() },
      });
      toasts.add({
        severity: 'success',
        summary: 'Thank you — the report was sent',
        detail: 'The administrators will look at it.',
        life: 5000,
      });
      setOpen(false);
      setText('');
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="rounded border border-gray-400 px-3 py-1 text-gray-800 hover:bg-gray-100 dark:border-gray-600 dark:text-gray-200 dark:hover:bg-gray-800">
        Report an issue
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[1000] bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[1100] max-h-[90vh] w-[min(32rem,95vw)] -translate-x-1/2 -translate-y-1/2 overflow-auto rounded-lg bg-white p-6 text-gray-900 shadow-xl dark:bg-gray-900 dark:text-gray-100">
          <Dialog.Title className="text-lg font-semibold">Report an issue</Dialog.Title>
          <Dialog.Description className="mb-4 text-sm text-gray-700 dark:text-gray-300">
            What is wrong with <span lang="ja">{title}</span>?
          </Dialog.Description>
          <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
            <div>
              <label htmlFor={`${id}-kind`} className={label}>
                Kind of problem
              </label>
              <select
                id={`${id}-kind`}
                className={input}
                value={kind}
                onChange={(event) => setKind(event.target.value as ReportKind)}
              >
                {(Object.keys(reportKindLabels) as ReportKind[]).map((value) => (
                  <option key={value} value={value}>
                    {reportKindLabels[value]}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-text`} className={label}>
                Details
              </label>
              <textarea
                id={`${id}-text`}
                className={input}
                rows={5}
                maxLength={REPORT_TEXT_MAX}
                value={text}
                aria-describedby={`${id}-count`}
                onChange={(event) => setText(event.target.value)}
              />
              <p id={`${id}-count`} className="text-right text-xs text-gray-700 dark:text-gray-300">
                {text.length} / {REPORT_TEXT_MAX}
              </p>
            </div>
            {error && (
              <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                {error}
              </p>
            )}
            <div className="flex justify-end gap-2">
              <Dialog.Close className={secondaryButton}>Cancel</Dialog.Close>
              <button type="submit" className={primaryButton} disabled={busy}>
                {busy ? 'Sending…' : 'Send the report'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
