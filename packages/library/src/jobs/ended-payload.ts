/**
 * What stays of a job's payload once the job has ended. A job that succeeded keeps only its short
 * scalar fields (the owner's `userId`, which the API checks before showing a job to its user, a
 * `deckId`, a rank range): its input — a list of word ids, a deck's metadata — is not needed
 * again, so finished jobs do not fill the database. A job that failed can be retried from the
 * admin pages (`POST /api/admin/jobs/{id}/retry`), so it keeps a payload of ordinary size whole
 * (an ingest's metadata and the paths of its staged texts: a few KB); only an oversized one is
 * cut down like a finished job's, and its retry then fails naming what is missing.
 */
import { fromJson, toJson } from '@goi/db';

const KEPT_STRING_LENGTH = 200;
/** The largest payload (JSON characters) a failed job keeps whole for a retry. */
export const RETRYABLE_PAYLOAD_CHARS = 64 * 1024;

export function endedPayload(payload: unknown): unknown {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    return typeof payload === 'string' && payload.length > KEPT_STRING_LENGTH ? null : payload;
  }
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(payload)) {
    if (
      typeof value === 'number' ||
      typeof value === 'boolean' ||
      (typeof value === 'string' && value.length <= KEPT_STRING_LENGTH)
    )
      kept[name] = value;
  }
  return kept;
}

/** The payload JSON to store when a job ends with `status`. */
export function endedPayloadJson(payloadJson: string, status: 'succeeded' | 'failed'): string {
  if (status === 'failed' && payloadJson.length <= RETRYABLE_PAYLOAD_CHARS) return payloadJson;
  return toJson(endedPayload(fromJson<unknown>(payloadJson)));
}
