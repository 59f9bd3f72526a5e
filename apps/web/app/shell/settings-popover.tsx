/**
 * The display settings (spec §2 "settings popover", §9 option lists). It opens on hover or click
 * of the gear (a click right after the hover opened it keeps it open) and closes 750 ms after the
 * pointer leaves, unless the pointer came back or one of its dropdowns is open; Escape and a
 * click outside close it too (Radix Popover), and focus moves into it when opened from the
 * keyboard.
 */
import * as Checkbox from '@radix-ui/react-checkbox';
import * as Popover from '@radix-ui/react-popover';
import * as Select from '@radix-ui/react-select';
import * as Slider from '@radix-ui/react-slider';
import {
  difficultyDisplayStyleLabels,
  difficultyValueStyleLabels,
  titleLanguageLabels,
} from '@goi/contracts/values';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Field } from '../components/field';
import { usePreferences } from '../lib/preferences-context';
import { READING_SPEED, clampReadingSpeed, type PreferenceName } from '../lib/preferences';
import { createHoverCloseTimer } from './hover-close-timer';
import { useShellSession } from './session';

type BooleanPreference =
  | 'displayFurigana'
  | 'displayAllNsfw'
  | 'hideVocabularyDefinitions'
  | 'hideCoverageBorders'
  | 'displayAdminFunctions'
  | 'darkMode';

function PreferenceCheckbox({ name, label }: { name: BooleanPreference; label: string }) {
  const { preferences, setPreference } = usePreferences();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Checkbox.Root
        id={id}
        checked={preferences[name]}
        onCheckedChange={(checked) => setPreference(name, checked === true)}
        className="flex h-5 w-5 items-center justify-center rounded border border-gray-400 bg-white data-[state=checked]:border-purple-600 data-[state=checked]:bg-purple-600 dark:bg-gray-800"
      >
        <Checkbox.Indicator className="text-xs text-white">✓</Checkbox.Indicator>
      </Checkbox.Root>
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </div>
  );
}

function PreferenceSelect<Name extends PreferenceName>({
  name,
  label,
  options,
  onOpenChange,
}: {
  name: Name;
  label: string;
  options: Record<number, string>;
  onOpenChange: (open: boolean) => void;
}) {
  const { preferences, setPreference } = usePreferences();
  return (
    <Field label={label}>
      {(id) => (
        <Select.Root
          value={String(preferences[name])}
          onValueChange={(value) => setPreference(name, Number(value) as never)}
          onOpenChange={onOpenChange}
        >
          <Select.Trigger
            id={id}
            className="flex items-center justify-between rounded border border-gray-300 bg-white px-2 py-1 text-sm dark:border-gray-600 dark:bg-gray-800"
          >
            <Select.Value />
            <Select.Icon aria-hidden>▾</Select.Icon>
          </Select.Trigger>
          <Select.Portal>
            <Select.Content
              position="popper"
              className="z-[1100] max-h-56 overflow-auto rounded border border-gray-300 bg-white shadow-lg dark:border-gray-600 dark:bg-gray-800"
            >
              <Select.Viewport>
                {Object.entries(options).map(([value, text]) => (
                  <Select.Item
                    key={value}
                    value={value}
                    className="cursor-pointer px-3 py-1 text-sm outline-none data-[highlighted]:bg-purple-100 dark:data-[highlighted]:bg-purple-900"
                  >
                    <Select.ItemText>{text}</Select.ItemText>
                  </Select.Item>
                ))}
              </Select.Viewport>
            </Select.Content>
          </Select.Portal>
        </Select.Root>
      )}
    </Field>
  );
}

export function ReadingSpeedInput() {
  const { preferences, setPreference } = usePreferences();
  const [draft, setDraft] = useState(String(preferences.readingSpeed));
  const id = useId();
  useEffect(() => setDraft(String(preferences.readingSpeed)), [preferences.readingSpeed]);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        Reading speed (characters per hour)
      </label>
      <input
        id={id}
        type="number"
        min={READING_SPEED.min}
        max={READING_SPEED.max}
        step={READING_SPEED.step}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => setPreference('readingSpeed', clampReadingSpeed(Number(draft)))}
        onKeyDown={(event) => {
          if (event.key === 'Enter')
            setPreference('readingSpeed', clampReadingSpeed(Number(draft)));
        }}
        className="rounded border border-gray-300 bg-white px-2 py-1 text-sm dark:border-gray-600 dark:bg-gray-800"
      />
      <Slider.Root
        min={READING_SPEED.min}
        max={READING_SPEED.max}
        step={READING_SPEED.step}
        value={[preferences.readingSpeed]}
        onValueChange={([value]) => setDraft(String(value))}
        onValueCommit={([value]) => setPreference('readingSpeed', clampReadingSpeed(value ?? 0))}
        className="relative flex h-5 w-full touch-none items-center"
      >
        <Slider.Track className="relative h-1 grow rounded bg-gray-300 dark:bg-gray-600">
          <Slider.Range className="absolute h-full rounded bg-purple-600" />
        </Slider.Track>
        <Slider.Thumb
          aria-label="Reading speed"
          className="block h-4 w-4 rounded-full bg-purple-600 focus:outline-2 focus:outline-purple-400"
        />
      </Slider.Root>
    </div>
  );
}

export function SettingsPanel({
  onDropdownOpenChange,
}: {
  onDropdownOpenChange: (open: boolean) => void;
}) {
  const session = useShellSession();
  return (
    <div className="flex w-72 flex-col gap-3">
      <PreferenceSelect
        name="titleLanguage"
        label="Title language"
        options={titleLanguageLabels}
        onOpenChange={onDropdownOpenChange}
      />
      <PreferenceCheckbox name="displayFurigana" label="Display furigana" />
      <PreferenceCheckbox name="darkMode" label="Dark mode" />
      <PreferenceCheckbox name="displayAllNsfw" label="Display all NSFW" />
      <PreferenceCheckbox name="hideVocabularyDefinitions" label="Hide vocabulary definitions" />
      {session.isAuthenticated && (
        <PreferenceCheckbox name="hideCoverageBorders" label="Hide coverage borders" />
      )}
      {session.isAdmin && (
        <PreferenceCheckbox name="displayAdminFunctions" label="Display admin functions" />
      )}
      <PreferenceSelect
        name="difficultyDisplayStyle"
        label="Difficulty display"
        options={difficultyDisplayStyleLabels}
        onOpenChange={onDropdownOpenChange}
      />
      <PreferenceSelect
        name="difficultyValueStyle"
        label="Difficulty value"
        options={difficultyValueStyleLabels}
        onOpenChange={onDropdownOpenChange}
      />
      <ReadingSpeedInput />
    </div>
  );
}

/**
 * The Share (gear) button and its popover (spec §2). `menu` is the phone menu's button: the word
 * "Share" beside the gear, in the panel's button style; it opens the same settings on a tap.
 */
export function SettingsPopover({ variant = 'gear' }: { variant?: 'gear' | 'menu' }) {
  const [open, setOpen] = useState(false);
  const closeTimer = useMemo(() => createHoverCloseTimer(() => setOpen(false)), []);
  const pointerOpened = useRef(false);
  useEffect(() => () => closeTimer.cancel(), [closeTimer]);

  const hoverHandlers = {
    onPointerEnter: (event: React.PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      closeTimer.pointerEntered();
      pointerOpened.current = true;
      setOpen(true);
    },
    onPointerLeave: (event: React.PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      closeTimer.pointerLeft();
    },
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          closeTimer.cancel();
          pointerOpened.current = false;
        }
      }}
    >
      <Popover.Trigger
        aria-label={variant === 'menu' ? 'Share: settings' : 'Settings'}
        className={
          variant === 'menu'
            ? 'rounded border px-3 py-1 focus:outline-2 focus:outline-purple-500'
            : 'rounded p-2 text-xl hover:bg-purple-100 focus:outline-2 focus:outline-purple-500 dark:hover:bg-purple-900'
        }
        {...hoverHandlers}
        onClick={(event) => {
          // The mouse opened it on its way to this click: the click keeps it open instead of
          // toggling it shut. Whether the page re-rendered between the two (a busy machine) must
          // not decide it. Keyboard clicks (detail 0) toggle as usual.
          if (!pointerOpened.current || event.detail === 0) return;
          pointerOpened.current = false;
          if (open) event.preventDefault();
        }}
      >
        <span aria-hidden>⚙</span>
        {variant === 'menu' && <span aria-hidden> Share</span>}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label="Display settings"
          align="end"
          sideOffset={4}
          className="z-[1100] rounded-lg border border-gray-200 bg-white p-4 text-gray-900 shadow-xl dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
          {...hoverHandlers}
        >
          <SettingsPanel
            onDropdownOpenChange={(dropdownOpen) => closeTimer.setDropdownOpen(dropdownOpen)}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
