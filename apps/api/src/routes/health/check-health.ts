import { pingDatabase, type Db, type Dialect } from '@goi/db';
import type { HealthResponse } from './health-schemas';

export async function checkHealth(
  services: { db: Db; dialect: Dialect },
  version: string,
): Promise<HealthResponse> {
  await pingDatabase(services.db);
  return { status: 'ok', version, database: services.dialect };
}
