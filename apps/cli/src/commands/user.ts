/**
 * `goi user create <username> <email> [--admin]` (the password is read from GOI_USER_PASSWORD or
 * standard input, never from the command line where `ps` shows it) and
 * `goi user set-role <usernameOrEmail> <role> [--remove]`. Accounts made here are confirmed.
 */
import type { Command } from 'commander';
import type { Db } from '@goi/db';
import { AccountError, createAccountService, createMemoryMailer } from '@goi/library';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../config';
import { withDatabase } from '../database';
import { readStdin } from '../stdin';

/** The account service for commands: no e-mail is sent and no token signed that anyone keeps. */
export function cliAccountService(db: Db) {
  return createAccountService({
    db,
    mailer: createMemoryMailer(),
    settings: {
      publicUrl: 'http://127.0.0.1',
      jwt: {
        secret: randomBytes(32).toString('hex'),
        issuer: 'goi',
        audience: 'goi',
        accessTokenSeconds: 60,
      },
      refreshTokenDays: 1,
      google: { jwksUrl: 'http://127.0.0.1/unused' },
      captcha: { verifyUrl: 'http://127.0.0.1/unused', minScore: 0.5 },
    },
    google: null,
  });
}

function fail(error: unknown): never {
  if (error instanceof AccountError) {
    const fields = error.fields
      ? Object.entries(error.fields).map(
          ([field, problems]) => `\n  ${field}: ${problems.join('; ')}`,
        )
      : [];
    throw new Error(`${error.message}${fields.join('')}`);
  }
  throw error;
}

export async function createUserCommand(
  db: Db,
  input: { username: string; email: string; password: string; admin: boolean },
): Promise<string> {
  try {
    const { userId } = await cliAccountService(db).createConfirmedUser(input);
    return `Created ${input.admin ? 'administrator' : 'user'} ${input.username} (${userId}).`;
  } catch (error) {
    fail(error);
  }
}

export async function setRoleCommand(
  db: Db,
  input: { usernameOrEmail: string; role: string; remove: boolean },
): Promise<string> {
  try {
    const roles = await cliAccountService(db).setRole(
      input.usernameOrEmail,
      input.role,
      !input.remove,
    );
    return `${input.usernameOrEmail} now has the roles: ${roles.join(', ') || '(none)'}.`;
  } catch (error) {
    fail(error);
  }
}

export function register(program: Command): void {
  const user = program.command('user').description('Manage accounts');
  user
    .command('create')
    .description('Create a confirmed account (password from GOI_USER_PASSWORD or standard input)')
    .argument('<username>')
    .argument('<email>')
    .option('--admin', 'give the Administrator role')
    .action(async (username: string, email: string, options: { admin?: boolean }) => {
      const config = loadConfig();
      const password = config.GOI_USER_PASSWORD ?? (await readStdin()).replace(/\r?\n$/, '');
      await withDatabase(config, async ({ db }) => {
        const message = await createUserCommand(db, {
          username,
          email,
          password,
          admin: options.admin ?? false,
        });
        process.stdout.write(`${message}\n`);
      });
    });
  user
    .command('set-role')
    .description('Give (or with --remove take away) a role: User or Administrator')
    .argument('<usernameOrEmail>')
    .argument('<role>')
    .option('--remove', 'take the role away')
    .action(async (usernameOrEmail: string, role: string, options: { remove?: boolean }) => {
      await withDatabase(loadConfig(), async ({ db }) => {
        const message = await setRoleCommand(db, {
          usernameOrEmail,
          role,
          remove: options.remove ?? false,
        });
        process.stdout.write(`${message}\n`);
      });
    });
}
