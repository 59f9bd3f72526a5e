import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ExtractionError } from '../extraction-error';
import { extractText } from '../extract-text';
import { DEFAULT_ARCHIVE_LIMITS } from './archive-limits';
import { openZip } from './open-zip';

const text = (value: string): Uint8Array => strToU8(value);

describe('openZip', () => {
  it('refuses an archive with more members than the limit before expanding any', () => {
    const bytes = zipSync({ 'a.txt': text('あ'), 'b.txt': text('い'), 'c.txt': text('う') });
    expect(() =>
      openZip({ name: 'many.zip', bytes }, { ...DEFAULT_ARCHIVE_LIMITS, maxMembers: 2 }),
    ).toThrow('many.zip: the archive lists 3 files, more than the 2 we accept');
  });

  it('refuses when the members together expand past the total limit', () => {
    const bytes = zipSync({ '1.txt': text('あ'.repeat(400)), '2.txt': text('い'.repeat(400)) });
    const zip = openZip(
      { name: 'big.zip', bytes },
      { ...DEFAULT_ARCHIVE_LIMITS, maxTotalBytes: 2000 },
    );
    expect(() => zip.checkBudget(zip.members)).toThrow(
      'big.zip: the archive expands to 2.3 KB, more than the 2 KB we accept',
    );
  });

  it('counts what was already expanded against the total', () => {
    const bytes = zipSync({ '1.txt': text('あ'.repeat(400)), '2.txt': text('い'.repeat(400)) });
    const zip = openZip(
      { name: 'big.zip', bytes },
      { ...DEFAULT_ARCHIVE_LIMITS, maxTotalBytes: 2000 },
    );
    expect(new TextDecoder().decode(zip.expand(zip.members[0]!))).toBe('あ'.repeat(400));
    expect(() => zip.expand(zip.members[1]!)).toThrow(/more than the 2 KB we accept/);
  });

  it('finds members by exact name, then ignoring letter case', () => {
    const bytes = zipSync({ 'OEBPS/Text/Ch1.xhtml': text('x') });
    const zip = openZip({ name: 'book.epub', bytes }, DEFAULT_ARCHIVE_LIMITS);
    expect(zip.find('OEBPS/Text/Ch1.xhtml')?.name).toBe('OEBPS/Text/Ch1.xhtml');
    expect(zip.find('oebps/text/ch1.xhtml')?.name).toBe('OEBPS/Text/Ch1.xhtml');
    expect(zip.find('missing.xhtml')).toBeUndefined();
  });

  it('refuses encrypted members and unknown compression methods, naming the member', () => {
    const bytes = zipSync({ 'secret.txt': [text('秘密'), { level: 0 }] });
    const view = new DataView(bytes.buffer);
    const directory = view.getUint32(bytes.length - 22 + 16, true);
    view.setUint16(directory + 8, 1, true);
    expect(() => extractZipMember(bytes)).toThrow(
      'secret.zip › secret.txt: it is password-protected',
    );
    view.setUint16(directory + 8, 0, true);
    view.setUint16(directory + 10, 14, true);
    expect(() => extractZipMember(bytes)).toThrow(
      'secret.zip › secret.txt: it uses compression method 14',
    );
  });

  it('says a file that is no zip at all is not a zip archive', () => {
    expect(() =>
      openZip({ name: 'fake.zip', bytes: text('これはただの文章です。') }, DEFAULT_ARCHIVE_LIMITS),
    ).toThrow('fake.zip: this is not a zip archive');
  });

  it('skips a zip inside the zip and says so', async () => {
    const inner = zipSync({ 'x.txt': text('中の文章') });
    const bytes = zipSync({ 'inner.zip': inner, 'outer.txt': text('外の文章です。') });
    const document = await extractText({ name: 'outer.zip', bytes });
    expect(document.text).toBe('外の文章です。');
    expect(document.skipped).toEqual([
      { name: 'inner.zip', reason: 'it is an archive inside the archive; upload it on its own' },
    ]);
  });

  it('names the archive and the member when a member cannot be read', async () => {
    const bytes = zipSync({ 'ok.txt': text('大丈夫です。'), 'page.json': text('{"blocks": 3}') });
    const error = await extractText({ name: 'manga.zip', bytes }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ExtractionError);
    expect(error).toMatchObject({ file: 'manga.zip', members: ['page.json'] });
    expect((error as Error).message).toMatch(/^manga\.zip › page\.json: it is not a mokuro page/);
  });

  it('uses the members’ format when they share one', async () => {
    const srt = (line: string): Uint8Array => text(`1\n00:00:01,000 --> 00:00:02,000\n${line}\n`);
    const bytes = zipSync({ 'ep10.srt': srt('十話です。'), 'ep9.srt': srt('九話です。') });
    const document = await extractText({ name: 'season.zip', bytes });
    expect(document.format).toBe('srt');
    expect(document.text).toBe('九話です。\n\n十話です。');
  });
});

function extractZipMember(bytes: Uint8Array): Uint8Array {
  const zip = openZip({ name: 'secret.zip', bytes }, DEFAULT_ARCHIVE_LIMITS);
  return zip.expand(zip.members[0]!);
}
