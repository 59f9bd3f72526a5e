import { describe, expect, it } from 'vitest';
import {
  addDeckProblems,
  buildAddDeckForm,
  buildUpdateDeckForm,
  updateDeckProblems,
  type DeckMetadataState,
} from './deck-form-data';

const meta = (change: Partial<DeckMetadataState> = {}): DeckMetadataState => ({
  mediaType: 4,
  originalTitle: ' こころ ',
  romajiTitle: 'Kokoro',
  englishTitle: '',
  releaseDate: '1914-04-20',
  description: '',
  aliases: [
    { key: 'a', value: '心' },
    { key: 'b', value: '  ' },
  ],
  links: [
    { key: 'l', linkType: 1, url: 'https://www.aozora.gr.jp/cards/000148/card773.html' },
    { key: 'm', linkType: 2, url: '' },
  ],
  cover: { kind: 'url', url: 'https://example.com/cover.jpg' },
  ...change,
});

const text = (name: string) => new File(['吾輩は猫である。'], name, { type: 'text/plain' });

function entries(form: FormData): Record<string, string> {
  return Object.fromEntries(
    [...form.entries()].map(([key, value]) => [
      key,
      typeof value === 'string' ? value : `file:${value.name}`,
    ]),
  );
}

describe('buildAddDeckForm', () => {
  it('sends one file as `file`, trimmed titles, filled aliases and links only', () => {
    const form = entries(
      buildAddDeckForm(meta(), [{ key: 'f', file: text('kokoro.txt'), title: 'x' }], 'refuse'),
    );
    expect(form).toEqual({
      mediaType: '4',
      originalTitle: 'こころ',
      romajiTitle: 'Kokoro',
      englishTitle: '',
      releaseDate: '1914-04-20',
      description: '',
      'aliases[0]': '心',
      'links[0].linkType': '1',
      'links[0].url': 'https://www.aozora.gr.jp/cards/000148/card773.html',
      coverImage: 'https://example.com/cover.jpg',
      onDuplicate: 'refuse',
      file: 'file:kokoro.txt',
    });
  });

  it('turns several files into sub-decks in their order, with the cover file', () => {
    const cover = new File([new Uint8Array([0xff, 0xd8])], 'cover.jpg', { type: 'image/jpeg' });
    const form = buildAddDeckForm(
      meta({ cover: { kind: 'file', file: cover } }),
      [
        { key: '2', file: text('vol2.txt'), title: '下' },
        { key: '1', file: text('vol1.txt'), title: '上' },
      ],
      'add',
    );
    const fields = entries(form);
    expect(fields['subdecks[0].originalTitle']).toBe('下');
    expect(fields['subdecks[0].file']).toBe('file:vol2.txt');
    expect(fields['subdecks[1].originalTitle']).toBe('上');
    expect(fields['subdecks[1].file']).toBe('file:vol1.txt');
    expect(fields.coverImage).toBe('file:cover.jpg');
    expect(fields.file).toBeUndefined();
    expect(fields.onDuplicate).toBe('add');
    // Text fields first: the server reads the metadata before any upload.
    const keys = [...form.keys()];
    expect(keys.indexOf('subdecks[1].originalTitle')).toBeLessThan(
      keys.indexOf('subdecks[0].file'),
    );
  });
});

describe('addDeckProblems', () => {
  it('names each problem', () => {
    expect(addDeckProblems(meta({ originalTitle: ' ', releaseDate: '20/04/1914' }), [])).toEqual([
      'The original title is required.',
      'Choose the file to parse.',
      'The release date must be a date (YYYY-MM-DD).',
    ]);
    expect(
      addDeckProblems(meta(), [
        { key: 'a', file: text('a.txt'), title: 'a' },
        { key: 'b', file: text('b.txt'), title: '' },
      ]),
    ).toEqual(['Sub-deck 2 needs a title.']);
    expect(addDeckProblems(meta(), [{ key: 'a', file: text('a.txt'), title: '' }])).toEqual([]);
  });
});

describe('buildUpdateDeckForm', () => {
  it('keeps sub-deck ids, numbers the order, removes the cover and asks for a re-parse', () => {
    const form = entries(
      buildUpdateDeckForm(
        meta({
          cover: { kind: 'none' },
          links: [{ key: 'l', linkId: 7, linkType: 4, url: 'https://anilist.co/manga/1' }],
        }),
        {
          deckId: 12,
          difficultyOverride: -1,
          hideDialoguePercentage: true,
          subdecks: [
            { key: 'b', deckId: 14, originalTitle: '下', difficultyOverride: -1 },
            { key: 'n', originalTitle: '続', difficultyOverride: 3, file: text('zoku.txt') },
          ],
          file: null,
          reparse: true,
          hadCover: true,
          genres: ' Drama, Comedy ',
          tags: '',
        },
      ),
    );
    expect(form).toMatchObject({
      deckId: '12',
      'links[0].linkId': '7',
      'links[0].linkType': '4',
      removeCover: 'true',
      reparse: 'true',
      hideDialoguePercentage: 'true',
      genres: 'Drama, Comedy',
      tags: '',
      'subdecks[0].deckId': '14',
      'subdecks[0].deckOrder': '1',
      'subdecks[1].deckOrder': '2',
      'subdecks[1].difficultyOverride': '3',
      'subdecks[1].file': 'file:zoku.txt',
    });
    expect(form['subdecks[1].deckId']).toBeUndefined();
    expect(form.coverImage).toBeUndefined();
  });

  it('asks to remove the cover only when the deck has one', () => {
    const extras = {
      deckId: 3,
      difficultyOverride: -1,
      hideDialoguePercentage: false,
      subdecks: [],
      file: null,
      reparse: false,
    };
    const none = meta({ cover: { kind: 'none' } });
    expect(buildUpdateDeckForm(none, { ...extras, hadCover: false }).get('removeCover')).toBeNull();
    expect(buildUpdateDeckForm(none, { ...extras, hadCover: true }).get('removeCover')).toBe(
      'true',
    );
  });

  it('refuses a new sub-deck without a file and an empty title', () => {
    expect(
      updateDeckProblems(meta(), {
        deckId: 1,
        difficultyOverride: -1,
        hideDialoguePercentage: false,
        subdecks: [{ key: 'n', originalTitle: '', difficultyOverride: -1 }],
        file: null,
        reparse: false,
        hadCover: false,
      }),
    ).toEqual(['Sub-deck 1 needs a title.', 'The new sub-deck 1 needs a file.']);
  });
});
