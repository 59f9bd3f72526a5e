import type { Kysely } from 'kysely';

// Migrations are frozen in time: they take Kysely<any> and import no application code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The job an audited write queued: an add's entry is given its deck once the job wrote it. */
export async function up(db: AnyDb): Promise<void> {
  // A development copy of 006 briefly had the column already (branch admin-api, one commit).
  const tables = await db.introspection.getTables();
  const audit = tables.find((table) => table.name === 'audit_log');
  if (audit?.columns.some((column) => column.name === 'job_id')) return;
  await db.schema.alterTable('audit_log').addColumn('job_id', 'integer').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('job_id').execute();
}
