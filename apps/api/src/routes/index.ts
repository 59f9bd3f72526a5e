/**
 * Every resource of the API and the path it is mounted at, under `/api`. Add a resource with one
 * line here (see docs/api.md).
 */
import { adminRoutes } from './admin/admin-routes';
import { adminSourceRoutes } from './admin-sources/admin-sources-routes';
import { authRoutes } from './auth/auth-routes';
import { coverRoutes } from './covers/cover-routes';
import { downloadRoutes } from './downloads/download-routes';
import { frequencyListRoutes } from './frequency-list/frequency-list-routes';
import { healthRoutes } from './health/health-routes';
import { readyRoutes } from './health/ready-routes';
import { kanjiRoutes } from './kanji/kanji-routes';
import { customDeckRoutes } from './media-deck/custom-deck-routes';
import { difficultyProfileRoutes } from './media-deck/difficulty-profile-routes';
import { mediaDeckRoutes } from './media-deck/media-deck-routes';
import { reportRoutes } from './media-deck/report-routes';
import type { ApiRoutePlugin } from './route-plugin';
import { statsRoutes } from './stats/stats-routes';
import { studyRoutes } from './study/study-routes';
import { userRoutes } from './user/user-routes';
import { myDeckRoutes } from './user/my-deck-routes';
import { wordStateRoutes } from './user/word-state-routes';
import { vocabularyRoutes } from './vocabulary/vocabulary-routes';
import { vocabularySearchRoutes } from './vocabulary-search/vocabulary-search-routes';

const resources: { prefix: string; routes: ApiRoutePlugin }[] = [
  { prefix: '/health', routes: healthRoutes },
  { prefix: '/ready', routes: readyRoutes },
  { prefix: '/auth', routes: authRoutes },
  { prefix: '/user', routes: userRoutes },
  { prefix: '/user', routes: wordStateRoutes },
  { prefix: '/user', routes: myDeckRoutes },
  { prefix: '/media-deck', routes: mediaDeckRoutes },
  { prefix: '/vocabulary', routes: vocabularyRoutes },
  { prefix: '/stats', routes: statsRoutes },
  { prefix: '/media-deck', routes: downloadRoutes },
  { prefix: '/frequency-list', routes: frequencyListRoutes },
  { prefix: '/media-deck', routes: reportRoutes },
  { prefix: '/media-deck', routes: customDeckRoutes },
  { prefix: '/media-deck', routes: difficultyProfileRoutes },
  { prefix: '/admin', routes: adminRoutes },
  { prefix: '/admin', routes: adminSourceRoutes },
  { prefix: '/covers', routes: coverRoutes },
  { prefix: '/study', routes: studyRoutes },
  { prefix: '/vocabulary', routes: vocabularySearchRoutes },
  { prefix: '/kanji', routes: kanjiRoutes },
];

export const apiRoutes: ApiRoutePlugin = (app, context, done) => {
  for (const { prefix, routes } of resources) void app.register(routes, { ...context, prefix });
  done();
};
