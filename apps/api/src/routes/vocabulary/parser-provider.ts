/**
 * The parser the parse endpoints use: `deps.getParser` when given, else one built from the
 * database on first use and kept for the process (building it takes seconds and hundreds of MB,
 * so it must never happen per request). A failed build is forgotten so the next request retries.
 */
import { createTextParser } from '@goi/library';
import type { Parser } from '@goi/text';
import type { AppDeps } from '../../deps';

const built = new WeakMap<object, Promise<Parser>>();

export function parserOf(deps: AppDeps): Promise<Parser> {
  if (deps.getParser) return deps.getParser();
  let parser = built.get(deps.db);
  if (!parser) {
    parser = createTextParser(deps.db);
    built.set(deps.db, parser);
    parser.catch(() => built.delete(deps.db));
  }
  return parser;
}
