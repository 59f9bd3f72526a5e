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
    expect(lists.rawRank('今日', 'こんち')).toBe(2 * 8 + 2);
    expect(lists.rawRank('字', 'じ')).toBeUndefined();
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
