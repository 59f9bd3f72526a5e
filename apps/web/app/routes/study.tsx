/**
 * `/study` (signed in): study the words of one's study decks with FSRS (issue 20). The session
 * comes first; below it the study decks and the settings. Data is fetched by the browser, so the
 * page answers at once and each part says when it is loading or failed.
 */
import { useState } from 'react';
import { requireSignedIn } from '../auth/require-session.server';
import { pageTitle } from '../lib/page-title';
import { AppLink } from '../shell/app-link';
import { StudyDecksPanel } from '../study/study-decks-panel';
import { StudySession } from '../study/study-session';
import { StudySettingsPanel } from '../study/study-settings-panel';
import { useStudyApi } from '../study/use-study-api';
import type { Route } from './+types/study';

export function meta() {
  return [{ title: pageTitle('Study') }];
}

export function loader({ request }: Route.LoaderArgs) {
  requireSignedIn(request);
  return null;
}

export default function Study() {
  const api = useStudyApi();
  const [decksChanged, setDecksChanged] = useState(0);
  const [answers, setAnswers] = useState(0);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-bold">Study</h1>
        <AppLink to="/study/stats" className="text-purple-700 underline dark:text-purple-300">
          Statistics
        </AppLink>
      </div>
      {api ? (
        <>
          <StudySession
            api={api}
            reloadKey={decksChanged}
            onAnswered={() => setAnswers((n) => n + 1)}
          />
          <StudyDecksPanel
            api={api}
            changed={decksChanged + answers}
            onChange={() => setDecksChanged((n) => n + 1)}
          />
          <details className="rounded border border-gray-200 p-3 dark:border-gray-800">
            <summary className="cursor-pointer font-semibold">Study settings</summary>
            <div className="mt-3">
              <StudySettingsPanel api={api} onSaved={() => setDecksChanged((n) => n + 1)} />
            </div>
          </details>
        </>
      ) : (
        <p role="status">Loading your cards…</p>
      )}
    </div>
  );
}
