/**
 * The header (spec §2 "Shell"): Home, Media, Settings (signed in), Tools (Other on mobile), FAQ,
 * Dashboard (admin with the setting on), Login or Logout; the gear opens the settings popover.
 * On phones the links live in a collapsible panel that closes on navigation, with the Share (gear)
 * button that opens the same popover, and Dark Mode.
 */
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { usePreferences } from '../lib/preferences-context';
import { AppLink, AppNavLink } from './app-link';
import { useShellSession } from './session';
import { SearchDialog } from './search-dialog';
import { SettingsPopover } from './settings-popover';

interface NavItem {
  to: string;
  label: string;
  mobileLabel?: string;
}

function useNavItems(): NavItem[] {
  const session = useShellSession();
  const { preferences } = usePreferences();
  return [
    { to: '/', label: 'Home' },
    { to: '/decks/media', label: 'Media' },
    ...(session.isAuthenticated
      ? [
          { to: '/study', label: 'Study' },
          { to: '/settings', label: 'Settings' },
        ]
      : []),
    { to: '/other', label: 'Tools', mobileLabel: 'Other' },
    { to: '/faq', label: 'FAQ' },
    ...(session.isAdmin && preferences.displayAdminFunctions
      ? [{ to: '/Dashboard', label: 'Dashboard' }]
      : []),
  ];
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded px-2 py-1 hover:bg-purple-100 dark:hover:bg-purple-900 ${isActive ? 'font-semibold text-purple-700 dark:text-purple-300' : ''}`;

function SessionLink({ onNavigate }: { onNavigate?: () => void }) {
  const session = useShellSession();
  if (!session.isAuthenticated) {
    return (
      <AppNavLink to="/login" className={linkClass} onClick={onNavigate}>
        Login
      </AppNavLink>
    );
  }
  return (
    <AppLink
      to="/"
      className="rounded px-2 py-1 hover:bg-purple-100 dark:hover:bg-purple-900"
      onClick={() => {
        onNavigate?.();
        void session.logout();
      }}
    >
      Logout
    </AppLink>
  );
}

export function Header() {
  const items = useNavItems();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const { preferences, setPreference } = usePreferences();
  const menuId = useId();
  // The panel closes on every route change (spec §4).
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);

  return (
    <header className="border-b border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-950">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-2">
        <AppLink to="/" className="text-xl font-bold text-purple-700 dark:text-purple-300">
          Goi <span lang="ja">語彙</span>
        </AppLink>
        <SearchDialog />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <AppNavLink key={item.to} to={item.to} end={item.to === '/'} className={linkClass}>
              {item.label}
            </AppNavLink>
          ))}
          <SessionLink />
          <SettingsPopover />
        </nav>
        <button
          type="button"
          className="rounded p-2 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden>☰</span>
          <span className="sr-only">Menu</span>
        </button>
      </div>
      <div
        id={menuId}
        hidden={!menuOpen}
        className="border-t border-gray-200 px-4 py-2 md:hidden dark:border-gray-800"
      >
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          {items.map((item) => (
            <AppNavLink key={item.to} to={item.to} end={item.to === '/'} className={linkClass}>
              {item.mobileLabel ?? item.label}
            </AppNavLink>
          ))}
          <SessionLink onNavigate={() => setMenuOpen(false)} />
          <div className="flex gap-2 pt-2">
            {/* The Share (gear) button opens the display settings here too (spec §2). */}
            <SettingsPopover variant="menu" />
            <button
              type="button"
              className="rounded border px-3 py-1"
              aria-pressed={preferences.darkMode}
              onClick={() =>
                setPreference('darkMode', !document.documentElement.classList.contains('dark-mode'))
              }
            >
              Dark Mode
            </button>
          </div>
        </nav>
      </div>
    </header>
  );
}
