import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, it } from 'vitest';
import type { DbOrTrx } from '../connection';
import { describeEachDialect } from '../../testing';
import {
  DICTIONARY_DIGEST_KEY,
  importDictionary,
  ensureDictionary,
  type ImportProgress,
} from './import-dictionary';
import { findEntriesByLookupKey, getKanji, getWordDetails } from './repository';

const fixtures = path.resolve(import.meta.dirname, '../../test/fixtures');
const dictionaryDir = path.join(fixtures, 'dictionary');
const jmdictXml = path.join(fixtures, 'jmdict', 'JMdict_e_sample.xml');
const packDir = 'jmdict-derived-nihonjindes';

/** A copy of the fixture dictionary folder that a test may damage. */
function copyOfFixtures(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'goi-dictionary-'));
  fs.cpSync(dictionaryDir, dir, { recursive: true });
  return dir;
}

/** Every dictionary row, in a stable order, to compare whole imports. */
async function snapshot(db: DbOrTrx) {
  return {
    entries: await db.selectFrom('dictEntries').selectAll().orderBy('wordId').execute(),
    forms: await db
      .selectFrom('dictForms')
      .selectAll()
      .orderBy('wordId')
      .orderBy('readingIndex')
      .execute(),
    senses: await db
      .selectFrom('dictSenses')
      .selectAll()
      .orderBy('wordId')
      .orderBy('senseIndex')
      .execute(),
    lookups: await db
      .selectFrom('dictLookups')
      .selectAll()
      .orderBy('lookupKey')
      .orderBy('wordId')
      .orderBy('readingIndex')
      .execute(),
    pitch: await db
      .selectFrom('dictPitchAccents')
      .selectAll()
      .orderBy('wordId')
      .orderBy('readingIndex')
      .execute(),
    kanji: await db.selectFrom('dictKanji').selectAll().orderBy('literal').execute(),
    meta: await db.selectFrom('appMeta').selectAll().orderBy('key').execute(),
  };
}

describeEachDialect('dictionary import', (database) => {
  it('imports the word packs with forms, senses, furigana, pitch, ranks and kanji', async () => {
    const { db } = database();
    const progress: ImportProgress[] = [];
    const result = await importDictionary(db, {
      dictionaryDir,
      onProgress: (p) => progress.push(p),
    });
    expect(result.status).toBe('imported');
    expect(result.stats).toMatchObject({ entries: 9, kanji: 19 });
    expect(progress.map((p) => p.step)).toContain('writing entries');
    expect(progress).toContainEqual({ step: 'writing entries', done: 9, total: 9 });
    expect(progress.at(-1)).toEqual({ step: 'indexing for search', done: 1, total: 1 });

    const matches = await findEntriesByLookupKey(db, '食べる');
    expect(matches).toEqual([{ wordId: 1358280, readingIndex: 0 }]);
    const [taberu] = await getWordDetails(db, [1358280]);
    expect(taberu).toMatchObject({
      wordId: 1358280,
      priorityScore: 33,
      partsOfSpeech: ['v1', 'vt'],
    });
    expect(taberu!.forms.map((form) => [form.readingIndex, form.text, form.reading])).toEqual([
      [0, '食べる', 'たべる'],
      [1, '喰べる', 'たべる'],
      [2, 'たべる', 'たべる'],
    ]);
    expect(taberu!.forms[0]!.furigana).toBe('食[た]べる');
    expect(taberu!.forms.map((form) => form.pitchAccents)).toEqual([[2], [2], [2]]);
    expect(taberu!.forms[0]!.priorRank).toBeGreaterThanOrEqual(1);
    expect(taberu!.senses[0]!.glosses).toContain('to eat');

    // する is two entries (為る and 刷る): the more common one comes first.
    const suru = await findEntriesByLookupKey(db, 'する');
    expect(suru.map((match) => match.wordId)).toEqual(expect.arrayContaining([1157170, 1298670]));
    // ラーメン is found from the hiragana and the spelled-out long vowel too.
    expect(await findEntriesByLookupKey(db, 'らあめん')).toContainEqual({
      wordId: 1137720,
      readingIndex: 3,
    });
    const [ramen] = await getWordDetails(db, [1137720]);
    expect(ramen!.senses[0]).toMatchObject({ misc: ['uk'], partsOfSpeech: ['n'] });
    expect(ramen!.forms[3]).toMatchObject({
      text: 'ラーメン',
      pitchAccents: [1],
      furigana: 'ラーメン',
    });

    // Prior ranks are dense over the forms we have: the most frequent form is 1.
    const ranks = (await db.selectFrom('dictForms').select('priorRank').execute())
      .map((row) => row.priorRank)
      .filter((rank): rank is number => rank !== null);
    expect(Math.min(...ranks)).toBe(1);
    expect(Math.max(...ranks)).toBeLessThanOrEqual(new Set(ranks).size);

    expect(await getKanji(db, '食')).toMatchObject({
      literal: '食',
      meanings: ['eat', 'food'],
      onReadings: ['ショク', 'ジキ'],
      grade: 2,
      jlpt: 4,
      strokeCount: 9,
    });
    expect(await getKanji(db, 'ﾝ')).toBeUndefined();
  });

  it('is idempotent: a second run is up to date, --force rewrites identical rows', async () => {
    const { db } = database();
    const before = await snapshot(db);
    const again = await ensureDictionary(db, dictionaryDir);
    expect(again.status).toBe('up-to-date');
    expect(again.stats.entries).toBe(9);
    const forced = await importDictionary(db, { dictionaryDir, force: true });
    expect(forced.status).toBe('imported');
    expect(await snapshot(db)).toEqual(before);
  });

  it('leaves the previous dictionary untouched when a pack file is truncated', async () => {
    const { db } = database();
    const before = await snapshot(db);
    const dir = copyOfFixtures();
    const file = path.join(dir, packDir, 'en_words_1400000_5999999.json.gz');
    const bytes = fs.readFileSync(file);
    fs.writeFileSync(file, bytes.subarray(0, bytes.length - 40));
    await expect(importDictionary(db, { dictionaryDir: dir })).rejects.toThrow(
      /en_words_1400000_5999999\.json\.gz: is corrupt or truncated/,
    );
    expect(await snapshot(db)).toEqual(before);
  });

  it('names the file and entry missing a required field and changes nothing', async () => {
    const { db } = database();
    const before = await snapshot(db);
    const dir = copyOfFixtures();
    const file = path.join(dir, packDir, 'words_1000000_1399999.json.gz');
    const pack = JSON.parse(zlib.gunzipSync(fs.readFileSync(file)).toString('utf8')) as {
      entries: { id: number; forms: { kana?: string[] } }[];
    };
    delete pack.entries.find((entry) => entry.id === 1358280)!.forms.kana;
    fs.writeFileSync(file, zlib.gzipSync(JSON.stringify(pack)));
    await expect(importDictionary(db, { dictionaryDir: dir })).rejects.toThrow(
      /words_1000000_1399999\.json\.gz: entry 1358280 \(entries\[\d\]\): forms\.kana: /,
    );
    expect(await snapshot(db)).toEqual(before);
  });

  it('imports the official JMdict XML with its restrictions and hidden forms', async () => {
    const { db } = database();
    const result = await importDictionary(db, { dictionaryDir, jmdictXml });
    expect(result).toMatchObject({ status: 'imported', stats: { entries: 7 } });
    const digest = await db
      .selectFrom('appMeta')
      .select('value')
      .where('key', '=', DICTIONARY_DIGEST_KEY)
      .executeTakeFirstOrThrow();
    expect(digest.value).toBe(result.digest);
    // The packs' entries are gone: the XML replaced the whole dictionary.
    expect(await getWordDetails(db, [1157170])).toEqual([]);

    const [kyou] = await getWordDetails(db, [1579110]);
    expect(
      kyou!.forms.map((form) => [form.text, form.isHidden, form.appliesTo, form.info]),
    ).toEqual([
      ['今日', false, null, []],
      ['今日わ', true, null, ['sK']],
      ['きょう', false, [0], ['gikun']],
      ['こんにち', false, [0], []],
      ['けふ', true, [0], ['ok']],
      ['こんにちわ', false, [1], []],
    ]);
    expect(kyou!.forms[1]!.reading).toBe('こんにちわ');
    expect(kyou!.senses.map((sense) => sense.restrictedTo)).toEqual([[2, 4], [0, 3], [5]]);
    // Hidden forms still get lookup keys: texts use them.
    expect(await findEntriesByLookupKey(db, '今日わ')).toEqual([
      { wordId: 1579110, readingIndex: 1 },
    ]);

    const [kagetsu] = await getWordDetails(db, [1201800]);
    expect(kagetsu!.forms.map((form) => [form.text, form.reading, form.appliesTo])).toEqual([
      ['ヶ月', 'かげつ', null],
      ['箇月', 'かげつ', null],
      ['カゲツ', 'カゲツ', []],
      ['かげつ', 'かげつ', null],
    ]);
    expect(kagetsu!.forms[1]!.isHidden).toBe(true);
  });
});
