/**
 * The reader's known words, shared by every component of the page. A visitor's live in local
 * storage (JMdict entry ids; known = Mature); a signed-in user's live on the server as a state per
 * form (`/api/user/words/states`: Young, Mature, Suspended; issue 20), so they follow the account
 * to every browser and the API computes coverage from them.
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
import { WordKnowledgeState } from '@goi/contracts/values';
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
  /** The form's state; a visitor's known entry is Mature in every form. */
  stateOf: (form: WordForm) => WordKnowledgeState;
  /**
   * Sets the form's state (a kanji form brings its kana form, as the server does). A visitor
   * has Unknown and Mature only: Young and Suspended need an account.
   */
  setState: (form: WordForm, state: WordKnowledgeState) => Promise<void>;
  /** Reads the account's words again (after an import finished). */
  reload: () => void;
}

const KnownWordsContext = createContext<KnownWordsValue | null>(null);

type FormStates = ReadonlyMap<string, WordKnowledgeState>;
const formKeyOf = (wordId: number, readingIndex: number) => `${wordId}:${readingIndex}`;

async function readAccountStates(
  apiFetch: (path: string, init?: RequestInit) => Promise<Response>,
): Promise<FormStates> {
  const response = await apiFetch('/user/words/states');
  if (!response.ok) throw new Error(`Your known words could not be read (${response.status})`);
  const rows = (await response.json()) as [number, number, WordKnowledgeState][];
  return new Map(
    rows.map(([wordId, readingIndex, state]) => [formKeyOf(wordId, readingIndex), state]),
  );
}

/** Entries with a Mature form: what an account "knows" (coverage's first figure). */
function matureWordIds(states: FormStates): number[] {
  const ids = new Set<number>();
  for (const [key, state] of states)
    if (state === WordKnowledgeState.Mature) ids.add(Number(key.split(':')[0]));
  return [...ids].sort((a, b) => a - b);
}

export function KnownWordsProvider({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const client = auth.client;
  const source: KnownWordsSource = auth.isAuthenticated ? 'account' : 'browser';
  const [visitorIds, setVisitorIds] = useState<readonly number[]>([]);
  const [states, setStates] = useState<FormStates>(new Map());
  const [loaded, setLoaded] = useState(false);
  const [version, setVersion] = useState(0);
  const [reloads, setReloads] = useState(0);
  // Reads of the account's words may answer out of order (the first load, then a read-back after
  // a click): only the newest read may set the list.
  const lastRead = useRef(0);
  const readLatest = useCallback(async (apiFetch: Parameters<typeof readAccountStates>[0]) => {
    const ticket = ++lastRead.current;
    const next = await readAccountStates(apiFetch);
    return ticket === lastRead.current ? next : undefined;
  }, []);

  useEffect(() => {
    setLoaded(false);
    if (source === 'browser') {
      setVisitorIds(readKnownWordIds(window.localStorage));
      setLoaded(true);
      return;
    }
    if (!client) return;
    let current = true;
    readLatest(client.apiFetch)
      .then((next) => {
        if (!current || !next) return;
        setStates(next);
        setLoaded(true);
      })
      .catch((error: unknown) => {
        if (current) console.error(error);
      });
    return () => {
      current = false;
    };
  }, [source, client, reloads, readLatest]);

  const ids = useMemo(
    () => (source === 'browser' ? visitorIds : matureWordIds(states)),
    [source, visitorIds, states],
  );
  const set = useMemo(() => new Set(ids), [ids]);

  const setState = useCallback(
    async ({ wordId, readingIndex }: WordForm, state: WordKnowledgeState) => {
      if (source === 'browser' || !client) {
        if (state === WordKnowledgeState.Young || state === WordKnowledgeState.Suspended) {
          toasts.add({
            severity: 'info',
            summary: 'Sign in to use Young and Suspended',
            detail: 'Without an account, words are known or not, in this browser.',
            life: 6000,
          });
          return;
        }
        setVisitorIds((current) => {
          const next = toggleKnownWordId(current, wordId, state === WordKnowledgeState.Mature);
          writeKnownWordIds(window.localStorage, next);
          return next;
        });
        setVersion((value) => value + 1);
        return;
      }
      try {
        const response = await client.apiFetch(`/user/words/${wordId}/${readingIndex}/state`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ state }),
        });
        if (!response.ok) throw new Error(`The server answered ${response.status}`);
        const { forms } = (await response.json()) as {
          forms: { wordId: number; readingIndex: number; state: WordKnowledgeState }[];
        };
        // The answer names every form the call set (the kana form of a kanji form too).
        setStates((current) => {
          const next = new Map(current);
          for (const form of forms) {
            const key = formKeyOf(form.wordId, form.readingIndex);
            if (form.state === WordKnowledgeState.Unknown) next.delete(key);
            else next.set(key, form.state);
          }
          return next;
        });
        setLoaded(true);
        setVersion((value) => value + 1);
      } catch (error) {
        toasts.add({
          severity: 'error',
          summary: 'Could not change the word',
          detail: `${(error as Error).message}. Please try again.`,
          life: 6000,
        });
      }
    },
    [source, client],
  );

  const setKnown = useCallback(
    (form: WordForm, known: boolean) =>
      setState(form, known ? WordKnowledgeState.Mature : WordKnowledgeState.Unknown),
    [setState],
  );

  const stateOf = useCallback(
    ({ wordId, readingIndex }: WordForm): WordKnowledgeState => {
      if (source === 'browser')
        return set.has(wordId) ? WordKnowledgeState.Mature : WordKnowledgeState.Unknown;
      return states.get(formKeyOf(wordId, readingIndex)) ?? WordKnowledgeState.Unknown;
    },
    [source, set, states],
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
      stateOf,
      setState,
      reload,
    }),
    [source, ids, loaded, version, set, setKnown, stateOf, setState, reload],
  );
  return <KnownWordsContext.Provider value={value}>{children}</KnownWordsContext.Provider>;
}

export function useKnownWords(): KnownWordsValue {
  const value = useContext(KnownWordsContext);
  if (!value) throw new Error('useKnownWords must be used inside <KnownWordsProvider>');
  return value;
}
