/**
 * What stays of a job's payload once the job has ended. The work's input — an uploaded Anki
 * export of up to 10 MB, a list of word ids — is dropped, so finished jobs do not fill the
 * database; short scalar fields stay (the owner's `userId`, which the API checks before showing a
 * job to its user, a `deckId`, a rank range).
 */
const KEPT_STRING_LENGTH = 200;

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
