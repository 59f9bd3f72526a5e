import { isExtractableName } from '../detect-format';
import { ExtractionError } from '../extraction-error';
import { containsJapanese } from '../text/japanese-characters';
import type {
  ArchiveLimits,
  DocumentFormat,
  DocumentPart,
  ExtractedDocument,
  InputFile,
  SkippedItem,
} from '../types';
import { isClutter } from './member-names';
import { compareNaturally } from './natural-order';
import { openZip } from './open-zip';

/**
 * Every readable member of a zip (text, EPUB, subtitles, mokuro), in natural name order, one
 * part per member. Images, fonts and other files are skipped and listed; so are members with no
 * Japanese text (the English track in a subtitle pack). Archives inside the archive are listed
 * as skipped rather than opened, which also bounds the work a crafted archive can cause.
 * A member that cannot be read fails the whole archive, with an error naming that member.
 */
export function extractZip(
  file: InputFile,
  limits: ArchiveLimits,
  extractMember: (member: InputFile) => ExtractedDocument,
): ExtractedDocument {
  const zip = openZip(file, limits);
  const skipped: SkippedItem[] = [];
  const candidates = zip.members
    .filter((member) => !isClutter(member.name))
    .sort((a, b) => compareNaturally(a.name, b.name));
  const selected = candidates.filter((member) => {
    if (/\.zip$/i.test(member.name)) {
      skipped.push({
        name: member.name,
        reason: 'it is an archive inside the archive; upload it on its own',
      });
      return false;
    }
    if (!isExtractableName(member.name)) {
      skipped.push({
        name: member.name,
        reason: 'it is not a text, EPUB, subtitle or mokuro file',
      });
      return false;
    }
    return true;
  });
  zip.checkBudget(selected);

  const parts: DocumentPart[] = [];
  const formats = new Set<DocumentFormat>();
  for (const member of selected) {
    let document: ExtractedDocument;
    try {
      document = extractMember({ name: member.name, bytes: zip.expand(member) });
    } catch (error) {
      if (error instanceof ExtractionError && error.file === member.name)
        throw error.insideArchive(file.name);
      throw error;
    }
    for (const inner of document.skipped ?? []) {
      skipped.push({ name: `${member.name} › ${inner.name}`, reason: inner.reason });
    }
    if (!containsJapanese(document.text)) {
      skipped.push({ name: member.name, reason: 'it has no Japanese text' });
      continue;
    }
    parts.push({ title: member.name, text: document.text });
    formats.add(document.format);
  }

  if (parts.length === 0) {
    throw new ExtractionError(
      file.name,
      `the archive holds no text, EPUB, subtitle or mokuro file with Japanese text${skipped.length > 0 ? ` (skipped: ${skipped.map((item) => item.name).join(', ')})` : ' (it is empty)'}`,
    );
  }
  const [onlyFormat] = formats;
  return {
    text: parts.map((part) => part.text).join('\n\n'),
    format: formats.size === 1 && onlyFormat ? onlyFormat : 'text',
    parts,
    ...(skipped.length > 0 ? { skipped } : {}),
  };
}
