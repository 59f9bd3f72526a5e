/**
 * Uploads waiting for their job (an Anki notes export to import), kept as files rather than in
 * `jobs.payload`: the payload names the file, the job deletes it when it has run. Each file is
 * bounded (`ANKI_LIMITS.maxBytes`) and named by a random UUID the store checks on every read, so
 * a payload can never point outside the directory (`../../etc/passwd`).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ANKI_LIMITS } from './anki-notes';

const NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.txt$/;

export interface UploadStore {
  /** Writes `text` to a new file and returns its name. */
  save(text: string): Promise<string>;
  read(name: string): Promise<string>;
  remove(name: string): Promise<void>;
}

export function createUploadStore(directory: string): UploadStore {
  const fileOf = (name: string) => {
    if (!NAME.test(name)) throw new Error(`Not an upload name: "${name.slice(0, 60)}"`);
    return path.join(directory, name);
  };
  return {
    async save(text) {
      if (Buffer.byteLength(text) > ANKI_LIMITS.maxBytes)
        throw new Error(`An upload is at most ${ANKI_LIMITS.maxBytes} bytes`);
      await fs.mkdir(directory, { recursive: true, mode: 0o700 });
      const name = `${randomUUID()}.txt`;
      await fs.writeFile(fileOf(name), text, { mode: 0o600, flag: 'wx' });
      return name;
    },
    async read(name) {
      return fs.readFile(fileOf(name), 'utf8');
    },
    async remove(name) {
      await fs.rm(fileOf(name), { force: true });
    },
  };
}
