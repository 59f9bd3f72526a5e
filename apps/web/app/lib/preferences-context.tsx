/**
 * The preferences in React: the root loader reads them from the cookies, the provider holds them
 * and `setPreference` writes the cookie and updates every page at once.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  clampReadingSpeed,
  preferenceCookie,
  type PreferenceName,
  type Preferences,
} from './preferences';

interface PreferencesValue {
  preferences: Preferences;
  setPreference: <Name extends PreferenceName>(name: Name, value: Preferences[Name]) => void;
}

const PreferencesContext = createContext<PreferencesValue | null>(null);

export function PreferencesProvider({
  initial,
  children,
}: {
  initial: Preferences;
  children: ReactNode;
}) {
  const [preferences, setPreferences] = useState(initial);
  const setPreference = useCallback(
    <Name extends PreferenceName>(name: Name, value: Preferences[Name]) => {
      const stored = (
        name === 'readingSpeed' ? clampReadingSpeed(value as number) : value
      ) as Preferences[Name];
      document.cookie = preferenceCookie(name, stored, window.location.protocol === 'https:');
      if (name === 'darkMode') applyDarkMode(stored as boolean);
      setPreferences((current) => ({ ...current, [name]: stored }));
    },
    [],
  );
  const value = useMemo(() => ({ preferences, setPreference }), [preferences, setPreference]);
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): PreferencesValue {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences must be used inside <PreferencesProvider>');
  return value;
}

export const DARK_MODE_CLASS = 'dark-mode';

export function applyDarkMode(dark: boolean) {
  document.documentElement.classList.toggle(DARK_MODE_CLASS, dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

export function isDarkModeActive(): boolean {
  return (
    typeof document !== 'undefined' && document.documentElement.classList.contains(DARK_MODE_CLASS)
  );
}
