/**
 * An Anki export read end to end: the package checked and its collection expanded
 * (anki-package.ts, pure), then opened (anki-collection.ts, the I/O edge).
 */
import type { InputFile } from '../types';
import { readAnkiCollection, type AnkiCollection } from './anki-collection';
import {
  ANKI_PACKAGE_LIMITS,
  readAnkiPackage,
  type AnkiCollectionFormat,
  type AnkiPackageLimits,
} from './anki-package';

export interface AnkiExport extends AnkiCollection {
  format: AnkiCollectionFormat;
}

export async function readAnkiExport(
  file: InputFile,
  limits: AnkiPackageLimits = ANKI_PACKAGE_LIMITS,
): Promise<AnkiExport> {
  const { format, sqlite } = readAnkiPackage(file, limits);
  return { format, ...(await readAnkiCollection(file.name, sqlite)) };
}
