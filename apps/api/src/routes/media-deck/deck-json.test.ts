import { deckDtoSchema } from '@goi/contracts';
import { listTopLevelDeckIds } from '@goi/db';
import { describeEachDialect } from '@goi/db/testing';
import { beforeAll, expect, it } from 'vitest';
import { JsonBytes } from '../../http/json-bytes';
import { loadDeckDtos, withExtras, type DeckDtoExtras } from './deck-dto';
import { deckJson, writeDeck } from './deck-json';
import { insertFixtureLibrary } from './testing/read-api-fixture';

const written = (template: ReturnType<typeof deckJson>, extras: DeckDtoExtras) => {
  const out = new JsonBytes();
  writeDeck(out, template, extras);
  return out.toBuffer().toString('utf8');
};

describeEachDialect('deck JSON templates', (database) => {
  beforeAll(async () => {
    await insertFixtureLibrary(database().db);
  });

  it("writes exactly the checked DTO's JSON, for any list figures", async () => {
    const { db } = database();
    const dtos = await loadDeckDtos(db, await listTopLevelDeckIds(db));
    expect(dtos.length).toBeGreaterThan(1);
    const extrasSets: DeckDtoExtras[] = [
      {},
      { selectedWordOccurrences: 12 },
      { coverage: { coverage: 87.25, uniqueCoverage: 100 } },
      { selectedWordOccurrences: 0, coverage: { coverage: 0.01, uniqueCoverage: 33.33 } },
    ];
    for (const dto of dtos) {
      const template = deckJson(dto);
      for (const extras of extrasSets) {
        const expected = JSON.stringify(deckDtoSchema.parse(withExtras(dto, extras)));
        expect(written(template, extras)).toBe(expected);
      }
    }
  });

  it('finds the figures whatever the titles and description say', async () => {
    const { db } = database();
    const [dto] = await loadDeckDtos(db, await listTopLevelDeckIds(db));
    const tricky = {
      ...dto!,
      originalTitle: '"selectedWordOccurrences":0,"coverage":0,"uniqueCoverage":0',
      description: '吾輩は猫である。"coverage":0',
    };
    const extras = { selectedWordOccurrences: 3, coverage: { coverage: 50.5, uniqueCoverage: 40 } };
    const deck = deckDtoSchema.parse(JSON.parse(written(deckJson(tricky), extras)));
    expect(deck).toEqual(withExtras(tricky, extras));
  });
});
