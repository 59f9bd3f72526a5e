import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultPreferences } from '../lib/preferences';
import { PreferencesProvider } from '../lib/preferences-context';
import { SettingsPopover } from './settings-popover';

/** The popover in its provider; returns its gear button. */
function renderGear() {
  render(
    <PreferencesProvider initial={defaultPreferences}>
      <SettingsPopover />
    </PreferencesProvider>,
  );
  return screen.getByRole('button', { name: 'Settings' });
}

const darkMode = () => screen.queryByRole('checkbox', { name: 'Dark mode' });

/** A click on the gear: `detail` 1 from a mouse, 0 from a keyboard or a tap. */
function click(gear: HTMLElement, detail: 0 | 1) {
  act(() => {
    fireEvent.click(gear, { detail });
  });
}

describe('<SettingsPopover>', () => {
  beforeAll(() => {
    // jsdom has no ResizeObserver; Radix's positioning only needs it to exist.
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });
  afterEach(cleanup);

  it('stays open when the gear is clicked after the mouse opened it, and a second click closes it', () => {
    const gear = renderGear();
    expect(darkMode()).toBeNull();
    // The mouse reaches the gear (it opens, and the page renders), then clicks it.
    act(() => {
      fireEvent.pointerEnter(gear, { pointerType: 'mouse' });
    });
    expect(darkMode()).not.toBeNull();
    click(gear, 1);
    expect(darkMode()).not.toBeNull();
    click(gear, 1);
    expect(darkMode()).toBeNull();
  });

  it('toggles on clicks alone (touch, keyboard)', () => {
    const gear = renderGear();
    click(gear, 0);
    expect(darkMode()).not.toBeNull();
    click(gear, 0);
    expect(darkMode()).toBeNull();
  });
});
