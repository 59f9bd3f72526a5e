import { useEffect, useMemo, useState } from 'react';
import { useNavigation } from 'react-router';
import { LOADING_BAR, createLoadingBar, type LoadingBarState } from './loading-bar-controller';

export function LoadingBar() {
  const navigation = useNavigation();
  const [state, setState] = useState<LoadingBarState>({ visible: false, progress: 0 });
  const bar = useMemo(() => createLoadingBar(setState), []);
  useEffect(() => () => bar.dispose(), [bar]);
  useEffect(() => {
    if (navigation.state === 'idle') bar.finish();
    else bar.start();
  }, [navigation.state, bar]);
  return (
    <div
      aria-hidden
      className="fixed top-0 left-0 z-[1100] bg-purple-600 transition-[width,opacity] duration-200"
      style={{
        height: LOADING_BAR.heightPx,
        width: `${state.progress}%`,
        opacity: state.visible ? 1 : 0,
      }}
    />
  );
}
