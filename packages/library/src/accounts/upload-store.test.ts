import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createUploadStore } from './upload-store';

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'goi-upload-store-'));
afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

describe('the upload store', () => {
  const store = createUploadStore(path.join(directory, 'uploads'));

  it('keeps a text as a private file until it is removed', async () => {
    const name = await store.save('猫\tcat\n');
    expect(await store.read(name)).toBe('猫\tcat\n');
    const mode = fs.statSync(path.join(directory, 'uploads', name)).mode & 0o777;
    expect(mode).toBe(0o600);
    await store.remove(name);
    await expect(store.read(name)).rejects.toThrow(/ENOENT/);
  });

  it('refuses names that are not its own and texts over the bound', async () => {
    await expect(store.read('../../etc/passwd')).rejects.toThrow('Not an upload name');
    await expect(store.remove('x.txt')).rejects.toThrow('Not an upload name');
    await expect(store.save('x'.repeat(10 * 1024 * 1024 + 1))).rejects.toThrow('at most');
  });
});
