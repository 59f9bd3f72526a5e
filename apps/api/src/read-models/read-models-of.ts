/**
 * The app's read models (@goi/library read-models): the ones the deps bring, else built from the
 * read-cache settings and the deps' `readVersions`. Deps built without any (test-only routes)
 * get one per database, so two databases in one process never share cached reads.
 */
import { createReadModels, type ReadModels } from '@goi/library';
import type { ApiConfig } from '../config';
import type { AppDeps } from '../deps';

const byDatabase = new WeakMap<AppDeps['db'], ReadModels>();

export function readModelsOf(
  deps: Pick<AppDeps, 'db' | 'readModels' | 'readVersions'>,
  settings?: Pick<ApiConfig['readCache'], 'enabled' | 'maxBytes'>,
): ReadModels {
  if (deps.readModels) return deps.readModels;
  if (settings)
    return createReadModels({
      db: deps.db,
      versions: deps.readVersions,
      maxBytes: settings.enabled ? settings.maxBytes : 0,
    });
  let models = byDatabase.get(deps.db);
  if (!models) byDatabase.set(deps.db, (models = createReadModels({ db: deps.db })));
  return models;
}
