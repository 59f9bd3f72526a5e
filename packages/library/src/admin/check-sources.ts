/**
 * The files of an add or an update, checked before anything is queued: each is extracted now
 * (archives within their limits), so an unreadable file is refused at once naming it, and the
 * job later reads only the extracted texts, written as UTF-8 files in a folder of the data
 * directory (never into the job's payload). A single zip of several files becomes one sub-deck
 * per member, in the archive's order.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ExtractionError, extractText, type ArchiveLimits } from '@goi/extract';
import { AdminError } from './admin-error';

export interface SourceFile {
  /** Where the bytes are (a staged upload, a file given to the CLI). */
  path: string;
  /** The name the user knows it by (its extension picks the format). */
  name: string;
  /** Sub-deck title; null: default ("Volume N") or the archive member's name. */
  title: string | null;
  /** The form field it came from (`file`, `subdecks[2].file`), named in errors. */
  field: string;
}

export interface CheckedSource {
  title: string | null;
  text: string;
}

export interface CheckOptions {
  archiveLimits?: Partial<ArchiveLimits>;
  /** Split a lone zip of several members into sub-decks (add-deck: yes). */
  splitArchive?: boolean;
}

/** Extracts every file; throws an AdminError naming the first file that cannot be read. */
export async function checkSources(
  files: readonly SourceFile[],
  options: CheckOptions = {},
): Promise<CheckedSource[]> {
  const checked: CheckedSource[] = [];
  for (const file of files) {
    let bytes: Uint8Array;
    try {
      bytes = await fs.readFile(file.path);
    } catch {
      throw new AdminError('bad-request', `${file.name}: the file could not be read`, file.field);
    }
    try {
      const document = await extractText(
        { name: file.name, bytes },
        { archiveLimits: options.archiveLimits },
      );
      const members = document.parts ?? [];
      if (
        options.splitArchive &&
        files.length === 1 &&
        /\.zip$/i.test(file.name) &&
        members.length > 1
      ) {
        for (const member of members)
          checked.push({ title: memberTitle(member.title), text: member.text });
      } else checked.push({ title: file.title, text: document.text });
    } catch (error) {
      if (error instanceof ExtractionError)
        throw new AdminError('bad-request', error.message, file.field);
      throw error;
    }
  }
  return checked;
}

/** `第01話.ass` → `第01話`; `vol1/ch2.txt` → `ch2`. */
function memberTitle(name: string): string {
  const base = name.split('/').pop() ?? name;
  return (base.replace(/\.[^.]+$/, '') || base).slice(0, 200);
}

/** Where an ingest job's texts wait until it has run: `<dataDir>/ingest/<uuid>/`. */
export function ingestDir(dataDir: string): string {
  return path.join(dataDir, 'ingest');
}

/** Where the API streams an upload while it reads the form: `<dataDir>/staging/<uuid>/`. */
export function stagingDir(dataDir: string): string {
  return path.join(dataDir, 'staging');
}

/** Writes the texts as `NN.txt` into a new folder under `<dataDir>/ingest/`; returns their paths. */
export async function writeSourceTexts(
  dataDir: string,
  sources: readonly CheckedSource[],
): Promise<{ dir: string; paths: string[] }> {
  const dir = path.join(ingestDir(dataDir), randomUUID());
  await fs.mkdir(dir, { recursive: true });
  try {
    const paths: string[] = [];
    for (const [index, source] of sources.entries()) {
      const file = path.join(dir, `${String(index + 1).padStart(4, '0')}.txt`);
      await fs.writeFile(file, source.text, 'utf8');
      paths.push(file);
    }
    return { dir, paths };
  } catch (error) {
    await fs.rm(dir, { recursive: true, force: true });
    throw error;
  }
}
