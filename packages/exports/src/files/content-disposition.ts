/** RFC 5987 `attr-char`: what may stay unencoded in `filename*`. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * The plain-ASCII `filename` for old clients: accents dropped (é → e), every other run of
 * non-ASCII characters becomes "_", and a name left with no letters or digits becomes "download".
 */
function asciiFallback(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const stem = dot > 0 ? fileName.slice(0, dot) : fileName;
  const extension = dot > 0 ? fileName.slice(dot) : '';
  const toAscii = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\x20-\x7e]+/g, '_')
      .replace(/["\\]/g, '_');
  const asciiStem = toAscii(stem).trim();
  return (/[A-Za-z0-9]/.test(asciiStem) ? asciiStem : 'download') + toAscii(extension);
}

/**
 * A `Content-Disposition` header that downloads under `fileName` (RFC 6266): an ASCII `filename`
 * for old clients and the exact UTF-8 name in `filename*` (RFC 5987), which browsers prefer.
 */
export function contentDisposition(fileName: string): string {
  // A lone surrogate cannot be percent-encoded as UTF-8.
  const wellFormed = fileName.replace(/\p{Cs}/gu, '\uFFFD');
  return `attachment; filename="${asciiFallback(wellFormed)}"; filename*=UTF-8''${encodeRfc5987(wellFormed)}`;
}
