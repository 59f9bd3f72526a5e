/**
 * The parse work a request asks for, as plain data so it can cross to a worker thread: the
 * custom deck (`POST /api/media-deck/parse-custom-deck`) and the short-text parse
 * (`GET /api/vocabulary/parse`). `runParseTask` does the work wherever it runs — in the parse
 * pool's worker, or in the process when the pool is off.
 */
import type { DeckWordDto, ParseCustomDeckResponse } from '@goi/contracts';
import type { DbOrTrx } from '@goi/db';
import type { Parser } from '@goi/text';
import { parseCustomDeck } from '../routes/media-deck/custom-deck';
import { parseToDeckWords } from '../routes/vocabulary/parse-text';

export type ParseTask =
  { kind: 'custom-deck'; text: string; now: string } | { kind: 'vocabulary'; text: string };

export type ParseResult<T extends ParseTask> = T extends { kind: 'custom-deck' }
  ? ParseCustomDeckResponse
  : DeckWordDto[];

export async function runParseTask(
  db: DbOrTrx,
  parser: Parser,
  task: ParseTask,
): Promise<ParseCustomDeckResponse | DeckWordDto[]> {
  return task.kind === 'custom-deck'
    ? parseCustomDeck(db, parser, task.text, new Date(task.now))
    : parseToDeckWords(parser, task.text);
}

/** Where request-time parsing runs (`parse-pool.ts`: a worker thread; or this process). */
export interface ParseWork {
  run<T extends ParseTask>(task: T): Promise<ParseResult<T>>;
  close(): Promise<void>;
}
