/**
 * The API's configuration, validated once with zod. Every field has a default that runs the
 * embedded product (one process on 127.0.0.1:3000, no reverse proxy but a local one), so
 * `apiConfigSchema.parse({})` is a working configuration and the environment only overrides.
 */
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  loadOrCreateJwtSecret,
  providerSettingsFromEnv,
  providerSettingsSchema,
} from '@goi/library';
import { z } from 'zod';
import { processEnv } from './env';
import packageJson from '../package.json' with { type: 'json' };

/** Named address ranges `proxy-addr` understands (loopback = 127.0.0.1/8 and ::1). */
const namedRanges = ['loopback', 'linklocal', 'uniquelocal'] as const;

/**
 * One trusted proxy: an IP address, a CIDR range, or a named range. A `/0` range is refused:
 * trusting every peer would let any client choose its own IP with `X-Forwarded-For`, and so
 * escape its rate limit.
 */
const trustedProxySchema = z
  .string()
  .trim()
  .refine(
    (entry) => {
      if ((namedRanges as readonly string[]).includes(entry)) return true;
      const [address = '', prefix, ...rest] = entry.split('/');
      const family = isIP(address);
      if (family === 0 || rest.length > 0) return false;
      if (prefix === undefined) return true;
      if (!/^\d{1,3}$/.test(prefix)) return false;
      const bits = Number(prefix);
      return bits >= 1 && bits <= (family === 4 ? 32 : 128);
    },
    {
      message:
        'Expected an IP address, a CIDR range narrower than /0, or one of loopback, linklocal, uniquelocal',
    },
  );

/** An allowed CORS origin: scheme, host and port only (`https://goi.example`), no path. */
const originSchema = z
  .string()
  .trim()
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
      } catch {
        return false;
      }
    },
    { message: 'Expected an origin such as https://goi.example (no path, no trailing slash)' },
  );

/**
 * A rate-limit policy: at most `max` requests per client in any `windowSeconds`, counted in
 * `segments` slices. One segment is a fixed window; more segments make the window slide, so a
 * client cannot spend two windows' worth of requests around a window boundary.
 */
const policySchema = z.object({
  max: z.number().int().min(1),
  windowSeconds: z.number().int().min(1),
  segments: z.number().int().min(1).max(60),
});
export type RateLimitPolicy = z.infer<typeof policySchema>;

export const rateLimitPolicyNames = ['fixed', 'download', 'auth'] as const;
export type RateLimitPolicyName = (typeof rateLimitPolicyNames)[number];

const rateLimitSchema = z.object({
  /** Off only for trusted setups (e.g. a load test); the policies below then never reject. */
  enabled: z.boolean().default(true),
  policies: z
    .object({
      /** Reads of the library (decks, words, stats): 120 per minute, as the reference. */
      fixed: policySchema.default({ max: 120, windowSeconds: 60, segments: 1 }),
      /** Deck downloads and custom-deck parsing, which are expensive: 5 per minute, sliding. */
      download: policySchema.default({ max: 5, windowSeconds: 60, segments: 10 }),
      /** Login, register, password reset: 10 per minute, sliding, to slow password guessing. */
      auth: policySchema.default({ max: 10, windowSeconds: 60, segments: 6 }),
    })
    .prefault({}),
});

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

/** Accounts: tokens, e-mail, captcha and Google sign-in (see docs/accounts.md). */
const authSchema = z.object({
  /**
   * HS256 key of access tokens. `loadApiConfig` requires JWT_SECRET or keeps a generated one in
   * the data directory; this default (a fresh random key per configuration) is for tests only.
   */
  jwtSecret: z
    .string()
    .min(32, 'Must be at least 32 characters long')
    .default(() => randomBytes(48).toString('base64url')),
  jwtIssuer: z.string().min(1).default('goi'),
  jwtAudience: z.string().min(1).default('goi'),
  accessTokenMinutes: z.number().int().min(1).max(1440).default(60),
  refreshTokenDays: z.number().int().min(1).max(365).default(30),
  /** Google sign-in shows only when a client id is configured. */
  googleClientId: optionalText,
  googleJwksUrl: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** Captcha is checked only when a secret is configured; the site key goes to the web. */
  captchaSiteKey: optionalText,
  captchaSecretKey: optionalText,
  captchaVerifyUrl: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  captchaMinScore: z.number().min(0).max(1).default(0.5),
  /** `smtp://user:pass@host:587`; empty: messages are written to `outboxDir`. */
  smtpUrl: optionalText,
  mailFrom: z.string().min(3).default('Goi <no-reply@localhost>'),
  outboxDir: z.string().min(1).default(path.join(os.tmpdir(), 'goi-outbox')),
});

export const apiConfigSchema = z.object({
  /** Reported by `GET /api/health` and in the OpenAPI document. */
  version: z.string().min(1).default(packageJson.version),
  host: z.string().min(1).default('127.0.0.1'),
  port: z.number().int().min(0).max(65535).default(3000),
  /** The URL users reach the product at; its origin is always an allowed CORS origin. */
  publicUrl: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:3000'),
  /** Other origins whose browsers may call the API (a separately hosted web app, a tool). */
  corsOrigins: z.array(originSchema).default([]),
  /**
   * Proxies whose `X-Forwarded-For` is believed. Default: the local machine only, so a reverse
   * proxy or the embedded web server on the same host can pass the client address on.
   */
  trustProxy: z.array(trustedProxySchema).default(['loopback']),
  rateLimit: rateLimitSchema.prefault({}),
  /** Largest JSON body; the custom-deck parser accepts 200,000 characters, about 0.6 MB. */
  bodyLimitBytes: z
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  /** Largest admin media upload, all files of one request together (default 250 MiB). */
  uploadLimitBytes: z
    .number()
    .int()
    .min(1024)
    .default(250 * 1024 * 1024),
  /** The data directory: uploaded texts waiting for their job (`ingest/`) and covers. */
  dataDir: z.string().min(1).default(path.join(os.tmpdir(), 'goi-data')),
  /**
   * Slow clients cannot hold a connection: the headers must arrive within `headersMs`, the whole
   * request within `requestMs` (raise it for very large uploads on slow links), and a connection
   * silent for `idleMs` (a Content-Length larger than the body sent) is closed.
   */
  timeouts: z
    .object({
      headersMs: z.number().int().min(100).default(10_000),
      requestMs: z.number().int().min(100).default(60_000),
      idleMs: z.number().int().min(100).default(15_000),
    })
    .prefault({}),
  /**
   * Request-time parsing (custom decks, `vocabulary/parse`) in worker threads, off the event loop
   * (src/parse-pool). Each thread loads its own parser (a few hundred MB), so few threads; 0
   * parses on the event loop. Beyond `maxQueue` waiting texts, or past `timeBudgetMs` from its
   * arrival, a request is answered 503 with Retry-After.
   */
  parsePool: z
    .object({
      threads: z.number().int().min(0).max(16).default(1),
      timeBudgetMs: z.number().int().min(100).default(3000),
      maxQueue: z.number().int().min(0).default(4),
    })
    .prefault({}),
  /** Uploads waiting for their job (Anki imports); the job worker must see the same directory. */
  uploadDir: z.string().min(1).default(path.join(os.tmpdir(), 'goi-uploads')),
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  auth: authSchema.prefault({}),
  /** Metadata providers and Jimaku (issue 19): base URLs default to the real services. */
  providers: providerSettingsSchema.prefault({}),
  /** The read models' cache (@goi/library read-models); off only to measure without it. */
  readCache: z
    .object({
      enabled: z.boolean().default(true),
      /** Bound of the cache's estimated bytes (rank table, deck words, DTOs, pages of ids). */
      maxBytes: z
        .number()
        .int()
        .min(0)
        .default(512 * 1024 * 1024),
      /**
       * Fill the read models' cache when the server starts (read-models/warm-plugin.ts): the
       * form rank table, the top-level decks' words and the library's deck-list words, in the
       * background. Off in tests that count what a request reads.
       */
      warmOnStart: z.boolean().default(true),
    })
    .prefault({}),
});

export type ApiConfig = z.infer<typeof apiConfigSchema>;
export type ApiConfigInput = z.input<typeof apiConfigSchema>;

/** Parses a configuration, throwing one error that names every bad field. */
export function parseApiConfig(input: ApiConfigInput = {}): ApiConfig {
  return parseOrThrow(input);
}

function parseOrThrow(input: unknown): ApiConfig {
  const parsed = apiConfigSchema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid API configuration: ${problems}`);
  }
  return parsed.data;
}

function list(value: string | undefined): string[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function integer(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (!/^\d+$/.test(value.trim()))
    throw new Error(`${name} must be a whole number (got "${value}")`);
  return Number(value);
}

/** `true` or `false` (any case); unset or empty keeps the default. */
function flag(name: string, value: string | undefined): boolean | undefined {
  const text = value?.trim().toLowerCase();
  if (!text) return undefined;
  if (text !== 'true' && text !== 'false')
    throw new Error(`${name} must be true or false (got "${value}")`);
  return text === 'true';
}

function mebibytes(name: string, value: string | undefined): number | undefined {
  const count = integer(name, value);
  return count === undefined ? undefined : count * 1024 * 1024;
}

/**
 * Reads the API settings from the environment: HOST, PORT, PUBLIC_URL, CORS_ORIGINS and
 * TRUST_PROXY (comma-separated lists), RATE_LIMIT_ENABLED (`false` turns limits off), LOG_LEVEL,
 * UPLOAD_LIMIT_MB (largest admin upload a request, default 250), READ_CACHE_ENABLED (`false`
 * turns the read cache off), READ_CACHE_MB (the read models' cache bound, in MiB),
 * READ_CACHE_WARM (`false`:
 * no start-up warm of the read models), PARSE_THREADS, PARSE_TIME_BUDGET_MS and PARSE_QUEUE (the
 * parse pool),
 * and for accounts JWT_SECRET (else a secret generated once in the data directory),
 * ACCESS_TOKEN_MINUTES, GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL, CAPTCHA_SITE_KEY, CAPTCHA_SECRET_KEY,
 * CAPTCHA_VERIFY_URL, SMTP_URL, MAIL_FROM (mail goes to `<data dir>/outbox` without SMTP_URL),
 * and the providers' ANILIST_API_URL, TMDB_API_URL, TMDB_API_KEY, VNDB_API_URL,
 * GOOGLE_BOOKS_API_URL, GOOGLE_BOOKS_API_KEY, IGDB_API_URL, IGDB_TOKEN_URL, IGDB_CLIENT_ID,
 * IGDB_CLIENT_SECRET, JIMAKU_API_URL, JIMAKU_API_KEY.
 * Unset or empty variables keep the defaults.
 */
function defaultPublicUrl(env: NodeJS.ProcessEnv): string | undefined {
  const port = env.PORT?.trim();
  if (!port) return undefined;
  const host = env.HOST?.trim() || '127.0.0.1';
  return `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${port}`;
}

export function loadApiConfig(
  env: NodeJS.ProcessEnv = processEnv(),
  options: { dataDir?: string } = {},
): ApiConfig {
  const dataDir = options.dataDir ?? (env.GOI_DATA_DIR?.trim() || path.resolve('.data'));
  const rateLimitEnabled = flag('RATE_LIMIT_ENABLED', env.RATE_LIMIT_ENABLED);
  const readCacheEnabled = flag('READ_CACHE_ENABLED', env.READ_CACHE_ENABLED);
  return parseOrThrow({
    host: env.HOST?.trim() || undefined,
    port: integer('PORT', env.PORT),
    // Links in e-mails must reach this server: without PUBLIC_URL, its own host and port.
    publicUrl: env.PUBLIC_URL?.trim() || defaultPublicUrl(env),
    corsOrigins: list(env.CORS_ORIGINS),
    trustProxy: list(env.TRUST_PROXY),
    rateLimit: rateLimitEnabled === undefined ? undefined : { enabled: rateLimitEnabled },
    logLevel: env.LOG_LEVEL?.trim() || undefined,
    uploadLimitBytes: mebibytes('UPLOAD_LIMIT_MB', env.UPLOAD_LIMIT_MB),
    dataDir,
    uploadDir: path.join(dataDir, 'uploads'),
    parsePool: {
      threads: integer('PARSE_THREADS', env.PARSE_THREADS),
      timeBudgetMs: integer('PARSE_TIME_BUDGET_MS', env.PARSE_TIME_BUDGET_MS),
      maxQueue: integer('PARSE_QUEUE', env.PARSE_QUEUE),
    },
    readCache: {
      enabled: readCacheEnabled,
      maxBytes: mebibytes('READ_CACHE_MB', env.READ_CACHE_MB),
      warmOnStart: flag('READ_CACHE_WARM', env.READ_CACHE_WARM),
    },
    providers: providerSettingsFromEnv(env),
    auth: {
      // Never the per-process default: sessions must survive a restart.
      jwtSecret: env.JWT_SECRET?.trim() || loadOrCreateJwtSecret(dataDir),
      accessTokenMinutes: integer('ACCESS_TOKEN_MINUTES', env.ACCESS_TOKEN_MINUTES),
      googleClientId: env.GOOGLE_CLIENT_ID,
      googleJwksUrl: env.GOOGLE_JWKS_URL?.trim() || undefined,
      captchaSiteKey: env.CAPTCHA_SITE_KEY,
      captchaSecretKey: env.CAPTCHA_SECRET_KEY,
      captchaVerifyUrl: env.CAPTCHA_VERIFY_URL?.trim() || undefined,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM?.trim() || undefined,
      outboxDir: path.join(dataDir, 'outbox'),
    },
  });
}
