import { describe, expect, it } from 'vitest';
import { ankiFurigana, kanaOfFurigana } from './furigana';

describe('kanaOfFurigana', () => {
  it.each([
    ['食[た]べる', 'たべる'],
    ['食[た]べ物[もの]', 'たべもの'],
    ['お茶[ちゃ]', 'おちゃ'],
    ['一[いっ]ヶ[か]月[げつ]', 'いっかげつ'],
    ['コーヒー', 'コーヒー'],
    ['Ｔ[ティー]シャツ', 'ティーシャツ'],
    ['猫', ''],
    // Real dictionary forms whose reading covers kana too (a whole-form fallback of the aligner).
    ['お待ちどう様[まちどおさま]', 'おまちどおさま'],
    ['ＣＤプレイヤー[シーディープレーヤー]', 'シーディープレーヤー'],
    ['あ・うんの呼[こ]吸[きゅう]', 'あうんのこきゅう'],
  ])('%s → %s', (furigana, kana) => {
    expect(kanaOfFurigana(furigana)).toBe(kana);
  });
});

describe('ankiFurigana', () => {
  it.each([
    ['食[た]べる', '食[た]べる'],
    ['お茶[ちゃ]', 'お 茶[ちゃ]'],
    ['食[た]べ物[もの]', '食[た]べ 物[もの]'],
    ['大[おお]人[とな]', '大[おお]人[とな]'],
    ['お見[み]舞[ま]い', 'お 見[み]舞[ま]い'],
    ['ちょっと', 'ちょっと'],
    ['お待ちどう様[まちどおさま]', 'お 待ちどう様[まちどおさま]'],
  ])('%s → %s', (furigana, anki) => {
    expect(ankiFurigana(furigana)).toBe(anki);
  });
});

describe('malformed furigana', () => {
  it('is rejected, not turned into a wrong reading', () => {
    expect(() => kanaOfFurigana('食[た')).toThrow('not closed');
    expect(() => ankiFurigana('食]べる')).toThrow('closes nothing');
    expect(() => kanaOfFurigana('食[]べる')).toThrow('empty reading');
    expect(() => ankiFurigana('[た]べる')).toThrow('no text to sit on');
  });
});
