/**
 * The web app's settings from the environment: the only module of the web app that reads
 * `process.env` (server-side only; nothing here reaches the browser bundle). Read on each call,
 * so a test may change a variable between two requests.
 */
export interface WebEnv {
  /** Where loaders call the API when it runs elsewhere (API_BASE_URL); unset: the own /api. */
  apiBaseUrl: string | undefined;
  /** URL that receives page-view events (ANALYTICS_ENDPOINT); unset: none are sent. */
  analyticsEndpoint: string | undefined;
  sourceRepositoryUrl: string;
  communityChatUrl: string;
  /** NODE_ENV=development shows error stacks on the error page. */
  showErrorStacks: boolean;
  /** What `publicBaseUrl` is built from: PUBLIC_URL, else HOST and PORT (as the API). */
  publicUrl: string | undefined;
  host: string | undefined;
  port: string | undefined;
}

const text = (value: string | undefined) => value?.trim() || undefined;

export function webEnv(env: NodeJS.ProcessEnv = process.env): WebEnv {
  return {
    apiBaseUrl: text(env.API_BASE_URL),
    analyticsEndpoint: text(env.ANALYTICS_ENDPOINT),
    sourceRepositoryUrl: text(env.SOURCE_REPOSITORY_URL) ?? 'https://github.com/goi-app/goi',
    communityChatUrl: text(env.COMMUNITY_CHAT_URL) ?? 'https://discord.gg/goi',
    showErrorStacks: env.NODE_ENV === 'development',
    publicUrl: text(env.PUBLIC_URL),
    host: text(env.HOST),
    port: text(env.PORT),
  };
}
