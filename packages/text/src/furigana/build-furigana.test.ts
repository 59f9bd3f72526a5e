import { describe, expect, it } from 'vitest';
import { expandLongVowels, toHiragana } from '../kana';
import { buildFurigana, furiganaCoverage, furiganaToKana, parseFurigana } from './index';
import type { KanjiReadingLookup } from './index';
import { KANJIDIC_SAMPLE } from './test/kanjidic-sample';

/** The lookup the importer will pass: KANJIDIC readings, on'yomi turned into hiragana. */
const kanjidic: KanjiReadingLookup = (kanji) => KANJIDIC_SAMPLE[kanji]?.map(toHiragana);

/** Kana compared the way the aligner compares them: script, ー and silent punctuation aside. */
const comparable = (kana: string): string =>
  expandLongVowels(toHiragana(kana)).replace(/[・、]/g, '');

/** Nothing lost, nothing changed: the segments spell the form, and their readings the reading. */
function expectLossless(form: string, reading: string, furigana: string): void {
  const segments = parseFurigana(furigana);
  expect(segments.map((segment) => segment.text).join('')).toBe(form);
  expect(comparable(furiganaToKana(furigana))).toBe(comparable(reading));
}

// Every expected string was checked by hand against the word's reading; the comment says what
// the case exercises.
const cases: [form: string, reading: string, furigana: string, perKanji: boolean][] = [
  // okurigana
  ['食べる', 'たべる', '食[た]べる', true],
  ['取り扱い', 'とりあつかい', '取[と]り扱[あつか]い', true],
  ['取扱い', 'とりあつかい', '取[とり]扱[あつか]い', true], // okurigana left out: と.る → とり
  ['受付', 'うけつけ', '受[うけ]付[つけ]', true],
  ['読み込む', 'よみこむ', '読[よ]み込[こ]む', true],
  ['引き出し', 'ひきだし', '引[ひ]き出[だ]し', true],
  ['御座います', 'ございます', '御[ご]座[ざ]います', true],
  ['見る見る', 'みるみる', '見[み]る見[み]る', true],
  ['お茶', 'おちゃ', 'お茶[ちゃ]', true],
  // per-kanji splits, including shortened readings (日 にち → に)
  ['日本', 'にほん', '日[に]本[ほん]', true],
  ['日本語', 'にほんご', '日[に]本[ほん]語[ご]', true],
  ['国際連合', 'こくさいれんごう', '国[こく]際[さい]連[れん]合[ごう]', true],
  ['世界中', 'せかいじゅう', '世[せ]界[かい]中[じゅう]', true], // ち → じ
  ['大人気', 'だいにんき', '大[だい]人[にん]気[き]', true], // not 大人 おとな
  // rendaku
  ['手紙', 'てがみ', '手[て]紙[がみ]', true],
  ['物語', 'ものがたり', '物[もの]語[がたり]', true], // かた.る → かたり → がたり
  ['三日月', 'みかづき', '三[み]日[か]月[づき]', true],
  ['三百', 'さんびゃく', '三[さん]百[びゃく]', true],
  ['一人暮らし', 'ひとりぐらし', '一人[ひとり]暮[ぐ]らし', false],
  // sokuon
  ['学校', 'がっこう', '学[がっ]校[こう]', true],
  ['一緒', 'いっしょ', '一[いっ]緒[しょ]', true],
  ['日本', 'にっぽん', '日[にっ]本[ぽん]', true],
  ['六百', 'ろっぴゃく', '六[ろっ]百[ぴゃく]', true],
  ['一本', 'いっぽん', '一[いっ]本[ぽん]', true],
  ['𠮟責', 'しっせき', '𠮟[しっ]責[せき]', true], // a kanji outside the BMP
  // numbers
  ['十分', 'じゅうぶん', '十[じゅう]分[ぶん]', true],
  ['十分', 'じっぷん', '十[じっ]分[ぷん]', true],
  ['百円', 'ひゃくえん', '百[ひゃく]円[えん]', true],
  ['一日', 'いちにち', '一[いち]日[にち]', true],
  // 々
  ['人々', 'ひとびと', '人[ひと]々[びと]', true],
  ['時々', 'ときどき', '時[とき]々[どき]', true],
  ['様々', 'さまざま', '様[さま]々[ざま]', true],
  ['刻々', 'こっこく', '刻[こっ]々[こく]', true],
  ['日々', 'ひび', '日[ひ]々[び]', true],
  ['佐々木', 'ささき', '佐[さ]々[さ]木[き]', true],
  // ヶ, ケ and 〆
  ['三ヶ月', 'さんかげつ', '三[さん]ヶ[か]月[げつ]', true],
  ['一ケ月', 'いっかげつ', '一[いっ]ケ[か]月[げつ]', true],
  ['関ヶ原', 'せきがはら', '関[せき]ヶ[が]原[はら]', true],
  ['〆切', 'しめきり', '〆[しめ]切[きり]', true],
  // jukujikun: one reading for the run
  ['今日', 'きょう', '今日[きょう]', false],
  ['大人', 'おとな', '大人[おとな]', false],
  ['一人', 'ひとり', '一人[ひとり]', false], // splits as ひと+り by KANJIDIC, but is listed
  ['明日', 'あした', '明日[あした]', false],
  ['二十歳', 'はたち', '二十歳[はたち]', false],
  ['一日', 'ついたち', '一日[ついたち]', false],
  ['上手', 'じょうず', '上手[じょうず]', false],
  ['八百屋', 'やおや', '八百屋[やおや]', false],
  ['大和', 'やまと', '大和[やまと]', false],
  ['今日中', 'きょうじゅう', '今日[きょう]中[じゅう]', false], // only part of the run is whole
  // ateji and irregular readings
  ['寿司', 'すし', '寿[す]司[し]', true], // ateji whose sounds KANJIDIC lists
  ['出鱈目', 'でたらめ', '出[で]鱈[たら]目[め]', true],
  ['矢張り', 'やはり', '矢[や]張[は]り', true],
  ['不如帰', 'ほととぎす', '不如帰[ほととぎす]', false],
  ['五月蝿い', 'うるさい', '五月蝿[うるさ]い', false],
  ['真っ赤', 'まっか', '真[ま]っ赤[か]', true], // 赤 alone in its run keeps its irregular か
  // katakana, ー, Latin letters and punctuation in the form
  ['カタカナ混じり', 'かたかなまじり', 'カタカナ混[ま]じり', true],
  ['ラーメン屋', 'らーめんや', 'ラーメン屋[や]', true],
  ['ラーメン屋', 'らあめんや', 'ラーメン屋[や]', true], // ー matches the vowel it lengthens
  ['Ｘ線', 'エックスせん', 'Ｘ[エックス]線[せん]', true],
  [
    '井の中の蛙、大海を知らず',
    'いのなかのかわず、たいかいをしらず',
    '井[い]の中[なか]の蛙[かわず]、大[たい]海[かい]を知[し]らず',
    true,
  ],
];

describe('buildFurigana', () => {
  it('has a table of at least 40 hand-checked forms', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it.each(cases)('%s read %s → %s', (form, reading, furigana, perKanji) => {
    const result = buildFurigana(form, reading, kanjidic);
    expect(result).toEqual({ furigana, perKanji, alignment: 'aligned' });
    expectLossless(form, reading, result.furigana);
  });

  it('keeps the reading in the script the dictionary wrote it in', () => {
    const result = buildFurigana('ＣＤ入れ', 'シーディーいれ', kanjidic);
    expect(result.furigana).toBe('ＣＤ[シーディー]入[い]れ');
    expect(furiganaToKana(result.furigana)).toBe('シーディーいれ');
  });

  it('accepts readings whose KANJIDIC marks were already removed', () => {
    const unmarked: KanjiReadingLookup = (kanji) =>
      kanjidic(kanji)?.map((reading) => reading.replace(/[.-]/g, ''));
    expect(buildFurigana('取扱い', 'とりあつかい', unmarked).furigana).toBe('取[とり]扱[あつか]い');
    expect(buildFurigana('日本', 'にほん', unmarked).furigana).toBe('日[に]本[ほん]');
  });

  it('without a lookup, keeps every run of kanji whole', () => {
    expect(buildFurigana('日本', 'にほん')).toEqual({
      furigana: '日本[にほん]',
      perKanji: false,
      alignment: 'aligned',
    });
    expect(buildFurigana('食べる', 'たべる').furigana).toBe('食[た]べる');
    expect(buildFurigana('取り扱い', 'とりあつかい').furigana).toBe('取[と]り扱[あつか]い');
  });

  it('gives a kanji the lookup does not know the reading its neighbours leave', () => {
    const without鱈: KanjiReadingLookup = (kanji) => (kanji === '鱈' ? undefined : kanjidic(kanji));
    expect(buildFurigana('出鱈目', 'でたらめ', without鱈)).toEqual({
      furigana: '出[で]鱈[たら]目[め]',
      perKanji: true,
      alignment: 'aligned',
    });
  });

  it('stays exact on long runs of kanji (the search is bounded, not exponential)', () => {
    const form = '国際連合'.repeat(10);
    const reading = 'こくさいれんごう'.repeat(10);
    const result = buildFurigana(form, reading, kanjidic);
    expect(result.perKanji).toBe(true);
    expectLossless(form, reading, result.furigana);
    const unknown = buildFurigana(form, reading);
    expect(unknown.furigana).toBe(`${form}[${reading}]`);
  });
});

describe('buildFurigana on bad input', () => {
  it('rejects an empty form, naming the reading', () => {
    expect(() => buildFurigana('', 'たべる', kanjidic)).toThrow(/form is empty.*たべる/);
  });

  it('rejects an empty reading for a form that needs one, naming the form', () => {
    expect(() => buildFurigana('食べる', '', kanjidic)).toThrow(/reading of "食べる" is empty/);
  });

  it('rejects the brackets the format reserves', () => {
    expect(() => buildFurigana('食[べる', 'たべる', kanjidic)).toThrow(/reserved.*食\[べる/);
    expect(() => buildFurigana('食べる', 'た]べる', kanjidic)).toThrow(/reserved/);
  });

  it('falls back to the whole form when the okurigana do not match', () => {
    expect(buildFurigana('食べる', 'たべれ', kanjidic)).toEqual({
      furigana: '食べる[たべれ]',
      perKanji: false,
      alignment: 'fallback',
    });
  });

  it('keeps matching leading kana plain in the fallback, so the string reads back exactly', () => {
    const result = buildFurigana('お茶を飲む', 'おちゃをのみ', kanjidic);
    expect(result).toEqual({
      furigana: 'お茶を飲む[ちゃをのみ]',
      perKanji: false,
      alignment: 'fallback',
    });
    expectLossless('お茶を飲む', 'おちゃをのみ', result.furigana);
  });

  it('writes form[reading] when the form starts with kana the reading does not have', () => {
    // The one case the format cannot express exactly: a parser reads お as plain text.
    expect(buildFurigana('お茶', 'ごちゃ', kanjidic)).toEqual({
      furigana: 'お茶[ごちゃ]',
      perKanji: false,
      alignment: 'fallback',
    });
  });

  it('falls back when a reading is too short for the kanji', () => {
    expect(buildFurigana('日本語', 'に', kanjidic)).toEqual({
      furigana: '日本語[に]',
      perKanji: false,
      alignment: 'fallback',
    });
  });

  it('returns a form with no kanji unchanged, whatever the reading', () => {
    expect(buildFurigana('たべる', 'たべる', kanjidic)).toEqual({
      furigana: 'たべる',
      perKanji: true,
      alignment: 'plain',
    });
    expect(buildFurigana('カタカナ', 'かたかな', kanjidic).furigana).toBe('カタカナ');
    expect(buildFurigana('あ・うん', 'あうん', kanjidic).furigana).toBe('あ・うん');
    expect(buildFurigana('ケーキ', '', kanjidic).furigana).toBe('ケーキ');
  });
});

describe('furiganaCoverage', () => {
  it('is the share of forms needing furigana that split per kanji', () => {
    const results = [
      buildFurigana('日本', 'にほん', kanjidic), // per kanji
      buildFurigana('今日', 'きょう', kanjidic), // whole run
      buildFurigana('食べる', 'たべれ', kanjidic), // fallback
      buildFurigana('学校', 'がっこう', kanjidic), // per kanji
      buildFurigana('たべる', 'たべる', kanjidic), // kana only: not counted
    ];
    expect(furiganaCoverage(results)).toBe(2 / 4);
  });

  it('is 0 when no form needed furigana', () => {
    expect(furiganaCoverage([])).toBe(0);
    expect(furiganaCoverage([buildFurigana('ねこ', 'ねこ')])).toBe(0);
  });
});
