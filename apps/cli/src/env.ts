/**
 * The only module of the command line that reads `process.env`: config.ts validates what it
 * returns, and the commands hand the same snapshot to the API's and the library's own settings
 * readers (`loadApiConfig`, `metadataJobHandlersFromEnv`), which take it as an argument.
 */
export function processEnv(): NodeJS.ProcessEnv {
  return process.env;
}
