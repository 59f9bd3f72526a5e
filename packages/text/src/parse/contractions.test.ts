import { describe, expect, it } from 'vitest';
import type { Token } from '../tokenizer';
import { repairContractions } from './contractions';

/** A token with IPADIC-like fields; offsets follow from the surfaces in order. */
function tokens(...specs: [surface: string, pos: string, detail1?: string][]): Token[] {
  let start = 0;
  return specs.map(([surface, pos, detail1 = '*']) => {
    const token: Token = {
      surface,
      start,
      end: start + surface.length,
      pos,
      posDetail1: detail1,
      posDetail2: '*',
      posDetail3: '*',
      conjugationType: null,
      conjugationForm: null,
      lemma: surface,
      reading: surface,
      isUnknown: false,
    };
    start = token.end;
    return token;
  });
}

const shape = (list: readonly Token[]) =>
  list.map((token) => `${token.surface}:${token.pos}:${token.lemma}@${token.start}-${token.end}`);

describe('repairContractions', () => {
  it('makes the ん of a contracted てる a dependent verb', () => {
    const repaired = repairContractions(
      tokens(
        ['知っ', '動詞'],
        ['て', '助詞', '接続助詞'],
        ['ん', '名詞', '非自立'],
        ['の', '助詞'],
      ),
    );
    expect(shape(repaired)).toEqual([
      '知っ:動詞:知っ@0-2',
      'て:助詞:て@2-3',
      'ん:動詞:いる@3-4',
      'の:助詞:の@4-5',
    ]);
  });

  it('splits たん after て into the past た and the explanatory ん, offsets tiling the text', () => {
    const repaired = repairContractions(
      tokens(['待っ', '動詞'], ['て', '助詞', '接続助詞'], ['たん', '名詞'], ['だ', '助動詞']),
    );
    expect(shape(repaired)).toEqual([
      '待っ:動詞:待っ@0-2',
      'て:助詞:て@2-3',
      'た:助動詞:た@3-4',
      'ん:名詞:ん@4-5',
      'だ:助動詞:だ@5-6',
    ]);
  });

  it('joins らん + ない after a verb into the slurred negative auxiliary', () => {
    const repaired = repairContractions(
      tokens(['食べ', '動詞'], ['らん', '名詞'], ['ない', '形容詞']),
    );
    expect(shape(repaired)).toEqual(['食べ:動詞:食べ@0-2', 'らんない:助動詞:ない@2-6']);
  });

  it('reads よっ before か after a 一段 stem as the clipped volitional, not the verb よる', () => {
    const input = tokens(['食べ', '動詞'], ['よっ', '動詞'], ['か', '助詞']);
    input[0] = { ...input[0]!, conjugationType: '一段', conjugationForm: '連用形' };
    expect(shape(repairContractions(input))).toEqual([
      '食べ:動詞:食べ@0-2',
      'よっ:助動詞:よう@2-4',
      'か:助詞:か@4-5',
    ]);
    // Without the か it stays the verb (食べよっ alone is not this contraction).
    expect(repairContractions(input.slice(0, 2))).toEqual(input.slice(0, 2));
  });

  it('leaves the same surfaces alone elsewhere', () => {
    const input = tokens(
      ['らん', '名詞'],
      ['ない', '形容詞'],
      ['たん', '名詞'],
      ['ん', '名詞', '非自立'],
      ['て', '助詞', '格助詞'],
      ['ん', '名詞', '非自立'],
    );
    expect(repairContractions(input)).toEqual(input);
  });
});
