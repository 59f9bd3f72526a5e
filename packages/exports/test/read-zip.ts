import Database from 'better-sqlite3';
import { strFromU8, unzipSync } from 'fflate';
import { collectBytes } from '../src/index';

/** Collects a writer's output and unzips it with fflate. */
export async function unzipBody(
  body: AsyncIterable<Uint8Array>,
): Promise<Record<string, Uint8Array>> {
  return unzipSync(await collectBytes(body));
}

export function zipText(files: Record<string, Uint8Array>, name: string): string {
  const file = files[name];
  if (!file)
    throw new Error(`${name} is not in the archive (has ${Object.keys(files).join(', ')})`);
  return strFromU8(file);
}

/** Opens the `collection.anki2` of an unzipped `.apkg` in memory with better-sqlite3. */
export function openCollection(files: Record<string, Uint8Array>): Database.Database {
  const collection = files['collection.anki2'];
  if (!collection) throw new Error('collection.anki2 is missing');
  return new Database(Buffer.from(collection));
}
