/**
 * Every route of the spec (§2), one module each. The accounts pages (login, register, Google
 * registration, e-mail confirmation, password reset, settings, dashboard) belong to the auth
 * module; the others are the public pages. `*` renders the 404 page for unmatched paths.
 */
import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('faq', 'routes/faq.tsx'),
  route('login', 'routes/login.tsx'),
  route('register', 'routes/register.tsx'),
  route('other', 'routes/other.tsx'),
  route('parse', 'routes/parse.tsx'),
  route('parse-deck', 'routes/parse-deck.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('contribute', 'routes/contribute.tsx'),
  route('confirm-email', 'routes/confirm-email.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('media-updates', 'routes/media-updates.tsx'),
  route('google-registration', 'routes/google-registration.tsx'),
  route('decks/media', 'routes/decks-media.tsx'),
  route('decks/media/:id/detail', 'routes/decks-media-detail.tsx'),
  route('decks/media/:id/vocabulary', 'routes/decks-media-vocabulary.tsx'),
  route('decks/media/list/:mediaType', 'routes/decks-media-list.tsx'),
  route('vocabulary/:wordId/:readingIndex', 'routes/vocabulary.tsx'),
  route('kanji/:character', 'routes/kanji.tsx'),
  route('settings', 'routes/settings.tsx'),
  route('study', 'routes/study.tsx'),
  route('study/stats', 'routes/study-stats.tsx'),
  route('dashboard', 'routes/dashboard.tsx'),
  route('dashboard/issues', 'routes/dashboard-issues.tsx'),
  route('dashboard/manage', 'routes/dashboard-manage.tsx'),
  route('dashboard/add-media', 'routes/dashboard-add-media.tsx'),
  route('dashboard/add-jimaku', 'routes/dashboard-add-jimaku.tsx'),
  route('dashboard/media/:id', 'routes/dashboard-media.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
