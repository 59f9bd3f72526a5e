/**
 * The reader's display preferences (spec §3 "Local preferences"): one cookie each, kept a year on
 * the whole site, so the server renders the page the reader expects (titles in their language,
 * furigana on or off) without waiting for JavaScript.
 */
import { DifficultyDisplayStyle, DifficultyValueStyle, TitleLanguage } from '@goi/contracts/values';

export const PREFERENCE_COOKIE_MAX_AGE_SECONDS = 31_536_000;
export const READING_SPEED = { min: 100, max: 100_000, step: 100, default: 14_000 } as const;

interface PreferenceSpec<T> {
  cookie: string;
  defaultValue: T;
  /** The value a cookie holds, or undefined when it is not one this preference accepts. */
  parse(raw: string): T | undefined;
}

function flag(cookie: string, defaultValue: boolean): PreferenceSpec<boolean> {
  return {
    cookie,
    defaultValue,
    parse: (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined),
  };
}

function choice<T extends number>(
  cookie: string,
  defaultValue: T,
  values: readonly T[],
): PreferenceSpec<T> {
  return {
    cookie,
    defaultValue,
    parse: (raw) => values.find((value) => String(value) === raw),
  };
}

function readingSpeed(cookie: string): PreferenceSpec<number> {
  return {
    cookie,
    defaultValue: READING_SPEED.default,
    parse: (raw) => {
      if (!/^\d+$/.test(raw)) return undefined;
      return clampReadingSpeed(Number(raw));
    },
  };
}

/** Reading speed kept inside 100–100000 on a multiple of 100 (spec §5). */
export function clampReadingSpeed(value: number): number {
  if (!Number.isFinite(value)) return READING_SPEED.default;
  const stepped = Math.round(value / READING_SPEED.step) * READING_SPEED.step;
  return Math.min(READING_SPEED.max, Math.max(READING_SPEED.min, stepped));
}

export const preferenceSpecs = {
  titleLanguage: choice('goi-title-language', TitleLanguage.Romaji, Object.values(TitleLanguage)),
  displayFurigana: flag('goi-display-furigana', true),
  darkMode: flag('goi-dark-mode', false),
  displayAdminFunctions: flag('goi-display-admin-functions', false),
  readingSpeed: readingSpeed('goi-reading-speed'),
  displayAllNsfw: flag('goi-display-all-nsfw', false),
  hideVocabularyDefinitions: flag('goi-hide-vocabulary-definitions', false),
  hideCoverageBorders: flag('goi-hide-coverage-borders', false),
  difficultyDisplayStyle: choice(
    'goi-difficulty-display-style',
    DifficultyDisplayStyle.Name,
    Object.values(DifficultyDisplayStyle),
  ),
  difficultyValueStyle: choice(
    'goi-difficulty-value-style',
    DifficultyValueStyle.StartsAt1,
    Object.values(DifficultyValueStyle),
  ),
};

type Specs = typeof preferenceSpecs;
export type PreferenceName = keyof Specs;
export type Preferences = {
  [Name in PreferenceName]: Specs[Name] extends PreferenceSpec<infer T> ? T : never;
};

export const preferenceNames = Object.keys(preferenceSpecs) as PreferenceName[];

export const defaultPreferences = Object.fromEntries(
  preferenceNames.map((name) => [name, preferenceSpecs[name].defaultValue]),
) as Preferences;

/** The cookies of a `Cookie` header as a map (values URI-decoded; malformed ones kept raw). */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator <= 0) continue;
    const name = part.slice(0, separator).trim();
    const raw = part.slice(separator + 1).trim();
    if (cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      cookies.set(name, raw);
    }
  }
  return cookies;
}

export interface PreferenceSnapshot {
  preferences: Preferences;
  /** True when the reader chose dark mode or light mode; otherwise the system setting decides. */
  darkModeChosen: boolean;
}

/** Preferences from a `Cookie` header: a missing or unreadable cookie gives the default. */
export function readPreferences(cookieHeader: string | null | undefined): PreferenceSnapshot {
  const cookies = parseCookieHeader(cookieHeader);
  const preferences = { ...defaultPreferences } as Record<PreferenceName, unknown>;
  for (const name of preferenceNames) {
    const spec = preferenceSpecs[name] as PreferenceSpec<unknown>;
    const raw = cookies.get(spec.cookie);
    const value = raw === undefined ? undefined : spec.parse(raw);
    if (value !== undefined) preferences[name] = value;
  }
  const darkModeRaw = cookies.get(preferenceSpecs.darkMode.cookie);
  return {
    preferences: preferences as Preferences,
    darkModeChosen:
      darkModeRaw !== undefined && preferenceSpecs.darkMode.parse(darkModeRaw) !== undefined,
  };
}

/** The `document.cookie` assignment that stores one preference for a year on the whole site. */
export function preferenceCookie<Name extends PreferenceName>(
  name: Name,
  value: Preferences[Name],
  secure = false,
): string {
  const attributes = [
    `${preferenceSpecs[name].cookie}=${encodeURIComponent(String(value))}`,
    `Max-Age=${PREFERENCE_COOKIE_MAX_AGE_SECONDS}`,
    'Path=/',
    'SameSite=Lax',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}
