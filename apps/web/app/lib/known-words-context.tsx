/** The visitor's known words (local storage) shared by every component of the page. */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { readKnownWordIds, toggleKnownWordId, writeKnownWordIds } from './known-words';

interface KnownWordsValue {
  knownWordIds: readonly number[];
  /** False until local storage was read (the server renders without known words). */
  loaded: boolean;
  isKnown: (wordId: number) => boolean;
  setKnown: (wordId: number, known: boolean) => void;
}

const KnownWordsContext = createContext<KnownWordsValue | null>(null);

export function KnownWordsProvider({ children }: { children: ReactNode }) {
  const [ids, setIds] = useState<readonly number[]>([]);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    setIds(readKnownWordIds(window.localStorage));
    setLoaded(true);
  }, []);
  const set = useMemo(() => new Set(ids), [ids]);
  const setKnown = useCallback((wordId: number, known: boolean) => {
    setIds((current) => {
      const next = toggleKnownWordId(current, wordId, known);
      writeKnownWordIds(window.localStorage, next);
      return next;
    });
  }, []);
  const value = useMemo(
    () => ({ knownWordIds: ids, loaded, isKnown: (id: number) => set.has(id), setKnown }),
    [ids, loaded, set, setKnown],
  );
  return <KnownWordsContext.Provider value={value}>{children}</KnownWordsContext.Provider>;
}

export function useKnownWords(): KnownWordsValue {
  const value = useContext(KnownWordsContext);
  if (!value) throw new Error('useKnownWords must be used inside <KnownWordsProvider>');
  return value;
}
