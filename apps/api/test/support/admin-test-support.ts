/**
 * Helpers for the admin route tests: an app with an Administrator and a plain user signed in, a
 * multipart form builder, a fake parser (every kana or kanji is a "word", so counts are easy to
 * reason about; the real parser is tested in @goi/library) and a job runner.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setUserRole, type DatabaseHandle, type Db } from '@goi/db';
import { createJobWorker, createMemoryMailer, jobHandlers, manageJobHandlers } from '@goi/library';
import type { Parser } from '@goi/text';
import type { ApiConfigInput } from '../../src/config';
import { createTestApp, type TestApp } from './test-app';
import { bearer, login, registerAndConfirm } from './auth-test-support';

const WORD = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

/** Every kana or kanji is a word, its id given by `wordIdOf` (default: its code point). */
export function characterParser(
  wordIdOf: (character: string) => number = (character) => character.codePointAt(0)!,
): Parser {
  return {
    parse(input: string) {
      const words: unknown[] = [];
      const normalizedSpans: { start: number; end: number }[] = [];
      for (let index = 0; index < input.length; index++) {
        const character = input[index]!;
        if (!WORD.test(character)) continue;
        words.push({
          surface: character,
          start: index,
          end: index + 1,
          kind: 'word',
          wordId: wordIdOf(character),
          readingIndex: 0,
          dictionaryForm: character,
          reading: character,
          conjugations: [],
        });
        normalizedSpans.push({ start: index, end: index + 1 });
      }
      return { normalized: { text: input }, words, normalizedSpans } as unknown as ReturnType<
        Parser['parse']
      >;
    },
  };
}

export const charParser = characterParser();

export interface FormFile {
  name: string;
  bytes: Uint8Array | string;
}

/** A multipart/form-data body: text fields and files, in the order given. */
export function multipartForm(entries: [string, string | FormFile][]) {
  const boundary = `----goi-admin-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [field, value] of entries) {
    if (typeof value === 'string') {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${value.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        Buffer.from(value.bytes),
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(chunks),
  };
}

export interface AdminTestContext {
  testApp: TestApp;
  db: Db;
  dataDir: string;
  adminToken: string;
  userToken: string;
  adminId: string;
  userId: string;
  close(): Promise<void>;
}

export async function createAdminTestApp(
  database: Pick<DatabaseHandle, 'db' | 'dialect'>,
  config: ApiConfigInput = {},
  parser: Parser = charParser,
): Promise<AdminTestContext> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'goi-admin-'));
  const mailer = createMemoryMailer();
  const testApp = await createTestApp({
    database,
    config: { rateLimit: { enabled: false }, dataDir, ...config },
    services: { mailer, getParser: () => Promise.resolve(parser) },
  });
  const admin = await registerAndConfirm(testApp, mailer, 'admin');
  const user = await registerAndConfirm(testApp, mailer, 'reader');
  await setUserRole(database.db, admin.userId, 'Administrator', true);
  return {
    testApp,
    db: database.db,
    dataDir,
    adminToken: (await login(testApp, 'admin')).accessToken,
    userToken: (await login(testApp, 'reader')).accessToken,
    adminId: admin.userId,
    userId: user.userId,
    close: async () => {
      await testApp.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs every queued job (ingest, re-parse, ranks, …) until the queue is empty. */
export async function runQueuedJobs(db: Db, parser: Parser = charParser): Promise<void> {
  const worker = createJobWorker(db, {
    ...jobHandlers(db, parser),
    ...manageJobHandlers(db, parser),
  });
  while (await worker.runOnce()) {
    // next job
  }
}

export { bearer };

/** Files under a folder, recursively (what a refused upload must not leave behind). */
export async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch {
    return [];
  }
}
