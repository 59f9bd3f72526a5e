/**
 * The only module of the API that reads `process.env`. `loadApiConfig` (config.ts) turns what it
 * returns into the validated configuration; everything else receives that configuration (or its
 * `AppDeps`) as arguments, so tests and other hosts pass their own.
 */
export function processEnv(): NodeJS.ProcessEnv {
  return process.env;
}
