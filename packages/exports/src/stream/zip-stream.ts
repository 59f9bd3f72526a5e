import { Zip, ZipDeflate } from 'fflate';

/** What a zip entry holds: text, bytes, or chunks produced one at a time. */
export type ZipContent = string | Uint8Array | Iterable<Uint8Array> | AsyncIterable<Uint8Array>;

export interface ZipEntry {
  name: string;
  content: ZipContent;
}

const encoder = new TextEncoder();

async function* chunksOf(content: ZipContent): AsyncGenerator<Uint8Array> {
  if (typeof content === 'string') yield encoder.encode(content);
  else if (content instanceof Uint8Array) yield content;
  else yield* content;
}

/**
 * Streams a zip archive: each entry is deflated as its chunks arrive and the compressed bytes are
 * yielded at once, so neither the entries nor the archive are ever held whole. `modifiedAt` is
 * stamped on every entry, which makes the archive's bytes reproducible.
 */
export async function* zipStream(
  entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>,
  modifiedAt: Date,
): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  // fflate's synchronous classes call back during push(), so after each push `ready` holds
  // everything produced so far.
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  function* drain(): Generator<Uint8Array> {
    if (failure) throw failure;
    while (ready.length > 0) yield ready.shift()!;
  }
  // Zip dates start in 1980; clamp so a bogus date cannot make fflate throw.
  const mtime = new Date(Math.max(modifiedAt.getTime(), Date.UTC(1980, 0, 2)));
  for await (const entry of entries) {
    const file = new ZipDeflate(entry.name, { level: 6 });
    file.mtime = mtime;
    zip.add(file);
    for await (const chunk of chunksOf(entry.content)) {
      file.push(chunk);
      yield* drain();
    }
    file.push(new Uint8Array(0), true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}
