import {
  deckDetailDtoSchema,
  deckListPageSchema,
  deckVocabularyPageSchema,
  paginatedSchema,
  wordDtoSchema,
} from '@goi/contracts';
import { createTestDatabase } from '@goi/db/testing';
import { createKnownWordSet, createReadModels } from '@goi/library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GA, insertFixtureLibrary, type FixtureLibrary } from '../../test/support/read-api-fixture';
import { contractSerializerCompiler } from './contract-serializer';

/** What the zod type provider's serializer writes: the zod-checked value, `JSON.stringify`-ed. */
const zodJson = (schema: z.ZodType, value: unknown) => JSON.stringify(schema.parse(value));
const serialize = (schema: z.ZodType, value: unknown) =>
  contractSerializerCompiler({ schema })(value);

describe('the contract serializer of the read routes', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let ids: FixtureLibrary;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    ids = await insertFixtureLibrary(database.db);
  });
  afterAll(() => database.drop());

  it('writes every read answer as zod + JSON.stringify did, byte for byte', async () => {
    const models = createReadModels({ db: database.db });
    const known = {
      known: createKnownWordSet({ pairs: [[GA, 0]] }),
    };
    const list = await models.deckListPage({ offset: 0, sortBy: 'title', sortOrder: 0 }, known);
    expect(list.data.length).toBeGreaterThan(1);
    expect(serialize(deckListPageSchema, list)).toBe(zodJson(deckListPageSchema, list));
    for (const sortBy of ['chrono', 'globalFreq', 'deckFreq'] as const) {
      const page = await models.deckVocabularyPage(ids.shingeki, {
        sortBy,
        sortOrder: 1,
        offset: 0,
      });
      expect(page!.data.words.length).toBeGreaterThan(0);
      expect(serialize(deckVocabularyPageSchema, page)).toBe(
        zodJson(deckVocabularyPageSchema, page),
      );
    }
    const detailSchema = paginatedSchema(deckDetailDtoSchema);
    const detail = await models.deckDetail(ids.shingeki, 0, known);
    expect(serialize(detailSchema, detail)).toBe(zodJson(detailSchema, detail));
    const word = await models.wordPage(GA, 0);
    expect(serialize(wordDtoSchema, word)).toBe(zodJson(wordDtoSchema, word));
  });

  it('leaves out what the contract does not have', () => {
    const schema = z.object({ a: z.number(), b: z.string().nullable() });
    expect(serialize(schema, { a: 1, b: null, secret: 'x' })).toBe('{"a":1,"b":null}');
  });
});
