/**
 * The document and the shell: header, centred main (max-w-6xl), footer, toasts, loading bar.
 * The root loader reads the preference cookies, so the server renders titles, furigana and the
 * dark class the reader chose; an inline head script applies dark mode before the first paint.
 */
import { isbot } from 'isbot';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { AuthProvider } from './auth/auth-context';
import { sessionFromCookie } from './auth/session-cookie';
import { useNonce } from './lib/csp-nonce';
import { darkModeScript } from './lib/dark-mode-script';
import { KnownWordsProvider } from './lib/known-words-context';
import { DARK_MODE_CLASS, PreferencesProvider } from './lib/preferences-context';
import { defaultPreferences, readPreferences } from './lib/preferences';
import { errorPageTitle } from './lib/page-title';
import { ErrorPage, errorView } from './shell/error-page';
import { Footer } from './shell/footer';
import { Header } from './shell/header';
import { LoadingBar } from './shell/loading-bar';
import { webEnv } from './env.server';
import { ShellEffects } from './shell/shell-effects';
import { Toaster } from './shell/toaster';

export function loader({ request }: Route.LoaderArgs) {
  const { preferences, darkModeChosen } = readPreferences(request.headers.get('cookie'));
  const env = webEnv();
  return {
    preferences,
    darkModeChosen,
    session: sessionFromCookie(request.headers.get('cookie')),
    isBot: isbot(request.headers.get('user-agent') ?? ''),
    year: new Date().getFullYear(),
    analyticsEndpoint: env.analyticsEndpoint,
    footerLinks: {
      sourceRepositoryUrl: env.sourceRepositoryUrl,
      communityChatUrl: env.communityChatUrl,
    },
    showErrorStacks: env.showErrorStacks,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/**
 * A loader that met the API's rate limit throws a 429 carrying Retry-After; React Router only
 * passes a thrown response's headers on through a `headers` export, so the root forwards that
 * one header (cookies pass through on their own).
 */
export function headers({ errorHeaders }: Route.HeadersArgs): Headers {
  const headers = new Headers();
  const retryAfter = errorHeaders?.get('retry-after');
  if (retryAfter) headers.set('retry-after', retryAfter);
  return headers;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>('root');
  const dark = data?.darkModeChosen && data.preferences.darkMode;
  // The response's CSP nonce (entry.server.tsx): no inline script runs without it.
  const nonce = useNonce();
  return (
    <html lang="en" className={dark ? DARK_MODE_CLASS : undefined} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: darkModeScript }}
        />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-gray-50 text-gray-900 dark:bg-gray-950 dark:text-gray-100">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-[1100] focus:rounded focus:bg-white focus:p-2"
        >
          Skip to content
        </a>
        <PreferencesProvider initial={data?.preferences ?? defaultPreferences}>
          <AuthProvider initial={data?.session}>
            <KnownWordsProvider>
              <LoadingBar />
              <Header />
              <main id="main" className="mx-auto max-w-6xl px-4 py-6">
                {children}
              </main>
              <Footer
                year={data?.year ?? new Date().getFullYear()}
                links={
                  data?.footerLinks ?? {
                    sourceRepositoryUrl: 'https://github.com/goi-app/goi',
                    communityChatUrl: 'https://discord.gg/goi',
                  }
                }
              />
              <Toaster />
              <ShellEffects analyticsEndpoint={data?.analyticsEndpoint} />
            </KnownWordsProvider>
          </AuthProvider>
        </PreferencesProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const data = useRouteLoaderData<RootData>('root');
  const view = errorView(error, location.pathname);
  return (
    <>
      <title>{errorPageTitle(view.statusCode, view.message)}</title>
      <ErrorPage
        view={view}
        isBot={data?.isBot ?? false}
        showStack={data?.showErrorStacks ?? false}
      />
    </>
  );
}
