/**
 * The session for React: `<AuthProvider>` (in root.tsx) creates the browser's auth client, starts
 * it (refresh or load the user), and shares its state; `useAuth()` gives pages the state of spec
 * §3 and the actions. It also feeds the shell's `SessionContext` (Settings, Logout, Dashboard).
 */
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SessionContext, type ShellSession } from '../shell/session';
import { createAuthClient, type AuthClient, type AuthState } from './auth-client';
import { migrateLocalKnownWords } from './migrate-local-known-words';
import type { CookieSession } from './session-cookie';
import { createCookieTokenStore } from './token-store';

export interface AuthValue extends AuthState {
  /** The browser's client; null during the server render (actions run in the browser only). */
  client: AuthClient | null;
}

const AuthContext = createContext<AuthValue | null>(null);

function initialState(session: CookieSession | undefined): AuthState {
  return {
    isLoading: false,
    error: null,
    isRefreshing: false,
    isAuthenticated: session?.isAuthenticated ?? false,
    isAdmin: session?.isAdmin ?? false,
    user: null,
  };
}

export function AuthProvider({
  initial,
  children,
}: {
  initial: CookieSession | undefined;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const path = useRef(location.pathname);
  path.current = location.pathname;
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  const [client] = useState<AuthClient | null>(() =>
    typeof document === 'undefined'
      ? null
      : createAuthClient({
          tokens: createCookieTokenStore(),
          navigate: (to) => void navigateRef.current(to),
          currentPath: () => path.current,
          draftStorage: window.sessionStorage,
        }),
  );
  // The first render matches the server's (cookie-based); the client's state follows.
  const [state, setState] = useState<AuthState>(() => initialState(initial));

  useEffect(() => {
    if (!client) return;
    const unsubscribe = client.subscribe(setState);
    setState(client.getState());
    void client.start().finally(() => {
      document.documentElement.dataset.loaded = 'true';
    });
    return unsubscribe;
  }, [client]);

  const userId = state.user?.id;
  useEffect(() => {
    if (!client || !userId) return;
    migrateLocalKnownWords(client, userId, window.localStorage).catch((error: unknown) =>
      console.error('Could not import the known words kept in this browser', error),
    );
  }, [client, userId]);

  const value = useMemo(() => ({ ...state, client }), [state, client]);
  const session = useMemo<ShellSession>(
    () => ({
      isAuthenticated: state.isAuthenticated,
      isAdmin: state.isAdmin,
      logout: () => client?.logout(),
    }),
    [state.isAuthenticated, state.isAdmin, client],
  );
  return (
    <AuthContext.Provider value={value}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </AuthContext.Provider>
  );
}

/** The auth state (spec §3) and the browser client. */
export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
