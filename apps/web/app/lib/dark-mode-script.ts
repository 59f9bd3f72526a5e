/**
 * Runs in the document head before the body is painted, so a dark page never flashes white: the
 * saved choice wins, otherwise the system setting decides (spec §4, §9).
 */
import { DARK_MODE_CLASS } from './preferences-context';
import { preferenceSpecs } from './preferences';

export const darkModeScript = `(function(){try{var m=document.cookie.match(/(?:^|; )${preferenceSpecs.darkMode.cookie}=(true|false)/);var d=m?m[1]==='true':window.matchMedia('(prefers-color-scheme: dark)').matches;var e=document.documentElement;e.classList.toggle('${DARK_MODE_CLASS}',d);e.style.colorScheme=d?'dark':'light';}catch(_){}})();`;
