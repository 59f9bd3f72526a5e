/**
 * The account services one API process uses, built from its configuration: the account service
 * (sign-up, sessions, Google), known words, and `resolveKnownWords` for personal coverage. Tests
 * and the CLI may hand a prebuilt module in `deps.accounts`.
 */
import { createKnownWordSet, type KnownWordSet } from '@goi/library';
import {
  createAccountService,
  createKnownWordsService,
  createMailer,
  createTextParser,
  type AccountService,
  type AuthenticatedUser,
  type KnownWordsService,
  type Mailer,
} from '@goi/library';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config';
import type { AppDeps } from '../deps';

export interface AccountsModule {
  service: AccountService;
  knownWords: KnownWordsService;
  /** The signed-in user's known forms, cached per user until their known words change. */
  resolveKnownWords: (request: FastifyRequest) => Promise<KnownWordSet | undefined>;
}

/** How many users' known-word sets stay in memory (a 20,000-form set is about 1 MB). */
const KNOWN_WORD_CACHE_USERS = 200;

export function accountSettings(config: ApiConfig) {
  const auth = config.auth;
  return {
    publicUrl: config.publicUrl,
    jwt: {
      secret: auth.jwtSecret,
      issuer: auth.jwtIssuer,
      audience: auth.jwtAudience,
      accessTokenSeconds: auth.accessTokenMinutes * 60,
    },
    refreshTokenDays: auth.refreshTokenDays,
    google: { clientId: auth.googleClientId, jwksUrl: auth.googleJwksUrl },
    captcha: {
      secretKey: auth.captchaSecretKey,
      verifyUrl: auth.captchaVerifyUrl,
      minScore: auth.captchaMinScore,
    },
  };
}

export function createAccountsModule(
  config: ApiConfig,
  deps: Pick<AppDeps, 'db' | 'getParser'> & { mailer?: Mailer },
  log: FastifyBaseLogger,
): AccountsModule {
  const mailer =
    deps.mailer ??
    createMailer(
      {
        smtpUrl: config.auth.smtpUrl,
        from: config.auth.mailFrom,
        outboxDir: config.auth.outboxDir,
      },
      (message) => log.info(message),
    );
  const service = createAccountService({
    db: deps.db,
    settings: accountSettings(config),
    mailer,
    log: { warn: (message, error) => log.warn({ err: error }, message) },
  });
  let parser: ReturnType<typeof createTextParser> | undefined;
  const knownWords = createKnownWordsService({
    db: deps.db,
    parser: deps.getParser ?? (() => (parser ??= createTextParser(deps.db))),
  });

  const cache = new Map<string, { version: number; known: KnownWordSet }>();
  async function knownWordsOf(user: AuthenticatedUser): Promise<KnownWordSet> {
    const hit = cache.get(user.id);
    if (hit && hit.version === user.knownWordsVersion) {
      // Map order is insertion order: re-insert to keep recently used users last.
      cache.delete(user.id);
      cache.set(user.id, hit);
      return hit.known;
    }
    const pairs = await knownWords.pairs(user.id);
    const known = createKnownWordSet({
      pairs: pairs.map((pair) => [pair.wordId, pair.readingIndex] as const),
    });
    cache.delete(user.id);
    cache.set(user.id, { version: user.knownWordsVersion, known });
    if (cache.size > KNOWN_WORD_CACHE_USERS) cache.delete(cache.keys().next().value!);
    return known;
  }

  return {
    service,
    knownWords,
    async resolveKnownWords(request) {
      const user = await request.getUser();
      return user ? knownWordsOf(user) : undefined;
    },
  };
}
