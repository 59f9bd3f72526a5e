import type { Db, Dialect } from '@goi/db';
import type { HealthResponse } from './health-schemas';

/** Throws when the database does not answer a trivial query. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
}

export async function checkHealth(
  services: { db: Db; dialect: Dialect },
  version: string,
): Promise<HealthResponse> {
  await pingDatabase(services.db);
  return { status: 'ok', version, database: services.dialect };
}
