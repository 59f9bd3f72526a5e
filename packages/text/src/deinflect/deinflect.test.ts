import { describe, expect, it } from 'vitest';
import { ANY_WORD_CLASS, deinflect, matchesPartOfSpeech } from './index';

/** [conjugated text, dictionary form, word class, chain] */
type Row = [string, string, string, string[]];

function findsCandidate([input, text, wordClass, chain]: Row): void {
  const found = deinflect(input).find((d) => d.text === text && d.wordClass === wordClass);
  expect(found, `${input} → ${text} (${wordClass})`).toEqual({ text, wordClass, chain });
}

function hasNoCandidate(input: string, text: string, wordClass: string): void {
  const found = deinflect(input).filter((d) => d.text === text && d.wordClass === wordClass);
  expect(found, `${input} must not give ${text} (${wordClass})`).toEqual([]);
}

describe('godan verbs', () => {
  it.each<Row>([
    ['書いた', '書く', 'v5k', ['past']],
    ['書いて', '書く', 'v5k', ['te-form']],
    ['書かない', '書く', 'v5k', ['negative']],
    ['書きます', '書く', 'v5k', ['polite']],
    ['書ける', '書く', 'v5k', ['potential']],
    ['書こう', '書く', 'v5k', ['volitional']],
    ['書け', '書く', 'v5k', ['imperative']],
    ['書けば', '書く', 'v5k', ['provisional']],
    ['書かれる', '書く', 'v5k', ['passive']],
    ['書かせる', '書く', 'v5k', ['causative']],
    ['書かされる', '書く', 'v5k', ['causative', 'passive']],
    ['書きたい', '書く', 'v5k', ['desiderative']],
    ['書いている', '書く', 'v5k', ['progressive']],
    ['書いたろう', '書く', 'v5k', ['past', 'conjectural']],
    ['寒かったろう', '寒い', 'adj-i', ['past', 'conjectural']],
    ['書いてる', '書く', 'v5k', ['progressive']],
    ['書いちゃった', '書く', 'v5k', ['completion', 'past']],
    ['書いとく', '書く', 'v5k', ['preparation']],
    ['書きながら', '書く', 'v5k', ['while']],
    ['書いたら', '書く', 'v5k', ['conditional']],
    ['書いたり', '書く', 'v5k', ['tari-form']],
    ['書かず', '書く', 'v5k', ['adverbial negative']],
    ['書かずに', '書く', 'v5k', ['without']],
    ['書かぬ', '書く', 'v5k', ['classical negative']],
    ['書かるる', '書く', 'v5k', ['passive']],
    ['書くまい', '書く', 'v5k', ['negative volitional']],
    ['書かなきゃ', '書く', 'v5k', ['negative', 'provisional']],
    ['書かなくちゃ', '書く', 'v5k', ['negative', 'te-wa']],
    ['書かん', '書く', 'v5k', ['negative']],
    ['書き', '書く', 'v5k', ['stem']],
    ['書きすぎた', '書く', 'v5k', ['excessive', 'past']],
    ['書きそう', '書く', 'v5k', ['appearance']],
    ['書くな', '書く', 'v5k', ['negative', 'imperative']],
    ['書きなさい', '書く', 'v5k', ['polite', 'imperative']],
    ['書きたまえ', '書く', 'v5k', ['imperative']],
    ['書きました', '書く', 'v5k', ['polite', 'past']],
    ['書きませんでした', '書く', 'v5k', ['polite', 'negative', 'past']],
    ['書きましょう', '書く', 'v5k', ['polite', 'volitional']],
    ['泳いだ', '泳ぐ', 'v5g', ['past']],
    ['泳いで', '泳ぐ', 'v5g', ['te-form']],
    ['泳がない', '泳ぐ', 'v5g', ['negative']],
    ['泳いじゃう', '泳ぐ', 'v5g', ['completion']],
    ['話した', '話す', 'v5s', ['past']],
    ['話して', '話す', 'v5s', ['te-form']],
    ['話さない', '話す', 'v5s', ['negative']],
    ['話せる', '話す', 'v5s', ['potential']],
    ['待った', '待つ', 'v5t', ['past']],
    ['待って', '待つ', 'v5t', ['te-form']],
    ['待たない', '待つ', 'v5t', ['negative']],
    ['待ちます', '待つ', 'v5t', ['polite']],
    ['死んだ', '死ぬ', 'v5n', ['past']],
    ['死んで', '死ぬ', 'v5n', ['te-form']],
    ['死なない', '死ぬ', 'v5n', ['negative']],
    ['遊んだ', '遊ぶ', 'v5b', ['past']],
    ['遊んで', '遊ぶ', 'v5b', ['te-form']],
    ['遊ばない', '遊ぶ', 'v5b', ['negative']],
    ['読んだ', '読む', 'v5m', ['past']],
    ['読んで', '読む', 'v5m', ['te-form']],
    ['読まない', '読む', 'v5m', ['negative']],
    ['読んでる', '読む', 'v5m', ['progressive']],
    ['読んだろう', '読む', 'v5m', ['past', 'conjectural']],
    ['読んでた', '読む', 'v5m', ['progressive', 'past']],
    ['読んどく', '読む', 'v5m', ['preparation']],
    ['読んじゃった', '読む', 'v5m', ['completion', 'past']],
    ['帰った', '帰る', 'v5r', ['past']],
    ['帰って', '帰る', 'v5r', ['te-form']],
    ['帰らない', '帰る', 'v5r', ['negative']],
    ['帰れる', '帰る', 'v5r', ['potential']],
    ['分かんない', '分かる', 'v5r', ['negative']],
    ['買った', '買う', 'v5u', ['past']],
    ['買って', '買う', 'v5u', ['te-form']],
    ['買わない', '買う', 'v5u', ['negative']],
    ['買おう', '買う', 'v5u', ['volitional']],
    ['問うた', '問う', 'v5u-s', ['past']],
    ['いらっしゃった', 'いらっしゃる', 'v5aru', ['past']],
    ['なさった', 'なさる', 'v5aru', ['past']],
    ['ください', 'くださる', 'v5aru', ['imperative']],
  ])('%s → %s (%s) %j', (...row) => findsCandidate(row));

  it.each<Row>([
    ['行った', '行く', 'v5k-s', ['past']],
    ['行って', '行く', 'v5k-s', ['te-form']],
    ['行かない', '行く', 'v5k-s', ['negative']],
    ['行こう', '行く', 'v5k-s', ['volitional']],
    ['いった', 'いく', 'v5k-s', ['past']],
    ['行っちゃった', '行く', 'v5k-s', ['completion', 'past']],
  ])('行く is irregular: %s → %s (%s) %j', (...row) => findsCandidate(row));

  it('行いた is the regular godan pattern, not 行く (v5k-s)', () => {
    hasNoCandidate('行いた', '行く', 'v5k-s');
    hasNoCandidate('行った', '行く', 'v5k');
  });
});

describe('ichidan verbs', () => {
  it.each<Row>([
    ['食べた', '食べる', 'v1', ['past']],
    ['食べて', '食べる', 'v1', ['te-form']],
    ['食べない', '食べる', 'v1', ['negative']],
    ['食べます', '食べる', 'v1', ['polite']],
    ['食べられる', '食べる', 'v1', ['passive/potential']],
    ['食べれる', '食べる', 'v1', ['potential']],
    ['食べさせる', '食べる', 'v1', ['causative']],
    ['食べさす', '食べる', 'v1', ['causative']],
    ['食べさせられる', '食べる', 'v1', ['causative', 'passive']],
    ['食べよう', '食べる', 'v1', ['volitional']],
    ['食べろ', '食べる', 'v1', ['imperative']],
    ['見よ', '見る', 'v1', ['imperative']],
    ['食べれば', '食べる', 'v1', ['provisional']],
    ['食べたい', '食べる', 'v1', ['desiderative']],
    ['食べたかった', '食べる', 'v1', ['desiderative', 'past']],
    ['食べたがる', '食べる', 'v1', ['desiderative', 'garu']],
    ['食べてる', '食べる', 'v1', ['progressive']],
    ['食べてない', '食べる', 'v1', ['progressive', 'negative']],
    ['食べてます', '食べる', 'v1', ['progressive', 'polite']],
    ['食べちゃう', '食べる', 'v1', ['completion']],
    ['食べず', '食べる', 'v1', ['adverbial negative']],
    ['食べまい', '食べる', 'v1', ['negative volitional']],
    ['食べん', '食べる', 'v1', ['negative']],
    ['食べ', '食べる', 'v1', ['stem']],
    ['食べなきゃ', '食べる', 'v1', ['negative', 'provisional']],
    ['食べないで', '食べる', 'v1', ['negative', 'te-form']],
    ['食べないでくれ', '食べる', 'v1', ['negative', 'for me', 'imperative']],
    ['食べんでください', '食べる', 'v1', ['negative', 'request', 'imperative']],
    ['食べなくて', '食べる', 'v1', ['negative', 'te-form']],
    ['くれ', 'くれる', 'v1-s', ['imperative']],
  ])('%s → %s (%s) %j', (...row) => findsCandidate(row));

  it('見せる is a verb of its own, not the causative of 見る', () => {
    hasNoCandidate('見せる', '見る', 'v1');
    hasNoCandidate('見せた', '見る', 'v1');
  });

  it('a bare stem read as an ichidan verb is not taken for 〜てる (v1inftrap)', () => {
    const chains = deinflect('捨て').map((d) => d.chain);
    expect(chains.some((chain) => chain.includes('progressive'))).toBe(false);
  });
});

describe('suru verbs', () => {
  it.each<Row>([
    ['した', 'する', 'vs-i', ['past']],
    ['して', 'する', 'vs-i', ['te-form']],
    ['しない', 'する', 'vs-i', ['negative']],
    ['します', 'する', 'vs-i', ['polite']],
    ['される', 'する', 'vs-i', ['passive']],
    ['させる', 'する', 'vs-i', ['causative']],
    ['できる', 'する', 'vs-i', ['potential']],
    ['しろ', 'する', 'vs-i', ['imperative']],
    ['しよう', 'する', 'vs-i', ['volitional']],
    ['すれば', 'する', 'vs-i', ['provisional']],
    ['せず', 'する', 'vs-i', ['adverbial negative']],
    ['勉強した', '勉強する', 'vs-i', ['past']],
    ['勉強しない', '勉強する', 'vs-i', ['negative']],
    ['勉強できる', '勉強する', 'vs-i', ['potential']],
    ['勉強しています', '勉強する', 'vs-i', ['progressive', 'polite']],
    ['勉強させられた', '勉強する', 'vs-i', ['causative', 'passive', 'past']],
    ['愛さない', '愛する', 'vs-s', ['negative']],
    ['愛した', '愛する', 'vs-s', ['past']],
    ['愛される', '愛する', 'vs-s', ['passive']],
    ['愛せる', '愛する', 'vs-s', ['potential']],
  ])('%s → %s (%s) %j', (...row) => findsCandidate(row));

  it('する has no a-stem negative (さない) and no あれる-like potential', () => {
    hasNoCandidate('勉強さない', '勉強する', 'vs-i');
    hasNoCandidate('すれる', 'する', 'vs-i');
  });

  it("する's し is offered as a godan す verb, which matchesPartOfSpeech rejects for する", () => {
    const godan = deinflect('した').find((d) => d.text === 'す' && d.wordClass === 'v5s');
    expect(godan).toEqual({ text: 'す', wordClass: 'v5s', chain: ['past'] });
    expect(matchesPartOfSpeech('v5s', ['vs-i', 'vi', 'vt'])).toBe(false);
    expect(matchesPartOfSpeech('vs-i', ['vs-i', 'vi', 'vt'])).toBe(true);
  });
});

describe('kuru', () => {
  it.each<Row>([
    ['来た', '来る', 'vk', ['past']],
    ['来て', '来る', 'vk', ['te-form']],
    ['来ない', '来る', 'vk', ['negative']],
    ['来ます', '来る', 'vk', ['polite']],
    ['来られる', '来る', 'vk', ['passive/potential']],
    ['来れる', '来る', 'vk', ['potential']],
    ['来させる', '来る', 'vk', ['causative']],
    ['来い', '来る', 'vk', ['imperative']],
    ['来よう', '来る', 'vk', ['volitional']],
    ['来れば', '来る', 'vk', ['provisional']],
    ['来ちゃった', '来る', 'vk', ['completion', 'past']],
    ['きた', 'くる', 'vk', ['past']],
    ['こない', 'くる', 'vk', ['negative']],
    ['こい', 'くる', 'vk', ['imperative']],
    ['こられる', 'くる', 'vk', ['passive/potential']],
    ['くれば', 'くる', 'vk', ['provisional']],
  ])('%s → %s (%s) %j', (...row) => findsCandidate(row));

  it('来た does not yield 来る as a godan る verb', () => {
    hasNoCandidate('来た', '来る', 'v5r');
  });
});

describe('i-adjectives', () => {
  it.each<Row>([
    ['高かった', '高い', 'adj-i', ['past']],
    ['高くない', '高い', 'adj-i', ['negative']],
    ['高くなかった', '高い', 'adj-i', ['negative', 'past']],
    ['高くありません', '高い', 'adj-i', ['polite', 'negative']],
    ['高ければ', '高い', 'adj-i', ['provisional']],
    ['高くなきゃ', '高い', 'adj-i', ['negative', 'provisional']],
    ['高かったら', '高い', 'adj-i', ['conditional']],
    ['高かろう', '高い', 'adj-i', ['volitional']],
    ['高そう', '高い', 'adj-i', ['appearance']],
    ['高すぎる', '高い', 'adj-i', ['excessive']],
    ['高すぎた', '高い', 'adj-i', ['excessive', 'past']],
    ['高く', '高い', 'adj-i', ['adverbial']],
    ['高くて', '高い', 'adj-i', ['te-form']],
    ['高さ', '高い', 'adj-i', ['nominal']],
    ['怖がった', '怖い', 'adj-i', ['garu', 'past']],
    ['すげえ', 'すごい', 'adj-i', ['colloquial']],
    ['なさそう', 'ない', 'adj-i', ['appearance']],
    ['よかった', 'よい', 'adj-i', ['past']],
  ])('%s → %s (%s) %j', (...row) => findsCandidate(row));

  it.each<Row>([
    ['よかった', 'いい', 'adj-ix', ['past']],
    ['よくない', 'いい', 'adj-ix', ['negative']],
    ['よさそう', 'いい', 'adj-ix', ['appearance']],
    ['かっこよかった', 'かっこいい', 'adj-ix', ['past']],
  ])('いい conjugates on よ: %s → %s (%s) %j', (...row) => findsCandidate(row));

  it('いかった is not a form of いい', () => {
    hasNoCandidate('いかった', 'いい', 'adj-ix');
  });

  it('きれい is not an i-adjective: nothing reads it as one, and its entry (adj-na) refuses adj-i', () => {
    expect(deinflect('きれい').filter((d) => d.wordClass.startsWith('adj'))).toEqual([]);
    expect(deinflect('きれい')[0]).toEqual({
      text: 'きれい',
      wordClass: ANY_WORD_CLASS,
      chain: [],
    });
    const asAdjective = deinflect('きれくない').find((d) => d.text === 'きれい');
    expect(asAdjective?.wordClass).toBe('adj-i');
    expect(matchesPartOfSpeech('adj-i', ['adj-na', 'n'])).toBe(false);
  });
});

describe('irregular ある and the copula', () => {
  it.each<Row>([
    ['あった', 'ある', 'v5r-i', ['past']],
    ['あります', 'ある', 'v5r-i', ['polite']],
    ['ありません', 'ある', 'v5r-i', ['polite', 'negative']],
    ['あれば', 'ある', 'v5r-i', ['provisional']],
    ['ない', 'ある', 'v5r-i', ['negative']],
    ['なかった', 'ある', 'v5r-i', ['negative', 'past']],
    ['でした', 'です', 'cop', ['past']],
    ['でしょう', 'です', 'cop', ['conjectural']],
    ['じゃありません', 'です', 'cop', ['negative']],
    ['だった', 'だ', 'cop', ['past']],
    ['だろう', 'だ', 'cop', ['conjectural']],
    ['ではない', 'だ', 'cop', ['negative']],
    ['じゃなかった', 'だ', 'cop', ['negative', 'past']],
  ])('%s → %s (%s) %j', (...row) => findsCandidate(row));

  it("ある's negative is ない, not あらない; ある has no potential あれる", () => {
    hasNoCandidate('あらない', 'ある', 'v5r-i');
    hasNoCandidate('あれる', 'ある', 'v5r-i');
  });

  it('only the word ない itself is ある: 食べない does not become 食べある', () => {
    expect(
      deinflect('食べない').filter((d) => d.wordClass === 'v5r-i' && d.text.endsWith('ある')),
    ).toEqual([]);
  });
});

describe('long chains', () => {
  it.each<Row>([
    ['読ませられなかった', '読む', 'v5m', ['causative', 'passive', 'negative', 'past']],
    ['行っちゃった', '行く', 'v5k-s', ['completion', 'past']],
    [
      '食べさせられたくなかった',
      '食べる',
      'v1',
      ['causative', 'passive', 'desiderative', 'negative', 'past'],
    ],
    ['書かされませんでした', '書く', 'v5k', ['causative', 'passive', 'polite', 'negative', 'past']],
  ])('%s → %s (%s) %j', (...row) => findsCandidate(row));
});

describe('results', () => {
  it('start with the text itself and never repeat a (text, word class) pair', () => {
    for (const input of [
      '読ませられなかった',
      '食べさせられたくなかった',
      'した',
      'きれい',
      '高くなかった',
    ]) {
      const results = deinflect(input);
      expect(results[0]).toEqual({ text: input, wordClass: ANY_WORD_CLASS, chain: [] });
      const keys = results.map((d) => `${d.text} ${d.wordClass}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('〜ください is a request made of the verb (the revised convention joins them)', () => {
    expect(deinflect('書いてください').filter((d) => d.text === '書く')).toEqual([
      { text: '書く', wordClass: 'v5k', chain: ['request', 'imperative'] },
    ]);
    expect(deinflect('見せてくださった').some((d) => d.text === '見せる')).toBe(true);
  });

  it('the 𠮟 variant is substituted before deinflecting', () => {
    findsCandidate(['𠮟られた', '叱る', 'v5r', ['passive', 'past']]);
    expect(deinflect('𠮟る')).toContainEqual({
      text: '叱る',
      wordClass: ANY_WORD_CLASS,
      chain: [],
    });
  });

  it('are frozen and shared between calls (cache)', () => {
    const first = deinflect('食べた');
    expect(deinflect('食べた')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first[1])).toBe(true);
  });

  it('handle empty and unconjugatable text', () => {
    expect(deinflect('')).toEqual([]);
    expect(deinflect('猫')[0]).toEqual({ text: '猫', wordClass: ANY_WORD_CLASS, chain: [] });
  });
});
