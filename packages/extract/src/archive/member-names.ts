import type { ZipEntry } from './zip-directory';

/**
 * Member names as the user would read them. Zip only flags UTF-8 names since 2006; archives made
 * by Windows Explorer on a Japanese system still store `第1話.srt` in Shift_JIS with no flag, and
 * many tools write UTF-8 without setting it. Unflagged names are tried as UTF-8, then Shift_JIS,
 * then read byte for byte.
 */
export function decodeMemberName(entry: ZipEntry): string {
  if (entry.nameIsUtf8) return new TextDecoder('utf-8').decode(entry.rawName);
  for (const encoding of ['utf-8', 'shift_jis']) {
    try {
      return new TextDecoder(encoding, { fatal: true }).decode(entry.rawName);
    } catch {
      // not this encoding; try the next
    }
  }
  return String.fromCharCode(...entry.rawName);
}

/**
 * Why a member name is unsafe, or undefined. We never write members to disk, but a name that
 * climbs out of the archive (`../../etc/passwd`, `C:\Windows\…`) marks a hostile archive, and
 * whoever stores members later must not meet one.
 */
export function unsafeNameReason(name: string): string | undefined {
  if (name.includes('\0')) return 'its name contains a NUL character';
  const unified = name.replace(/\\/g, '/');
  if (unified.startsWith('/') || /^[a-zA-Z]:/.test(unified)) {
    return 'its name is an absolute path';
  }
  if (unified.split('/').includes('..')) return 'its name climbs out of the archive with ".."';
  return undefined;
}

/** Directory entries and operating-system clutter carry no text. */
export function isClutter(name: string): boolean {
  const segments = name.split('/');
  const base = segments.at(-1) ?? '';
  return (
    name.endsWith('/') ||
    segments.includes('__MACOSX') ||
    base.startsWith('._') ||
    base === '.DS_Store' ||
    base === 'Thumbs.db' ||
    base === 'desktop.ini'
  );
}
