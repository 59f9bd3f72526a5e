import { describe, expect, it } from 'vitest';
import { addDeckFieldsSchema, reparseRequestSchema, updateDeckFieldsSchema } from './index';

describe('admin contracts', () => {
  it('coerces multipart strings and maps empty optional text to null', () => {
    const parsed = addDeckFieldsSchema.parse({
      mediaType: '4',
      originalTitle: ' こころ ',
      romajiTitle: '',
      releaseDate: '1914-04-20',
      links: [{ linkType: '1', url: 'https://example.org/kokoro' }],
    });
    expect(parsed).toMatchObject({
      mediaType: 4,
      originalTitle: 'こころ',
      romajiTitle: null,
      englishTitle: null,
      releaseDate: '1914-04-20',
      aliases: [],
      subdecks: [],
      onDuplicate: 'refuse',
    });
  });

  it('names the bad field', () => {
    const result = addDeckFieldsSchema.safeParse({
      mediaType: '12',
      originalTitle: 'x',
      releaseDate: '2020-02-30',
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['mediaType', 'releaseDate']));
  });

  it('refuses a link that is not http(s)', () => {
    const result = addDeckFieldsSchema.safeParse({
      mediaType: 4,
      originalTitle: 'x',
      links: [{ linkType: 1, url: 'javascript:alert(1)' }],
    });
    expect(result.error!.issues[0]!.path).toEqual(['links', 0, 'url']);
  });

  it('update-deck: booleans from text, override bounds', () => {
    const parsed = updateDeckFieldsSchema.parse({
      deckId: '7',
      mediaType: '1',
      originalTitle: 'x',
      hideDialoguePercentage: 'true',
      difficultyOverride: '-1',
      reparse: 'false',
    });
    expect(parsed).toMatchObject({
      deckId: 7,
      hideDialoguePercentage: true,
      difficultyOverride: -1,
      reparse: false,
    });
    expect(updateDeckFieldsSchema.safeParse({ ...parsed, difficultyOverride: '6' }).success).toBe(
      false,
    );
  });

  it('reparse takes exactly one selector', () => {
    expect(reparseRequestSchema.safeParse({ mediaType: 4 }).success).toBe(true);
    expect(reparseRequestSchema.safeParse({ all: true }).success).toBe(true);
    expect(reparseRequestSchema.safeParse({}).success).toBe(false);
    expect(reparseRequestSchema.safeParse({ all: true, mediaType: 4 }).success).toBe(false);
  });
});
