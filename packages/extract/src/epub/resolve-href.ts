import { posix } from 'node:path';

/**
 * The archive path an EPUB reference points at. References are URLs relative to the document that
 * holds them (`../Text/ch01.xhtml#p3` from `OEBPS/nav/nav.xhtml`); archive paths are decoded and
 * have no fragment (`Text/%E7%AC%AC1%E7%AB%A0.xhtml` is stored as `Text/第1章.xhtml`).
 */
export function resolveHref(fromPath: string, href: string): string {
  const withoutFragment = href.split('#')[0]!.split('?')[0]!;
  let decoded = withoutFragment;
  try {
    decoded = decodeURIComponent(withoutFragment);
  } catch {
    // a stray % that is not an escape: keep the reference as written
  }
  const joined = posix.join(posix.dirname(fromPath), decoded);
  return joined.startsWith('./') ? joined.slice(2) : joined;
}
