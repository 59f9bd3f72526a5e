/**
 * `/study/stats` (signed in): reviews per day, retention over the last 30 days, the 30-day
 * forecast of due reviews and cards by state, as charts with their summary in words.
 */
import type { StudyStats } from '@goi/contracts';
import { useEffect, useState } from 'react';
import { requireSignedIn } from '../auth/require-session.server';
import { pageTitle } from '../lib/page-title';
import { AppLink } from '../shell/app-link';
import { CardStatesChart, ForecastChart, ReviewsChart } from '../study/study-charts';
import { useStudyApi } from '../study/use-study-api';
import type { Route } from './+types/study-stats';

export function meta() {
  return [{ title: pageTitle('Study statistics') }];
}

export function loader({ request }: Route.LoaderArgs) {
  requireSignedIn(request);
  return null;
}

export default function StudyStatsPage() {
  const api = useStudyApi();
  const [stats, setStats] = useState<StudyStats | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!api) return;
    api
      .stats()
      .then(setStats, (problem: unknown) =>
        setError(problem instanceof Error ? problem.message : String(problem)),
      );
  }, [api]);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-bold">Study statistics</h1>
        <AppLink to="/study" className="text-purple-700 underline dark:text-purple-300">
          Back to study
        </AppLink>
      </div>
      {error ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          Could not load the statistics: {error}
        </p>
      ) : !stats ? (
        <p role="status">Loading statistics…</p>
      ) : (
        <>
          <p className="text-lg">
            Retention (review cards recalled, last 30 days):{' '}
            <strong>
              {stats.retention === null
                ? 'no review answered yet'
                : `${(stats.retention * 100).toFixed(1)} % of ${stats.reviewAnswers}`}
            </strong>
          </p>
          <ReviewsChart stats={stats} />
          <ForecastChart stats={stats} />
          <CardStatesChart stats={stats} />
        </>
      )}
    </div>
  );
}
