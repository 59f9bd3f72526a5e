/**
 * The shell's background work in the browser: new-build polling (reload on the next
 * navigation), the chunk-load reload guard, and the page-view event after each page finishes.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { schedulePageView } from './analytics';
import { watchBuilds } from './build-watcher';
import { installChunkReloadGuard } from './chunk-reload-guard';
import { isSlowConnection } from './connection';

declare global {
  interface Window {
    __reactRouterManifest?: { version?: string };
  }
}

export function ShellEffects({ analyticsEndpoint }: { analyticsEndpoint?: string }) {
  const location = useLocation();
  const navigation = useNavigation();
  const newBuild = useRef(false);
  const firstLocation = useRef(true);

  useEffect(() => installChunkReloadGuard(window), []);

  useEffect(() => {
    const currentBuildId = window.__reactRouterManifest?.version;
    if (!currentBuildId || isSlowConnection(navigator)) return;
    return watchBuilds({
      currentBuildId,
      onNewBuild: () => {
        newBuild.current = true;
      },
    });
  }, []);

  // A new build reloads on the next navigation: load the new address from the server.
  useEffect(() => {
    if (firstLocation.current) {
      firstLocation.current = false;
      return;
    }
    if (newBuild.current) window.location.reload();
  }, [location.key]);

  useEffect(() => {
    if (navigation.state !== 'idle') return;
    return schedulePageView(analyticsEndpoint, window);
  }, [location.key, navigation.state, analyticsEndpoint]);

  return null;
}
