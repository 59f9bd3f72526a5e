import { DeckFormat } from '@goi/contracts';
import { describe, expect, it } from 'vitest';
import { fixtureDeck, fixtureWords } from '../test/fixtures';
import { unzipBody } from '../test/read-zip';
import { deckDownload } from './deck-download';
import { collectBytes } from './stream/bytes';

describe('deckDownload', () => {
  it('names and types each format', () => {
    const files = Object.values(DeckFormat).map((format) => {
      const { fileName, contentType } = deckDownload(format, fixtureDeck, fixtureWords);
      return [fileName, contentType];
    });
    expect(files).toEqual([
      ['I Am a Cat.apkg', 'application/octet-stream'],
      ['I Am a Cat.csv', 'text/csv; charset=utf-8'],
      ['I Am a Cat.txt', 'text/plain; charset=utf-8'],
      ['I Am a Cat (repeated).txt', 'text/plain; charset=utf-8'],
      ['freq_I Am a Cat.zip', 'application/zip'],
    ]);
  });

  it('produces each format from the same words', async () => {
    const apkg = await unzipBody(deckDownload(DeckFormat.Anki, fixtureDeck, fixtureWords).body);
    expect(Object.keys(apkg)).toContain('collection.anki2');
    const txt = await collectBytes(deckDownload(DeckFormat.Txt, fixtureDeck, fixtureWords).body);
    expect(new TextDecoder().decode(txt).split('\n')).toHaveLength(fixtureWords.length + 1);
    const yomitan = await unzipBody(
      deckDownload(DeckFormat.Yomitan, fixtureDeck, fixtureWords).body,
    );
    expect(Object.keys(yomitan)).toEqual(['index.json', 'term_meta_bank_1.json']);
  });

  it('rejects an unknown format, naming the field', () => {
    expect(() => deckDownload(9 as DeckFormat, fixtureDeck, fixtureWords)).toThrow(
      'format: unknown deck format 9',
    );
  });
});
