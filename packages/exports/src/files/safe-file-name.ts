/** Characters no file system accepts in a name, or that would make it a path. */
const reservedCharacters = /[/\\:*?"<>|]/gu;
/**
 * Control and format characters (bidi overrides could disguise the extension), line and paragraph
 * separators, and lone surrogates (not valid UTF-8).
 */
const invisibleCharacters = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;
/** Windows refuses these as names, whatever the extension. */
const windowsDeviceName = /^(?:con|prn|aux|nul|com\d|lpt\d)$/i;

/**
 * Most file systems allow 255 bytes per name; a Japanese character takes 3 bytes in UTF-8, so 180
 * bytes keeps about 60 of them and leaves room for " (2)" suffixes browsers add.
 */
export const maxFileNameBytes = 180;

const encoder = new TextEncoder();

function truncateToBytes(text: string, maxBytes: number): string {
  let result = '';
  let bytes = 0;
  for (const char of text) {
    const charBytes = encoder.encode(char).length;
    if (bytes + charBytes > maxBytes) break;
    result += char;
    bytes += charBytes;
  }
  return result;
}

/**
 * A download file name from a title: keeps the title as written (Japanese included), drops what
 * is unsafe in a name (`/ \ : * ? " < > |`, control characters, leading dots), collapses runs of
 * spaces and keeps it under `maxFileNameBytes`. "Re:ゼロから始める異世界生活" →
 * "Reゼロから始める異世界生活.apkg"; an empty result becomes "deck".
 */
export function safeDownloadFileName(title: string, extension: string): string {
  const cleanExtension = extension.replace(/^\.+/, '').replace(/[^A-Za-z0-9]/g, '');
  const suffix = cleanExtension === '' ? '' : `.${cleanExtension}`;
  let stem = title
    .normalize('NFC')
    .replace(invisibleCharacters, '')
    .replace(reservedCharacters, '')
    .replace(/ {2,}/g, ' ')
    .trim()
    .replace(/^[.\s]+/u, '');
  stem = truncateToBytes(stem, maxFileNameBytes - encoder.encode(suffix).length)
    // Windows strips trailing dots and spaces, which could merge the stem into the extension.
    .replace(/[.\s]+$/u, '');
  if (stem === '') stem = 'deck';
  if (windowsDeviceName.test(stem)) stem = `${stem}_`;
  return stem + suffix;
}
