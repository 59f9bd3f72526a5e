import { describe, expect, it } from 'vitest';
import { denseRanks, FrequencyLists, parseKanjiumFrequency, parseNazekaList } from './frequency';

describe('frequency lists', () => {
  const novels = parseNazekaList(
    {
      きょう: [
        ['今日', 273, 297],
        ['京', 2797, 23],
      ],
      の: [
        ['の', 1, 49029],
        ['の', 12, 14532],
      ],
    },
    'novels.json',
  );
  const narou = parseNazekaList({ こんにち: [['今日', 9000, 1]] }, 'narou.json');
  const kanjium = parseKanjiumFrequency('#source: x\n要る\t100\n今日\t90\n拉麺\t10\n', 'k.txt');
  const lists = new FrequencyLists([
    { keyedBy: 'spelling+reading', ranks: novels },
    { keyedBy: 'spelling+reading', ranks: narou },
    { keyedBy: 'spelling', ranks: kanjium },
  ]);

  it('keeps the best rank of a spelling listed twice under a reading', () => {
    expect(novels.get('の\tの')).toBe(1);
  });

  it('ranks by (spelling, reading) first, then by spelling in the fallback lists', () => {
    expect(lists.rawRank('今日', 'きょう')).toBe(273 * 8 + 0);
    expect(lists.rawRank('今日', 'コンニチ')).toBe(9000 * 8 + 1);
    expect(lists.rawRank('拉麺', 'らーめん')).toBe(3 * 8 + 2);
    expect(lists.rawRank('要る', 'いる')).toBe(1 * 8 + 2);
    expect(lists.rawRank('字', 'じ')).toBeUndefined();
  });

  it('does not give a kanji spelling the rank of its listed reading under another reading', () => {
    // 今日 is listed as きょう and こんにち: read こんち it is unlisted, not as common as 今日.
    expect(lists.rawRank('今日', 'こんち')).toBeUndefined();
  });

  it('ranks a kana spelling by the better of its pair and its spelling', () => {
    // Nazeka files most uses of する under 為る; the spelling lists count する as written.
    const withKana = new FrequencyLists([
      {
        keyedBy: 'spelling+reading',
        ranks: parseNazekaList(
          {
            する: [
              ['為る', 10, 1],
              ['する', 30780, 1],
            ],
          },
          'n.json',
        ),
      },
      { keyedBy: 'spelling', ranks: parseKanjiumFrequency('の\t9\nする\t8\n', 'k.txt') },
    ]);
    expect(withKana.rawRank('する', 'する')).toBe(2 * 8 + 1);
    expect(withKana.rawRank('為る', 'する')).toBe(10 * 8 + 0);
    expect(withKana.rawRank('スル', 'スル')).toBeUndefined();
  });

  it('re-densifies raw ranks, equal ranks sharing one', () => {
    const dense = denseRanks([2200, 40, 40, 73000]);
    expect([...dense.entries()]).toEqual([
      [40, 1],
      [2200, 2],
      [73000, 3],
    ]);
  });

  it('names the file of a malformed list', () => {
    expect(() => parseNazekaList({ の: [['の', 'one']] }, 'bad.json')).toThrow(
      /bad\.json: is not a Nazeka/,
    );
    expect(() => parseKanjiumFrequency('今日\tmany\n', 'k.txt')).toThrow(/k\.txt: line 1/);
  });
});
