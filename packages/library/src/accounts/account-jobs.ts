/**
 * Known-word imports run as jobs (a 50,000-line Anki export takes a while to parse): the API
 * enqueues them and the settings page follows their progress. The worker registers these
 * handlers: `createJobWorker(db, { ...accountJobHandlers({ db, parser }) }, options)`.
 */
import type { Db } from '@goi/db';
import type { Parser } from '@goi/text';
import { z } from 'zod';
import type { JobHandler } from '../jobs';
import { createAnkiPackageImport } from './anki-package-import';
import { createKnownWordsService, isImportState, type ImportState } from './known-words';
import { createUploadStore } from './upload-store';

export const ACCOUNT_JOB_TYPES = {
  importAnkiText: 'known-words-import-anki',
  importAnkiPackage: 'known-words-import-anki-package',
  importIds: 'known-words-import-ids',
  importFrequency: 'known-words-import-frequency',
} as const;

/**
 * `state`: the WordKnowledgeState the import gives its words; absent (jobs queued before states
 * existed, or no choice) means Mature.
 */
export type AccountJobPayload =
  /** `upload`: the file name in the upload store (jobs queued before it carry `text`). */
  | {
      type: typeof ACCOUNT_JOB_TYPES.importAnkiText;
      userId: string;
      upload: string;
      state?: ImportState;
    }
  /** `upload`: the chosen words with their states, as JSON (`ankiPackageUploadSchema`). */
  | { type: typeof ACCOUNT_JOB_TYPES.importAnkiPackage; userId: string; upload: string }
  | {
      type: typeof ACCOUNT_JOB_TYPES.importIds;
      userId: string;
      wordIds: number[];
      state?: ImportState;
    }
  | {
      type: typeof ACCOUNT_JOB_TYPES.importFrequency;
      userId: string;
      minRank: number;
      maxRank: number;
      state?: ImportState;
    };

/** What the API stores for an Anki package import: the words it previewed, not the file. */
export const ankiPackageUploadSchema = z.object({
  words: z.array(z.object({ text: z.string(), state: z.enum(['young', 'mature', 'suspended']) })),
});

/** Every account job carries the user it works for; the API shows a job to that user only. */
export function jobUserId(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const userId = (payload as { userId?: unknown }).userId;
  return typeof userId === 'string' ? userId : undefined;
}

function field<T>(payload: unknown, name: string, check: (value: unknown) => value is T): T {
  const value = (payload as Record<string, unknown> | null)?.[name];
  if (!check(value)) throw new Error(`Job payload field "${name}" is missing or invalid`);
  return value;
}
const isString = (value: unknown): value is string => typeof value === 'string';
const isInteger = (value: unknown): value is number => Number.isInteger(value);
/** The payload's state, Mature when absent; an invalid one fails the job rather than guess. */
function stateOf(payload: unknown): ImportState | undefined {
  const state = (payload as { state?: unknown } | null)?.state;
  if (state === undefined) return undefined;
  if (!isImportState(state)) throw new Error('Job payload field "state" is invalid');
  return state;
}
const isIntegers = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => Number.isInteger(item));

export function accountJobHandlers(deps: {
  db: Db;
  parser: () => Promise<Parser>;
  /** Where the API keeps uploads for their jobs (`<data dir>/uploads`): the same directory. */
  uploadDir: string;
}): Record<string, JobHandler> {
  const knownWords = createKnownWordsService(deps);
  const ankiPackages = createAnkiPackageImport(deps);
  const uploads = createUploadStore(deps.uploadDir);
  return {
    [ACCOUNT_JOB_TYPES.importAnkiPackage]: async (payload, context) => {
      const upload = field(payload, 'upload', isString);
      try {
        const { words } = ankiPackageUploadSchema.parse(JSON.parse(await uploads.read(upload)));
        return await ankiPackages.importWords(
          field(payload, 'userId', isString),
          words,
          (percent, step) => context.reportProgress(percent, step),
        );
      } finally {
        // A stopped worker puts the job back on the queue: its file must stay for the next run.
        if (!context.signal.aborted) await uploads.remove(upload);
      }
    },
    [ACCOUNT_JOB_TYPES.importAnkiText]: async (payload, context) => {
      const upload = (payload as { upload?: unknown } | null)?.upload;
      const text = isString(upload) ? await uploads.read(upload) : field(payload, 'text', isString);
      try {
        return await knownWords.importAnkiText(
          field(payload, 'userId', isString),
          text,
          (percent, step) => context.reportProgress(percent, step),
          stateOf(payload),
        );
      } finally {
        // A stopped worker puts the job back on the queue: its file must stay for the next run.
        if (isString(upload) && !context.signal.aborted) await uploads.remove(upload);
      }
    },
    [ACCOUNT_JOB_TYPES.importIds]: async (payload, context) =>
      knownWords.importFromIds(
        field(payload, 'userId', isString),
        field(payload, 'wordIds', isIntegers),
        (percent, step) => context.reportProgress(percent, step),
        stateOf(payload),
      ),
    [ACCOUNT_JOB_TYPES.importFrequency]: async (payload, context) =>
      knownWords.importFromFrequency(
        field(payload, 'userId', isString),
        field(payload, 'minRank', isInteger),
        field(payload, 'maxRank', isInteger),
        (percent, step) => context.reportProgress(percent, step),
        stateOf(payload),
      ),
  };
}
