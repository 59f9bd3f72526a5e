/**
 * The parser the parse endpoints use: the process's one parser (`deps.getParser`, set by
 * `buildApp` from the composition root's provider or its own).
 */
import type { Parser } from '@goi/text';
import type { AppDeps } from '../../deps';

export function parserOf(deps: AppDeps): Promise<Parser> {
  if (!deps.getParser) throw new Error('buildApp sets deps.getParser');
  return deps.getParser();
}
