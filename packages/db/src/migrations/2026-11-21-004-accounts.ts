import type { Kysely } from 'kysely';

// Migrations are frozen in time: they take Kysely<any> and import no application code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('username_key', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull().unique())
    .addColumn('email_confirmed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('password_hash', 'text')
    .addColumn('security_stamp', 'text', (c) => c.notNull())
    .addColumn('failed_login_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lockout_end', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('tos_accepted_at', 'text')
    .addColumn('last_password_reset_requested_at', 'text')
    .addColumn('known_words_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'text', (c) =>
      c.notNull().references('users.user_id').onDelete('cascade'),
    )
    .addColumn('role', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
    .execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) =>
      c.notNull().references('users.user_id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('refresh_tokens_user_idx')
    .on('refresh_tokens')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('refresh_tokens_family_idx')
    .on('refresh_tokens')
    .column('family_id')
    .execute();

  await db.schema
    .createTable('email_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) =>
      c.notNull().references('users.user_id').onDelete('cascade'),
    )
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('email_tokens_user_idx')
    .on('email_tokens')
    .columns(['user_id', 'purpose'])
    .execute();

  await db.schema
    .createTable('user_known_words')
    .addColumn('user_id', 'text', (c) =>
      c.notNull().references('users.user_id').onDelete('cascade'),
    )
    .addColumn('word_id', 'integer', (c) => c.notNull())
    .addColumn('reading_index', 'integer', (c) => c.notNull())
    .addColumn('known_state', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('learned_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_known_words_pk', ['user_id', 'word_id', 'reading_index'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'user_known_words',
    'email_tokens',
    'refresh_tokens',
    'user_roles',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
