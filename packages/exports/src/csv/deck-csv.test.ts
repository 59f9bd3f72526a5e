import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { fixtureWords } from '../../test/fixtures';
import { collectBytes } from '../stream/bytes';
import { writeDeckCsv } from './deck-csv';

async function csvText(words = fixtureWords): Promise<{ text: string; bytes: Uint8Array }> {
  const bytes = await collectBytes(writeDeckCsv(words));
  return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), bytes };
}

describe('writeDeckCsv', () => {
  it("writes the reference's header, every field quoted, CRLF, UTF-8 without BOM", async () => {
    const { text, bytes } = await csvText();
    expect([...bytes.slice(0, 3)]).not.toEqual([0xef, 0xbb, 0xbf]);
    expect(text.split('\r\n')[0]).toBe(
      '"Reading","ReadingFurigana","ReadingKana","Occurences","ReadingFrequency","PitchPositions","Definitions"',
    );
    expect(text.split('\r\n')[1]).toBe(
      '"食べる","食[た]べる","たべる","12","250","2","to eat,to live on (e.g. a salary),to live off"',
    );
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('reads back with csv-parse, quotes, commas and line breaks included', async () => {
    const { text } = await csvText();
    const rows = parse<Record<string, string>>(text, { columns: true });
    expect(rows).toHaveLength(fixtureWords.length);
    rows.forEach((row, index) => expect(row.Reading).toBe(fixtureWords[index]!.text));
    expect(rows[3]).toEqual({
      Reading: '食べ物',
      ReadingFurigana: '食[た]べ物[もの]',
      ReadingKana: 'たべもの',
      Occurences: '3',
      ReadingFrequency: '',
      PitchPositions: '2,3',
      Definitions: 'food, "victuals"\nand more,<b>bold</b> & co',
    });
    expect(rows[4]!.ReadingKana).toBe('いっかげつ');
  });

  it('streams long decks in several chunks that parse as one file', async () => {
    const many = Array.from({ length: 2500 }, (_, index) => ({
      ...fixtureWords[0]!,
      wordId: index,
      text: `語${index}`,
      furigana: `語[ご]${index}`,
    }));
    const chunks: Uint8Array[] = [];
    for await (const chunk of writeDeckCsv(many)) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(1);
    const rows = parse<Record<string, string>>(
      new TextDecoder().decode(await collectBytes(chunks)),
      {
        columns: true,
      },
    );
    expect(rows).toHaveLength(2500);
    expect(rows[2499]!.Reading).toBe('語2499');
  });

  it('writes only the header for an empty deck', async () => {
    const { text } = await csvText([]);
    expect(parse(text)).toEqual([
      [
        'Reading',
        'ReadingFurigana',
        'ReadingKana',
        'Occurences',
        'ReadingFrequency',
        'PitchPositions',
        'Definitions',
      ],
    ]);
  });

  it('rejects a bad row, naming it', async () => {
    await expect(csvText([{ ...fixtureWords[0]!, occurrences: -1 }])).rejects.toThrow(
      'word 1358280/0 (食べる): occurrences must be a non-negative integer',
    );
  });
});
