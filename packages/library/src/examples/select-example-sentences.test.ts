import { describe, expect, it } from 'vitest';
import { selectExampleSentences, type SentenceCandidate } from './select-example-sentences';

/** A sentence whose words are given as [wordId, surface] in order; offsets are computed. */
function sentence(position: number, parts: (string | [number, string])[]): SentenceCandidate {
  let text = '';
  const words: SentenceCandidate['words'][number][] = [];
  for (const part of parts) {
    if (typeof part === 'string') {
      text += part;
      continue;
    }
    const [wordId, surface] = part;
    words.push({ wordId, readingIndex: 0, start: text.length, end: text.length + surface.length });
    text += surface;
  }
  return { text, position, words };
}

describe('selectExampleSentences', () => {
  it('gives each word the longest comfortable sentence first, once', () => {
    const short = sentence(0, [[1, '先生'], 'は', [2, '海'], 'へ', [3, '行った'], '。']);
    const long = sentence(1, [
      [1, '先生'],
      'は',
      [4, '昨日'],
      'と',
      [5, '違って'],
      '、',
      [2, '海'],
      'の',
      [6, '方'],
      'へ',
      [3, '泳ぎ出した'],
      '。',
    ]);
    const chosen = selectExampleSentences([short, long]);
    // The 19-character sentence is taken first and covers every word of the short one.
    expect(chosen.map((s) => s.position)).toEqual([1]);
    expect(chosen[0]!.words.map((w) => w.wordId)).toEqual([1, 4, 5, 2, 6, 3]);
    const swim = chosen[0]!.words.find((w) => w.wordId === 3)!;
    expect(long.text.slice(swim.position, swim.position + swim.length)).toBe('泳ぎ出した');
  });

  it('skips sentences with fewer than six distinct characters in their words', () => {
    const tiny = sentence(0, [[1, 'ああ'], 'と', [2, 'いう'], '。']);
    expect(selectExampleSentences([tiny])).toEqual([]);
  });

  it('leaves out sentences longer than the widest window (55 characters)', () => {
    const filler = 'あ'.repeat(60);
    const tooLong = sentence(0, [[1, '先生'], filler, [2, '海辺'], [3, '散歩']]);
    expect(selectExampleSentences([tooLong])).toEqual([]);
  });

  it('chooses a sentence only for words that still lack one, and stops when all have one', () => {
    const first = sentence(0, [[1, '先生'], 'は', [2, '海辺'], 'を', [3, '散歩'], 'していた。']);
    const second = sentence(1, [
      [1, '先生'],
      'は',
      [2, '海辺'],
      'を',
      [3, '散歩'],
      'してきました。',
    ]);
    const chosen = selectExampleSentences([first, second]);
    expect(chosen).toHaveLength(1);
    expect(chosen[0]!.position).toBe(1); // longer one wins
  });
});
