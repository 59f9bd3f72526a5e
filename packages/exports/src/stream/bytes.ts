/** Collects a byte stream into one array (tests, small files, or callers that need a length). */
export async function collectBytes(
  body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    length += chunk.length;
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

const encoder = new TextEncoder();

/**
 * Turns text pieces into UTF-8 chunks of about `chunkSize` characters: one chunk per row would
 * mean thousands of tiny writes, one chunk for everything would hold the file whole.
 */
export async function* utf8Chunks(
  pieces: Iterable<string> | AsyncIterable<string>,
  chunkSize = 64 * 1024,
): AsyncGenerator<Uint8Array> {
  let buffer = '';
  for await (const piece of pieces) {
    buffer += piece;
    if (buffer.length >= chunkSize) {
      yield encoder.encode(buffer);
      buffer = '';
    }
  }
  if (buffer !== '') yield encoder.encode(buffer);
}
