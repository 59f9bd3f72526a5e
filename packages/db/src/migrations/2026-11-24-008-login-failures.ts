import type { Kysely } from 'kysely';

// Migrations are frozen in time: they take Kysely<any> and import no application code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Failed sign-ins per account and client address: a lockout stops one address guessing one
 * account's password without letting anyone lock the owner out from elsewhere.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('login_failures')
    .addColumn('user_id', 'text', (c) =>
      c.notNull().references('users.user_id').onDelete('cascade'),
    )
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('failed_count', 'integer', (c) => c.notNull())
    .addColumn('lockout_end', 'text')
    .addPrimaryKeyConstraint('login_failures_pk', ['user_id', 'address'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('login_failures').execute();
}
