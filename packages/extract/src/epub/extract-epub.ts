import { posix } from 'node:path';
import { openZip, type OpenedZip } from '../archive/open-zip';
import { decodeText } from '../encoding/decode-text';
import { ExtractionError } from '../extraction-error';
import { containsJapanese } from '../text/japanese-characters';
import type {
  ArchiveLimits,
  DocumentPart,
  ExtractedDocument,
  InputFile,
  SkippedItem,
} from '../types';
import { htmlToText } from './html-to-text';
import { emptyNavigation, readNavDocument, readNcx, type Navigation } from './navigation';
import { PackageError, readPackageDocument, type ManifestItem } from './package-document';
import { attribute, child, children, parseXml } from './xml';

const CONTAINER = 'META-INF/container.xml';

/**
 * Guide (EPUB 2) and landmark (EPUB 3) types of documents that are not the work's text. What the
 * package says decides, never the file name: the reference extractor guessed from names like
 * `part0001.xhtml` and returned nothing for publishers it had not seen.
 */
const NOT_READING_TEXT = new Set([
  'cover',
  'toc',
  'title-page',
  'titlepage',
  'copyright-page',
  'copyright',
  'colophon',
  'imprint',
  'loi',
  'lot',
  'other.ms-coverimage-standard',
  'other.ms-coverimage',
  'other.ms-titlepage',
]);

const HTML_TYPES = new Set(['application/xhtml+xml', 'text/html']);

/**
 * An EPUB's text in reading order: container.xml → package document → spine. Navigation, cover,
 * table-of-contents and copyright pages and `linear="no"` items are skipped and listed in
 * `skipped`, as are documents without Japanese text (an image-only cover, an English notice).
 * Chapters come from the table of contents: a spine document it does not name continues the
 * chapter before it (publishers split long chapters into several files).
 */
export function extractEpub(file: InputFile, limits: ArchiveLimits): ExtractedDocument {
  const zip = openZip(file, limits);
  const fail = (problem: string): never => {
    throw new ExtractionError(file.name, problem);
  };
  const read = (path: string): string => readText(file, zip, path);

  if (!zip.find(CONTAINER)) {
    fail(
      `it has no ${CONTAINER}, so its chapters cannot be found; the EPUB is damaged or not an EPUB`,
    );
  }
  const rootfiles = children(
    child(child(parseXml(read(CONTAINER)), 'container'), 'rootfiles'),
    'rootfile',
  );
  const packageRoot =
    rootfiles.find(
      (rootfile) => attribute(rootfile, 'media-type') === 'application/oebps-package+xml',
    ) ?? rootfiles[0];
  const opfPath = attribute(packageRoot, 'full-path');
  if (!opfPath) return fail(`its ${CONTAINER} names no package document (rootfile full-path)`);
  if (!zip.find(opfPath)) {
    fail(`${CONTAINER} points at ${opfPath} but the archive has no such file`);
  }

  let pkg: ReturnType<typeof readPackageDocument>;
  try {
    pkg = readPackageDocument(opfPath, read(opfPath));
  } catch (error) {
    if (error instanceof PackageError) return fail(`${opfPath}: ${error.message}`);
    throw error;
  }

  const navigation = emptyNavigation();
  const navItem = [...pkg.manifest.values()].find((item) => item.properties.includes('nav'));
  if (navItem && zip.find(navItem.path))
    readNavDocument(navItem.path, read(navItem.path), navigation);
  const ncxItem =
    (pkg.ncxId ? pkg.manifest.get(pkg.ncxId) : undefined) ??
    [...pkg.manifest.values()].find((item) => item.mediaType === 'application/x-dtbncx+xml');
  if (ncxItem && zip.find(ncxItem.path)) readNcx(ncxItem.path, read(ncxItem.path), navigation);

  const parts: DocumentPart[] = [];
  const skipped: SkippedItem[] = [];
  for (const itemref of pkg.spine) {
    const item = pkg.manifest.get(itemref.idref);
    if (!item)
      return fail(`the spine lists item "${itemref.idref}", which the manifest does not define`);
    const { path } = item;
    const reason = reasonToSkip(item, itemref.linear, pkg.guide, navigation);
    if (reason) {
      skipped.push({ name: path, reason });
      continue;
    }
    if (!zip.find(path)) fail(`the spine lists ${item.href} but the archive has no such file`);

    const chapter = htmlToText(read(path));
    if (!containsJapanese(chapter.text)) {
      skipped.push({ name: path, reason: 'it has no Japanese text' });
      continue;
    }
    const label = navigation.labels.get(path);
    const previous = parts.at(-1);
    if (label === undefined && navigation.labels.size > 0 && previous) {
      previous.text += `\n${chapter.text}`;
    } else {
      parts.push({ title: label ?? chapter.heading ?? titleFromPath(path), text: chapter.text });
    }
  }

  if (parts.length === 0) {
    fail(
      `no chapter with Japanese text was found in its reading order (${skipped.length} documents skipped: ${skipped.map((s) => `${s.name}: ${s.reason}`).join('; ') || 'the spine is empty'})`,
    );
  }
  return {
    text: parts.map((part) => part.text).join('\n\n'),
    format: 'epub',
    parts,
    ...(skipped.length > 0 ? { skipped } : {}),
  };
}

function reasonToSkip(
  item: ManifestItem,
  linear: boolean,
  guide: Map<string, string[]>,
  navigation: Navigation,
): string | undefined {
  if (item.properties.includes('nav')) return 'it is the navigation document';
  if (!linear) return 'the spine marks it linear="no" (outside the reading order)';
  const types = [...(guide.get(item.path) ?? []), ...(navigation.landmarks.get(item.path) ?? [])];
  const type = types.find((candidate) => NOT_READING_TEXT.has(candidate.toLowerCase()));
  if (type) return `the package marks it as "${type}"`;
  if (!HTML_TYPES.has(item.mediaType))
    return `it is ${item.mediaType || 'of unknown type'}, not XHTML`;
  return undefined;
}

function readText(file: InputFile, zip: OpenedZip, path: string): string {
  const member = zip.find(path)!;
  try {
    return decodeText({ name: member.name, bytes: zip.expand(member) }).text;
  } catch (error) {
    // decodeText names the member as if it were a file; say which EPUB holds it.
    if (error instanceof ExtractionError && error.file === member.name)
      throw error.insideArchive(file.name);
    throw error;
  }
}

function titleFromPath(path: string): string {
  return posix.basename(path).replace(/\.[^.]+$/, '');
}
