/**
 * The account services one API process uses, built from its configuration: the account service
 * (sign-up, sessions, Google) and known words. A reader's known-word set for coverage is the read
 * models' (@goi/library read-models). Tests and the CLI may hand a prebuilt module in
 * `deps.accounts`.
 */
import {
  createAccountService,
  createAnkiPackageImport,
  createKnownWordsService,
  createMailer,
  type AccountService,
  type AnkiPackageImport,
  type KnownWordsService,
  type Mailer,
} from '@goi/library';
import type { FastifyBaseLogger } from 'fastify';
import type { ApiConfig } from '../config';
import type { AppDeps } from '../deps';

export interface AccountsModule {
  service: AccountService;
  knownWords: KnownWordsService;
  /** Word states from Anki exports (preview; the import itself is a job). */
  ankiPackages: AnkiPackageImport;
}

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
  deps: Pick<AppDeps, 'db'> & Required<Pick<AppDeps, 'getParser'>> & { mailer?: Mailer },
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
  const { getParser } = deps;
  const knownWords = createKnownWordsService({ db: deps.db, parser: getParser });
  const ankiPackages = createAnkiPackageImport({ db: deps.db, parser: getParser });

  return {
    service,
    knownWords,
    ankiPackages,
  };
}
