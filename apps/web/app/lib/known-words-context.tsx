/**
 * The reader's known words, shared by every component of the page. A visitor's live in local
 * storage (JMdict entry ids); a signed-in user's live on the server (`/api/user/vocabulary`), so
 * they follow the account to every browser and the API computes coverage from them.
 *
 * `version` goes up after every change; pages that show coverage fetch it again when it moves,
 * so a word marked known shows in the coverage at once (issue 7: "fresh right after any change").
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useAuth } from '../auth/auth-context';
import { toasts } from '../shell/toast-store';
import { readKnownWordIds, toggleKnownWordId, writeKnownWordIds } from './known-words';

/** Where the known words come from: this browser (a visitor) or the signed-in account. */
export type KnownWordsSource = 'browser' | 'account';

/** One form of a word, the unit the account stores (食べる is (1358280, 0)). */
export interface WordForm {
  wordId: number;
  readingIndex: number;
}

export interface KnownWordsValue {
  source: KnownWordsSource;
  /** Entry ids the reader knows (a user's: every entry with at least one known form). */
  knownWordIds: readonly number[];
  /** False until local storage or the account answered (the server renders without them). */
  loaded: boolean;
  /** Goes up after every change made on this page. */
  version: number;
  isKnown: (wordId: number) => boolean;
  setKnown: (form: WordForm, known: boolean) => Promise<void>;
  /** Reads the account's words again (after an import finished). */
  reload: () => void;
}

const KnownWordsContext = createContext<KnownWordsValue | null>(null);

async function readAccountIds(
  apiFetch: (path: string, init?: RequestInit) => Promise<Response>,
): Promise<number[]> {
  const response = await apiFetch('/user/vocabulary/known-ids');
  if (!response.ok) throw new Error(`Your known words could not be read (${response.status})`);
  return (await response.json()) as number[];
}

export function KnownWordsProvider({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const client = auth.client;
  const source: KnownWordsSource = auth.isAuthenticated ? 'account' : 'browser';
  const [ids, setIds] = useState<readonly number[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [version, setVersion] = useState(0);
  const [reloads, setReloads] = useState(0);
  // Reads of the account's words may answer out of order (the first load, then a read-back after
  // a click): only the newest read may set the list.
  const lastRead = useRef(0);
  const readLatest = useCallback(async (apiFetch: Parameters<typeof readAccountIds>[0]) => {
    const ticket = ++lastRead.current;
    const next = await readAccountIds(apiFetch);
    return ticket === lastRead.current ? next : undefined;
  }, []);

  useEffect(() => {
    setLoaded(false);
    if (source === 'browser') {
      setIds(readKnownWordIds(window.localStorage));
      setLoaded(true);
      return;
    }
    if (!client) return;
    let current = true;
    readLatest(client.apiFetch)
      .then((next) => {
        if (!current || !next) return;
        setIds(next);
        setLoaded(true);
      })
      .catch((error: unknown) => {
        if (current) console.error(error);
      });
    return () => {
      current = false;
    };
  }, [source, client, reloads, readLatest]);

  const set = useMemo(() => new Set(ids), [ids]);

  const setKnown = useCallback(
    async ({ wordId, readingIndex }: WordForm, known: boolean) => {
      if (source === 'browser' || !client) {
        setIds((current) => {
          const next = toggleKnownWordId(current, wordId, known);
          writeKnownWordIds(window.localStorage, next);
          return next;
        });
        setVersion((value) => value + 1);
        return;
      }
      const action = known ? 'add' : 'remove';
      try {
        const response = await client.apiFetch(
          `/user/vocabulary/${action}/${wordId}/${readingIndex}`,
          { method: 'POST' },
        );
        if (!response.ok) throw new Error(`The server answered ${response.status}`);
        // Removing one form may leave another form of the entry known: read the truth back.
        const next = await readLatest(client.apiFetch);
        if (next) setIds(next);
        setLoaded(true);
        setVersion((value) => value + 1);
      } catch (error) {
        toasts.add({
          severity: 'error',
          summary: known ? 'Could not mark the word known' : 'Could not unmark the word',
          detail: `${(error as Error).message}. Please try again.`,
          life: 6000,
        });
      }
    },
    [source, client, readLatest],
  );

  const reload = useCallback(() => {
    setReloads((value) => value + 1);
    setVersion((value) => value + 1);
  }, []);

  const value = useMemo(
    () => ({
      source,
      knownWordIds: ids,
      loaded,
      version,
      isKnown: (id: number) => set.has(id),
      setKnown,
      reload,
    }),
    [source, ids, loaded, version, set, setKnown, reload],
  );
  return <KnownWordsContext.Provider value={value}>{children}</KnownWordsContext.Provider>;
}

export function useKnownWords(): KnownWordsValue {
  const value = useContext(KnownWordsContext);
  if (!value) throw new Error('useKnownWords must be used inside <KnownWordsProvider>');
  return value;
}
