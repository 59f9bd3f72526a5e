import { wordDtoSchema } from '@goi/contracts';
import {
  DICTIONARY_DIGEST_KEY,
  formKey,
  getWordDetails,
  getWordSummaries,
  type FormFrequencyRow,
} from '@goi/db';
import { describeEachDialect } from '@goi/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  GA,
  HON,
  NEKO,
  SUKI,
  TABERU,
  insertFixtureLibrary,
} from '../media-deck/testing/read-api-fixture';
import { toWordDto } from './word-dto';
import { JsonBytes } from '../../http/json-bytes';
import {
  WordJsonCache,
  formRanksOf,
  renderWord,
  wordJsonLength,
  wordTemplate,
  writeWord,
} from './word-json-cache';

const rank = (
  wordId: number,
  readingIndex: number,
  frequencyRank: number,
  frequencyPercentage: number,
  usedInMediaAmount: number,
): [number, FormFrequencyRow] => [
  formKey(wordId, readingIndex),
  { wordId, readingIndex, frequencyRank, frequencyPercentage, usedInMediaAmount, occurrences: 1 },
];

describeEachDialect('WordJsonCache', (database) => {
  beforeAll(async () => {
    const { db } = database();
    await insertFixtureLibrary(db);
    await db.insertInto('appMeta').values({ key: DICTIONARY_DIGEST_KEY, value: 'first' }).execute();
  });

  it('renders exactly the JSON of the checked WordDto, for every form, rank and count', async () => {
    const { db } = database();
    const entries = await getWordDetails(db, [NEKO, TABERU, HON, GA, SUKI]);
    expect(entries).toHaveLength(5);
    // Ranks of some forms only, a fractional share and one out of 0–100 (clamped as readingDto).
    const rankSets: ReadonlyMap<number, FormFrequencyRow>[] = [
      new Map(),
      new Map([rank(NEKO, 0, 1, 90, 2), rank(NEKO, 1, 50, 7.25, 1), rank(TABERU, 1, 3, 130, 4)]),
    ];
    let checked = 0;
    for (const details of entries) {
      for (const form of details.forms) {
        const template = wordTemplate(details, form.readingIndex);
        for (const ranks of rankSets) {
          for (const occurrences of [0, 1, 1234]) {
            const dto = toWordDto({
              details,
              readingIndex: form.readingIndex,
              ranks,
              view: 'deck-list',
              occurrences,
            });
            expect(template).toBeDefined();
            const json = JSON.stringify(wordDtoSchema.parse(dto));
            expect(renderWord(template!, ranks, occurrences)).toBe(json);
            // What a page adds up to size its buffer.
            expect(wordJsonLength(template!, formRanksOf(ranks), occurrences)).toBe(
              Buffer.byteLength(json),
            );
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(wordTemplate(entries[0]!, 99)).toBeUndefined();
  });

  it('builds the same templates from the lean summaries as from the whole entries', async () => {
    const { db } = database();
    const ids = [NEKO, TABERU, HON, GA, SUKI, 999_999];
    const details = await getWordDetails(db, ids);
    const summaries = await getWordSummaries(db, ids);
    expect(summaries.map((entry) => entry.wordId)).toEqual([NEKO, TABERU, HON, GA, SUKI]);
    const ranks = new Map([rank(NEKO, 1, 50, 7.25, 1)]);
    details.forEach((entry, i) => {
      for (const form of entry.forms)
        expect(renderWord(wordTemplate(summaries[i]!, form.readingIndex)!, ranks, 3)).toBe(
          renderWord(wordTemplate(entry, form.readingIndex)!, ranks, 3),
        );
    });
  });

  it('reads each form once, keeps unknown words out, and stays in its budget', async () => {
    const { db } = database();
    const cache = new WordJsonCache();
    const forms = [
      { wordId: NEKO, readingIndex: 0 },
      { wordId: NEKO, readingIndex: 2 },
      { wordId: 999_999, readingIndex: 0 },
      { wordId: NEKO, readingIndex: 0 },
      { wordId: GA, readingIndex: 0 },
      { wordId: GA, readingIndex: 42 },
    ];
    const first = await cache.get(db, forms);
    expect([...first.keys()]).toEqual([formKey(NEKO, 0), formKey(NEKO, 2), formKey(GA, 0)]);
    expect(cache.loaded).toBe(5);
    const again = await cache.get(db, forms);
    expect([...again.keys()]).toEqual([...first.keys()]);
    expect(again.get(formKey(NEKO, 0))).toBe(first.get(formKey(NEKO, 0)));
    // The unknown word and form were remembered as such, not read again.
    expect(cache.loaded).toBe(5);
    expect(cache.bytes).toBeGreaterThan(0);

    // Room for 猫 and one of 本 / が, not for all three; an eviction goes down to nine-tenths of
    // the budget, so the two fit under that.
    const sizes = await cache.get(db, [{ wordId: HON, readingIndex: 0 }, ...forms]);
    const bytesOf = (wordId: number) => sizes.get(formKey(wordId, 0))!.bytes;
    const budget = Math.ceil((bytesOf(NEKO) + Math.max(bytesOf(HON), bytesOf(GA))) / 0.9);
    expect(budget).toBeLessThan(bytesOf(NEKO) + bytesOf(HON) + bytesOf(GA));
    const small = new WordJsonCache(budget);
    await small.get(db, [{ wordId: NEKO, readingIndex: 0 }]);
    await small.get(db, [{ wordId: HON, readingIndex: 0 }]);
    await small.get(db, [{ wordId: NEKO, readingIndex: 0 }]); // used again: HON is now the oldest
    await small.get(db, [{ wordId: GA, readingIndex: 0 }]);
    expect(small.bytes).toBeLessThanOrEqual(budget);
    expect(small.size).toBe(2);
    expect(small.loaded).toBe(3);
    await small.get(db, [{ wordId: NEKO, readingIndex: 0 }]);
    expect(small.loaded).toBe(3);
    await small.get(db, [{ wordId: HON, readingIndex: 0 }]);
    expect(small.loaded).toBe(4);
  });

  it('reads the dictionary again once its digest changes (a new import), and only then', async () => {
    const { db } = database();
    const cache = new WordJsonCache();
    const glosses = async (digest?: string) => {
      const templates = await cache.get(db, [{ wordId: NEKO, readingIndex: 0 }], { digest });
      const word = wordDtoSchema.parse(
        JSON.parse(renderWord(templates.get(formKey(NEKO, 0))!, new Map(), 1)),
      );
      return word.definitions.map((definition) => definition.meanings[0]);
    };
    expect(await glosses()).toEqual(['cat', 'shamisen']);
    await db
      .updateTable('dictSenses')
      .set({ glosses: JSON.stringify(['feline']) })
      .where('wordId', '=', NEKO)
      .where('senseIndex', '=', 0)
      .execute();
    // Same digest: the template in memory is still the one served.
    expect(await glosses()).toEqual(['cat', 'shamisen']);
    expect(await glosses('first')).toEqual(['cat', 'shamisen']);
    await db
      .updateTable('appMeta')
      .set({ value: 'second' })
      .where('key', '=', DICTIONARY_DIGEST_KEY)
      .execute();
    expect(await glosses()).toEqual(['feline', 'shamisen']);
    expect(cache.loaded).toBe(2);
    // A digest given by the caller (read with the content version) counts the same way.
    expect(await glosses('third')).toEqual(['feline', 'shamisen']);
    expect(cache.loaded).toBe(3);
  });
});

describe('wordTemplate', () => {
  it('finds the holes whatever the glosses say', () => {
    const details = {
      wordId: 7,
      priorityScore: 0,
      priorityTags: [],
      partsOfSpeech: ['n'],
      forms: [
        {
          readingIndex: 0,
          text: 'x',
          formType: 0,
          furigana: 'x',
          reading: 'x',
          info: [],
          isHidden: false,
          appliesTo: null,
          priorRank: null,
          pitchAccents: [],
        },
      ],
      senses: [
        {
          senseIndex: 0,
          partsOfSpeech: ['n'],
          misc: [],
          fields: [],
          dialects: [],
          info: [],
          glosses: [
            '"frequencyRank":null,"frequencyPercentage":0,"usedInMediaAmount":0',
            ',"occurrences":0,"pitchAccents":',
          ],
          restrictedTo: null,
        },
      ],
    };
    const template = wordTemplate(details, 0)!;
    const ranks = new Map([rank(7, 0, 5, 12.5, 3)]);
    const word = wordDtoSchema.parse(JSON.parse(renderWord(template, ranks, 9)));
    expect(word.mainReading).toMatchObject({ frequencyRank: 5, frequencyPercentage: 12.5 });
    expect(word.occurrences).toBe(9);
    expect(word.definitions[0]!.meanings).toEqual(details.senses[0]!.glosses);
  });
});

describeEachDialect('word templates and rank tables', (database) => {
  beforeAll(async () => {
    await insertFixtureLibrary(database().db);
  });

  it('compacts its slabs once rank rewrites have left them mostly dead, keeping every word', async () => {
    const { db } = database();
    const keys = [formKey(NEKO, 0), formKey(TABERU, 0), formKey(HON, 0), formKey(GA, 0)];
    const render = async (cache: WordJsonCache, ranks: ReturnType<typeof formRanksOf>) => {
      const out = new JsonBytes();
      for (const template of await cache.ofKeys(db, keys, { ranks })) {
        writeWord(out, template!, ranks, 7);
        out.latin1('\n');
      }
      return out.toBuffer().toString('utf8');
    };
    const table = (n: number) =>
      formRanksOf(new Map([rank(NEKO, 0, n, 50, 2), rank(GA, 0, n + 1, 9.5, 3)]));
    const cache = new WordJsonCache();
    await render(cache, table(1));
    expect(cache.slabBytes).toBe(1024 * 1024);
    // Each new rank table writes the four templates again, after their old bytes: after enough
    // tables the slabs are mostly dead, and a page's look-up compacts them. Every page matches
    // the one a fresh cache writes for that table.
    let tables = 1;
    while (cache.compactions === 0 && tables < 10_000) {
      const ranks = table(++tables);
      expect(await render(cache, ranks)).toBe(await render(new WordJsonCache(), ranks));
    }
    expect(cache.compactions).toBe(1);
    expect(tables).toBeGreaterThan(100);
    expect(cache.slabBytes).toBe(1024 * 1024);
    const ranks = table(1);
    expect(await render(cache, ranks)).toBe(await render(new WordJsonCache(), ranks));
  });

  it('writes a rank table into a template once, and again only for another table', async () => {
    const [details] = await getWordDetails(database().db, [NEKO]);
    const first = formRanksOf(new Map([rank(NEKO, 0, 3, 50, 2)]));
    const second = formRanksOf(new Map([rank(NEKO, 0, 12, 5, 1)]));
    const template = wordTemplate(details!, 0, first)!;
    const written = (ranks: typeof first) => {
      const out = new JsonBytes();
      writeWord(out, template, ranks, 4);
      return wordDtoSchema.parse(JSON.parse(out.toBuffer().toString('utf8')));
    };
    const { slab, start } = template;
    const moved = () => template.slab !== slab || template.start !== start;
    expect(written(first).mainReading.frequencyRank).toBe(3);
    expect(moved()).toBe(false);
    expect(written(second).mainReading).toMatchObject({ frequencyRank: 12, usedInMediaAmount: 1 });
    expect(moved()).toBe(true);
    expect(written(first).mainReading.frequencyRank).toBe(3);
    expect(written(first).occurrences).toBe(4);
  });
});
