import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { fixtureWords } from '../../test/fixtures';
import { collectBytes } from '../stream/bytes';
import type { ExportWord } from '../types';
import { writeDeckTxt, writeDeckTxtRepeated } from './deck-txt';

const decode = async (body: AsyncIterable<Uint8Array>) =>
  new TextDecoder().decode(await collectBytes(body));

describe('TXT writers', () => {
  it('writes one form per line', async () => {
    const words = fixtureWords.slice(0, 3);
    expect(await decode(writeDeckTxt(words))).toBe('食べる\nお茶\nちょっと\n');
  });

  it('repeats each form by its occurrences on consecutive lines', async () => {
    const words = [
      { ...fixtureWords[1]!, occurrences: 2 },
      { ...fixtureWords[2]!, occurrences: 3 },
      { ...fixtureWords[0]!, occurrences: 0 },
    ];
    expect(await decode(writeDeckTxtRepeated(words))).toBe(
      'お茶\nお茶\nちょっと\nちょっと\nちょっと\n',
    );
  });

  it('writes nothing for an empty deck', async () => {
    expect(await decode(writeDeckTxt([]))).toBe('');
  });

  it('accepts words from an async source', async () => {
    const source = Readable.from([fixtureWords[0]!, fixtureWords[1]!]);
    expect(await decode(writeDeckTxt(source as AsyncIterable<ExportWord>))).toBe('食べる\nお茶\n');
  });

  it('rejects a form that would break a line, naming the word', async () => {
    await expect(decode(writeDeckTxt([{ ...fixtureWords[0]!, text: '食べ\nる' }]))).rejects.toThrow(
      /word 1358280\/0 \(食べ\nる\): text contains a control character/,
    );
  });
});
