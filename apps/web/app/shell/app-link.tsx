/** Links that prefetch on intent, except on data-saver or 2G connections (spec §9). */
import { useEffect, useState, type ComponentProps } from 'react';
import { Link, NavLink } from 'react-router';
import { isSlowConnection } from './connection';

function usePrefetchMode(): 'intent' | 'none' {
  const [mode, setMode] = useState<'intent' | 'none'>('none');
  useEffect(() => setMode(isSlowConnection(navigator) ? 'none' : 'intent'), []);
  return mode;
}

export function AppLink(props: ComponentProps<typeof Link>) {
  const prefetch = usePrefetchMode();
  return <Link prefetch={prefetch} {...props} />;
}

export function AppNavLink(props: ComponentProps<typeof NavLink>) {
  const prefetch = usePrefetchMode();
  return <NavLink prefetch={prefetch} {...props} />;
}
