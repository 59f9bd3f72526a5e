/**
 * Cover files are named by their content and may be shared by decks, so one is removed only
 * once no deck points at it any more: after a deck is deleted or given another cover (after the
 * commit, so a rolled-back change never loses a cover still in use).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { isCoverInUse, type DbOrTrx } from '@goi/db';
import { coversDir } from '../media';

export async function removeUnusedCovers(
  db: DbOrTrx,
  dataDir: string,
  names: Iterable<string>,
): Promise<void> {
  for (const name of new Set(names))
    if (!(await isCoverInUse(db, name)))
      await fs.rm(path.join(coversDir(dataDir), name), { force: true });
}
