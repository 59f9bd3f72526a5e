import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readJmdictXml } from './jmdict-xml';
import type { SourceEntry } from './source-entry';

const sample = path.resolve(import.meta.dirname, '../../test/fixtures/jmdict/JMdict_e_sample.xml');

async function readAll(file: string): Promise<SourceEntry[]> {
  const entries: SourceEntry[] = [];
  for await (const batch of readJmdictXml(file)) entries.push(...batch.entries);
  return entries;
}

function tempFile(name: string, content: string | Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'goi-jmdict-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
}

describe('readJmdictXml', () => {
  it('reads every entry with entity references as codes', async () => {
    const entries = await readAll(sample);
    expect(entries.map((entry) => entry.wordId)).toEqual([
      1358280, 1579110, 1315130, 1137720, 1576150, 2067770, 1201800,
    ]);
    const taberu = entries[0]!;
    expect(taberu.kanjiForms).toEqual([
      { text: '食べる', info: [] },
      { text: '喰べる', info: ['iK'] },
    ]);
    expect(taberu.priorityTags).toEqual(['ichi1', 'news2', 'nf25']);
    expect(taberu.senses[0]!.glosses).toEqual(['to eat']);
    // The second sense has no <pos>: it keeps the first one's.
    expect(taberu.senses[1]!.partsOfSpeech).toEqual(['v1', 'vt']);
  });

  it('keeps re_restr, re_nokanji, re_inf, stagk and stagr', async () => {
    const entries = await readAll(sample);
    const kyou = entries[1]!;
    expect(kyou.kanaForms.map((form) => [form.text, form.info, form.restrictedTo])).toEqual([
      ['きょう', ['gikun'], ['今日']],
      ['こんにち', [], ['今日']],
      ['けふ', ['ok'], ['今日']],
      ['こんにちわ', [], ['今日わ']],
    ]);
    expect(kyou.senses.map((sense) => sense.restrictedTo)).toEqual([
      ['きょう', 'けふ'],
      ['今日', 'こんにち'],
      ['こんにちわ'],
    ]);
    expect(kyou.senses[2]).toMatchObject({ misc: ['col'], info: ['misspelling of こんにちは'] });
    const ookini = entries.find((entry) => entry.wordId === 2067770)!;
    expect(ookini.kanaForms[1]).toEqual({ text: 'オオキニ', info: [], restrictedTo: [] });
    // The second sense has only a German gloss: an English dictionary drops it.
    expect(ookini.senses).toHaveLength(1);
    expect(ookini.senses[0]).toMatchObject({ dialects: ['ksb'], glosses: ['thank you'] });
    const ramen = entries.find((entry) => entry.wordId === 1137720)!;
    expect(ramen.senses[0]).toMatchObject({ fields: ['food'], misc: ['uk'] });
  });

  it('reads the gzip-compressed file the same way', async () => {
    const gz = tempFile('JMdict_e.gz', zlib.gzipSync(fs.readFileSync(sample)));
    expect(await readAll(gz)).toEqual(await readAll(sample));
  });

  it('names the file and the last good entry when the file is truncated', async () => {
    const bytes = zlib.gzipSync(fs.readFileSync(sample));
    const truncated = tempFile('JMdict_e.gz', bytes.subarray(0, Math.floor(bytes.length * 0.8)));
    await expect(readAll(truncated)).rejects.toThrow(
      /JMdict_e\.gz: .*(truncated|unexpected end).*after entry \d+/,
    );
  });

  it('names the entry that misses a reading', async () => {
    const xml = fs
      .readFileSync(sample, 'utf8')
      .replace(
        '<r_ele>\n<reb>じ</reb>\n<re_pri>ichi1</re_pri>\n</r_ele>\n<r_ele>\n<reb>あざ</reb>\n</r_ele>\n',
        '',
      );
    await expect(readAll(tempFile('JMdict_e', xml))).rejects.toThrow(
      /JMdict_e: entry 1315130 \(line \d+\): has no reading/,
    );
  });

  it('rejects an entity the DOCTYPE does not declare and a restriction to an unknown form', async () => {
    const undeclared = fs
      .readFileSync(sample, 'utf8')
      .replace('<pos>&ctr;</pos>', '<pos>&v9;</pos>');
    await expect(readAll(tempFile('JMdict_e', undeclared))).rejects.toThrow(/undefined entity/);
    const badRestriction = fs
      .readFileSync(sample, 'utf8')
      .replace('<re_restr>一人</re_restr>', '<re_restr>二人</re_restr>');
    await expect(readAll(tempFile('JMdict_e', badRestriction))).rejects.toThrow(
      /entry 1576150 .*re_restr "二人" of いちにん is not a kanji form/,
    );
  });
});
