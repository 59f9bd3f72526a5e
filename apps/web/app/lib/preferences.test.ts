import { describe, expect, it } from 'vitest';
import {
  clampReadingSpeed,
  defaultPreferences,
  preferenceCookie,
  readPreferences,
} from './preferences';

describe('preferences', () => {
  it('has the spec defaults', () => {
    expect(defaultPreferences).toEqual({
      titleLanguage: 1,
      displayFurigana: true,
      darkMode: false,
      displayAdminFunctions: false,
      readingSpeed: 14000,
      displayAllNsfw: false,
      hideVocabularyDefinitions: false,
      hideCoverageBorders: false,
      difficultyDisplayStyle: 0,
      difficultyValueStyle: 0,
    });
  });

  it('reads cookies and falls back to the default for unreadable values', () => {
    const { preferences, darkModeChosen } = readPreferences(
      'goi-title-language=2; goi-display-furigana=false; goi-reading-speed=abc; goi-difficulty-value-style=9; goi-dark-mode=true',
    );
    expect(preferences.titleLanguage).toBe(2);
    expect(preferences.displayFurigana).toBe(false);
    expect(preferences.readingSpeed).toBe(14000);
    expect(preferences.difficultyValueStyle).toBe(0);
    expect(preferences.darkMode).toBe(true);
    expect(darkModeChosen).toBe(true);
    expect(readPreferences(null).darkModeChosen).toBe(false);
  });

  it('keeps reading speed within 100–100000 on steps of 100', () => {
    expect(clampReadingSpeed(50)).toBe(100);
    expect(clampReadingSpeed(250_000)).toBe(100_000);
    expect(clampReadingSpeed(14_049)).toBe(14_000);
    expect(readPreferences('goi-reading-speed=999999').preferences.readingSpeed).toBe(100_000);
  });

  it('writes a one-year cookie on the whole site', () => {
    expect(preferenceCookie('darkMode', true)).toBe(
      'goi-dark-mode=true; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(preferenceCookie('readingSpeed', 20000, true)).toBe(
      'goi-reading-speed=20000; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
  });
});
