/** The app's parse work (`buildApp` always sets it; a route plugin registered alone parses in-process). */
import type { AppDeps } from '../deps';
import { inProcessParseWork } from './in-process-parse';
import type { ParseWork } from './parse-tasks';

export function parseWorkOf(deps: AppDeps): ParseWork {
  return deps.parseWork ?? inProcessParseWork(deps);
}
