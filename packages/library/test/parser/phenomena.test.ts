/**
 * One table per phenomenon, with examples written for this file (not taken from the shared cases):
 * each row is a text, the words expected (surfaces, punctuation left out) and, where it matters,
 * the dictionary form or entry a word must resolve to.
 */
import { describe, expect, it } from 'vitest';
import { testParser } from '../support/parser';

interface Row {
  text: string;
  words: string[];
  /** word surface → dictionary form it must resolve to */
  forms?: Record<string, string>;
  /** word surface → JMdict id it must link to */
  ids?: Record<string, number>;
}

function table(name: string, rows: Row[]) {
  describe(name, () => {
    it.each(rows.map((row) => [row.text, row] as const))('%s', async (_text, row) => {
      const parser = await testParser();
      const words = parser
        .parse(row.text)
        .words.filter((word) => /[\p{L}\p{N}]/u.test(word.surface));
      expect(words.map((word) => word.surface)).toEqual(row.words);
      for (const [surface, form] of Object.entries(row.forms ?? {}))
        expect(words.find((word) => word.surface === surface)?.dictionaryForm).toBe(form);
      for (const [surface, id] of Object.entries(row.ids ?? {}))
        expect(words.find((word) => word.surface === surface)?.wordId).toBe(id);
    });
  });
}

table('giving and receiving verbs join the verb before them (the revised convention)', [
  { text: '待ってくれ', words: ['待ってくれ'], forms: { 待ってくれ: '待つ' } },
  { text: '手伝ってもらった', words: ['手伝ってもらった'], forms: { 手伝ってもらった: '手伝う' } },
  {
    text: '窓を開けてください',
    words: ['窓', 'を', '開けてください'],
    forms: { 開けてください: '開ける' },
  },
  { text: '本をくれた', words: ['本', 'を', 'くれた'], forms: { くれた: 'くれる' } },
  // The negative te-form too (ないで, んで), not its bare use before a final particle.
  {
    text: 'もう泣かないでくれ',
    words: ['もう', '泣かないでくれ'],
    forms: { 泣かないでくれ: '泣く' },
  },
  {
    text: '芝生に入らないでください',
    words: ['芝生', 'に', '入らないでください'],
    forms: { 入らないでください: '入る' },
  },
  { text: 'そう怒らんでくれ', words: ['そう', '怒らんでくれ'], forms: { 怒らんでくれ: '怒る' } },
  { text: '忘れないでね', words: ['忘れないで', 'ね'], forms: { 忘れないで: '忘れる' } },
]);

table('conjugation chains stay one word', [
  { text: '忘れちゃった', words: ['忘れちゃった'], forms: { 忘れちゃった: '忘れる' } },
  { text: '泣きそうだ', words: ['泣きそう', 'だ'], forms: { 泣きそう: '泣く' } },
  // (食べすぎた is 食べ過ぎる, which JMdict lists whole: see the すぎる table below.)
  { text: '泳ぎすぎた', words: ['泳ぎすぎた'], forms: { 泳ぎすぎた: '泳ぐ' } },
  { text: '歩きながら話す', words: ['歩きながら', '話す'], forms: { 歩きながら: '歩く' } },
  { text: '書かせられた', words: ['書かせられた'], forms: { 書かせられた: '書く' } },
  { text: 'お送りします', words: ['お送りします'], forms: { お送りします: '送る' } },
]);

table('a kanji compound the dictionary lists is one noun, whatever IPADIC reads its parts as', [
  { text: '単数形', words: ['単数形'], forms: { 単数形: '単数形' } },
  { text: '過去形の文', words: ['過去形', 'の', '文'], forms: { 過去形: '過去形' } },
  { text: '日本茶を飲む', words: ['日本茶', 'を', '飲む'], forms: { 日本茶: '日本茶' } },
  // ...but a particle between two nouns keeps them apart.
  { text: '今日は雨', words: ['今日', 'は', '雨'] },
  // A verb's continuative and a noun, the noun's first kana voiced (IPADIC: とり|さら).
  { text: '取り皿をください', words: ['取り皿', 'を', 'ください'], forms: { 取り皿: '取り皿' } },
  { text: '釣り竿を買った', words: ['釣り竿', 'を', '買った'] },
  // ...not a stem and a noun the dictionary does not list together.
  { text: '歩き姿を見る', words: ['歩き', '姿', 'を', '見る'] },
]);

table('a kanji IPADIC guesses as a bare verb or adjective stem is a piece of the compound', [
  { text: '齧歯類の動物', words: ['齧歯類', 'の', '動物'], forms: { 齧歯類: '齧歯類' } },
  { text: '断層の撓曲', words: ['断層', 'の', '撓曲'], forms: { 撓曲: '撓曲' } },
  // ...with a noun IPADIC calls dependent (度 read たび) when it is written in kanji.
  { text: '分布の尖度', words: ['分布', 'の', '尖度'], forms: { 尖度: '尖度' } },
  // A verb with its okurigana is no such stem.
  { text: '粘る力', words: ['粘る', '力'], forms: { 粘る: '粘る' } },
]);

table('a compound verb the dictionary lists is one word, its second verb dependent or not', [
  {
    text: '二人は見つめ合った',
    words: ['二人', 'は', '見つめ合った'],
    forms: { 見つめ合った: '見つめ合う' },
  },
  {
    text: '床を磨き上げた',
    words: ['床', 'を', '磨き上げた'],
    forms: { 磨き上げた: '磨き上げる' },
  },
]);

table('a mimetic adverb in っと keeps its と, which IPADIC reads as a particle', [
  { text: 'キラッと光る', words: ['キラッと', '光る'], forms: { キラッと: 'キラッと' } },
  { text: 'ムカッとした', words: ['ムカッと', 'した'] },
]);

table('a digit-written number word is the word JMdict spells with kanji numerals', [
  {
    text: 'あの店は7月に開く',
    words: ['あの', '店', 'は', '7月', 'に', '開く'],
    forms: { '7月': '七月' },
  },
  { text: '卵を6つ割った', words: ['卵', 'を', '6つ', '割った'], forms: { '6つ': '六つ' } },
]);

table(
  'after a te-form, ん before だ / です is the explanatory んだ, before の the contracted てる',
  [
    { text: '何笑ってんだ', words: ['何', '笑って', 'んだ'], forms: { 笑って: '笑う' } },
    { text: 'まだ走ってんです', words: ['まだ', '走って', 'んです'] },
    { text: '何してんの', words: ['何', 'してん', 'の'], forms: { してん: 'する' } },
  ],
);

table('a common kana word IPADIC cuts before a particle is one word', [
  { text: 'ついでに買う', words: ['ついでに', '買う'], forms: { ついでに: 'ついでに' } },
  // ...but a conjugated word keeps its particle apart: not いるか "dolphin".
  { text: 'そこにいるか', words: ['そこ', 'に', 'いる', 'か'] },
]);

table('a compound verb in the dictionary form is the listed verb, however IPADIC reads the stem', [
  { text: '抱き止める', words: ['抱き止める'], forms: { 抱き止める: '抱き止める' } },
  // ...a stem and a verb the dictionary does not list together stay two words.
  { text: '線を描き加える', words: ['線', 'を', '描き', '加える'] },
]);

table('a サ変 noun with する is one verb, the bare する too (the revised convention)', [
  { text: '部屋を掃除する', words: ['部屋', 'を', '掃除する'], ids: { 掃除する: 1399790 } },
  { text: '勉強しない', words: ['勉強しない'] },
  { text: '心配した', words: ['心配した'] },
  // The passive too, as the causative: 注目されている, 逮捕された.
  {
    text: '彼は注目されている',
    words: ['彼', 'は', '注目されている'],
    forms: { 注目されている: '注目する' },
  },
  {
    text: '犯人が逮捕された',
    words: ['犯人', 'が', '逮捕された'],
    forms: { 逮捕された: '逮捕する' },
  },
  // ...not the plain する after a particle.
  { text: '電話をされた', words: ['電話', 'を', 'された'], forms: { された: 'する' } },
]);

table('〜なさそう (negative + appearance) that IPADIC cuts な | さ | そう', [
  { text: '知らなさそうだ', words: ['知らなさそう', 'だ'], forms: { 知らなさそう: '知る' } },
  {
    text: '食べなさそうな顔',
    words: ['食べなさそう', 'な', '顔'],
    forms: { 食べなさそう: '食べる' },
  },
]);

table('a verb stem before a case particle is the noun JMdict lists for it', [
  { text: '流しで洗う', words: ['流し', 'で', '洗う'], ids: { 流し: 1552100 } },
  { text: '釣りの道具', words: ['釣り', 'の', '道具'], ids: { 釣り: 1434040 } },
  // ...but not before に (purpose) nor the te-form's で.
  { text: '話しに行く', words: ['話し', 'に', '行く'], forms: { 話し: '話す' } },
  // Before さえ too, as the example index links it, but not a one-character stem.
  {
    text: '薬を飲みさえすれば治る',
    words: ['薬', 'を', '飲み', 'さえすれば', '治る'],
    ids: { 飲み: 2151640 },
  },
  { text: '見さえすれば分かる', words: ['見', 'さえすれば', '分かる'], forms: { 見: '見る' } },
  // After an adnominal word (この, あの), before に too.
  {
    text: 'このはからいに感謝する',
    words: ['この', 'はからい', 'に', '感謝する'],
    ids: { はからい: 1252060 },
  },
  {
    text: 'あのひらめきは鋭い',
    words: ['あの', 'ひらめき', 'は', '鋭い'],
    ids: { ひらめき: 1392470 },
  },
]);

table('an adjective + がる that JMdict lists as a verb is that verb', [
  { text: '孫を可愛がった', words: ['孫', 'を', '可愛がった'], forms: { 可愛がった: '可愛がる' } },
  { text: '欲しがっている', words: ['欲しがっている'], forms: { 欲しがっている: '欲しがる' } },
]);

table('contracted しまう that IPADIC cuts into じゃ | う', [
  { text: '飲んじゃう', words: ['飲んじゃう'], forms: { 飲んじゃう: '飲む' } },
  { text: '転んじゃう', words: ['転んじゃう'], forms: { 転んじゃう: '転ぶ' } },
]);

table('a stretched vowel belongs to the word it stretches', [
  { text: 'すごいー', words: ['すごいー'], forms: { すごいー: 'すごい' } },
  { text: '待ってー', words: ['待ってー'], forms: { 待ってー: '待つ' } },
  { text: '先生ー', words: ['先生ー'], forms: { 先生ー: '先生' } },
]);

table('kana text is the kana word, not the kana reading of a kanji word', [
  // そこ is the pronoun 其処 (IPADIC: 代名詞), not 底 "bottom"; ほか is 他, かける is 掛ける.
  { text: '彼はそこにいた', words: ['彼', 'は', 'そこ', 'に', 'いた'], ids: { そこ: 1006670 } },
  { text: 'ほかの人', words: ['ほか', 'の', '人'], ids: { ほか: 1203260 } },
  { text: '上着をかけてある', words: ['上着', 'を', 'かけて', 'ある'], ids: { かけて: 1207610 } },
]);

table('the nominalizer の is the particle, not 野 "field"', [
  { text: '行くのが好き', words: ['行く', 'の', 'が', '好き'], ids: { の: 1469800 } },
  { text: '高いのを買った', words: ['高い', 'の', 'を', '買った'], ids: { の: 1469800 } },
]);

table('numbers with counters', [
  { text: '三匹の猫', words: ['三匹', 'の', '猫'], forms: { 三匹: '匹' } },
  { text: '５匹', words: ['５匹'], forms: { '５匹': '匹' } },
  // A number with its counter that JMdict lists as a word of its own is that word.
  { text: '一人で行く', words: ['一人', 'で', '行く'], ids: { 一人: 1576150 } },
  { text: '二十歳になった', words: ['二十歳', 'に', 'なった'], ids: { 二十歳: 1600790 } },
  // ...written with digits too: ２日 is 二日 (ふつか), 3人 is 三人, ２５日 二十五日; 125日 has no
  // entry of its own.
  { text: '２日かかる', words: ['２日', 'かかる'], ids: { '２日': 1462900 } },
  { text: '3人で行く', words: ['3人', 'で', '行く'], ids: { '3人': 1301000 } },
  { text: '２５日', words: ['２５日'], forms: { '２５日': '二十五日' } },
  { text: '１２５日', words: ['１２５日'], forms: { '１２５日': '日' } },
  // A decimal point or thousands comma between digits is part of the number.
  { text: '2.5キロ走った', words: ['2.5キロ', '走った'], forms: { '2.5キロ': 'キロ' } },
  { text: '40,000人の観客', words: ['40,000人', 'の', '観客'] },
  // ...a comma before fewer digits lists numbers: 2 is a gap.
  { text: '2,3人来た', words: ['3人', '来た'] },
  // Above 99, as JMdict writes the digits (full-width): ５００円玉 is 五百円玉, 1000円札 千円札.
  {
    text: '５００円玉が落ちた',
    words: ['５００円玉', 'が', '落ちた'],
    forms: { '５００円玉': '５００円玉' },
  },
  {
    text: '1000円札で払う',
    words: ['1000円札', 'で', '払う'],
    forms: { '1000円札': '１０００円札' },
  },
]);

table('a counter after a number begins no longer word of its own', [
  // Not 三 | 本の "mere": the counter is the number's.
  { text: '三本のペン', words: ['三本', 'の', 'ペン'] },
  { text: '一本の線が見える', words: ['一本', 'の', '線', 'が', '見える'] },
  { text: '８本の指', words: ['８本', 'の', '指'] },
  // Not ７ | 人の子 "human being", nor ５ | 年に一度 "once a year".
  { text: '７人の子が遊ぶ', words: ['７人', 'の', '子', 'が', '遊ぶ'] },
  { text: '５年に一度の祭り', words: ['５年', 'に', '一度', 'の', '祭り'] },
  // ...nor does a noun the number forms a counted word with: not １０ | 月の海 "lunar mare".
  { text: '１０月の海は冷たい', words: ['１０月', 'の', '海', 'は', '冷たい'] },
  // A particle is no counter, though JMdict lists counters spelled alike (と 都, の 幅).
  { text: '答えは九と言った', words: ['答え', 'は', '九', 'と', '言った'] },
  { text: '震度６の地震', words: ['震度', 'の', '地震'] },
]);

table('names are names, not vocabulary', [
  { text: '田中さんが来た', words: ['田中', 'さん', 'が', '来た'] },
]);

table('a word IPADIC cuts in two for its kana where the dictionary has kanji is that word', [
  {
    text: '石を積みかさねた',
    words: ['石', 'を', '積みかさねた'],
    forms: { 積みかさねた: '積み重ねる' },
  },
  {
    text: '後ろを振りむいた',
    words: ['後ろ', 'を', '振りむいた'],
    forms: { 振りむいた: '振り向く' },
  },
  // ...and so is kanji with a kana tail IPADIC reads as a word of its own.
  {
    text: '狭くるしい部屋',
    words: ['狭くるしい', '部屋'],
    forms: { 狭くるしい: '狭苦しい' },
  },
]);

table('a conjugated form JMdict lists whole is that entry, not its verb conjugated', [
  {
    text: '分かりにくい説明',
    words: ['分かりにくい', '説明'],
    forms: { 分かりにくい: '分かりにくい' },
  },
  {
    text: '嘘をついてはいけない',
    words: ['嘘をついて', 'は', 'いけない'],
    ids: { いけない: 1000730 },
  },
]);

table('extra okurigana after a kanji the tokenizer does not know is the dictionary word', [
  {
    text: '人目を憚かる',
    words: ['人目', 'を', '憚かる'],
    forms: { 憚かる: '憚る' },
  },
  { text: '窓を壊わす', words: ['窓', 'を', '壊わす'], forms: { 壊わす: '壊す' } },
]);

table('a continuative after a modifier that ends its phrase is the noun', [
  { text: '優しい微笑み', words: ['優しい', '微笑み'], ids: { 微笑み: 1486010 } },
  { text: '母の微笑み。', words: ['母', 'の', '微笑み'], ids: { 微笑み: 1486010 } },
  // ...not before the te-form's て.
  {
    text: '先生の考えている事',
    words: ['先生', 'の', '考えている', '事'],
    forms: { 考えている: '考える' },
  },
]);

table('a small hiragana vowel stretches the word before it, like ー', [
  { text: 'すごいぃ', words: ['すごいぃ'], forms: { すごいぃ: 'すごい' } },
  // ...and after a particle it is tone, not a word.
  { text: '行くよぉ', words: ['行く', 'よ'] },
]);

table('a na-adjective takes its attributive な (the revised convention)', [
  { text: '静かな部屋', words: ['静かな', '部屋'], forms: { 静かな: '静か' } },
  { text: '複雑怪奇な話', words: ['複雑怪奇な', '話'], forms: { 複雑怪奇な: '複雑怪奇' } },
  // ...but not the な of the explanatory なの.
  { text: '嫌なの', words: ['嫌', 'なの'] },
]);

table('the particle かな before the quoting って is not the te-form of かなう', [
  { text: '雨かなって思った', words: ['雨', 'かな', 'って', '思った'] },
  { text: '大丈夫かなって心配した', words: ['大丈夫', 'かな', 'って', '心配した'] },
  { text: 'やろうかなって', words: ['やろう', 'かな', 'って'] },
  // ...the verb has its subject and particle before it.
  {
    text: '夢がかなって嬉しい',
    words: ['夢', 'が', 'かなって', '嬉しい'],
    forms: { かなって: 'かなう' },
  },
]);

table('the honorific お before a formal noun is a word of its own', [
  { text: '帰るおつもりですか', words: ['帰る', 'お', 'つもり', 'ですか'] },
  { text: 'そのおつもりで', words: ['その', 'お', 'つもり', 'で'] },
  // ...other honorific nouns the dictionary lists stay whole.
  { text: 'お手数をおかけしました', words: ['お手数', 'を', 'おかけしました'] },
]);

table('the が after a copula is "but", and the final な after it stands alone', [
  { text: '高いのだがな', words: ['高い', 'の', 'だが', 'な'] },
  { text: 'いい天気だがな', words: ['いい', '天気', 'だが', 'な'] },
]);

table('the plural suffix たち joins only into a plural the dictionary lists', [
  { text: 'けものたちの森', words: ['けもの', 'たち', 'の', '森'] },
  { text: 'こものたちが騒ぐ', words: ['こもの', 'たち', 'が', '騒ぐ'] },
  { text: 'おれたちは行く', words: ['おれたち', 'は', '行く'] },
]);

table('a verb stem IPADIC reads as a noun before てらんねぇ is the slurred potential negative', [
  {
    text: '負けてらんねえな',
    words: ['負けてらんねえ', 'な'],
    forms: { 負けてらんねえ: '負ける' },
  },
  { text: 'もう負けてらんねぇよ', words: ['もう', '負けてらんねぇ', 'よ'] },
]);

table('a noun with a compound particle and its verb is the idiom JMdict lists', [
  {
    text: '技術が身について',
    words: ['技術', 'が', '身について'],
    forms: { 身について: '身につく' },
  },
  { text: '手にとって読んだ', words: ['手にとって', '読んだ'], forms: { 手にとって: '手にとる' } },
  // ...and the compound particle stays where there is no idiom.
  { text: '私にとって大切だ', words: ['私', 'にとって', '大切', 'だ'] },
]);

table('the copula な and the explanatory ん are one word, as なの is', [
  { text: '好きなんだろう', words: ['好き', 'なん', 'だろう'] },
  { text: '学生なんでしょう', words: ['学生', 'なん', 'でしょう'] },
  { text: '大変なんじゃない', words: ['大変', 'なん', 'じゃない'] },
]);

table('a noun IPADIC knows only as a noun takes な where JMdict lists it as a na-adjective', [
  {
    text: '悲しげな目で見た',
    words: ['悲しげな', '目', 'で', '見た'],
    forms: { 悲しげな: '悲しげ' },
  },
  { text: '満足げな様子', words: ['満足げな', '様子'], forms: { 満足げな: '満足げ' } },
  { text: '最低な奴だ', words: ['最低な', '奴', 'だ'], forms: { 最低な: '最低' } },
  // ...not on a dependent noun: ような is a word of its own.
  { text: '同じような話', words: ['同じ', 'ような', '話'] },
]);

it('reports the name in 田中さんが来た as a name', async () => {
  const parser = await testParser();
  expect(parser.parse('田中さんが来た').words[0]).toMatchObject({ surface: '田中', kind: 'name' });
});

table('the negative copula is one word in every form (では|なく, じゃ|なかった)', [
  { text: '静かではなかった', words: ['静か', 'ではなかった'] },
  { text: '猫でもなく犬でもない', words: ['猫', 'でもなく', '犬', 'でもない'] },
  { text: '嘘じゃなかった', words: ['嘘', 'じゃなかった'] },
  { text: '家ではなくて店です', words: ['家', 'ではなくて', '店', 'です'] },
]);

// With its endings one word, as any conjugated verb (the past た stood apart before variants24).
table('a verb in a spelling the dictionary does not list is found by its reading', [
  { text: '荷物を預った', words: ['荷物', 'を', '預った'], forms: { 預った: '預かる' } },
  { text: '汗で滑べった', words: ['汗', 'で', '滑べった'], forms: { 滑べった: '滑る' } },
  {
    text: '花瓶を振い落した',
    words: ['花瓶', 'を', '振い落した'],
    forms: { 振い落した: '振るい落とす' },
  },
  // The reading alone is not enough: the dictionary spelling must hold the text's kanji.
  { text: '紙を切った', words: ['紙', 'を', '切った'], forms: { 切った: '切る' } },
]);

table('a verb JMdict lists with its causative is that verb, not the causative of the plain one', [
  { text: '母を困らせた', words: ['母', 'を', '困らせた'], forms: { 困らせた: '困らせる' } },
  { text: '彼を驚かせた', words: ['彼', 'を', '驚かせた'], forms: { 驚かせた: '驚かせる' } },
  // No such entry: the causative of the plain verb.
  { text: '本を読ませた', words: ['本', 'を', '読ませた'], forms: { 読ませた: '読む' } },
]);

table('は + ね after a noun is two particles, not the verb はねる that IPADIC reads', [
  { text: '僕はね、猫が好き', words: ['僕', 'は', 'ね', '猫', 'が', '好き'] },
  { text: '今日はね休みなんだ', words: ['今日', 'は', 'ね', '休み', 'なんだ'] },
  // A verb conjugates on, and a compound the dictionary lists stays whole.
  { text: '水がはねた', words: ['水', 'が', 'はねた'], forms: { はねた: 'はねる' } },
  { text: '泥はねが付いた', words: ['泥はね', 'が', '付いた'] },
]);

table('a counted number JMdict lists whole with its suffix is that word', [
  {
    text: '一年半ぶりに会った',
    words: ['一年半', 'ぶり', 'に', '会った'],
    ids: { 一年半: 2262070 },
  },
  { text: '二人っきりの夜', words: ['二人っきり', 'の', '夜'], ids: { 二人っきり: 2253240 } },
  // ...digits included: ３人乗り is 三人乗り.
  { text: '３人乗りの車', words: ['３人乗り', 'の', '車'], forms: { '３人乗り': '三人乗り' } },
  // ...and with a noun after them: 一人旅, ２人組.
  { text: '一人旅に出る', words: ['一人旅', 'に', '出る'], forms: { 一人旅: '一人旅' } },
  { text: '２人組の男', words: ['２人組', 'の', '男'], forms: { '２人組': '二人組' } },
]);

table('a counter with its suffix is the compound JMdict lists, else the suffix stands apart', [
  // The counter and suffix JMdict lists as a word, read as IPADIC reads the two, is that word.
  { text: '２０年後の世界', words: ['２０年後', 'の', '世界'], forms: { '２０年後': '年後' } },
  { text: '３０歳代の男性', words: ['３０歳代', 'の', '男性'], forms: { '３０歳代': '歳代' } },
  { text: '４回目の挑戦', words: ['４回目', 'の', '挑戦'], forms: { '４回目': '回目' } },
  // ...not a word spelled alike but read otherwise: 人目 is ひとめ "public gaze", not にんめ.
  { text: '３人目の客', words: ['３人目', 'の', '客'], forms: { '３人目': '人' } },
  // Another suffix is a word of its own: "past" seven, "departing" at nine, "among" ten.
  {
    text: '７時過ぎに出た',
    words: ['７時', '過ぎ', 'に', '出た'],
    forms: { '７時': '七時', 過ぎ: '過ぎ' },
  },
  { text: '９時発の便', words: ['９時', '発', 'の', '便'], forms: { 発: '発' } },
  // ...the number and counter then as any: a word of their own where JMdict lists one (三日).
  { text: '三日後に', words: ['三日', '後', 'に'], forms: { 三日: '三日' } },
]);

table('an indefinite number JMdict lists is a word of its own, apart from its counter', [
  {
    text: '数百冊の本',
    words: ['数百', '冊', 'の', '本'],
    forms: { 数百: '数百', 冊: '冊' },
  },
  { text: '何百人もの客', words: ['何百', '人', 'もの', '客'], forms: { 何百: '何百', 人: '人' } },
  // ...a plain number is not: the counter's word.
  { text: '五百冊', words: ['五百冊'], forms: { 五百冊: '冊' } },
]);

table("IPADIC's fraction 分の is a fraction only before a number", [
  { text: '三分の二', words: ['三分の二'] },
  // Elsewhere it is 分 and the particle の.
  { text: '十数分の遅れ', words: ['十数分', 'の', '遅れ'], forms: { 十数分: '分' } },
]);

table("the tokenizer's reading weighs between counted words spelled alike", [
  // 何人 read なんにん is "how many people", not 何人 なにびと "who"; ２度 read にど is "twice".
  { text: '何人いますか', words: ['何人', 'います', 'か'], ids: { 何人: 1189100 } },
  { text: '２度見た', words: ['２度', '見た'], ids: { '２度': 1462730 } },
  // ...with the sound change at the seam: １分 read いち|ふん is いっぷん "one minute", not
  // いちぶ "one tenth"; digits above 9 read too: ３０日 さんじゅうにち "thirty days", not みそか.
  { text: 'あと１分で着く', words: ['あと', '１分', 'で', '着く'], ids: { '１分': 1166290 } },
  { text: 'あと３０日ある', words: ['あと', '３０日', 'ある'], ids: { '３０日': 1300670 } },
]);

table('a one-kanji verb in する is the standard verb, not its godan variant in す', [
  { text: '事情を察して', words: ['事情', 'を', '察して'], forms: { 察して: '察する' } },
  { text: '鉄を熱した', words: ['鉄', 'を', '熱した'], forms: { 熱した: '熱する' } },
]);

table('a te-form JMdict lists as an adverb is that adverb', [
  {
    text: '努めて明るく振る舞う',
    words: ['努めて', '明るく', '振る舞う'],
    forms: { 努めて: '努めて' },
  },
  {
    text: '彼は決まって遅れる',
    words: ['彼', 'は', '決まって', '遅れる'],
    forms: { 決まって: '決まって' },
  },
  // ...a conjunction is not: ない | し is the negative and the particle.
  { text: '行かないし', words: ['行かない', 'し'], forms: { 行かない: '行く' } },
]);

table('a particle after a noun that IPADIC reads as the start of a kana word', [
  { text: '兄はごきげんだ', words: ['兄', 'は', 'ごきげん', 'だ'] },
  {
    text: '弟はたちの悪い冗談を言う',
    words: ['弟', 'は', 'たちの悪い', '冗談', 'を', '言う'],
  },
  // ...a kana word IPADIC reads right stays whole.
  { text: '本のみ', words: ['本', 'のみ'] },
]);

table('kana-only text: a particle after a noun, not a word rare in kana that begins with it', [
  // IPADIC reads 埴輪 (はにわ) and 破毀 (はき) there, though the right cut costs a word more.
  { text: 'ねこはにわにいる', words: ['ねこ', 'は', 'にわ', 'に', 'いる'] },
  { text: 'いぬはにわでねている', words: ['いぬ', 'は', 'にわ', 'で', 'ねている'] },
  { text: 'うさぎはにわをはしった', words: ['うさぎ', 'は', 'にわ', 'を', 'はしった'] },
  { text: 'このはこはきでできている', words: ['この', 'はこ', 'は', 'き', 'で', 'できている'] },
  // After a kana noun IPADIC reads as an interjection or adverb (そら "there!", ゆめ "never").
  { text: 'そらはあおい', words: ['そら', 'は', 'あおい'] },
  { text: 'ゆめはかなう', words: ['ゆめ', 'は', 'かなう'] },
  // After a katakana noun too.
  { text: 'ボールはにわにある', words: ['ボール', 'は', 'にわ', 'に', 'ある'] },
  { text: 'ロボットはにわをはしる', words: ['ロボット', 'は', 'にわ', 'を', 'はしる'] },
  // ...a word common in kana after the particle stays whole.
  { text: 'ははははたけにいる', words: ['はは', 'は', 'はたけ', 'に', 'いる'] },
  { text: 'かれらはにわかあめにぬれた', words: ['かれら', 'は', 'にわかあめ', 'に', 'ぬれた'] },
  { text: 'あしたはれるといいね', words: ['あした', 'はれる', 'と', 'いいね'] },
]);

table('kana-only text: a longer kana word over short ones covering the same kana', [
  // IPADIC's short kana words and a particle beat the word's kana spelling: へん | か, かい | だん.
  { text: 'きせつのへんかをたのしむ', words: ['きせつ', 'の', 'へんか', 'を', 'たのしむ'] },
  { text: 'らいげつからきゅうかです', words: ['らいげつ', 'から', 'きゅうか', 'です'] },
  { text: 'ろうかのかいだんはせまい', words: ['ろうか', 'の', 'かいだん', 'は', 'せまい'] },
  {
    text: 'こうえんのかいだんでころんだ',
    words: ['こうえん', 'の', 'かいだん', 'で', 'ころんだ'],
  },
  // ...and where the count is the same: さい | この for さいこ | の, に | わ for にわ.
  {
    text: 'このむらはさいこのいえがのこっている',
    words: ['この', 'むら', 'は', 'さいこ', 'の', 'いえ', 'が', 'のこっている'],
  },
  { text: 'にわでいぬがあそんでいる', words: ['にわ', 'で', 'いぬ', 'が', 'あそんでいる'] },
  // ...but the topic particle stays: not はいった "entered".
  { text: 'かれはいった', words: ['かれ', 'は', 'いった'] },
  { text: 'とうきょうにはいった', words: ['とうきょう', 'に', 'はいった'] },
]);

table('kana-only text: the topic は after a noun, not the first kana of the word after it', [
  // IPADIC reads は and a verb as 走った, 入った (a noun with no particle before a verb is rare).
  { text: 'ぼくはしった', words: ['ぼく', 'は', 'しった'] },
  { text: 'かれはしりません', words: ['かれ', 'は', 'しりません'] },
  // ...also where it reads the pronoun かれ as the verb 枯れ (after と).
  { text: 'そうだとかれはいった', words: ['そうだ', 'と', 'かれ', 'は', 'いった'] },
  // ...and は and a kana or two before a particle as 鉢 (ち "blood" after it).
  { text: 'ねこはちをなめた', words: ['ねこ', 'は', 'ち', 'を', 'なめた'] },
  // ...or 果て, where alone the て after it is read as a particle (て 手 "hand" before を).
  { text: 'おんなのこはてをあげた', words: ['おんなのこ', 'は', 'てをあげた'] },
  // ...a verb that begins with は stays whole after the particle, and a compound noun too.
  { text: 'かれははしった', words: ['かれ', 'は', 'はしった'] },
  {
    text: 'くにのけいざいはってんがすすむ',
    words: ['くに', 'の', 'けいざいはってん', 'が', 'すすむ'],
  },
]);

table('kana-only text: a verb past in -んだ before a dependent noun, not a noun and the copula', [
  {
    text: 'きんぎょがしんだことをしった',
    words: ['きんぎょ', 'が', 'しんだ', 'こと', 'を', 'しった'],
    forms: { しんだ: 'しぬ' },
  },
  { text: 'ゆっくりかんだほうがいい', words: ['ゆっくり', 'かんだ', 'ほうがいい'] },
  // ...but the copula before もの "because it is" stays.
  { text: 'こどもだもの', words: ['こども', 'だ', 'もの'] },
]);

table('kana-only text: に and 手 before a case particle, not the particle にて', [
  { text: 'いぬにてをかまれた', words: ['いぬ', 'に', 'て', 'を', 'かまれた'] },
  { text: 'たなにてがとどかない', words: ['たな', 'に', 'てがとどかない'] },
  // ...the literary particle before anything else stays.
  { text: 'ほんてんにてうけつける', words: ['ほんてん', 'にて', 'うけつける'] },
]);

table('kana-only text: に and はいる "to enter", not には and いる "to be" or いって "went"', [
  {
    text: 'ねこがとだなにはいるとすぐねた',
    words: ['ねこ', 'が', 'とだな', 'に', 'はいる', 'と', 'すぐ', 'ねた'],
    forms: { はいる: 'はいる' },
  },
  {
    text: 'ぼくらはどうくつにはいってたんけんした',
    words: ['ぼくら', 'は', 'どうくつ', 'に', 'はいって', 'たんけんした'],
    forms: { はいって: 'はいる' },
  },
  // ...and after a noun in kanji, where the verb is written in kana.
  { text: '森にはいった', words: ['森', 'に', 'はいった'], forms: { はいった: 'はいる' } },
  // ...but after ここ and そこ, and in forms 入る has not, いる "to be" stays.
  { text: 'ここにはいるよ', words: ['ここ', 'には', 'いる', 'よ'] },
  { text: 'にわにはいないよ', words: ['にわ', 'には', 'いない', 'よ'] },
]);

table('kana-only text: a common kana noun and が or は, not a rare noun spelled with their kana', [
  // き | が, not 飢餓 きが; やま | が, not 山家 やまが.
  { text: 'きがはえているよ', words: ['き', 'が', 'はえている', 'よ'] },
  { text: 'おとうさんはやまがすきだ', words: ['おとうさん', 'は', 'やま', 'が', 'すき', 'だ'] },
  // ...but a rare noun before a particle or a word IPADIC read whole stays (銀河が, 絵画と).
  { text: 'よるのぎんががみえる', words: ['よる', 'の', 'ぎんが', 'が', 'みえる'] },
  { text: 'かいがとちょうこく', words: ['かいが', 'と', 'ちょうこく'] },
]);

table('kana-only text: a pronoun and a particle, not a noun spelled with their kana', [
  // かれは is not 枯葉 "dead leaves".
  {
    text: 'かれはよりよいみちをえらんだ',
    words: ['かれ', 'は', 'よりよい', 'みち', 'を', 'えらんだ'],
  },
  { text: 'かれはぐんじんになった', words: ['かれ', 'は', 'ぐんじん', 'に', 'なった'] },
  // ...an expression spelled so stays whole.
  { text: 'なにもない', words: ['なにもない'] },
]);

table('a slang adjective in katakana with い (IPADIC: a noun and a kana scrap)', [
  { text: '最近ウザいよね', words: ['最近', 'ウザい', 'よね'], forms: { ウザい: 'ウザい' } },
  { text: 'その服キモいし', words: ['その', '服', 'キモい', 'し'], forms: { キモい: 'キモい' } },
]);

table('a stutter before a pause is no word of its own', [
  { text: 'ち、ちがう', words: ['ちがう'] },
  { text: 'ぼ……僕は', words: ['僕', 'は'] },
  // ...a word IPADIC cuts in kana tokens too (し|て|ない).
  { text: 'し、してないよ', words: ['してない', 'よ'] },
  { text: 'か、かわいい', words: ['かわいい'] },
  // ...an interjection is a word: あ、あの.
  { text: 'あ、あのね', words: ['あ', 'あのね'] },
]);

table('a drawn-out vowel after a verb is the verb said longer, or tone after a plain form', [
  { text: '勉強しましたぁ', words: ['勉強しましたぁ'], forms: { 勉強しましたぁ: '勉強する' } },
  // A full-size う after a plain form (IPADIC: the volitional) is tone.
  { text: 'いくう', words: ['いく'] },
  { text: '行こう', words: ['行こう'], forms: { 行こう: '行く' } },
]);

table('ないし after でも is the negative and the particle し, not the conjunction "or"', [
  { text: '暇でもないし', words: ['暇', 'でもない', 'し'] },
  { text: '上手でもないし', words: ['上手', 'でもない', 'し'] },
  // ...between numbers it is the conjunction.
  { text: '１ないし３', words: ['ないし'] },
]);

table('a kana run IPADIC cuts around a classical auxiliary starts with the common kana word', [
  // IPADIC: し|つ|もん (する, the classical つ, もん).
  {
    text: 'しつもんがあります',
    words: ['しつもん', 'が', 'あります'],
    forms: { しつもん: 'しつもん' },
  },
]);

table('a surname with the given name after it is one name', [
  { text: '山田太郎が来た', words: ['山田太郎', 'が', '来た'] },
  // ...a title after it is a word of its own.
  { text: '鈴木さん', words: ['鈴木', 'さん'] },
]);

table('an honorific お + verb stem IPADIC knows as a noun is お and the verb', [
  { text: 'お待ちください', words: ['お', '待ち', 'ください'], forms: { 待ち: '待つ' } },
  { text: 'お過ごしの方', words: ['お', '過ごし', 'の', '方'], forms: { 過ごし: '過ごす' } },
]);

table('the noun of an adjective in さ or み that JMdict lists is that noun', [
  { text: '箱の重さ', words: ['箱', 'の', '重さ'], forms: { 重さ: '重さ' } },
  { text: '冬のさむさ', words: ['冬', 'の', 'さむさ'], forms: { さむさ: 'さむさ' } },
  { text: '色の深み', words: ['色', 'の', '深み'], forms: { 深み: '深み' } },
  // ...an adjective with no such noun stays the adjective: 汚さ is 汚い nominalized.
  { text: '部屋の汚さ', words: ['部屋', 'の', '汚さ'], forms: { 汚さ: '汚い' } },
]);

table('a noun suffix with a case particle is not the adverb spelled alike', [
  { text: '地域別に分ける', words: ['地域', '別', 'に', '分ける'], forms: { 別: '別' } },
  { text: '販売所で働く', words: ['販売', '所', 'で', '働く'] },
  // ...standing alone, 別に is the adverb.
  { text: '別にいい', words: ['別に', 'いい'], forms: { 別に: '別に' } },
]);

table('a verb with すぎる that JMdict lists whole is that verb', [
  {
    text: '肉を焼きすぎた',
    words: ['肉', 'を', '焼きすぎた'],
    forms: { 焼きすぎた: '焼きすぎる' },
  },
  {
    text: '朝からパンを焼きすぎた',
    words: ['朝', 'から', 'パン', 'を', '焼きすぎた'],
    forms: { 焼きすぎた: '焼きすぎる' },
  },
  // ...an adjective with すぎる is the adjective.
  { text: '値段が高すぎる', words: ['値段', 'が', '高すぎる'], forms: { 高すぎる: '高い' } },
]);

table('the appearance suffix そう does not begin the expression そうですね', [
  { text: '眠そうですね', words: ['眠そう', 'です', 'ね'], forms: { 眠そう: '眠い' } },
  // ...standing alone, it is the expression.
  { text: 'そうですね', words: ['そうですね'] },
]);

table('好い conjugates like 良い: its stem 好さ takes the appearance そう', [
  {
    text: '天気が好さそうだ',
    words: ['天気', 'が', '好さそう', 'だ'],
    forms: { 好さそう: '好い' },
  },
]);

table('a katakana noun + る that JMdict lists as a verb conjugates as that verb', [
  {
    text: 'ノートをコピられた',
    words: ['ノート', 'を', 'コピられた'],
    forms: { コピられた: 'コピる' },
  },
  // ...the noun with a particle stays the noun.
  { text: 'メモを取った', words: ['メモ', 'を', '取った'], forms: { メモ: 'メモ' } },
]);

table('a noun IPADIC knows in a spelling JMdict lists otherwise is the listed noun', [
  {
    text: 'ちょん髷を結った侍',
    words: ['ちょん髷', 'を', '結った', '侍'],
    forms: { ちょん髷: '丁髷' },
    ids: { ちょん髷: 1007900 },
  },
  {
    text: '死物狂いで走った',
    words: ['死物狂い', 'で', '走った'],
    forms: { 死物狂い: '死に物狂い' },
    ids: { 死物狂い: 1767560 },
  },
  {
    text: '夫婦づれで歩く',
    words: ['夫婦づれ', 'で', '歩く'],
    forms: { 夫婦づれ: '夫婦連れ' },
    ids: { 夫婦づれ: 1496620 },
  },
]);

table('a na-adjective in -か written in kana is one word, not scraps and the particle か', [
  {
    text: 'うららかな日',
    words: ['うららかな', '日'],
    forms: { うららかな: 'うららか' },
    ids: { うららかな: 2036250 },
  },
  {
    text: 'すずやかに笑う',
    words: ['すずやか', 'に', '笑う'],
    forms: { すずやか: 'すずやか' },
    ids: { すずやか: 2105640 },
  },
  // ...a past tense before the question stays apart: あった|か is not あったか (温か).
  { text: '何があったか', words: ['何', 'が', 'あった', 'か'] },
]);

table('a lone kanji and an unknown kana run IPADIC cuts from a verb or adjective are that word', [
  {
    text: '冬は侘びしくなった',
    words: ['冬', 'は', '侘びしく', 'なった'],
    forms: { 侘びしく: '侘びしい' },
    ids: { 侘びしく: 1606770 },
  },
  { text: '彼の佗びしさ', words: ['彼', 'の', '佗びしさ'], forms: { 佗びしさ: '佗びしい' } },
  // ...and a kanji IPADIC does not know, with extra okurigana in kana it reads as other words.
  {
    text: '返事を促がした',
    words: ['返事', 'を', '促がした'],
    forms: { 促がした: '促す' },
    ids: { 促がした: 1403760 },
  },
  {
    text: '彼は諦らめてしまった',
    words: ['彼', 'は', '諦らめてしまった'],
    forms: { 諦らめてしまった: '諦める' },
  },
]);

table('a verb IPADIC reads otherwise than the dictionary is still the verb of its spelling', [
  {
    text: '彼は顎を剃っていた',
    words: ['彼', 'は', '顎', 'を', '剃っていた'],
    forms: { 剃っていた: '剃る' },
    ids: { 剃っていた: 1581900 },
  },
  {
    text: '難を免れなかった',
    words: ['難', 'を', '免れなかった'],
    forms: { 免れなかった: '免れる' },
    ids: { 免れなかった: 1584670 },
  },
  // ...but not a verb of another spelling read alike: 行った read いった stays 行く.
  { text: '駅に行った', words: ['駅', 'に', '行った'], forms: { 行った: '行く' } },
]);

table('the classical passive るる after a godan verb is that verb, one word', [
  { text: '人に笑わるる身', words: ['人', 'に', '笑わるる', '身'], forms: { 笑わるる: '笑う' } },
  { text: '世に知らるる人', words: ['世', 'に', '知らるる', '人'], forms: { 知らるる: '知る' } },
]);

table('the slurred negative らんない is one word with the rough ねえ too', [
  {
    text: 'こんな話は聞いてらんねぇ',
    words: ['こんな', '話', 'は', '聞いてらんねぇ'],
    forms: { 聞いてらんねぇ: '聞く' },
  },
  { text: '黙ってらんねえよ', words: ['黙ってらんねえ', 'よ'], forms: { 黙ってらんねえ: '黙る' } },
]);

table('a verb whose okurigana IPADIC cannot read is the dictionary word (Meiji spellings)', [
  {
    text: '毎日よく働らいている',
    words: ['毎日', 'よく', '働らいている'],
    forms: { 働らいている: '働く' },
  },
  { text: '皆を驚ろかした', words: ['皆', 'を', '驚ろかした'], forms: { 驚ろかした: '驚かす' } },
  {
    text: '部屋を見廻わした',
    words: ['部屋', 'を', '見廻わした'],
    forms: { 見廻わした: '見廻す' },
  },
  // A rare kanji with today's okurigana, which IPADIC cuts likewise (甞|め|た).
  { text: '飴を甞めた', words: ['飴', 'を', '甞めた'], forms: { 甞めた: '甞める' } },
  { text: '洋服を誂らえた', words: ['洋服', 'を', '誂らえた'], forms: { 誂らえた: '誂える' } },
  {
    text: '母が喜こんでいた',
    words: ['母', 'が', '喜こんでいた'],
    forms: { 喜こんでいた: '喜ぶ' },
  },
  // ...but a case particle after its kana begins the next phrase.
  {
    text: '砂の上に俯伏しになった',
    words: ['砂', 'の', '上', 'に', '俯伏し', 'に', 'なった'],
    forms: { 俯伏し: '俯伏す' },
  },
]);

table("a noun from a verb's continuative, written without its last kana, is that noun", [
  {
    text: 'そんな気遣は無用だ',
    words: ['そんな', '気遣', 'は', '無用', 'だ'],
    forms: { 気遣: '気遣い' },
  },
  { text: '北向の窓', words: ['北向', 'の', '窓'], forms: { 北向: '北向き' } },
  { text: '寒さで眠が浅い', words: ['寒さ', 'で', '眠', 'が', '浅い'], forms: { 眠: '眠り' } },
  // ...but not a kanji of an ateji compound (商買 is 商売), which stays as IPADIC cut it.
  { text: '商買が繁盛する', words: ['商', '買', 'が', '繁盛する'], forms: { 買: '買' } },
]);

it('reports a place the dictionary does not list as a name, and one it lists as a word', async () => {
  const parser = await testParser();
  expect(parser.parse('巣鴨で降りた').words[0]).toMatchObject({ surface: '巣鴨', kind: 'name' });
  expect(parser.parse('品川から乗った').words[0]).toMatchObject({ surface: '品川', kind: 'name' });
  expect(parser.parse('東京から来た').words[0]).toMatchObject({ surface: '東京', kind: 'word' });
});
table('a provisional JMdict lists as an expression is that expression', [
  { text: 'もしよければどうぞ', words: ['もし', 'よければ', 'どうぞ'], ids: { よければ: 2059390 } },
  {
    text: 'お金がなければ困る',
    words: ['お金', 'が', 'なければ', '困る'],
    ids: { なければ: 2037140 },
  },
  // ...a provisional JMdict does not list is the verb, and so is another listed form.
  {
    text: '窓を開ければ涼しい',
    words: ['窓', 'を', '開ければ', '涼しい'],
    forms: { 開ければ: '開ける' },
  },
  { text: 'あの人は知らない', words: ['あの人', 'は', '知らない'], forms: { 知らない: '知る' } },
]);

table('a filler is an interjection or a particle, never a noun spelled alike', [
  // IPADIC's フィラー なんか is 何か "somehow", not 南瓜 "pumpkin".
  { text: 'なんか変だね', words: ['なんか', '変', 'だ', 'ね'], ids: { なんか: 1188270 } },
  { text: 'あのー、すみません', words: ['あのー', 'すみません'], ids: { あのー: 1000430 } },
  // ...after a noun, IPADIC reads the particle.
  { text: '映画なんか見ない', words: ['映画', 'なんか', '見ない'], ids: { なんか: 1009500 } },
]);

table('the classical copula なる between two nouns is the adnominal なる, not 成る', [
  { text: '偉大なる父', words: ['偉大', 'なる', '父'], ids: { なる: 2138260 } },
  { text: '鈴木なる人物', words: ['鈴木', 'なる', '人物'], ids: { なる: 2138260 } },
  { text: 'パソコンなるもの', words: ['パソコン', 'なる', 'もの'], ids: { なる: 2138260 } },
  // ...with a particle before it, it is the verb.
  { text: '先生になる人', words: ['先生', 'に', 'なる', '人'], ids: { なる: 1375610 } },
]);

table('an interjection is the interjection JMdict lists, not an expression spelled alike', [
  { text: 'あれ、変だな', words: ['あれ', '変', 'だ', 'な'], ids: { あれ: 2847612 } },
  // ...the pronoun stays the pronoun.
  { text: 'あれを見て', words: ['あれ', 'を', '見て'], ids: { あれ: 1000580 } },
]);

table("an honorific verb's imperative standing alone is the expression JMdict lists", [
  { text: '水を下さい', words: ['水', 'を', '下さい'], ids: { 下さい: 1184270 } },
  { text: 'お茶をください', words: ['お茶', 'を', 'ください'], ids: { ください: 1184270 } },
  // ...a plain verb's imperative is the verb.
  { text: '早く家に帰れ', words: ['早く', '家', 'に', '帰れ'], forms: { 帰れ: '帰る' } },
]);

table('an adverb standing alone before a pause is the interjection JMdict lists, if any', [
  { text: '「よし、やるぞ」', words: ['よし', 'やる', 'ぞ'], ids: { よし: 2607690 } },
  // ...an adverb JMdict lists no interjection for stays the adverb.
  { text: 'やはり、無理か', words: ['やはり', '無理', 'か'], ids: { やはり: 2772770 } },
]);

table('a suffix or dependent noun is the one suffix JMdict lists spelled so', [
  { text: 'プロなみの腕前', words: ['プロ', 'なみ', 'の', '腕前'], ids: { なみ: 1599620 } },
  { text: '会うたび思い出す', words: ['会う', 'たび', '思い出す'], ids: { たび: 1445150 } },
  // ...where JMdict lists several suffixes spelled so (方, 法), priority decides as before.
  { text: '駅のほうに歩く', words: ['駅', 'の', 'ほう', 'に', '歩く'], ids: { ほう: 1516930 } },
]);

table('なんて heading its phrase is 何て "what (a)…!", after a word it is the particle', [
  {
    text: 'なんてきれいな花だ',
    words: ['なんて', 'きれいな', '花', 'だ'],
    ids: { なんて: 1188370 },
  },
  {
    text: '彼女はなんて言ったの',
    words: ['彼女', 'は', 'なんて', '言った', 'の'],
    ids: { なんて: 1188370 },
  },
  { text: '映画なんて見ない', words: ['映画', 'なんて', '見ない'], ids: { なんて: 2089060 } },
]);

table('なんか after an adjective’s く or the copula’s で is the particle, not 何か', [
  {
    text: '寒くなんかないよ',
    words: ['寒く', 'なんか', 'ない', 'よ'],
    ids: { なんか: 1009500 },
  },
  { text: '暇でなんかない', words: ['暇', 'で', 'なんか', 'ない'], ids: { なんか: 1009500 } },
  // ...a filler heading its phrase stays 何か "somehow".
  { text: 'なんか変だね', words: ['なんか', '変', 'だ', 'ね'], ids: { なんか: 1188270 } },
]);

table('a particle is the particle JMdict lists, not an expression spelled alike', [
  {
    text: 'お前なんぞに負けない',
    words: ['お前', 'なんぞ', 'に', '負けない'],
    ids: { なんぞ: 2270820 },
  },
  {
    text: '私なんぞには無理だ',
    words: ['私', 'なんぞ', 'には', '無理', 'だ'],
    ids: { なんぞ: 2270820 },
  },
]);

table('a word IPADIC knows only in kanji is found in kana text (kana spellings in the lattice)', [
  { text: 'おまえはまぬけだ', words: ['おまえ', 'は', 'まぬけ', 'だ'], ids: { まぬけ: 1215640 } },
  {
    text: 'きのうはおおみそかだった',
    words: ['きのう', 'は', 'おおみそか', 'だった'],
    ids: { おおみそか: 1413190 },
  },
  {
    text: 'ねこがひなたでねている',
    words: ['ねこ', 'が', 'ひなた', 'で', 'ねている'],
    ids: { ひなた: 1464050 },
  },
  { text: 'このまちのかどをまがる', words: ['この', 'まち', 'の', 'かど', 'を', 'まがる'] },
  // A pronoun pays half the penalty: かれ | は, not 枯葉 "dead leaves".
  { text: 'かれはいしゃになった', words: ['かれ', 'は', 'いしゃ', 'に', 'なった'] },
  // No run of unknown kana swallows the rest of the line: not beside a kana spelling
  // (ざいさんをすべて…), nor from a small kana (しょうじ|ょのいのち…).
  {
    text: 'かれはざいさんをすべてうしなった',
    words: ['かれ', 'は', 'ざいさん', 'を', 'すべて', 'うしなった'],
  },
  {
    text: 'そのいぬはしょうじょのいのちをすくった',
    words: ['その', 'いぬ', 'は', 'しょうじょ', 'の', 'いのち', 'を', 'すくった'],
  },
  // ...nor where the run is longer than a word, after a word cut one kana short (ひと | びと…).
  {
    text: 'まちのひとびとはおまつりをたのしんだ',
    words: ['まち', 'の', 'ひとびと', 'は', 'おまつり', 'を', 'たのしんだ'],
  },
  {
    text: 'むらびとはもりでかりをした',
    words: ['むらびと', 'は', 'もり', 'で', 'かり', 'を', 'した'],
  },
  // A frequent word of three kana or more pays less, against IPADIC's shorter kana words.
  { text: 'へいきだよ', words: ['へいき', 'だ', 'よ'] },
  // ...and so does a two-kana spelling of one of the most frequent words.
  {
    text: 'かのじょははなにみずをやった',
    words: ['かのじょ', 'は', 'はな', 'に', 'みずをやった'],
  },
  { text: 'よぞらのぎんががきれい', words: ['よぞら', 'の', 'ぎんが', 'が', 'きれい'] },
  // A する-noun in kana that IPADIC reads as a plain kana noun still takes its する.
  { text: 'れいぞうこがこしょうした', words: ['れいぞうこ', 'が', 'こしょうした'] },
  { text: 'そのみせはとうさんした', words: ['その', 'みせ', 'は', 'とうさんした'] },
  // ...and so does one that IPADIC reads as a rare kana verb's continuative before する; a verb
  // conjugated on its own stays the verb.
  { text: 'いぬがあとずさりした', words: ['いぬ', 'が', 'あとずさりした'] },
  {
    text: 'ぎんこうがおかねをかしつけした',
    words: ['ぎんこう', 'が', 'おかね', 'を', 'かしつけした'],
  },
  {
    text: 'としょかんがほんをかしだした',
    words: ['としょかん', 'が', 'ほん', 'を', 'かしだした'],
    forms: { かしだした: 'かしだす' },
  },
  // ...and the kana words IPADIC knows keep their text where they fit.
  { text: 'ふゆはさむくてゆきがふる', words: ['ふゆ', 'は', 'さむくて', 'ゆき', 'が', 'ふる'] },
  // A kana noun with the kana of a suffix JMdict lists it with is that word, not the noun and a
  // particle; a question after a noun with no such word, or a noun IPADIC knows in kana, is not.
  {
    text: 'むすこはおんがくかになりたい',
    words: ['むすこ', 'は', 'おんがくか', 'に', 'なりたい'],
  },
  { text: 'これはつくえか', words: ['これ', 'は', 'つくえ', 'か'] },
  { text: 'それはなにか', words: ['それ', 'は', 'なにか'] },
  // A dependent noun IPADIC reads right after a noun (きみ | のち | から) is a particle and a word;
  // the adverbial のち "later" after a noun is left to IPADIC (雨のち晴れ).
  { text: 'きみのちからがひつようだ', words: ['きみ', 'の', 'ちから', 'が', 'ひつよう', 'だ'] },
  { text: 'あめのちはれ', words: ['あめ', 'のち', 'はれ'] },
  // After a noun in kana, a particle IPADIC reads into the next kana word is cut off unless the
  // cut is clearly worse; a compound IPADIC knows whole stays.
  { text: 'かれはいった', words: ['かれ', 'は', 'いった'] },
  {
    text: 'このにわはみずはけがいい',
    words: ['この', 'にわ', 'は', 'みずはけ', 'が', 'いい'],
  },
  // A する-noun IPADIC cuts into an adverb and a one-kanji verb in kana (そう | さし | た, さす)
  // is the noun's する-verb; する after the adverb itself stays そうする.
  {
    text: 'きかいをそうさした',
    words: ['きかい', 'を', 'そうさした'],
    forms: { そうさした: 'そうさする' },
  },
  {
    text: 'かれはそうしたかった',
    words: ['かれ', 'は', 'そうしたかった'],
    forms: { そうしたかった: 'そうする' },
  },
]);

table('a long-vowel mark inside a word is the word said longer', [
  { text: 'ひどーい', words: ['ひどーい'], forms: { ひどーい: 'ひどい' } },
  { text: '寒ーいね', words: ['寒ーい', 'ね'], forms: { 寒ーい: '寒い' } },
  { text: '帰りたーい', words: ['帰りたーい'], forms: { 帰りたーい: '帰る' } },
  { text: 'ねえさーん', words: ['ねえさーん'], forms: { ねえさーん: 'ねえさん' } },
  // ...a mark that stands for a vowel is spelled out, not dropped (そーなの is そうなの).
  { text: 'そーなの', words: ['そー', 'なの'] },
]);

table('ちゃう/じゃう where IPADIC reads the particle ちゃ/じゃ: the imperative, and before か', [
  { text: '捨てちゃえ', words: ['捨てちゃえ'], forms: { 捨てちゃえ: '捨てる' } },
  { text: '飲んじゃえよ', words: ['飲んじゃえ', 'よ'], forms: { 飲んじゃえ: '飲む' } },
  { text: '転んじゃうか', words: ['転んじゃう', 'か'], forms: { 転んじゃう: '転ぶ' } },
  {
    text: '忘れちゃうかと思った',
    words: ['忘れちゃう', 'か', 'と', '思った'],
    forms: { 忘れちゃう: '忘れる' },
  },
]);

table('the rough negative ねえ/ねー after a verb is ない, not the particle', [
  { text: '行かねーよ', words: ['行かねー', 'よ'], forms: { 行かねー: '行く' } },
  { text: 'いらねーよ', words: ['いらねー', 'よ'], forms: { いらねー: 'いる' } },
  { text: 'つまんねえ', words: ['つまんねえ'], forms: { つまんねえ: 'つまらない' } },
  { text: '全然わかんねえ', words: ['全然', 'わかんねえ'], forms: { わかんねえ: 'わかる' } },
  // ...drawn out after the slurred られ too.
  { text: '待ってらんねーよ', words: ['待ってらんねー', 'よ'], forms: { 待ってらんねー: '待つ' } },
  // ...after する's し and an ichidan stem, which IPADIC reads as the continuative there.
  { text: '勉強しねーよ', words: ['勉強しねー', 'よ'], forms: { 勉強しねー: '勉強する' } },
  { text: 'もう見ねーよ', words: ['もう', '見ねー', 'よ'], forms: { 見ねー: '見る' } },
  // ...not the particle ねえ after a plain form.
  { text: '寒いねえ', words: ['寒い', 'ねえ'] },
]);

table('a godan volitional clipped before か is the volitional (帰ろうか)', [
  { text: '一緒に帰ろっか', words: ['一緒に', '帰ろっ', 'か'], forms: { 帰ろっ: '帰る' } },
  { text: 'そろそろ行こっか', words: ['そろそろ', '行こっ', 'か'], forms: { 行こっ: '行く' } },
]);

table('a na-adjective with に before なる or する is the adjective and the particle', [
  { text: '静かになった', words: ['静か', 'に', 'なった'] },
  { text: '素直になれない', words: ['素直', 'に', 'なれない'] },
  { text: '静かにしなさい', words: ['静か', 'に', 'しなさい'] },
  // ...elsewhere the adverb JMdict lists stays whole.
  { text: '確かにそうだ', words: ['確かに', 'そうだ'] },
]);

table('ところ | で after a word that describes it is the noun "place" and the particle', [
  { text: 'あんなところで寝ないで', words: ['あんな', 'ところ', 'で', '寝ないで'] },
  { text: '変なところで', words: ['変な', 'ところ', 'で'] },
  { text: '窓のところで待ってる', words: ['窓', 'の', 'ところ', 'で', '待ってる'] },
  // ...the conjunction at a clause's head, and the particle "even if" after a past form, stay.
  { text: 'ところで、元気？', words: ['ところで', '元気'] },
  { text: '謝ったところで無駄だ', words: ['謝った', 'ところで', '無駄', 'だ'] },
]);

table('a one-kana filler glued to the kana after it starts a kana word IPADIC did not see', [
  { text: 'さむいからまどをしめて', words: ['さむい', 'から', 'まど', 'を', 'しめて'] },
  { text: 'まどがあいてる', words: ['まど', 'が', 'あいてる'] },
  // ...a vowel drawing out the kana before it is no such filler: だあね is not だ | 姉.
  { text: '剣呑だあね', words: ['剣呑', 'だ', 'あ', 'ね'] },
]);

table('the appearance suffix そう begins no phrase conjugated after it (そうになる)', [
  {
    text: '転びそうになった',
    words: ['転びそう', 'に', 'なった'],
    forms: { 転びそう: '転ぶ' },
  },
  { text: '倒れそうになって', words: ['倒れそう', 'に', 'なって'], forms: { 倒れそう: '倒れる' } },
]);

table('the pronoun なん joins only into a word spelled with 何', [
  { text: 'それはなんですか', words: ['それ', 'は', 'なん', 'ですか'] },
  { text: 'あれはなんだろう', words: ['あれ', 'は', 'なん', 'だろう'] },
  // ...not 涙 (なんだ): the interjection 何だ "what?!" is spelled with 何.
  { text: 'あれはなんだ', words: ['あれ', 'は', 'なんだ'], ids: { なんだ: 2119750 } },
]);

table('a noun IPADIC keeps for an adjective in ない, with a form of ない, is that adjective', [
  { text: '仕方ねえな', words: ['仕方ねえ', 'な'], forms: { 仕方ねえ: '仕方ない' } },
  { text: 'しょうがねえ', words: ['しょうがねえ'], forms: { しょうがねえ: 'しょうがない' } },
  { text: '仕方なかった', words: ['仕方なかった'], forms: { 仕方なかった: '仕方ない' } },
]);

table('a te-form with its aspect or giving verb is the pair JMdict lists, not the verb alone', [
  {
    text: '子供を公園へ連れていった',
    words: ['子供', 'を', '公園', 'へ', '連れていった'],
    forms: { 連れていった: '連れていく' },
  },
  {
    text: '毎日ここへ戻ってきます',
    words: ['毎日', 'ここ', 'へ', '戻ってきます'],
    forms: { 戻ってきます: '戻ってくる' },
  },
  {
    text: '医者に見てもらいたい',
    words: ['医者', 'に', '見てもらいたい'],
    forms: { 見てもらいたい: '見てもらう' },
  },
  // The progressive ている stays the verb's: JMdict's ている pairs mostly read literally too.
  { text: '切手が付いている', words: ['切手', 'が', '付いている'], forms: { 付いている: '付く' } },
]);

table('a span IPADIC begins with an auxiliary is the auxiliary JMdict lists, not a verb', [
  {
    text: '学生ならば割引がある',
    words: ['学生', 'ならば', '割引', 'が', 'ある'],
    ids: { ならば: 1009470 },
  },
  { text: '本当ならば嬉しい', words: ['本当', 'ならば', '嬉しい'], ids: { ならば: 1009470 } },
]);

table('the past conjectural たろう joins its verb', [
  { text: '本を読んだろう', words: ['本', 'を', '読んだろう'], forms: { 読んだろう: '読む' } },
  {
    text: '彼はもう着いたろう',
    words: ['彼', 'は', 'もう', '着いたろう'],
    forms: { 着いたろう: '着く' },
  },
  // The copula's conjecture after a past form stays apart.
  { text: '彼が来ただろう', words: ['彼', 'が', '来た', 'だろう'] },
]);

table('a rare spelling does not borrow its entry’s priority against the reading IPADIC gives', [
  {
    text: '顔が上気していた',
    words: ['顔', 'が', '上気していた'],
    ids: { 上気していた: 1352870 },
  },
  { text: '山が黄葉した', words: ['山', 'が', '黄葉した'], ids: { 黄葉した: 2857872 } },
  // A lone kanji's IPADIC reading is weak evidence: 傍 stays そば.
  { text: '窓の傍に立つ', words: ['窓', 'の', '傍', 'に', '立つ'], ids: { 傍: 1403830 } },
  // Unless the lone kanji so read is a spelling more frequent than the lending word's: 代 だい
  // (1,159), not the rare spelling of 世 よ (2,026).
  {
    text: '曽祖父の代から続く店',
    words: ['曽祖父', 'の', '代', 'から', '続く', '店'],
    ids: { 代: 1982860 },
  },
  { text: '次の代まで続く', words: ['次', 'の', '代', 'まで', '続く'], ids: { 代: 1982860 } },
]);

table('a noun that ends a listed compound does not begin a phrase', [
  {
    text: '入学試験を受けた',
    words: ['入学試験', 'を', '受けた'],
    forms: { 入学試験: '入学試験' },
  },
  {
    text: '新聞記者になった',
    words: ['新聞記者', 'に', 'なった'],
    forms: { 新聞記者: '新聞記者' },
  },
  // Two nouns that are no listed compound leave the phrase whole.
  { text: '帰り道気をつけて', words: ['帰り道', '気をつけて'] },
]);

table('a noun that ends a listed compound does not join する alone', [
  {
    text: '車を定期点検した',
    words: ['車', 'を', '定期点検', 'した'],
    forms: { 定期点検: '定期点検' },
  },
  // No listed compound: the する-verb keeps its noun.
  {
    text: '三年連続受賞した',
    words: ['三年', '連続', '受賞した'],
    forms: { 受賞した: '受賞する' },
  },
]);

table('an unknown katakana run is cut into the common katakana words that cover it', [
  { text: 'ホームパーティーメニュー', words: ['ホームパーティー', 'メニュー'] },
  { text: 'サッカーボールゲーム', words: ['サッカー', 'ボールゲーム'] },
  // A foreign name stays whole: トソン is no common word.
  { text: 'ロバートソン', words: ['ロバートソン'] },
]);

table('a verb stem with 得る is the word JMdict lists joined', [
  {
    text: '十分あり得る話だ',
    words: ['十分', 'あり得る', '話', 'だ'],
    forms: { あり得る: 'あり得る' },
  },
  {
    text: 'なしうる限りの努力',
    words: ['なしうる', '限り', 'の', '努力'],
    forms: { なしうる: 'なしうる' },
  },
]);

table('a dependent なる in the negative is the expression ならない, "must (not)"', [
  {
    text: '触ってはなりません',
    words: ['触って', 'は', 'なりません'],
    ids: { なりません: 2083990 },
  },
  { text: '払わねばならぬ', words: ['払わねば', 'ならぬ'], ids: { ならぬ: 2083990 } },
  // After には it is "to become".
  { text: '邪魔にはならない', words: ['邪魔', 'には', 'ならない'], forms: { ならない: 'なる' } },
]);

table('a verb stem before a noun suffix is the noun JMdict lists for it', [
  {
    text: '詰め替え用の洗剤',
    words: ['詰め替え', '用', 'の', '洗剤'],
    ids: { 詰め替え: 2863495 },
  },
  { text: '聞き取り用の問題', words: ['聞き取り', '用', 'の', '問題'], ids: { 聞き取り: 1505790 } },
  // Suffixes that take the stem keep it a verb: 呼びかた "way of calling" is 呼ぶ.
  { text: '駅での呼びかた', words: ['駅', 'での', '呼び', 'かた'], forms: { 呼び: '呼ぶ' } },
]);

table('を before する is the object particle and the verb, not the literary をして', [
  { text: '野球をして遊んだ', words: ['野球', 'を', 'して', '遊んだ'], forms: { して: 'する' } },
  { text: 'へまをして恥ずかしい', words: ['へま', 'を', 'して', '恥ずかしい'] },
  { text: '宿題をしてから寝る', words: ['宿題', 'を', 'して', 'から', '寝る'] },
  // ...a compound particle that begins with を keeps its verb: を通じて.
  { text: 'ラジオを通じて知った', words: ['ラジオ', 'を', '通じて', '知った'] },
]);

table('the prohibitive な after a plain form stands apart from the particle after it', [
  { text: '笑うなよ', words: ['笑う', 'な', 'よ'] },
  { text: 'あまり無理するなよ', words: ['あまり', '無理', 'する', 'な', 'よ'] },
  // ...after IPADIC's ん for the contracted る too.
  { text: '忘れんなよ', words: ['忘れん', 'な', 'よ'] },
  // ...but not an exclamative なあ after the copula.
  { text: 'いい天気だなあ', words: ['いい', '天気', 'だ', 'なあ'] },
]);

table('ござる conjugates on ござい, though JMdict tags it v5r', [
  {
    text: 'そんなことはございません',
    words: ['そんな', 'こと', 'は', 'ございません'],
    forms: { ございません: 'ござる' },
  },
  { text: 'ここにございましたか', words: ['ここ', 'に', 'ございました', 'か'] },
  // ...the listed ございます and the copula before it stay as they were.
  { text: '本でございます', words: ['本', 'で', 'ございます'] },
]);

table('an expression JMdict lists in the plain negative, said politely, is that expression', [
  {
    text: '犯人の見当もつきませんでした',
    words: ['犯人', 'の', '見当もつきません', 'でした'],
    forms: { 見当もつきません: '見当もつかない' },
  },
  {
    text: '兄には頭が上がりません',
    words: ['兄', 'には', '頭が上がりません'],
    forms: { 頭が上がりません: '頭が上がらない' },
  },
  // A verb with no such expression stays the verb in the polite negative.
  { text: '明日は行きません', words: ['明日', 'は', '行きません'], forms: { 行きません: '行く' } },
  { text: '時間がありません', words: ['時間', 'が', 'ありません'], forms: { ありません: 'ある' } },
]);

table('a katakana mimetic adverb JMdict lists without its と takes the と IPADIC cut it with', [
  {
    text: '荷物がガサッと崩れた',
    words: ['荷物', 'が', 'ガサッと', '崩れた'],
    forms: { ガサッと: 'ガサッ' },
  },
  {
    text: '風がゴーっと鳴る',
    words: ['風', 'が', 'ゴーっと', '鳴る'],
    forms: { ゴーっと: 'ゴーっ' },
  },
  // In hiragana the first kana may be a particle: が | さっと.
  { text: '犬がさっと逃げた', words: ['犬', 'が', 'さっと', '逃げた'] },
]);

table('an indefinite count 何 + counter + か that JMdict lists is one word', [
  { text: '何回か電話した', words: ['何回か', '電話した'], ids: { 何回か: 2262450 } },
  {
    text: '何回かに分けて払う',
    words: ['何回か', 'に', '分けて', '払う'],
    ids: { 何回か: 2262450 },
  },
  // Not listed: the count and the particle.
  { text: '何冊か借りた', words: ['何冊', 'か', '借りた'] },
]);

table('an ordinal 第 + number that JMdict lists is a word apart from its counter', [
  { text: '第５章を読んだ', words: ['第５', '章', 'を', '読んだ'], forms: { 第５: '第五' } },
  { text: '大会で第三位だった', words: ['大会', 'で', '第三', '位', 'だった'] },
  // Listed whole with its counter: one word.
  {
    text: '彼は第１位を取った',
    words: ['彼', 'は', '第１位', 'を', '取った'],
    forms: { 第１位: '第一位' },
  },
  // No listed ordinal: the prefix and the counted number, as before.
  { text: '第百回大会', words: ['第', '百回', '大会'] },
]);

table('a katakana word IPADIC glued to a word it knows and left unknown is the listed word', [
  {
    text: '友達と南アメリカを回った',
    words: ['友達', 'と', '南アメリカ', 'を', '回った'],
    ids: { 南アメリカ: 1641680 },
  },
  { text: '南アメリカを回る', words: ['南アメリカ', 'を', '回る'], ids: { 南アメリカ: 1641680 } },
  // IPADIC's own cut (南 | アメリカ) reads as the word already.
  { text: '祖父は南アメリカへ渡った', words: ['祖父', 'は', '南アメリカ', 'へ', '渡った'] },
]);

table('kana text takes the entry whose main spelling reads as the text', [
  { text: 'あなたも来ますか', words: ['あなた', 'も', '来ます', 'か'], ids: { あなた: 1223615 } },
  // 彼方 is mainly かなた: read so, it is that entry.
  { text: '山のかなたに', words: ['山', 'の', 'かなた', 'に'], ids: { かなた: 1483180 } },
  // Katakana compares as hiragana: カメ is 亀 (かめ).
  { text: 'カメを飼う', words: ['カメ', 'を', '飼う'], ids: { カメ: 1224260 } },
]);

table('the familiar imperative たまえ after a continuative joins its verb, as なさい does', [
  { text: 'ここに座りたまえ', words: ['ここ', 'に', '座りたまえ'], forms: { 座りたまえ: '座る' } },
  { text: '早く寝たまえ', words: ['早く', '寝たまえ'], forms: { 寝たまえ: '寝る' } },
  // Before the quoting と IPADIC reads the verb たまう, or た and the verb まう: と stays apart.
  {
    text: '座りたまえと叫んだ',
    words: ['座りたまえ', 'と', '叫んだ'],
    forms: { 座りたまえ: '座る' },
  },
  { text: '寝たまえと言った', words: ['寝たまえ', 'と', '言った'], forms: { 寝たまえ: '寝る' } },
  // IPADIC's filler えと: the と is the quoting particle.
  {
    text: '返したまえと叫んだ',
    words: ['返したまえ', 'と', '叫んだ'],
    forms: { 返したまえ: '返す' },
  },
  // ...or the noun たま and the filler えと.
  {
    text: '行きたまえと叫んだ',
    words: ['行きたまえ', 'と', '叫んだ'],
    forms: { 行きたまえ: '行く' },
  },
  // In kanji IPADIC reads the verb 給う.
  { text: '飲み給え', words: ['飲み給え'], forms: { 飲み給え: '飲む' } },
  // The kanji 前 after a past is "before", and stays apart.
  { text: '寝た前の晩', words: ['寝た', '前', 'の', '晩'] },
]);

table('the く form of "without" that JMdict lists as an adverb is that adverb', [
  {
    text: 'なにげなく外を見た',
    words: ['なにげなく', '外', 'を', '見た'],
    ids: { なにげなく: 1188680 },
  },
  {
    text: '星がかぎりなく広がる',
    words: ['星', 'が', 'かぎりなく', '広がる'],
    ids: { かぎりなく: 1264630 },
  },
  {
    text: 'そんな問題はわけなく解ける',
    words: ['そんな', '問題', 'は', 'わけなく', '解ける'],
    ids: { わけなく: 1917400 },
  },
  // A plain adjective's く form stays the adjective (快い), though JMdict lists 快く too.
  { text: '客を快く迎えた', words: ['客', 'を', '快く', '迎えた'], ids: { 快く: 1199970 } },
]);

table('a te-compound JMdict lists outweighs a kana verb usually written in kana', [
  {
    text: '本をもってきて',
    words: ['本', 'を', 'もってきて'],
    ids: { もってきて: 1315710 },
  },
  {
    text: '荷物をおいていく',
    words: ['荷物', 'を', 'おいていく'],
    ids: { おいていく: 2830507 },
  },
  { text: 'さあ、かかってこい', words: ['さあ', 'かかってこい'], ids: { かかってこい: 2842797 } },
]);

table("a kana verb takes the entry spelled as IPADIC's kanji lemma", [
  // IPADIC's 立てる, not 立つ read in the potential (たてる).
  { text: '庭に柱をたてて', words: ['庭', 'に', '柱', 'を', 'たてて'], ids: { たてて: 1551530 } },
  { text: '庭に旗をたてた', words: ['庭', 'に', '旗', 'を', 'たてた'], ids: { たてた: 1551530 } },
]);

table('a te-compound JMdict lists with its aspect verb in kanji is found with that verb in kana', [
  {
    text: '家へ戻っていった',
    words: ['家', 'へ', '戻っていった'],
    ids: { 戻っていった: 2092970 },
  },
  {
    text: '傘を置いていった',
    words: ['傘', 'を', '置いていった'],
    ids: { 置いていった: 2830507 },
  },
]);

table('a verb stem before the topic は is its noun, unless する or ない follows (読みはしない)', [
  {
    text: 'このレンズで絞りはいくつか',
    words: ['この', 'レンズ', 'で', '絞り', 'は', 'いくつか'],
    ids: { 絞り: 1280840 },
  },
  {
    text: '彼の話しはおもしろい',
    words: ['彼', 'の', '話し', 'は', 'おもしろい'],
    ids: { 話し: 1600900 },
  },
  {
    text: '本を読みはしない',
    words: ['本', 'を', '読み', 'は', 'しない'],
    ids: { 読み: 1456360 },
  },
]);

/**
 * Sentences of casual and polite speech written for the eleventh pass (conjugation chains,
 * contractions, sentence-ending particles, mimetics, names, numbers with counters), each with
 * the words the conventions give: `text|word|word…`. Most passed before the pass; they guard
 * the conventions on text none of the rules was written against.
 */
function spoken(lines: string[]): Row[] {
  return lines.map((line) => {
    const [text, ...words] = line.split('|');
    return { text: text!, words };
  });
}

table(
  'own sentences of casual and polite speech keep the conventions',
  spoken([
    '宿題を全部やっちゃった|宿題|を|全部|やっちゃった',
    'ケーキを一人で食べちゃったの|ケーキ|を|一人|で|食べちゃった|の',
    'もう死んじゃうかと思った|もう|死んじゃう|か|と|思った',
    '財布を落としちゃいました|財布|を|落としちゃいました',
    '彼女、泣いちゃってるよ|彼女|泣いちゃってる|よ',
    '雨が降りそうだね|雨|が|降りそう|だ|ね',
    'この箱は重そうです|この|箱|は|重そう|です',
    '楽しそうな声が聞こえる|楽しそう|な|声|が|聞こえる',
    '今にも泣き出しそう|今にも|泣き出しそう',
    '昨日は飲みすぎちゃった|昨日|は|飲みすぎちゃった',
    'この部屋は暑すぎる|この|部屋|は|暑すぎる',
    '音楽を聴きながら勉強する|音楽|を|聴きながら|勉強する',
    '歩きながらスマホを見るな|歩きながら|スマホ|を|見る|な',
    '海に行きたいなあ|海|に|行きたい|なあ',
    '誰にも会いたくない|誰にも|会いたくない',
    '早く帰らなきゃ|早く|帰らなきゃ',
    '明日までに書かなくちゃ|明日|まで|に|書かなくちゃ',
    '薬を飲まなきゃだめだよ|薬|を|飲まなきゃ|だめ|だ|よ',
    '母に野菜を食べさせられた|母|に|野菜|を|食べさせられた',
    '先輩に毎日走らされてる|先輩|に|毎日|走らされてる',
    '一時間も待たされた|一時間|も|待たされた',
    '荷物をお持ちします|荷物|を|お持ちします',
    '先生にお会いしました|先生|に|お会いしました',
    '何してるの|何|してる|の',
    'ずっと待ってたんだよ|ずっと|待ってた|んだ|よ',
    'ビール冷やしとくね|ビール|冷やしとく|ね',
    '窓を開けといて|窓|を|開けといて',
    'もう知ってたよ|もう|知ってた|よ',
    'どうして来なかったの|どうして|来なかった|の',
    'だって眠いんだもん|だって|眠い|んだ|もん',
    'これ、美味しいね|これ|美味しい|ね',
    'そんなの無理だよ|そんな|の|無理|だ|よ',
    '行くぞ|行く|ぞ',
    '待ってよ|待って|よ',
    'いいじゃん|いい|じゃん',
    '本当にそうかな|本当に|そう|かな',
    'すごいわね|すごい|わね',
    'ちょっと来てくれる|ちょっと|来てくれる',
    'やっぱりやめとこう|やっぱり|やめとこう',
    'せっかくだから見ていこうよ|せっかく|だから|見ていこう|よ',
    'ドアがバタンと閉まった|ドア|が|バタン|と|閉まった',
    'お腹がぺこぺこだ|お腹|が|ぺこぺこ|だ',
    '犬がワンワン吠えてる|犬|が|ワンワン|吠えてる',
    '星がきらきら光る|星|が|きらきら|光る',
    '心臓がドキドキする|心臓|が|ドキドキする',
    '田中さんはまだ来ないの|田中|さん|は|まだ|来ない|の',
    '鈴木先生に聞いてみて|鈴木|先生|に|聞いて|みて',
    '猫が三匹いる|猫|が|三匹|いる',
    'りんごを５個買った|りんご|を|５個|買った',
    'ペンを二本ください|ペン|を|二本|ください',
    '駅まで１０分かかる|駅|まで|１０分|かかる',
    '車が二台止まってる|車|が|二台|止まってる',
    '八時に起きた|八時|に|起きた',
    '友達が３人来た|友達|が|３人|来た',
    '本を２冊読んだ|本|を|２冊|読んだ',
    '紙を一枚ちょうだい|紙|を|一枚|ちょうだい',
    'ちゃんと寝なさい|ちゃんと|寝なさい',
    '静かにしてください|静か|に|してください',
    'ここで待っていてね|ここ|で|待っていて|ね',
    'もう帰っちゃうの|もう|帰っちゃう|の',
    'お風呂に入ってから寝る|お風呂に入って|から|寝る',
    'あいつ、本当にむかつく|あいつ|本当に|むかつく',
    'まあ、いいか|まあ|いいか',
    'きっと大丈夫だよ|きっと|大丈夫|だ|よ',
    'なんでそんなこと言うの|なんで|そんな|こと|言う|の',
    '知らないってば|知らない|ってば',
    '頑張ってね|頑張って|ね',
    '遅れてすみません|遅れて|すみません',
    'ありがとうございました|ありがとうございました',
    'よろしくお願いします|よろしくお願いします',
    '手紙を読んでもらいたい|手紙|を|読んでもらいたい',
    '雨に降られちゃった|雨|に|降られちゃった',
    'あの子、かわいいよね|あの子|かわいい|よね',
    '弟に笑われた|弟|に|笑われた',
    'もっと食べたかったな|もっと|食べたかった|な',
    'そろそろ行かなくちゃ|そろそろ|行かなくちゃ',
    '部屋を片付けておきました|部屋|を|片付けておきました',
    '映画を観に行こうよ|映画|を|観に行こう|よ',
    'いつ帰ってくるの|いつ|帰ってくる|の',
    '遊んでばかりいないで|遊んで|ばかり|いないで',
    'しっかりしろよ|しっかりしろ|よ',
    '何もしたくない|何も|したくない',
    'どうしよう|どうしよう',
    'お茶でも飲もうか|お茶|でも|飲もう|か',
    'ケーキが六つある|ケーキ|が|六つ|ある',
    '子供が二人いる|子供|が|二人|いる',
    '電車で三十分かかる|電車|で|三十分|かかる',
    'おにぎりを三つ食べた|おにぎり|を|三つ|食べた',
    '猫が二匹寝てる|猫|が|二匹|寝てる',
    '五分で戻るから|五分|で|戻る|から',
    'あと十分待って|あと|十分|待って',
    '３時１０分に出る|３時|１０分|に|出る',
    'お金が全然ないんだ|お金|が|全然|ない|んだ',
    '彼氏とケンカしちゃった|彼氏|と|ケンカしちゃった',
    'もう疲れたよ|もう|疲れた|よ',
    'どこに行くつもり|どこ|に|行く|つもり',
    'うちの猫、ちょー可愛いの|うち|の|猫|ちょー|可愛い|の',
    'ちょっと待ってくださいね|ちょっと|待ってください|ね',
    '寒くて死にそう|寒くて|死にそう',
    'そんなに怒らないでよ|そんなに|怒らないで|よ',
    '全部食べられちゃった|全部|食べられちゃった',
    'お母さんに叱られちゃう|お母さん|に|叱られちゃう',
    'また遅刻しそうになった|また|遅刻しそう|に|なった',
    'あいつには負けたくない|あいつ|には|負けたくない',
    'ここに座ってもいい|ここ|に|座って|も|いい',
    '明日は雨らしいよ|明日|は|雨|らしい|よ',
    '彼は来ないみたい|彼|は|来ない|みたい',
    'お腹すいたな|お腹すいた|な',
    'もう二度と来ないで|もう|二度と|来ないで',
    '犬を飼いたいんです|犬|を|飼いたい|んです',
    'これ、読んでみたら|これ|読んで|みたら',
    'そんなこと知らなかった|そんな|こと|知らなかった',
    'うるさいなあ|うるさい|なあ',
    '早く寝ろって|早く|寝ろ|って',
    'ずいぶん遅かったね|ずいぶん|遅かった|ね',
    '大きな声を出さないで|大きな|声を出さないで',
    'リンゴが三つとミカンが四つ|リンゴ|が|三つ|と|ミカン|が|四つ',
    '四月に入学した|四月|に|入学した',
    '誕生日は十二月だよ|誕生日|は|十二月|だ|よ',
    '兄は二十五歳です|兄|は|二十五歳|です',
    'ノートを三冊買った|ノート|を|三冊|買った',
    'コーヒーを二杯飲んだ|コーヒー|を|二杯|飲んだ',
    '家から駅まで五キロある|家|から|駅|まで|五キロ|ある',
    '今日は暑かったねえ|今日|は|暑かった|ねえ',
    '見られたくないんだけど|見られたくない|んだ|けど',
    '怒られるかと思った|怒られる|か|と|思った',
    '笑わせないでよ|笑わせないで|よ',
    'ちゃんと聞いてんの|ちゃんと|聞いてん|の',
    '何言ってんだよ|何|言って|んだ|よ',
    'すぐ行くから待ってて|すぐ|行く|から|待ってて',
    'お先に失礼します|お先に失礼します',
    'それ、めっちゃうまいっす|それ|めっちゃ|うまい|っす',
    'マジでやばくない|マジ|で|やばくない',
    '行かなくていいの|行かなくて|いい|の',
    '食べなきゃよかった|食べなきゃ|よかった',
    'もういいってば|もういい|ってば',
    'ちょっと見せて|ちょっと|見せて',
    '雨がザーザー降ってる|雨|が|ザーザー|降ってる',
    'ゆっくり休んでね|ゆっくり|休んで|ね',
    'ぐっすり眠れた|ぐっすり|眠れた',
    'あっという間だった|あっという間|だった',
    '佐藤くんが呼んでたよ|佐藤|くん|が|呼んでた|よ',
    'ママ、おなかすいた|ママ|おなかすいた',
    'パパはまだ寝てる|パパ|は|まだ|寝てる',
    'これ、いくらですか|これ|いくら|ですか',
    'トイレはどこですか|トイレ|は|どこ|ですか',
    'ぜんぜん分かんない|ぜんぜん|分かんない',
    'そっか、残念だね|そっか|残念|だ|ね',
    'ほんとにごめん|ほんとに|ごめん',
    'あたし、帰るね|あたし|帰る|ね',
    'おれのせいじゃない|おれ|の|せい|じゃない',
    'お前なんか大嫌いだ|お前|なんか|大嫌い|だ',
    '早く起きなさいって言ったでしょ|早く|起きなさい|って|言った|でしょ',
    '宿題やったの|宿題|やった|の',
    'ゲームばっかりしてないで|ゲーム|ばっかり|してないで',
    'もう寝ちゃおうかな|もう|寝ちゃおう|かな',
    'お腹いっぱいで動けない|お腹いっぱい|で|動けない',
    '先に行っててくれる|先に|行っててくれる',
    '彼女にふられちゃった|彼女|に|ふられちゃった',
    'かっこよすぎる|かっこよすぎる',
    '見たことない|見た|こと|ない',
    '会ったことある|会った|こと|ある',
    '行ったことがない|行った|ことがない',
    '話してもいいですか|話して|も|いい|ですか',
    '窓を閉めてもらえますか|窓|を|閉めてもらえます|か',
    '写真を撮らせてください|写真を撮らせてください',
    'ここで待たせてもらう|ここ|で|待たせてもらう',
    '気をつけてね|気をつけて|ね',
    'ちょっと手伝ってほしいんだけど|ちょっと|手伝って|ほしい|んだ|けど',
    '電話してくれればよかったのに|電話してくれれば|よかった|のに',
    '三年ぶりに会った|三年ぶり|に|会った',
    '一週間くらいかかる|一週間|くらい|かかる',
    '毎朝六時に起きる|毎朝|六時|に|起きる',
    '百円しかない|百円|しかない',
    '千円貸して|千円|貸して',
    '２０歳になったら|２０歳|に|なったら',
    '少々お待ちください|少々|お|待ち|ください',
    'こちらでお召し上がりですか|こちら|で|お|召し上がり|ですか',
    'ご覧になりましたか|ご覧になりました|か',
    '先生がおっしゃいました|先生|が|おっしゃいました',
    '社長はいらっしゃいますか|社長|は|いらっしゃいます|か',
    'また明日ね|また|明日|ね',
    'じゃあね、バイバイ|じゃあね|バイバイ',
    'うわ、最悪|うわ|最悪',
    'えっ、うそでしょ|えっ|うそ|でしょ',
    'あのさ、ちょっといい|あのさ|ちょっと|いい',
    'だから言ったじゃん|だから|言った|じゃん',
    '別にいいけど|別にいいけど',
    '負けるもんか|負ける|もんか',
    '絶対に許さない|絶対に|許さない',
    '寒いから窓閉めて|寒い|から|窓|閉めて',
    '二度と会いたくない|二度と|会いたくない',
    '猫を三匹飼ってます|猫|を|三匹|飼ってます',
    '朝ごはん食べた|朝ごはん|食べた',
    'ちょっと休もうよ|ちょっと|休もう|よ',
    'テレビ見ながら寝ちゃった|テレビ|見ながら|寝ちゃった',
    '泣きながら走っていった|泣きながら|走っていった',
    '歌いながら踊る|歌いながら|踊る',
    '書き終わったら教えて|書き終わったら|教えて',
    '食べ終わった|食べ|終わった',
    '読み始めた|読み|始めた',
    '言い忘れてた|言い忘れてた',
    '見つかっちゃった|見つかっちゃった',
    '分かんないよ|分かんない|よ',
    'つまんない|つまんない',
    'しょうがないなあ|しょうがない|なあ',
    'やっぱ無理|やっぱ|無理',
    'すげえな|すげえ|な',
    'うまそう|うまそう',
    '高そうな時計|高そう|な|時計',
    'よさそうだね|よさそう|だ|ね',
    'なさそう|なさそう',
    'できそうにない|できそう|に|ない',
  ]),
);

table('a kana counter after a number keeps the sound change of the seam', [
  { text: '犬が１ぴきいる', words: ['犬', 'が', '１ぴき', 'いる'], ids: { '１ぴき': 1583370 } },
  { text: '３びきのこぶた', words: ['３びき', 'の', 'こぶた'], ids: { '３びき': 1583370 } },
  { text: 'ビールを２ほん', words: ['ビール', 'を', '２ほん'], ids: { '２ほん': 1522150 } },
]);

table('a number in kana with its counter, which IPADIC cuts into scraps, is one counted word', [
  { text: 'ねこがろっぴき', words: ['ねこ', 'が', 'ろっぴき'], ids: { ろっぴき: 1583370 } },
  {
    text: 'こいがはっぴきいる',
    words: ['こい', 'が', 'はっぴき', 'いる'],
    ids: { はっぴき: 1583370 },
  },
]);

table('after digits つの is the counter つ and the particle の, not 角 "horn"', [
  { text: '8つの島がある', words: ['8つ', 'の', '島', 'が', 'ある'] },
  { text: '1つの国', words: ['1つ', 'の', '国'], forms: { 国: '国' } },
  { text: '3つの家に住む', words: ['3つ', 'の', '家', 'に', '住む'] },
]);

table('a counted number read as IPADIC reads it is that word, not a common word spelled alike', [
  // 五分 ごふん "five minutes", not ごぶ "half"; 十分 じっぷん "ten minutes", not じゅうぶん.
  { text: '5分待って', words: ['5分', '待って'], ids: { '5分': 2039350 } },
  { text: '10分後に出発', words: ['10分', '後', 'に', '出発'], ids: { '10分': 1335070 } },
]);

table('the humble お + stem + いたす is the verb', [
  { text: 'お届けいたします', words: ['お届けいたします'], forms: { お届けいたします: '届ける' } },
  {
    text: '資料をお送りいたします',
    words: ['資料', 'を', 'お送りいたします'],
    forms: { お送りいたします: '送る' },
  },
  {
    text: 'お待たせいたしました',
    words: ['お待たせいたしました'],
    forms: { お待たせいたしました: '待たせる' },
  },
]);

table('ない after the te-form is the contracted ていない, one word with its verb', [
  { text: 'まだ読んでないし', words: ['まだ', '読んでない', 'し'], forms: { 読んでない: '読む' } },
  { text: 'そんなの聞いてないし', words: ['そんな', 'の', '聞いてない', 'し'] },
  { text: '見てなかった', words: ['見てなかった'], forms: { 見てなかった: '見る' } },
  {
    text: '知らされてなかった',
    words: ['知らされてなかった'],
    // 知らさ|れ: IPADIC's 知らす "to notify" in the passive, not 知る in the causative passive.
    forms: { 知らされてなかった: '知らす' },
  },
]);

table('a na-adjective with its resultative に and する keeps the three apart', [
  { text: '静かにして', words: ['静か', 'に', 'して'] },
  { text: 'きれいにしてね', words: ['きれい', 'に', 'して', 'ね'] },
  { text: 'お願いだから静かにして', words: ['お願いだから', '静か', 'に', 'して'] },
]);

table('行っ with no を before it in its clause is 行く; with an object it is 行う', [
  { text: 'バスで行った', words: ['バス', 'で', '行った'], ids: { 行った: 1578850 } },
  { text: '学校に行った', words: ['学校', 'に', '行った'], ids: { 行った: 1578850 } },
  { text: '式を行った', words: ['式', 'を', '行った'], ids: { 行った: 1589060 } },
]);

table('a number and counter IPADIC reads with a sound change is the count it agrees with', [
  { text: '3時十分に着いた', words: ['3時', '十分', 'に', '着いた'], ids: { 十分: 1335070 } },
  { text: '一時間十分かかった', words: ['一時間', '十分', 'かかった'], ids: { 十分: 1335070 } },
  { text: '時間は十分ある', words: ['時間', 'は', '十分', 'ある'], ids: { 十分: 1335080 } },
]);

table('ておく contracted to とく is the contracted pair JMdict lists, where it lists one', [
  {
    text: 'ケーキをとっといて',
    words: ['ケーキ', 'を', 'とっといて'],
    ids: { とっといて: 2833692 },
  },
  {
    text: '席をとっといてね',
    words: ['席', 'を', 'とっといて', 'ね'],
    ids: { とっといて: 2833692 },
  },
]);

table('a sound-changed verb stem IPADIC reads as another verb spelled alike (放っ はなっ)', [
  { text: '放っておく', words: ['放っておく'], ids: { 放っておく: 1907980 } },
  { text: '犬を放っておけ', words: ['犬', 'を', '放っておけ'], ids: { 放っておけ: 1907980 } },
]);

table('a noun suffix IPADIC tags after a particle or a comma is a noun of its own', [
  { text: '弟が後に残った', words: ['弟', 'が', '後', 'に', '残った'], ids: { 後: 1269320 } },
  { text: '三日後に会おう', words: ['三日', '後', 'に', '会おう'], ids: { 後: 2147630 } },
]);

table('a long-vowel mark IPADIC keeps apart is inside the kana word JMdict lists with it', [
  { text: 'がーん、どうしよう', words: ['がーん', 'どうしよう'], ids: { がーん: 2207790 } },
  { text: 'ぶーんと飛んでいる', words: ['ぶーん', 'と', '飛んでいる'], ids: { ぶーん: 2504120 } },
]);

table('a conjugated form JMdict lists as an adnominal is that word before a noun, else the verb', [
  {
    text: '思わぬ幸運に恵まれた',
    words: ['思わぬ', '幸運', 'に', '恵まれた'],
    ids: { 思わぬ: 2076320 },
  },
  { text: '燕が低く飛んだ', words: ['燕', 'が', '低く', '飛んだ'], ids: { 飛んだ: 1429700 } },
]);

table(
  'a verb IPADIC knows whole in the passive or causative is that verb, not another in that voice',
  [
    { text: '頭がいかれてる', words: ['頭', 'が', 'いかれてる'], ids: { いかれてる: 2007250 } },
    // Not the potential: なれ is なる's, though IPADIC's lemma なれる is the kana of 慣れる.
    {
      text: '歌手にはなれなかった',
      words: ['歌手', 'には', 'なれなかった'],
      ids: { なれなかった: 1375610 },
    },
    {
      text: '子をプールで泳がせる',
      words: ['子', 'を', 'プール', 'で', '泳がせる'],
      ids: { 泳がせる: 2005980 },
    },
    {
      text: '雨雲が空を曇らせる',
      words: ['雨雲', 'が', '空', 'を', '曇らせる'],
      ids: { 曇らせる: 2402630 },
    },
  ],
);

table('a kana imperative JMdict lists as an expression usually in kana is that expression', [
  { text: '話を聞いておくれ。', words: ['話', 'を', '聞いて', 'おくれ'], ids: { おくれ: 2868242 } },
  { text: '見ておくれ。', words: ['見て', 'おくれ'], ids: { おくれ: 2868242 } },
]);

table('a verb JMdict lists whole with its suffix is that verb, not the stem with the suffix', [
  {
    text: '昔を懐かしがっていた',
    words: ['昔', 'を', '懐かしがっていた'],
    ids: { 懐かしがっていた: 2863413 },
  },
  {
    text: 'お世辞もしすぎると嫌われる',
    words: ['お世辞', 'も', 'しすぎる', 'と', '嫌われる'],
    ids: { しすぎる: 1157220 },
  },
]);

table('kana text read as an entry’s secondary reading does not take its uk bonus', [
  {
    text: '映画のエンドに流れる歌',
    words: ['映画', 'の', 'エンド', 'に', '流れる', '歌'],
    ids: { エンド: 1031210 },
  },
  {
    text: 'ゲームのエンドを見た',
    words: ['ゲーム', 'の', 'エンド', 'を', '見た'],
    ids: { エンド: 1031210 },
  },
]);

table('a contraction with っ after its kanji reads the kanji as JMdict does (放っとく ほっとく)', [
  { text: '子供は放っといて', words: ['子供', 'は', '放っといて'], ids: { 放っといて: 1516480 } },
  { text: 'もう放っとけ', words: ['もう', '放っとけ'], ids: { 放っとけ: 1516480 } },
]);

table('an adjective JMdict lists as a suffix, standing alone in kana, is the plain adjective', [
  { text: 'この靴はやすい', words: ['この', '靴', 'は', 'やすい'], ids: { やすい: 1153670 } },
  { text: 'あいつがにくい', words: ['あいつ', 'が', 'にくい'], ids: { にくい: 1403390 } },
  // After a verb's stem it is the suffix, inside the word JMdict lists.
  { text: '読みやすい本', words: ['読みやすい', '本'], ids: { 読みやすい: 1456140 } },
]);

/**
 * Sentences written for the twelfth pass (helper seg14) in the table's styles: casual speech and
 * dialogue (ってば, じゃん, っす, stretched vowels and small kana, ～ endings), laughter and
 * mimetics, katakana loanwords with particles, names with titles, numbers with counters (runs of
 * kanji numbers), compound verbs, polite and humble forms, sentence-final particles. Each carries
 * the words the conventions give (JMdict's expressions joined: やればできる, かもね, 七つの海).
 */
table(
  'own sentences of dialogue, names and numbers keep the conventions (twelfth pass)',
  spoken([
    '早くしろってば|早く|しろ|ってば',
    'だから違うってば|だから|違う|ってば',
    'ちゃんと聞いてるってば|ちゃんと|聞いてる|ってば',
    'これ超おいしいじゃん|これ|超|おいしい|じゃん',
    'なんだ、知ってるじゃん|なんだ|知ってる|じゃん',
    '簡単じゃん|簡単|じゃん',
    '来てくれたじゃん|来てくれた|じゃん',
    'やればできるじゃん|やればできる|じゃん',
    '先輩、それマジっすか|先輩|それ|マジ|っす|か',
    '了解っす|了解|っす',
    'そうっすね|そう|っす|ね',
    '俺も行くっす|俺|も|行く|っす',
    '腹減ったっす|腹減った|っす',
    '明日も来るっしょ|明日|も|来る|っしょ',
    'すごーい|すごーい',
    'やったー|やったー',
    'おはよー|おはよー',
    'ありがとー|ありがとー',
    '待ってよー|待って|よ',
    'いやだぁ|いや|だぁ',
    'ねぇ、聞いてる|ねぇ|聞いてる',
    '嘘でしょ～|嘘|でしょ～',
    '楽しみ～|楽しみ～',
    'かわいい～|かわいい～',
    'お疲れさま～|お疲れさま～',
    'マジで～|マジ|で',
    'すごぉい|すごぉい',
    'かわいぃ|かわいぃ',
    'ありがとぉ|ありがとぉ',
    'おはよう～|おはよう～',
    'だいすき～|だいすき～',
    'もう～、遅いよ|もう～|遅い|よ',
    'やだー、恥ずかしい|やだー|恥ずかしい',
    'えへへ、ばれちゃった|えへへ|ばれちゃった',
    'きゃー、助けて|きゃー|助けて',
    'あーあ、失敗しちゃった|あーあ|失敗しちゃった',
    'ドーンと爆発した|ドーン|と|爆発した',
    'どーんとぶつかった|どーん|と|ぶつかった',
    '胸がドキドキしてる|胸|が|ドキドキしてる',
    'ドキドキが止まらない|ドキドキ|が|止まらない',
    '雷がゴロゴロ鳴ってる|雷|が|ゴロゴロ|鳴ってる',
    'ふわふわのパンケーキ|ふわふわ|の|パンケーキ',
    'ニコニコ笑ってる|ニコニコ|笑ってる',
    'ぴょんと跳ねた|ぴょん|と|跳ねた',
    'ガシャーンと割れた|ガシャーン|と|割れた',
    'ぐるぐる回る|ぐるぐる|回る',
    'パソコンが壊れた|パソコン|が|壊れた',
    'コンビニでアイス買ってきた|コンビニ|で|アイス|買ってきた',
    'メールを送ってください|メール|を|送ってください',
    'ゲームのレベルが上がった|ゲーム|の|レベル|が|上がった',
    'チームのキャプテンになった|チーム|の|キャプテン|に|なった',
    'ホテルのロビーで待ち合わせ|ホテル|の|ロビー|で|待ち合わせ',
    'バイトに遅れそう|バイト|に|遅れそう',
    'プレゼントをもらった|プレゼント|を|もらった',
    'エレベーターが止まった|エレベーター|が|止まった',
    'ラーメン食べに行こう|ラーメン|食べ|に|行こう',
    'チョコレートとクッキー|チョコレート|と|クッキー',
    'アニメのキャラクターが好き|アニメ|の|キャラクター|が|好き',
    'サッカーの試合に出る|サッカー|の|試合|に|出る',
    'ダンジョンのボスを倒した|ダンジョン|の|ボス|を|倒した',
    'スキルを覚えた|スキル|を|覚えた',
    'パーティーに入れてください|パーティー|に|入れてください',
    '山田さん、おはようございます|山田|さん|おはようございます',
    '高橋くんはどこ|高橋|くん|は|どこ',
    'さくらちゃん、一緒に帰ろう|さくら|ちゃん|一緒に|帰ろう',
    '佐々木先輩、待ってください|佐々木|先輩|待ってください',
    '伊藤先生の授業|伊藤|先生|の|授業',
    '中村健太です|中村健太|です',
    '渡辺美咲さん|渡辺美咲|さん',
    '鈴木一郎と申します|鈴木一郎|と|申します',
    '木村拓也くん|木村拓也|くん',
    '姫様、お逃げください|姫様|お|逃げ|ください',
    '王子様が来た|王子様|が|来た',
    '魔王様に報告だ|魔王|様|に|報告|だ',
    '翔太くんと遊んだ|翔太|くん|と|遊んだ',
    '美咲ちゃんって可愛いよね|美咲|ちゃん|って|可愛い|よね',
    '松本さんによろしく|松本|さん|に|よろしく',
    '斎藤部長が呼んでます|斎藤|部長|が|呼んでます',
    'ハルトくん、がんばれ|ハルト|くん|がんばれ',
    'エミリーさんはアメリカ人です|エミリー|さん|は|アメリカ人|です',
    '勇者様、お待ちしておりました|勇者|様|お待ちしておりました',
    '健太、早く来い|健太|早く|来い',
    '山本先生はお休みです|山本|先生|は|お休み|です',
    '田中さんの奥さん|田中|さん|の|奥さん',
    '二十五六人いた|二十五六人|いた',
    '三四日休んだ|三四日|休んだ',
    '十二三歳の少年|十二三歳|の|少年',
    '五六人集まった|五六人|集まった',
    '百二十円です|百二十円|です',
    '千五百円払った|千五百円|払った',
    '三千人が参加した|三千人|が|参加した',
    '二万円もする|二万円|も|する',
    '三回目の挑戦|三回目|の|挑戦',
    '二番目の兄|二番目|の|兄',
    '一つ目の角を曲がる|一つ目|の|角|を|曲がる',
    '本をにさつ読んだ|本|を|にさつ|読んだ',
    'りんごをみっつください|りんご|を|みっつ|ください',
    'さんにんで行こう|さんにん|で|行こう',
    'ごふん待って|ごふん|待って',
    '3人で行こう|3人|で|行こう',
    '2026年に卒業した|2026年|に|卒業した',
    '5月3日は祝日です|5月|3日|は|祝日|です',
    '３０分後に出発|３０分|後|に|出発',
    '一万人の観客|一万人|の|観客',
    '七つの海|七つの海',
    '九十九匹|九十九匹',
    'ひとりで行く|ひとりで|行く',
    '三十五度の熱|三十五度|の|熱',
    '六十キロで走る|六十キロ|で|走る',
    '四五回読んだ|四五回|読んだ',
    'ろっぽん買った|ろっぽん|買った',
    'ごにんいる|ごにん|いる',
    '百メートル走った|百メートル|走った',
    '急に走り出した|急に|走り出した',
    '手紙を書き直した|手紙|を|書き直した',
    '荷物を持ち上げた|荷物|を|持ち上げた',
    '話し合って決めよう|話し合って|決めよう',
    '犯人を追いかけた|犯人|を|追いかけた',
    '言い返せなかった|言い返せなかった',
    '思い出しちゃった|思い出しちゃった',
    '飛び込んでいった|飛び込んでいった',
    '見落としてた|見落としてた',
    '引っ越しちゃうの|引っ越しちゃう|の',
    '食べかけのパン|食べかけ|の|パン',
    '呼び止められた|呼び止められた',
    '立ち上がれない|立ち上がれない',
    '資料を拝見しました|資料|を|拝見しました',
    'こちらにお座りください|こちら|に|お座り|ください',
    '私が参ります|私|が|参ります',
    '少々お待ちいただけますか|少々|お|待ち|いただけます|か',
    'どうぞ召し上がってください|どうぞ|召し上がってください',
    '存じております|存じております',
    '眠すぎて無理|眠すぎて|無理',
    '歌わされちゃった|歌わされちゃった',
    '泣きそうになりながら笑った|泣きそう|に|なりながら|笑った',
    '明日雨かな|明日|雨|かな',
    '行くもん|行く|もん',
    '知らないもん|知らない|もん',
    'いいのよ|いい|の|よ',
    '楽しかったわ|楽しかった|わ',
    '行くのかよ|行く|の|かよ',
    '帰っちゃったのね|帰っちゃった|の|ね',
    'できるかしら|できる|かしら',
    '違うよね|違う|よね',
    '面白いじゃないか|面白い|じゃないか',
    '来るかもね|来る|かもね',
    'そうだっけ|そう|だっけ',
    '何だっけ|何だっけ',
    '覚悟しろ|覚悟しろ',
    '逃がすかよ|逃がす|かよ',
    '行くぞ、みんな|行く|ぞ|みんな',
    '魔法が使えるようになった|魔法|が|使える|ようになった',
    '絶対負けねえ|絶対|負けねえ',
    '僕に任せて|僕|に|任せて',
    '一緒に戦おう|一緒に|戦おう',
    'マジかよ|マジ|かよ',
    'いいよー|いいよ',
    '行こうねー|行こう|ね',
    '寒いなー|寒い|な',
    'すごいわー|すごい|わ',
    '負けないぞー|負けない|ぞ',
    'やるぜー|やる|ぜ',
    '雨かなー|雨|かな',
    '楽しいよねー|楽しい|よね',
    'ひどぉい|ひどぉい',
    'うれしぃ|うれしぃ',
    'おいしぃ|おいしぃ',
    'やだぁ|やだぁ',
    'だめぇ|だめぇ',
    'まってぇ|まってぇ',
    'こわぁい|こわぁい',
    'つめたぁい|つめたぁい',
    'ねむぅい|ねむぅい',
    'ばーんと開けた|ばーん|と|開けた',
    'ずーっと待ってた|ずーっと|待ってた',
    'ぼーっとしてた|ぼーっと|してた',
    'すーっと消えた|すーっと|消えた',
    'ドカーンと落ちた|ドカーン|と|落ちた',
    'ぱーっと遊ぼう|ぱーっと|遊ぼう',
    'しーんとした教室|しーん|と|した|教室',
    'ユイちゃん、おはよう|ユイ|ちゃん|おはよう',
    'アリスさんが来た|アリス|さん|が|来た',
    'マリア様のお告げ|マリア|様|の|お告げ',
    'ミクちゃんの歌|ミク|ちゃん|の|歌',
    'ソラくんは強い|ソラ|くん|は|強い',
    'レオンさん、こっち|レオン|さん|こっち',
    'カズマさん、助けて|カズマ|さん|助けて',
    'リナちゃんと遊ぶ|リナ|ちゃん|と|遊ぶ',
    'タケシくんのお母さん|タケシ|くん|の|お母さん',
    'ねこがさんびき|ねこ|が|さんびき',
    'ほんをよんさつ|ほん|を|よんさつ',
    'えんぴつをごほん|えんぴつ|を|ごほん',
    'さんかいも言った|さんかい|も|言った',
    'ひゃくえんちょうだい|ひゃくえん|ちょうだい',
    'かみをにまい|かみ|を|にまい',
    'りんごをいっこ|りんご|を|いっこ',
    '三十二三人いた|三十二三人|いた',
    '七八人で来た|七八人|で|来た',
    '二三日前に|二三日|前|に',
    '一二年経った|一二年|経った',
    '五百人の兵|五百人|の|兵',
    '十万円の時計|十万円|の|時計',
    'かぎをなくした|かぎ|を|なくした',
    'こわれたのをなおした|こわれた|の|を|なおした',
    'ほんをかえした|ほん|を|かえした',
    'ねこをさがしてる|ねこ|を|さがしてる',
    'いっしょにはなそう|いっしょに|はなそう',
    'かばんをおいてきた|かばん|を|おいてきた',
    'でんきをけして|でんき|を|けして',
    'そんなの知らねーよ|そんな|の|知らねー|よ',
    'やべー、遅刻する|やべー|遅刻する',
    'うるせーな|うるせー|な',
    'ちげーよ|ちげー|よ',
    'わかんねえよ|わかんねえ|よ',
    '見てらんねえ|見てらんねえ',
    '行っちまった|行っちまった',
    'やっちまえ|やっちまえ',
    'なにやってんの|なに|やってん|の',
    'どこ行くんだよ|どこ|行く|んだ|よ',
    'しょうがねえな|しょうがねえ|な',
    'すっげー楽しかった|すっげー|楽しかった',
    'まじやばいって|まじ|やばい|って',
    '言っとくけど|言っとくけど',
    '来ちゃダメ|来ちゃ|ダメ',
    'そうじゃねえよ|そう|じゃねえ|よ',
    'いいってことよ|いい|って|こと|よ',
    '覚えてやがれ|覚えてやがれ',
    '貴様、何者だ|貴様|何者|だ',
    'この俺様に勝てると思うな|この|俺様|に|勝てる|と|思う|な',
    'お兄ちゃん、起きて|お兄ちゃん|起きて',
    'お嬢様、お茶です|お嬢様|お茶|です',
    '拙者が参る|拙者|が|参る',
    'わらわに逆らうのか|わらわ|に|逆らう|のか',
    '先輩って優しいんですね|先輩|って|優しい|んです|ね',
    '山田花子さん|山田花子|さん',
    '田中まりあです|田中まりあ|です',
    '佐藤くんと鈴木さん|佐藤|くん|と|鈴木|さん',
    '吉田先生がお呼びです|吉田|先生|が|お呼び|です',
    '桜井さん、大丈夫ですか|桜井|さん|大丈夫|ですか',
    'リュウくんのお兄さん|リュウ|くん|の|お兄さん',
    'エレンさん、こんにちは|エレン|さん|こんにちは',
    'セバスチャン、紅茶を|セバスチャン|紅茶|を',
    'ルナ様のご命令です|ルナ|様|の|ご|命令|です',
    'ユウキくんの家|ユウキ|くん|の|家',
    '三百六十五日|三百六十五日',
    '千九百八十四年|千九百八十四年',
    '二、三人来た|二|三人|来た',
    '十数人が集まった|十数人|が|集まった',
    '二十一世紀|二十一世紀',
    '一人ひとりの力|一人ひとり|の|力',
    '３時半に会おう|３時半|に|会おう',
    '一時半に起きた|一時半|に|起きた',
    '泣き崩れた|泣き崩れた',
    '言いかけてやめた|言いかけてやめた',
    '書き上げました|書き上げました',
    '読み終えたら返して|読み|終えたら|返して',
    '申し上げます|申し上げます',
    'おっしゃる通りです|おっしゃる通り|です',
    'お待たせしました|お待たせしました',
    'よろしければどうぞ|よろしければ|どうぞ',
    '笑ってやがる|笑ってやがる',
    'やべー|やべー',
    'すげー|すげー',
    'うめー|うめー',
    'たけー|たけー',
    'シンジくん|シンジ|くん',
    'レイちゃん|レイ|ちゃん',
    'サクラさん|サクラ|さん',
    'ナルトくん|ナルト|くん',
    'ヒナタ様|ヒナタ|様',
    'ソフィアさん|ソフィア|さん',
    'コナンくん|コナン|くん',
    'ルフィさん|ルフィ|さん',
    'ゾロくん|ゾロ|くん',
    'ミナミちゃん|ミナミ|ちゃん',
    'お目にかかる|お目にかかる',
    'えへへ、照れるな|えへへ|照れる|な',
    'うふふ、秘密|うふふ|秘密',
    'あはは、おかしい|あはは|おかしい',
    'うわぁ、すごい|うわぁ|すごい',
    'ええっ、本当に|ええっ|本当に',
    'むぅ、ずるい|むぅ|ずるい',
    'はぁ、疲れた|はぁ|疲れた',
    '手紙をなくしちゃいました|手紙|を|なくしちゃいました',
    '電気をけしちゃった|電気|を|けしちゃった',
    'ゲームをなおしちゃった|ゲーム|を|なおしちゃった',
    'ぎゅっと抱きしめた|ぎゅっと|抱きしめた',
    'じーっと見てる|じーっと|見てる',
    'どーんと構えて|どーん|と|構えて',
    'ばーんと撃った|ばーん|と|撃った',
    'ぽーんと投げた|ぽーん|と|投げた',
    'さっさと片付けろ|さっさと|片付けろ',
    'ぐずぐずするな|ぐずぐず|する|な',
    'もぐもぐ食べてる|もぐもぐ|食べてる',
    'ぺこりと頭を下げた|ぺこり|と|頭を下げた',
    'ぼんやりしてた|ぼんやりしてた',
    'にやにやしないで|にやにや|しないで',
    '勘弁してくれよ|勘弁してくれ|よ',
    '助かったぜ|助かった|ぜ',
    '頼んだぞ|頼んだ|ぞ',
    '黙ってろよ|黙ってろ|よ',
    '行ってくるね|行ってくる|ね',
    'ただいまー|ただいまー',
    'おかえりー|おかえりー',
    'いただきまーす|いただきまーす',
    'ごちそうさまでした|ごちそうさまでした',
    'おやすみー|おやすみー',
    '早くしてよぉ|早く|して|よ',
    '待ってよぉ|待って|よ',
    '眠いよぉ|眠い|よ',
    'お願いだよぉ|お願い|だ|よ',
  ]),
);

table('a sentence-final particle said longer is the particle, the stretch tone', [
  { text: '早く来いよー', words: ['早く', '来い', 'よ'], forms: { よ: 'よ' } },
  { text: 'もう帰るねー', words: ['もう', '帰る', 'ね'] },
  { text: 'ちゃんと聞いてよー', words: ['ちゃんと', '聞いて', 'よ'] },
]);

table('a katakana word IPADIC does not know before a title is a name', [
  { text: 'コウタくんが来た', words: ['コウタ', 'くん', 'が', '来た'] },
  { text: 'ミズホさんの家', words: ['ミズホ', 'さん', 'の', '家'] },
]);

table('a small vowel that repeats the kana before it stretches the word', [
  { text: 'これ、たかぁい', words: ['これ', 'たかぁい'], forms: { たかぁい: 'たかい' } },
  { text: 'もう、ねむいぃ', words: ['もう', 'ねむいぃ'] },
  { text: 'やっぱりこわいぃ', words: ['やっぱり', 'こわいぃ'] },
]);

table('やがる after て is one word with its verb, its imperative やがれ too', [
  { text: '黙って見てやがれ', words: ['黙って', '見てやがれ'], forms: { 見てやがれ: '見る' } },
  { text: '偉そうに座ってやがる', words: ['偉そう', 'に', '座ってやがる'] },
]);

table('IPADIC’s rare reading of a noun spelled alike gives way to the common entry', [
  { text: '夜中まで起きていた', words: ['夜中', 'まで', '起きていた'], ids: { 夜中: 1536930 } },
  { text: '大分寒くなった', words: ['大分', '寒く', 'なった'], ids: { 大分: 1414920 } },
  { text: '指に火傷を負った', words: ['指', 'に', '火傷', 'を', '負った'], ids: { 火傷: 1577310 } },
  // IPADIC's reading with a tag of its own gives way only to an entry tagged higher and ranked
  // twice as often: 大勢 たいせい (news1) to おおぜい, 堪能 かんのう to たんのう; 人気 にんき stays.
  {
    text: '駅に大勢の客が来た',
    words: ['駅', 'に', '大勢', 'の', '客', 'が', '来た'],
    ids: { 大勢: 1414220 },
  },
  {
    text: '彼女は語学に堪能だ',
    words: ['彼女', 'は', '語学', 'に', '堪能', 'だ'],
    ids: { 堪能: 1211370 },
  },
  // A rank shared with the common form is the spelling's: 間中 まなか gives way to あいだじゅう.
  {
    text: '休みの間中遊んでいた',
    words: ['休み', 'の', '間中', '遊んでいた'],
    ids: { 間中: 1215610 },
  },
  { text: 'あの歌手は人気だ', words: ['あの', '歌手', 'は', '人気', 'だ'], ids: { 人気: 1367010 } },
]);

table('an interjection IPADIC cuts into scraps is one word where it stands alone', [
  {
    text: 'おっと、傘を忘れた',
    words: ['おっと', '傘', 'を', '忘れた'],
    forms: { おっと: 'おっと' },
  },
  { text: 'いやはや、暑い日だ', words: ['いやはや', '暑い', '日', 'だ'] },
]);

table('なくす in kana before ちゃう or ちまう is the verb, not the adjective なく and する', [
  {
    text: '財布もなくしちゃったよ',
    words: ['財布', 'も', 'なくしちゃった', 'よ'],
    forms: { なくしちゃった: 'なくす' },
  },
  { text: 'スマホをなくしちゃって', words: ['スマホ', 'を', 'なくしちゃって'] },
  {
    text: '傘もなくしちまった',
    words: ['傘', 'も', 'なくしちまった'],
    forms: { なくしちまった: 'なくす' },
  },
  { text: '仕方なくしちゃった', words: ['仕方なく', 'しちゃった'] },
]);

table('the contracted imperative とけ before って is not と and 蹴って', [
  { text: 'ここは俺に任せとけって', words: ['ここ', 'は', '俺', 'に', '任せとけ', 'って'] },
  {
    text: 'やめとけって言ったのに',
    words: ['やめとけ', 'って', '言った', 'のに'],
    forms: { やめとけ: 'やめる' },
  },
  {
    text: '窓を開けとけって',
    words: ['窓', 'を', '開けとけ', 'って'],
    forms: { 開けとけ: '開ける' },
  },
  { text: 'ボールをそっとけって', words: ['ボール', 'を', 'そっと', 'けって'] },
]);

table('a kana number IPADIC reads as a particle, after a particle or at the start, is counted', [
  { text: 'むすめはにさいになった', words: ['むすめ', 'は', 'にさい', 'に', 'なった'] },
  { text: 'えんぴつをにほんかった', words: ['えんぴつ', 'を', 'にほん', 'かった'] },
  { text: 'ににんはかえった', words: ['ににん', 'は', 'かえった'] },
  { text: 'かれにほんをかした', words: ['かれ', 'に', 'ほん', 'を', 'かした'] },
]);

table('an auxiliary after a bare number is the auxiliary, not a counter spelled alike', [
  { text: '値段は百だ', words: ['値段', 'は', '百', 'だ'], ids: { 百: 1488000, だ: 2089020 } },
  { text: '答えは三だよ', words: ['答え', 'は', '三', 'だ', 'よ'] },
  { text: '彼は二十だった', words: ['彼', 'は', '二十', 'だった'] },
  { text: '会費は千です', words: ['会費', 'は', '千', 'です'] },
]);

table('a kana-and-kanji spelling several nouns share takes the best scored of them', [
  {
    text: '朝の空気はそう快だ',
    words: ['朝', 'の', '空気', 'は', 'そう快', 'だ'],
    ids: { そう快: 1399530 },
  },
  {
    text: 'そう快な汗をかいた',
    words: ['そう快な', '汗をかいた'],
    ids: { そう快な: 1399530 },
  },
]);

table('seg16: ちゃう/じゃう and ちまう chains are one word with their verb', [
  { text: '宿題を忘れちゃった', words: ['宿題', 'を', '忘れちゃった'] },
  { text: 'ケーキを全部食べちゃったの', words: ['ケーキ', 'を', '全部', '食べちゃった', 'の'] },
  { text: 'もう寝ちゃうよ', words: ['もう', '寝ちゃう', 'よ'] },
  { text: 'つい笑っちゃった', words: ['つい', '笑っちゃった'] },
  { text: 'そんなこと言っちゃだめだよ', words: ['そんな', 'こと', '言っちゃ', 'だめ', 'だ', 'よ'] },
  { text: '電車に乗り遅れちゃう', words: ['電車', 'に', '乗り遅れちゃう'] },
  { text: '彼は帰っちゃったみたい', words: ['彼', 'は', '帰っちゃった', 'みたい'] },
  { text: '財布を落としちゃってさ', words: ['財布', 'を', '落としちゃって', 'さ'] },
  { text: 'また間違えちゃいました', words: ['また', '間違えちゃいました'] },
  { text: '全部読んじゃった', words: ['全部', '読んじゃった'] },
  { text: 'お酒を飲んじゃだめ', words: ['お酒', 'を', '飲んじゃ', 'だめ'] },
  { text: '犬が死んじゃった', words: ['犬', 'が', '死んじゃった'] },
  { text: '急いで行かなきゃ遅れちゃう', words: ['急いで行かなきゃ', '遅れちゃう'] },
  { text: 'ボタンを押しちゃったかも', words: ['ボタン', 'を', '押しちゃった', 'かも'] },
  { text: '寝坊しちゃった', words: ['寝坊', 'しちゃった'] },
  { text: '好きになっちゃった', words: ['好きになっちゃった'] },
  { text: '泣いちゃうかもしれない', words: ['泣いちゃう', 'かもしれない'] },
  { text: 'あの映画もう見ちゃった', words: ['あの', '映画', 'もう', '見ちゃった'] },
  { text: '話しちゃおうかな', words: ['話しちゃおう', 'かな'] },
  { text: '知らないうちに眠っちゃってた', words: ['知らないうちに', '眠っちゃってた'] },
  { text: '手紙を捨てちゃったんだ', words: ['手紙', 'を', '捨てちゃった', 'んだ'] },
  { text: '遊んじゃおうよ', words: ['遊んじゃおう', 'よ'] },
  { text: '気にしちゃうタイプなんです', words: ['気にしちゃう', 'タイプ', 'なんです'] },
  { text: '早く食べちまえよ', words: ['早く', '食べちまえ', 'よ'] },
  { text: '全部忘れちまった', words: ['全部', '忘れちまった'] },
  { text: 'あいつ行っちまった', words: ['あいつ', '行っちまった'] },
  { text: '金を使っちまった', words: ['金を使っちまった'] },
  { text: '飲んじまったものは仕方ない', words: ['飲んじまった', 'もの', 'は', '仕方ない'] },
  { text: '気づいちゃった', words: ['気づいちゃった'] },
  { text: '会いたくなっちゃう', words: ['会いたく', 'なっちゃう'] },
  { text: '好きになっちゃいそう', words: ['好きになっちゃいそう'] },
  { text: '怒られちゃった', words: ['怒られちゃった'] },
  { text: 'バレちゃった', words: ['バレちゃった'] },
  { text: '忘れられちゃう', words: ['忘れられちゃう'] },
  { text: '待たされちゃった', words: ['待たされちゃった'] },
  { text: '言わされちゃった', words: ['言わされちゃった'] },
  { text: '転んじゃって痛い', words: ['転んじゃって', '痛い'] },
  { text: '寝落ちしちゃった', words: ['寝落ち', 'しちゃった'] },
  { text: 'つい買っちゃいました', words: ['つい', '買っちゃいました'] },
  { text: '言っちゃえよ', words: ['言っちゃえ', 'よ'] },
  { text: 'やっちゃえ', words: ['やっちゃえ'] },
  { text: '行っちゃえばいいのに', words: ['行っちゃえば', 'いい', 'のに'] },
  { text: 'あーあ割れちゃった', words: ['あーあ', '割れちゃった'] },
  { text: 'もう始まっちゃってる', words: ['もう', '始まっちゃってる'] },
  { text: '慣れちゃった', words: ['慣れちゃった'] },
  { text: 'びっくりしちゃった', words: ['びっくりしちゃった'] },
  { text: '寝ちゃダメ', words: ['寝ちゃ', 'ダメ'] },
  { text: '泣いちゃいました', words: ['泣いちゃいました'] },
  { text: '飲みすぎちゃって', words: ['飲みすぎちゃって'] },
  { text: '読み終わっちゃった', words: ['読み終わっちゃった'] },
  { text: '消えちゃえ', words: ['消えちゃえ'] },
  { text: '行っちゃおっか', words: ['行っちゃおっ', 'か'] },
  { text: '死んじゃってさ', words: ['死んじゃって', 'さ'] },
  { text: '飛んじゃった', words: ['飛んじゃった'] },
  { text: '呼んじゃおう', words: ['呼んじゃおう'] },
]);

table("seg16: the appearance そう joins its verb or adjective (and たい's stem: 言いたそうな)", [
  { text: '雨が降りそうだ', words: ['雨', 'が', '降りそう', 'だ'] },
  { text: 'このケーキ美味しそうですね', words: ['この', 'ケーキ', '美味しそう', 'です', 'ね'] },
  { text: '今にも泣きそうな顔', words: ['今にも', '泣きそう', 'な', '顔'] },
  { text: '難しそうな問題', words: ['難しそう', 'な', '問題'] },
  { text: '楽しそうに笑っている', words: ['楽しそう', 'に', '笑っている'] },
  { text: '落ちそうになった', words: ['落ちそう', 'に', 'なった'] },
  { text: '強そうな犬', words: ['強そう', 'な', '犬'] },
  { text: '壊れそうだから気をつけて', words: ['壊れそう', 'だから', '気をつけて'] },
  { text: 'よさそうな店', words: ['よさそう', 'な', '店'] },
  { text: 'あの人は優しそう', words: ['あの人', 'は', '優しそう'] },
  { text: '眠たそうな目', words: ['眠たそう', 'な', '目'] },
  { text: '忙しそうですね', words: ['忙しそう', 'です', 'ね'] },
  { text: 'できそうな気がする', words: ['できそう', 'な', '気がする'] },
  { text: 'うまくいきそうだ', words: ['うまくいきそう', 'だ'] },
  { text: '今日は雨が降らなさそう', words: ['今日', 'は', '雨が降らなさそう'] },
  { text: 'なんだか眠くなりそう', words: ['なんだか', '眠く', 'なりそう'] },
  { text: '死にそうな顔をしている', words: ['死にそう', 'な', '顔', 'を', 'している'] },
  { text: '面白そうじゃん', words: ['面白そう', 'じゃん'] },
  { text: '美味しそうだったのに', words: ['美味しそう', 'だった', 'のに'] },
  { text: '怖そうな先生', words: ['怖そう', 'な', '先生'] },
  { text: '転びそうになった', words: ['転びそう', 'に', 'なった'] },
  { text: '泣き出しそうな空', words: ['泣き出しそう', 'な', '空'] },
  { text: '遅れそうです', words: ['遅れそう', 'です'] },
  { text: '負けそう', words: ['負けそう'] },
  { text: '今にも雨が降り出しそうだ', words: ['今にも', '雨', 'が', '降り出しそう', 'だ'] },
  { text: '話が長くなりそうだ', words: ['話', 'が', '長く', 'なりそう', 'だ'] },
  { text: '彼ならやりそうだ', words: ['彼', 'なら', 'やりそう', 'だ'] },
  { text: 'あの店は高そう', words: ['あの', '店', 'は', '高そう'] },
  { text: 'いい天気になりそうだ', words: ['いい', '天気', 'に', 'なりそう', 'だ'] },
  { text: 'ボールが飛んで来そう', words: ['ボール', 'が', '飛んで', '来そう'] },
  { text: '痛そう', words: ['痛そう'] },
  { text: '悲しそうな声', words: ['悲しそう', 'な', '声'] },
  { text: '寂しそうに笑った', words: ['寂しそう', 'に', '笑った'] },
  { text: '言いたそうな顔', words: ['言いたそう', 'な', '顔'] },
]);

table('seg16: すぎる and ながら join their verb', [
  { text: '昨日は飲みすぎた', words: ['昨日', 'は', '飲みすぎた'] },
  { text: 'この部屋は暑すぎる', words: ['この', '部屋', 'は', '暑すぎる'] },
  { text: '食べすぎちゃった', words: ['食べすぎちゃった'] },
  { text: 'この問題は難しすぎる', words: ['この', '問題', 'は', '難しすぎる'] },
  { text: '考えすぎだよ', words: ['考えすぎ', 'だ', 'よ'] },
  { text: '値段が高すぎて買えない', words: ['値段', 'が', '高すぎて', '買えない'] },
  { text: 'それは言いすぎだろう', words: ['それ', 'は', '言いすぎ', 'だろう'] },
  { text: 'ゲームをやりすぎるな', words: ['ゲーム', 'を', 'やりすぎる', 'な'] },
  { text: '静かすぎる夜', words: ['静か', 'すぎる', '夜'] },
  { text: '寝すぎて頭が痛い', words: ['寝すぎて', '頭が痛い'] },
  { text: 'この靴は大きすぎます', words: ['この', '靴', 'は', '大きすぎます'] },
  { text: '働きすぎないように', words: ['働きすぎない', 'ように'] },
  { text: 'ちょっと遅すぎたね', words: ['ちょっと', '遅すぎた', 'ね'] },
  { text: '音楽を聞きながら勉強する', words: ['音楽', 'を', '聞きながら', '勉強する'] },
  { text: '歩きながら話そう', words: ['歩きながら', '話そう'] },
  { text: '泣きながら謝った', words: ['泣きながら', '謝った'] },
  {
    text: 'テレビを見ながらご飯を食べる',
    words: ['テレビ', 'を', '見ながら', 'ご飯', 'を', '食べる'],
  },
  { text: '笑いながら手を振った', words: ['笑いながら', '手を振った'] },
  { text: '残念ながら行けません', words: ['残念ながら', '行けません'] },
  { text: '歌いながら料理を作る', words: ['歌いながら', '料理', 'を', '作る'] },
  { text: '知っていながら黙っていた', words: ['知っていながら', '黙っていた'] },
  { text: '考えながら歩いた', words: ['考えながら', '歩いた'] },
  { text: '寝すぎた', words: ['寝すぎた'] },
  { text: '言いすぎちゃった', words: ['言いすぎちゃった'] },
  { text: '甘すぎるよ', words: ['甘すぎる', 'よ'] },
  { text: '遠すぎて行けない', words: ['遠すぎて', '行けない'] },
  { text: '食べすぎないでね', words: ['食べすぎないで', 'ね'] },
  { text: '多すぎ', words: ['多すぎ'] },
  { text: '早すぎるだろ', words: ['早すぎる', 'だろ'] },
  { text: '使いすぎて壊れた', words: ['使いすぎて', '壊れた'] },
  { text: '食べながら話さないで', words: ['食べながら', '話さないで'] },
  { text: '走りながら歌った', words: ['走りながら', '歌った'] },
  { text: '寝ながら考えた', words: ['寝ながら', '考えた'] },
  { text: '笑いながら怒る', words: ['笑いながら', '怒る'] },
  { text: '悩みながら決めた', words: ['悩みながら', '決めた'] },
]);

table('seg16: causative and causative-passive forms are one word', [
  { text: '母に野菜を食べさせられた', words: ['母', 'に', '野菜', 'を', '食べさせられた'] },
  { text: '作文を書かされた', words: ['作文', 'を', '書かされた'] },
  { text: '一時間も待たされた', words: ['一時間', 'も', '待たされた'] },
  { text: '先輩に酒を飲まされた', words: ['先輩', 'に', '酒', 'を', '飲まされた'] },
  { text: '毎日掃除をさせられる', words: ['毎日', '掃除', 'を', 'させられる'] },
  { text: '無理やり歌わされた', words: ['無理やり', '歌わされた'] },
  { text: '子供に本を読ませる', words: ['子供', 'に', '本', 'を', '読ませる'] },
  { text: '彼を泣かせちゃった', words: ['彼', 'を', '泣かせちゃった'] },
  { text: '部長に残業させられた', words: ['部長', 'に', '残業させられた'] },
  { text: '宿題をやらされている', words: ['宿題', 'を', 'やらされている'] },
  { text: '走らせられるのは嫌だ', words: ['走らせられる', 'の', 'は', '嫌', 'だ'] },
  { text: '弟に行かせた', words: ['弟', 'に', '行かせた'] },
  { text: '私に払わせてください', words: ['私', 'に', '払わせてください'] },
  { text: '朝から並ばされた', words: ['朝', 'から', '並ばされた'] },
  { text: '笑わせないでよ', words: ['笑わせないで', 'よ'] },
  { text: '親に結婚させられた', words: ['親', 'に', '結婚させられた'] },
  { text: '上司に謝らされた', words: ['上司', 'に', '謝らされた'] },
  { text: '何度も言わされた', words: ['何度も', '言わされた'] },
  { text: 'ピーマンを食べさせられて泣いた', words: ['ピーマン', 'を', '食べさせられて', '泣いた'] },
  { text: '勉強させられるのが嫌い', words: ['勉強させられる', 'の', 'が', '嫌い'] },
  { text: '立たされた', words: ['立たされた'] },
  { text: '走らされて疲れた', words: ['走らされて', '疲れた'] },
  { text: '考えさせられる話だ', words: ['考えさせられる', '話', 'だ'] },
  { text: '待たせちゃってごめん', words: ['待たせちゃって', 'ごめん'] },
  { text: '休ませてもらった', words: ['休ませてもらった'] },
  { text: '歌わせてくれ', words: ['歌わせてくれ'] },
  { text: '読まされ続けた', words: ['読まされ', '続けた'] },
  { text: '宿題をさせられた', words: ['宿題', 'を', 'させられた'] },
  { text: '着替えさせられた', words: ['着替えさせられた'] },
  { text: '泣かされた', words: ['泣かされた'] },
  { text: '笑わされた', words: ['笑わされた'] },
  { text: '待たされるのは嫌い', words: ['待たされる', 'の', 'は', '嫌い'] },
  { text: '覚えさせられる', words: ['覚えさせられる'] },
  { text: '辞めさせられた', words: ['辞めさせられた'] },
  { text: '歩かされて疲れた', words: ['歩かされて', '疲れた'] },
]);

table("seg16: humble お/ご forms (ご案内します is 案内する, お電話 | します keeps JMdict's noun)", [
  { text: 'お待ちしております', words: ['お待ちしております'] },
  { text: '少々お待ちください', words: ['少々', 'お', '待ち', 'ください'] },
  { text: '後ほどお電話します', words: ['後ほど', 'お電話', 'します'] },
  { text: '資料をお送りします', words: ['資料', 'を', 'お送りします'] },
  { text: 'お荷物をお持ちします', words: ['お荷物', 'を', 'お持ちします'] },
  { text: 'ご案内します', words: ['ご', '案内します'] },
  { text: 'ご連絡いたします', words: ['ご連絡', 'いたします'] },
  { text: '先生にお会いしました', words: ['先生', 'に', 'お会いしました'] },
  { text: 'お手伝いしましょうか', words: ['お手伝いしましょう', 'か'] },
  { text: 'お届けします', words: ['お届けします'] },
  { text: 'ご説明いたします', words: ['ご説明いたします'] },
  { text: 'お預かりします', words: ['お預かりします'] },
  { text: 'お返しします', words: ['お返しします'] },
  { text: 'ご用意しました', words: ['ご用意しました'] },
]);

table('seg16: everyday sentences in kana only', [
  { text: 'きょうはとてもさむいね', words: ['きょう', 'は', 'とても', 'さむい', 'ね'] },
  { text: 'あしたまたあそぼう', words: ['あした', 'また', 'あそぼう'] },
  { text: 'おなかがすいた', words: ['おなかがすいた'] },
  { text: 'ねこがねている', words: ['ねこ', 'が', 'ねている'] },
  { text: 'はやくおいで', words: ['はやく', 'おいで'] },
  { text: 'ちょっとまって', words: ['ちょっと', 'まって'] },
  { text: 'ありがとうございます', words: ['ありがとうございます'] },
  { text: 'どうしてなの', words: ['どうして', 'なの'] },
  { text: 'いっしょにかえろう', words: ['いっしょに', 'かえろう'] },
  { text: 'ごはんまだ', words: ['ごはん', 'まだ'] },
  { text: 'やっぱりだめだ', words: ['やっぱり', 'だめ', 'だ'] },
  { text: 'すごくきれいだね', words: ['すごく', 'きれい', 'だ', 'ね'] },
  { text: 'ぜんぜんわからない', words: ['ぜんぜん', 'わからない'] },
  { text: 'もっとゆっくりはなして', words: ['もっと', 'ゆっくり', 'はなして'] },
  { text: 'うれしいな', words: ['うれしい', 'な'] },
  { text: 'ほんとうにごめんね', words: ['ほんとうに', 'ごめん', 'ね'] },
  { text: 'ここにすわってもいい', words: ['ここ', 'に', 'すわって', 'も', 'いい'] },
  { text: 'おもしろかった', words: ['おもしろかった'] },
  { text: 'あたまがいたい', words: ['あたまがいたい'] },
  { text: 'みずをください', words: ['みず', 'を', 'ください'] },
  { text: 'いぬとさんぽした', words: ['いぬ', 'と', 'さんぽした'] },
  { text: 'まだねむい', words: ['まだ', 'ねむい'] },
  { text: 'なにもしらない', words: ['なにも', 'しらない'] },
  { text: 'たぶんだいじょうぶだよ', words: ['たぶん', 'だいじょうぶ', 'だ', 'よ'] },
  { text: 'こわかったね', words: ['こわかった', 'ね'] },
  { text: 'あしたはがっこうにいく', words: ['あした', 'は', 'がっこう', 'に', 'いく'] },
  { text: 'ともだちとあそんだ', words: ['ともだち', 'と', 'あそんだ'] },
  { text: 'おかあさんにおこられた', words: ['おかあさん', 'に', 'おこられた'] },
  { text: 'せんせいがきた', words: ['せんせい', 'が', 'きた'] },
  { text: 'でんしゃにのった', words: ['でんしゃ', 'に', 'のった'] },
  { text: 'くるまがとまった', words: ['くるま', 'が', 'とまった'] },
  { text: 'かさをわすれた', words: ['かさ', 'を', 'わすれた'] },
  { text: 'そらがあおい', words: ['そら', 'が', 'あおい'] },
  { text: 'さかなをたべた', words: ['さかな', 'を', 'たべた'] },
  { text: 'にわであそぼう', words: ['にわ', 'で', 'あそぼう'] },
  { text: 'てがみをかいた', words: ['てがみ', 'を', 'かいた'] },
  { text: 'うみにいきたい', words: ['うみ', 'に', 'いきたい'] },
  { text: 'おとうとがないている', words: ['おとうと', 'が', 'ないている'] },
  { text: 'ほんをよんだ', words: ['ほん', 'を', 'よんだ'] },
  { text: 'やまにのぼった', words: ['やま', 'に', 'のぼった'] },
]);

table('seg16: numbers with their counters', [
  { text: '猫が三匹いる', words: ['猫', 'が', '三匹', 'いる'] },
  { text: '本を2冊買った', words: ['本', 'を', '2冊', '買った'] },
  { text: 'これで2冊目だ', words: ['これで', '2冊目', 'だ'] },
  { text: '十五分待って', words: ['十五分', '待って'] },
  { text: 'あと五分だけ', words: ['あと', '五分', 'だけ'] },
  { text: 'りんごを三つください', words: ['りんご', 'を', '三つ', 'ください'] },
  { text: '三人で行こう', words: ['三人', 'で', '行こう'] },
  { text: '二階にある', words: ['二階', 'に', 'ある'] },
  { text: '五回目の挑戦', words: ['五回目', 'の', '挑戦'] },
  { text: 'コーヒーを二杯飲んだ', words: ['コーヒー', 'を', '二杯', '飲んだ'] },
  { text: '七時に起きた', words: ['七時', 'に', '起きた'] },
  { text: '3日かかった', words: ['3日', 'かかった'] },
  { text: '一週間ぶりだね', words: ['一週間', 'ぶり', 'だ', 'ね'] },
  { text: '10分で着く', words: ['10分', 'で', '着く'] },
  { text: '車が二台ある', words: ['車', 'が', '二台', 'ある'] },
  { text: '一枚ちょうだい', words: ['一枚', 'ちょうだい'] },
  { text: '四月から大学生です', words: ['四月', 'から', '大学生', 'です'] },
  { text: '三年生になった', words: ['三年生', 'に', 'なった'] },
  { text: '鉛筆が５本ある', words: ['鉛筆', 'が', '５本', 'ある'] },
  { text: '百円しかない', words: ['百円', 'しかない'] },
  { text: '千円貸して', words: ['千円', '貸して'] },
  { text: '二番目の兄', words: ['二番目', 'の', '兄'] },
  { text: '一度だけ会った', words: ['一度だけ', '会った'] },
  { text: '六歳の時', words: ['六歳', 'の', '時'] },
  { text: 'さんにんであそぼう', words: ['さんにん', 'で', 'あそぼう'] },
  { text: '八時半に会おう', words: ['八時半', 'に', '会おう'] },
  { text: '3回も言った', words: ['3回', 'も', '言った'] },
  { text: '２匹目の猫', words: ['２匹目', 'の', '猫'] },
  { text: '十個ある', words: ['十個', 'ある'] },
  { text: 'ねこがさんびきいる', words: ['ねこ', 'が', 'さんびき', 'いる'] },
  { text: 'りんごをよっつたべた', words: ['りんご', 'を', 'よっつ', 'たべた'] },
  { text: 'ごふんまって', words: ['ごふん', 'まって'] },
  { text: '三冊目の本', words: ['三冊目', 'の', '本'] },
  { text: '4匹の子猫', words: ['4匹', 'の', '子猫'] },
  { text: '２時間も待った', words: ['２時間', 'も', '待った'] },
  { text: '五人目の客', words: ['五人目', 'の', '客'] },
  { text: '一人で行く', words: ['一人', 'で', '行く'] },
  { text: '二人とも来た', words: ['二人', 'とも', '来た'] },
  { text: '百人くらいいた', words: ['百人', 'くらい', 'いた'] },
  { text: '12時に寝た', words: ['12時', 'に', '寝た'] },
  { text: '十匹目', words: ['十匹目'] },
  { text: '三杯目のコーヒー', words: ['三杯目', 'の', 'コーヒー'] },
  { text: '20歳になった', words: ['20歳', 'に', 'なった'] },
  { text: '3つ目の駅', words: ['3つ', '目', 'の', '駅'] },
  { text: '三匹目の猫', words: ['三匹目', 'の', '猫'] },
  { text: '一冊ずつ読む', words: ['一冊', 'ずつ', '読む'] },
  { text: '二十分待った', words: ['二十分', '待った'] },
  { text: '五十人も来た', words: ['五十人', 'も', '来た'] },
  { text: '三日後に', words: ['三日', '後', 'に'] },
  { text: '九時半', words: ['九時半'] },
  { text: '1回目の試験', words: ['1回目', 'の', '試験'] },
  { text: '7冊目', words: ['7冊目'] },
  { text: '十五分遅れた', words: ['十五分', '遅れた'] },
  { text: '二匹の犬', words: ['二匹', 'の', '犬'] },
  { text: '２人で行った', words: ['２人', 'で', '行った'] },
  { text: '四つ目の角', words: ['四つ目', 'の', '角'] },
  { text: '三杯も食べた', words: ['三杯', 'も', '食べた'] },
  { text: '十回以上', words: ['十回', '以上'] },
  { text: '五本ください', words: ['五本', 'ください'] },
]);

table('seg16: names with titles (hiragana given names IPADIC cuts: ゆい | ちゃん, はると | くん)', [
  { text: '田中さんは来ますか', words: ['田中', 'さん', 'は', '来ます', 'か'] },
  { text: '山田くんが呼んでる', words: ['山田', 'くん', 'が', '呼んでる'] },
  { text: '花子ちゃんかわいい', words: ['花子', 'ちゃん', 'かわいい'] },
  { text: '鈴木先生に聞いた', words: ['鈴木', '先生', 'に', '聞いた'] },
  { text: '佐藤さんの家', words: ['佐藤', 'さん', 'の', '家'] },
  { text: '太郎くんと遊んだ', words: ['太郎', 'くん', 'と', '遊んだ'] },
  { text: 'さくらちゃんおはよう', words: ['さくら', 'ちゃん', 'おはよう'] },
  { text: 'ゆうきくんまたね', words: ['ゆうき', 'くん', 'またね'] },
  { text: '健太が来た', words: ['健太', 'が', '来た'] },
  { text: '高橋さんに会った', words: ['高橋', 'さん', 'に', '会った'] },
  { text: '美咲ちゃんはどこ', words: ['美咲', 'ちゃん', 'は', 'どこ'] },
  { text: '翔太くんの番だよ', words: ['翔太', 'くん', 'の', '番', 'だ', 'よ'] },
  { text: '中村さんお疲れ様です', words: ['中村', 'さん', 'お疲れ様', 'です'] },
  { text: 'あかりちゃん待って', words: ['あかり', 'ちゃん', '待って'] },
  { text: '伊藤部長が呼んでる', words: ['伊藤', '部長', 'が', '呼んでる'] },
  { text: '渡辺さんありがとう', words: ['渡辺', 'さん', 'ありがとう'] },
  { text: 'ケンジくん遅いよ', words: ['ケンジ', 'くん', '遅い', 'よ'] },
  { text: '小林くんって誰', words: ['小林', 'くん', 'って', '誰'] },
  { text: 'まゆちゃんも行く', words: ['まゆ', 'ちゃん', 'も', '行く'] },
  { text: 'ゆいちゃんが来た', words: ['ゆい', 'ちゃん', 'が', '来た'] },
  { text: 'はるとくんと遊んだ', words: ['はると', 'くん', 'と', '遊んだ'] },
  { text: 'ゆーとくんが来た', words: ['ゆーと', 'くん', 'が', '来た'] },
  { text: 'みさきさんに会った', words: ['みさき', 'さん', 'に', '会った'] },
  { text: 'けんたくんが泣いた', words: ['けんた', 'くん', 'が', '泣いた'] },
  { text: 'あやかちゃんの誕生日', words: ['あやか', 'ちゃん', 'の', '誕生日'] },
  { text: 'そうたくんおはよう', words: ['そうた', 'くん', 'おはよう'] },
  { text: 'タロウくんが来た', words: ['タロウ', 'くん', 'が', '来た'] },
  { text: 'リナちゃんかわいい', words: ['リナ', 'ちゃん', 'かわいい'] },
  { text: 'マリアさんは先生です', words: ['マリア', 'さん', 'は', '先生', 'です'] },
  { text: '田中先輩が呼んでる', words: ['田中', '先輩', 'が', '呼んでる'] },
  { text: '山本君は元気です', words: ['山本', '君', 'は', '元気', 'です'] },
  { text: '佐々木さんの車', words: ['佐々木', 'さん', 'の', '車'] },
  { text: '加藤くんと話した', words: ['加藤', 'くん', 'と', '話した'] },
  { text: '斎藤様お待ちしておりました', words: ['斎藤', '様', 'お待ちしておりました'] },
  { text: '太郎君が来た', words: ['太郎', '君', 'が', '来た'] },
  { text: '翔くん待って', words: ['翔', 'くん', '待って'] },
  { text: '優ちゃんおいで', words: ['優', 'ちゃん', 'おいで'] },
  { text: 'ゆきちゃんが好き', words: ['ゆき', 'ちゃん', 'が', '好き'] },
  { text: 'みゆきさんの家', words: ['みゆき', 'さん', 'の', '家'] },
  { text: 'たかしくんが来た', words: ['たかし', 'くん', 'が', '来た'] },
  { text: 'さとしくんと遊ぶ', words: ['さとし', 'くん', 'と', '遊ぶ'] },
  { text: 'ひろしさんに聞いて', words: ['ひろし', 'さん', 'に', '聞いて'] },
  { text: 'あすかちゃんかわいい', words: ['あすか', 'ちゃん', 'かわいい'] },
  { text: 'なおきくんの番', words: ['なおき', 'くん', 'の', '番'] },
  { text: 'しんじくん乗って', words: ['しんじ', 'くん', '乗って'] },
  { text: 'ゆうたくんが泣いた', words: ['ゆうた', 'くん', 'が', '泣いた'] },
  { text: 'ともやくんと話した', words: ['ともや', 'くん', 'と', '話した'] },
  { text: 'りんちゃんおはよう', words: ['りん', 'ちゃん', 'おはよう'] },
  { text: 'かなちゃんと遊んだ', words: ['かな', 'ちゃん', 'と', '遊んだ'] },
  { text: 'こうたくん待って', words: ['こうた', 'くん', '待って'] },
  { text: 'ひなたちゃんが来た', words: ['ひなた', 'ちゃん', 'が', '来た'] },
  { text: 'まさるさんの車', words: ['まさる', 'さん', 'の', '車'] },
]);

table(
  'seg16: contracted speech (とる/どる, とけ/どけ って, てっか, ねえ after て before a particle, 来ん | な)',
  [
    { text: '読んどけって言っただろ', words: ['読んどけ', 'って', '言った', 'だろ'] },
    { text: '片付けとけよ', words: ['片付けとけ', 'よ'] },
    { text: 'やっとくね', words: ['やっとく', 'ね'] },
    { text: '覚えとけよ', words: ['覚えとけ', 'よ'] },
    { text: '見てるだけだよ', words: ['見てる', 'だけ', 'だ', 'よ'] },
    { text: '何言ってるの', words: ['何', '言ってる', 'の'] },
    { text: '知っとるよ', words: ['知っとる', 'よ'] },
    { text: 'わしは待っとる', words: ['わし', 'は', '待っとる'] },
    { text: 'まだ食べてねえよ', words: ['まだ', '食べてねえ', 'よ'] },
    { text: '全然寝てない', words: ['全然', '寝てない'] },
    { text: 'もう知らねえ', words: ['もう', '知らねえ'] },
    { text: 'わかんないよ', words: ['わかんない', 'よ'] },
    { text: '何してんの', words: ['何', 'してん', 'の'] },
    { text: '行かなきゃ', words: ['行かなきゃ'] },
    { text: '食べなきゃだめだよ', words: ['食べなきゃ', 'だめ', 'だ', 'よ'] },
    { text: 'やんなきゃいけない', words: ['やんなきゃ', 'いけない'] },
    { text: '言わなくちゃ', words: ['言わなくちゃ'] },
    { text: '書いとくから', words: ['書いとく', 'から'] },
    { text: '置いといて', words: ['置いといて'] },
    { text: '待っててね', words: ['待ってて', 'ね'] },
    { text: '聞いてたんだ', words: ['聞いてた', 'んだ'] },
    { text: 'そんなの知らん', words: ['そんな', 'の', '知らん'] },
    { text: '来んなよ', words: ['来ん', 'な', 'よ'] },
    { text: 'うるせえな', words: ['うるせえ', 'な'] },
    { text: 'すげえな', words: ['すげえ', 'な'] },
    { text: '行っとけって', words: ['行っとけ', 'って'] },
    { text: '飲んどく', words: ['飲んどく'] },
    { text: '呼んどいて', words: ['呼んどいて'] },
    { text: '取っといてよ', words: ['取っといて', 'よ'] },
    { text: 'それ知っとるで', words: ['それ', '知っとる', 'で'] },
    { text: '雨が降っとる', words: ['雨が降っとる'] },
    { text: '何読んどるの', words: ['何', '読んどる', 'の'] },
    { text: 'もう終わっとる', words: ['もう', '終わっとる'] },
    { text: 'よう見とけよ', words: ['よう', '見とけ', 'よ'] },
    {
      text: 'ちゃんと覚えとけって言ったのに',
      words: ['ちゃんと', '覚えとけ', 'って', '言った', 'のに'],
    },
    { text: 'ここに置いとけ', words: ['ここ', 'に', '置いとけ'] },
    { text: 'そこで待っとれ', words: ['そこで', '待っとれ'] },
    { text: '書いとけって言われた', words: ['書いとけ', 'って', '言われた'] },
    { text: 'まだ来てねえぞ', words: ['まだ', '来てねえ', 'ぞ'] },
    { text: '俺は何も見てねえよ', words: ['俺', 'は', '何も', '見てねえ', 'よ'] },
    { text: 'そんなの知らねえよ', words: ['そんな', 'の', '知らねえ', 'よ'] },
    { text: '行かねえよ', words: ['行かねえ', 'よ'] },
    { text: 'できねえって', words: ['できねえ', 'って'] },
    { text: 'うまくいかねえな', words: ['うまくいかねえ', 'な'] },
    { text: 'つまんねえの', words: ['つまんねえ', 'の'] },
    { text: 'わかんねえよ', words: ['わかんねえ', 'よ'] },
    { text: '何やってんだよ', words: ['何', 'やって', 'んだ', 'よ'] },
    { text: 'ふざけてんの', words: ['ふざけてん', 'の'] },
    { text: 'もう食べちまおうぜ', words: ['もう', '食べちまおう', 'ぜ'] },
    { text: '忘れちまえよ', words: ['忘れちまえ', 'よ'] },
    { text: '死んじまうぞ', words: ['死んじまう', 'ぞ'] },
    { text: 'やっちまった', words: ['やっちまった'] },
    {
      text: '言っちまったもんはしょうがない',
      words: ['言っちまった', 'もん', 'は', 'しょうがない'],
    },
    { text: '見ちゃいけない', words: ['見ちゃ', 'いけない'] },
    { text: '触っちゃだめ', words: ['触っちゃ', 'だめ'] },
    { text: '来ちゃった', words: ['来ちゃった'] },
    { text: '寝ちゃえば', words: ['寝ちゃえば'] },
    { text: '飲んじゃえ', words: ['飲んじゃえ'] },
    { text: '泣いちゃいそう', words: ['泣いちゃいそう'] },
    { text: '壊れちゃいそうだ', words: ['壊れちゃいそう', 'だ'] },
    { text: 'やめちゃおうかな', words: ['やめちゃおう', 'かな'] },
    { text: '帰っちゃおっか', words: ['帰っちゃおっ', 'か'] },
    { text: '書いちゃお', words: ['書いちゃお'] },
    { text: '笑わせんなよ', words: ['笑わせん', 'な', 'よ'] },
    { text: 'なめんなよ', words: ['なめん', 'な', 'よ'] },
    { text: 'すんなよ', words: ['すんな', 'よ'] },
    { text: '逃げんな', words: ['逃げん', 'な'] },
    { text: '取っといたよ', words: ['取っといた', 'よ'] },
    { text: '言っといて', words: ['言っといて'] },
    { text: '見とく', words: ['見とく'] },
    { text: '頼んどいたから', words: ['頼んどいた', 'から'] },
    { text: '考えとくわ', words: ['考えとく', 'わ'] },
    { text: 'ちょっと待っとって', words: ['ちょっと', '待っとって'] },
    { text: '何しとんの', words: ['何', 'しとん', 'の'] },
    { text: 'もう寝とけ', words: ['もう', '寝とけ'] },
    { text: 'あいつ何考えとんねん', words: ['あいつ', '何', '考えとん', 'ねん'] },
    { text: '早く来いって言っとけ', words: ['早く', '来い', 'って', '言っとけ'] },
    { text: 'それ貸しといて', words: ['それ', '貸しといて'] },
    { text: 'これ持っといてくれ', words: ['これ', '持っといてくれ'] },
    { text: '黙っとれ', words: ['黙っとれ'] },
    { text: '見てらんない', words: ['見てらんない'] },
    { text: 'やってらんねえ', words: ['やってらんねえ'] },
    { text: '知ってっか', words: ['知ってっ', 'か'] },
    { text: '言ってんじゃん', words: ['言ってん', 'じゃん'] },
    { text: '聞いてっから', words: ['聞いてっ', 'から'] },
    { text: 'マジかよ', words: ['マジ', 'かよ'] },
    { text: '何言ってんだか', words: ['何', '言って', 'んだ', 'か'] },
    { text: 'しょうがねえな', words: ['しょうがねえ', 'な'] },
    { text: 'わりいな', words: ['わりい', 'な'] },
    { text: 'ありえねえ', words: ['ありえねえ'] },
    { text: '来ねえのか', words: ['来ねえ', 'のか'] },
  ],
);

table('seg16: short everyday lines and dialogue', [
  { text: 'すっきりした', words: ['すっきり', 'した'] },
  { text: 'ゆっくりしてね', words: ['ゆっくり', 'して', 'ね'] },
  { text: 'どこ行くの', words: ['どこ', '行く', 'の'] },
  { text: 'これ何', words: ['これ', '何'] },
  { text: 'もう帰ろうか', words: ['もう', '帰ろう', 'か'] },
  { text: 'ちょっと待ってよ', words: ['ちょっと', '待って', 'よ'] },
  { text: 'それ本当に言ったの', words: ['それ', '本当に', '言った', 'の'] },
  { text: '別にいいけど', words: ['別にいいけど'] },
  { text: '早くしろよ', words: ['早く', 'しろ', 'よ'] },
  { text: 'マジで言ってるの', words: ['マジ', 'で', '言ってる', 'の'] },
  { text: 'ごめん遅くなった', words: ['ごめん', '遅く', 'なった'] },
  { text: 'どうしたらいいの', words: ['どうしたらいい', 'の'] },
  { text: 'いいから黙ってて', words: ['いいから', '黙ってて'] },
  { text: '俺に任せろ', words: ['俺', 'に', '任せろ'] },
  { text: '誰もいないじゃん', words: ['誰も', 'いない', 'じゃん'] },
  { text: 'これって美味しいの', words: ['これ', 'って', '美味しい', 'の'] },
  { text: '行ってくるね', words: ['行ってくる', 'ね'] },
  { text: '気をつけてね', words: ['気をつけて', 'ね'] },
  { text: '腹減った', words: ['腹減った'] },
  { text: 'もう無理', words: ['もう無理'] },
  { text: '知らなかったよ', words: ['知らなかった', 'よ'] },
  { text: 'やめてくれない', words: ['やめてくれない'] },
  { text: '見せて', words: ['見せて'] },
  { text: 'ちょっと休もうよ', words: ['ちょっと', '休もう', 'よ'] },
  { text: 'また明日', words: ['また', '明日'] },
  { text: '先に行ってて', words: ['先に', '行ってて'] },
  { text: 'さっさと片付けろ', words: ['さっさと', '片付けろ'] },
  { text: '外は寒かった', words: ['外', 'は', '寒かった'] },
  { text: '雨が止んだ', words: ['雨', 'が', '止んだ'] },
  { text: '窓を開けてもいいですか', words: ['窓', 'を', '開けて', 'も', 'いい', 'ですか'] },
  { text: '彼は怒ってるみたい', words: ['彼', 'は', '怒ってる', 'みたい'] },
  { text: '楽しかったです', words: ['楽しかった', 'です'] },
  { text: '一緒に帰ろう', words: ['一緒に', '帰ろう'] },
  { text: 'お腹空いた', words: ['お腹空いた'] },
  { text: '全然大丈夫だよ', words: ['全然', '大丈夫', 'だ', 'よ'] },
  { text: 'なんで泣いてるの', words: ['なんで', '泣いてる', 'の'] },
  { text: '来週また来ます', words: ['来週', 'また', '来ます'] },
  { text: '教えてくれてありがとう', words: ['教えてくれて', 'ありがとう'] },
  { text: 'もう少し頑張ろう', words: ['もう少し', '頑張ろう'] },
  { text: 'それは困る', words: ['それ', 'は', '困る'] },
  { text: 'あれ取って', words: ['あれ', '取って'] },
  { text: 'うんわかった', words: ['うん', 'わかった'] },
  { text: 'なんか変だな', words: ['なんか', '変', 'だ', 'な'] },
  { text: 'ちゃんと聞いてよ', words: ['ちゃんと', '聞いて', 'よ'] },
  { text: 'ほら見て', words: ['ほら', '見て'] },
  { text: 'そんなはずない', words: ['そんな', 'はずない'] },
  { text: 'もう行かなくちゃ', words: ['もう', '行かなくちゃ'] },
  { text: 'ずっと待ってたんだから', words: ['ずっと', '待ってた', 'んだ', 'から'] },
  { text: '忘れられない夜', words: ['忘れられない', '夜'] },
  { text: 'だれか助けて', words: ['だれか', '助けて'] },
  { text: '負けないぞ', words: ['負けない', 'ぞ'] },
  { text: '覚えてないの', words: ['覚えてない', 'の'] },
  { text: '全部話してもらおうか', words: ['全部', '話してもらおう', 'か'] },
  { text: '食べたくない', words: ['食べたくない'] },
  { text: 'やっと終わった', words: ['やっと', '終わった'] },
  { text: '信じられない', words: ['信じられない'] },
  { text: 'こんなはずじゃなかった', words: ['こんな', 'はず', 'じゃなかった'] },
  { text: 'お母さんに叱られた', words: ['お母さん', 'に', '叱られた'] },
  { text: '待たせてごめん', words: ['待たせて', 'ごめん'] },
  { text: '来てくれたんだ', words: ['来てくれた', 'んだ'] },
  { text: '見られちゃった', words: ['見られちゃった'] },
  { text: '帰らせてください', words: ['帰らせてください'] },
  { text: '泳げるようになった', words: ['泳げる', 'ようになった'] },
  { text: '急がないと間に合わない', words: ['急がない', 'と', '間に合わない'] },
  { text: '思い出せない', words: ['思い出せない'] },
  { text: '話したいことがある', words: ['話したい', 'ことがある'] },
  { text: '聞こえないふりをした', words: ['聞こえない', 'ふりをした'] },
  { text: 'もう二度と来ない', words: ['もう', '二度と', '来ない'] },
  { text: 'すぐ戻ります', words: ['すぐ', '戻ります'] },
  { text: '頑張ってね', words: ['頑張って', 'ね'] },
  { text: '行ってらっしゃい', words: ['行ってらっしゃい'] },
  { text: 'おかえりなさい', words: ['おかえりなさい'] },
  { text: 'いただきます', words: ['いただきます'] },
  { text: 'ご馳走様でした', words: ['ご馳走様でした'] },
  { text: 'お邪魔します', words: ['お邪魔します'] },
  { text: 'ぐっすり寝た', words: ['ぐっすり', '寝た'] },
  { text: 'にこにこ笑った', words: ['にこにこ', '笑った'] },
  { text: 'しっかりして', words: ['しっかり', 'して'] },
]);

table('kana-only text: a kana word read as a noun where IPADIC read another word of its kana', [
  // だれ is the pronoun 誰, not the verb だれる "to droop".
  {
    text: 'そのひとはだれですか',
    words: ['そのひと', 'は', 'だれ', 'ですか'],
    ids: { だれ: 1416830 },
  },
  {
    text: 'あのおんなのこはだれ',
    words: ['あの', 'おんなのこ', 'は', 'だれ'],
    ids: { だれ: 1416830 },
  },
  // しきゅう is 支給 with its する, not the adverb 至急 "urgently" and する apart.
  {
    text: 'やくそうをしきゅうされた',
    words: ['やくそう', 'を', 'しきゅうされた'],
    forms: { しきゅうされた: 'しきゅうする' },
  },
  // ...a verb stays a verb (にたいし, not 大使), and an adverb where it is one stays.
  {
    text: 'かれのいけんにたいしはんたいした',
    words: ['かれ', 'の', 'いけん', 'にたいし', 'はんたいした'],
  },
  { text: 'このまちはけっこうひろい', words: ['この', 'まち', 'は', 'けっこう', 'ひろい'] },
]);

table('kana-only text: a noun and its particle, not a rare noun spelled with their kana', [
  // やまが is not 山家 "mountain cottage".
  { text: 'きたにやまがある', words: ['きた', 'に', 'やま', 'が', 'ある'] },
  { text: 'ほらやまがあるよ', words: ['ほら', 'やま', 'が', 'ある', 'よ'] },
  // ...an expression spelled with a noun and a particle stays whole.
  { text: 'じぶんでつくった', words: ['じぶんで', 'つくった'] },
]);

table('kana-only text: a kana number, its counter and いる or ある, not the verb ひきいる', [
  { text: 'うさぎがさんびきいました', words: ['うさぎ', 'が', 'さんびき', 'いました'] },
  { text: 'きんぎょがにひきいて', words: ['きんぎょ', 'が', 'にひき', 'いて'] },
  { text: 'さかながにひきいます', words: ['さかな', 'が', 'にひき', 'います'] },
  // ...the verb "to lead" after a noun and its particle stays.
  { text: 'かれがぐんをひきいる', words: ['かれ', 'が', 'ぐん', 'を', 'ひきいる'] },
]);

table('kana-only text: a noun IPADIC knows in kana with a one-kanji suffix is the compound', [
  { text: 'ぼくはさっきょくかになりたい', words: ['ぼく', 'は', 'さっきょくか', 'に', 'なりたい'] },
  { text: 'ゆうめいなさっきょくかだ', words: ['ゆうめいな', 'さっきょくか', 'だ'] },
  // ...and a word read whole stays so.
  { text: 'へんかはない', words: ['へんか', 'は', 'ない'] },
]);

table('kana-only text: はち "eight" and its counter, not the topic は and a noun in ち', [
  { text: 'がっこうははちじにはじまる', words: ['がっこう', 'は', 'はちじ', 'に', 'はじまる'] },
  { text: 'はちじにおきた', words: ['はちじ', 'に', 'おきた'] },
  // ...after a noun with no particle between, は is the topic (知事 "governor").
  { text: 'ちちはちじがすきだ', words: ['ちち', 'は', 'ちじ', 'が', 'すき', 'だ'] },
]);

table('kana-only text: a clause-initial に starts a word, not the particle', [
  { text: 'にわにはいぬがいる', words: ['にわ', 'には', 'いぬ', 'が', 'いる'] },
  { text: 'にほんのなつはあつい', words: ['にほん', 'の', 'なつ', 'は', 'あつい'] },
  {
    text: 'ねえ、にわにはいぬがいるよ',
    words: ['ねえ', 'にわ', 'には', 'いぬ', 'が', 'いる', 'よ'],
  },
  // ...and a word IPADIC already reads whole stays so.
  { text: 'にわとりがないた', words: ['にわとり', 'が', 'ないた'] },
]);

table('kana-only text: after 多く-like adjective forms, の and a word, not a rare noun in の', [
  { text: 'おおくのやまをみた', words: ['おおく', 'の', 'やま', 'を', 'みた'] },
  { text: 'おおくのらいおんがねている', words: ['おおく', 'の', 'らいおん', 'が', 'ねている'] },
  // ...a noun ranked well stays, and so does a rare one after another adjective form.
  { text: 'おおくのりものにのった', words: ['おおく', 'のりもの', 'に', 'のった'] },
  { text: 'ふるいのきしたでまつ', words: ['ふるい', 'のきした', 'で', 'まつ'] },
]);

table(
  'seg17: hiragana names before ちゃんと and after a particle, てた + らしい, ちゃった + って, ってば, a katakana word or a title before the copula',
  spoken([
    'ともだちのゆうとくんと遊んだ。|ともだち|の|ゆうと|くん|と|遊んだ',
    'おかあさんとはるとくんが来た。|おかあさん|と|はると|くん|が|来た',
    'いもうとのゆなちゃんは元気。|いもうと|の|ゆな|ちゃん|は|元気',
    '昨日みーちゃんと遊んだ。|昨日|みー|ちゃん|と|遊んだ',
    'ゆいちゃんと話した|ゆい|ちゃん|と|話した',
    'さきちゃんと一緒に行った|さき|ちゃん|と|一緒に|行った',
    'もっとちゃんとやれよ|もっと|ちゃんと|やれ|よ',
    'ごはんをちゃんと食べなさい|ごはん|を|ちゃんと|食べなさい',
    'それちゃんとやった？|それ|ちゃんと|やった',
    'あきらさん、おはよう|あきら|さん|おはよう',
    'ねえ、あきらさん|ねえ|あきら|さん',
    '新しい本が売れちゃったって。|新しい|本|が|売れちゃった|って',
    '言っちゃったって|言っちゃった|って',
    'みんなに探されてたらしい|みんな|に|探されてた|らしい',
    '寝てたらしく、遅れた|寝てた|らしく|遅れた',
    '待ってってば|待って|ってば',
    'やめてってば|やめて|ってば',
    'あ、見えた！あのビルだ|あ|見えた|あの|ビル|だ',
    'カレーだよ|カレー|だ|よ',
    'それはパンだよ|それ|は|パン|だ|よ',
    'あ、さくらさんだ|あ|さくら|さん|だ',
    'あ、田中さんだ|あ|田中|さん|だ',
    'ほら、はるかさんだよ|ほら|はるか|さん|だ|よ',
  ]),
);

table(
  'seg17: everyday lines, texting and dialogue (first half)',
  spoken([
    'おはよう、今日も寒いね|おはよう|今日|も|寒い|ね',
    'ねえ、聞いてる？|ねえ|聞いてる',
    'もう無理、眠すぎる|もう無理|眠すぎる',
    '明日の課題終わった？|明日|の|課題|終わった',
    'まだ半分しかやってない|まだ|半分|しか|やってない',
    '駅前のカフェで待ち合わせしよう|駅前|の|カフェ|で|待ち合わせ|しよう',
    '今どこにいるの|今|どこ|に|いる|の',
    '電車が遅れてて間に合わないかも|電車|が|遅れてて|間に合わない|かも',
    '先に行っててくれる？|先に|行っててくれる',
    'わかった、あとで連絡するね|わかった|あとで|連絡する|ね',
    '昨日のドラマ見た？|昨日|の|ドラマ|見た',
    '最後のシーンで泣いちゃった|最後|の|シーン|で|泣いちゃった',
    'マジで？俺も見ればよかった|マジ|で|俺|も|見れば|よかった',
    'あいつ、また寝坊したらしいよ|あいつ|また|寝坊|した|らしい|よ',
    'ほんとにしょうがないやつだな|ほんとに|しょうがない|やつ|だ|な',
    'お腹すいたからラーメン食べに行こう|お腹すいた|から|ラーメン|食べ|に|行こう',
    '財布忘れたから貸してくれない？|財布|忘れた|から|貸してくれない',
    '今月ピンチなんだよね|今月|ピンチ|なんだ|よね',
    'バイト代が入ったら返すから|バイト代|が|入ったら|返す|から',
    'それ絶対うそでしょ|それ|絶対|うそ|でしょ',
    '別に怒ってないってば|別に|怒ってない|ってば',
    'なんでそんなに笑ってるの|なんで|そんなに|笑ってる|の',
    'だって顔に落書きされてるんだもん|だって|顔|に|落書きされてる|んだ|もん',
    'うわ、最悪なんだけど|うわ|最悪|なんだ|けど',
    '写真撮らないでよ|写真|撮らないで|よ',
    '誕生日おめでとう！|誕生日|おめでとう',
    'プレゼント気に入ってもらえるといいな|プレゼント|気に入ってもらえる|と|いい|な',
    '開けてみてもいい？|開けて|みて|も|いい',
    'かわいい！ありがとう|かわいい|ありがとう',
    '大事に使うね|大事|に|使う|ね',
    'ちょっと手伝ってもらってもいいですか|ちょっと|手伝ってもらって|も|いい|ですか',
    'この箱、重すぎて持てない|この|箱|重すぎて|持てない',
    '腰が痛くなってきた|腰|が|痛く|なってきた',
    '少し休憩しようか|少し|休憩しよう|か',
    '部屋の掃除をしなきゃいけないのに|部屋|の|掃除|を|しなきゃ|いけない|のに',
    'ついゲームしちゃうんだよな|つい|ゲーム|しちゃう|んだ|よな',
    '母さんに怒られる前に片付けよう|母さん|に|怒られる|前|に|片付けよう',
    '窓を開けて空気を入れ替えた|窓|を|開けて|空気|を|入れ替えた',
    '洗濯物が乾かなくて困ってる|洗濯物|が|乾かなくて|困ってる',
    '雨が降りそうだから傘を持っていきなさい|雨|が|降りそう|だから|傘|を|持っていきなさい',
    'はーい、行ってきます|はーい|行ってきます',
    '忘れ物はない？|忘れ物|は|ない',
    '鍵かけたっけ|鍵|かけた|っけ',
    'たぶん大丈夫だと思う|たぶん|大丈夫|だ|と|思う',
    '先輩、この資料どこに置けばいいですか|先輩|この|資料|どこ|に|置けばいい|ですか',
    'そこの机の上でいいよ|そこ|の|机|の|上|で|いいよ',
    '会議って何時からでしたっけ|会議|って|何時から|でした|っけ',
    '三時からだよ、遅れないようにね|三時|から|だ|よ|遅れない|ように|ね',
    'すみません、ちょっと遅れます|すみません|ちょっと|遅れます',
    '道に迷っちゃって|道に迷っちゃって',
    '駅から歩いて五分って書いてあったのに|駅|から|歩いて|五分|って|書いて|あった|のに',
    '地図アプリが全然役に立たない|地図|アプリ|が|全然|役に立たない',
    'ここを右に曲がるんじゃないかな|ここ|を|右に曲がる|ん|じゃないか|な',
    'あ、見えた！あのビルだ|あ|見えた|あの|ビル|だ',
    'やっと着いた|やっと|着いた',
    'もうへとへとだよ|もう|へとへと|だ|よ',
    'お疲れさま、お茶でも飲む？|お疲れさま|お茶|でも|飲む',
    'うん、冷たいのがいいな|うん|冷たい|の|が|いい|な',
    '冷蔵庫に麦茶が入ってるよ|冷蔵庫|に|麦茶|が|入ってる|よ',
    '勝手に飲んでいいからね|勝手に|飲んで|いいから|ね',
    '助かる、ありがとう|助かる|ありがとう',
    '魔王を倒すまで帰れない|魔王|を|倒す|まで|帰れない',
    '勇者様、どうかお気をつけて|勇者|様|どうか|お|気をつけて',
    'この剣にかけて誓おう|この|剣|にかけて|誓おう',
    'ふん、その程度の力で私に勝てると思ったか|ふん|その|程度|の|力|で|私|に|勝てる|と|思った|か',
    'まだだ、まだ終わっていない|まだ|だ|まだ|終わっていない',
    '仲間を信じろ！|仲間|を|信じろ',
    'お前だけは絶対に許さない|お前|だけ|は|絶対に|許さない',
    'くっ、体が動かない|く|体|が|動かない',
    'こんなところで負けてたまるか|こんな|ところ|で|負けて|たまるか',
    '大丈夫、私がついてるから|大丈夫|私|が|ついてる|から',
    'ありがとう、もう少しだけ頑張れる|ありがとう|もう少し|だけ|頑張れる',
    '姫様が攫われたですって？|姫様|が|攫われた|です|って',
    'すぐに追いかけるぞ|すぐに|追いかける|ぞ',
    '待ってください、私も行きます|待ってください|私|も|行きます',
    '危ないから下がっていろ|危ない|から|下がっていろ',
    'いや、私だって戦えます|いや|私|だって|戦えます',
    'ふふ、面白い子ね|ふふ|面白い|子|ね',
    'あなたの名前を教えてくれる？|あなた|の|名前|を|教えてくれる',
    '私はリリィ、魔法使いの見習いです|私|は|リリィ|魔法使い|の|見習い|です',
    'よろしくね、リリィちゃん|よろしく|ね|リリィ|ちゃん',
    '学校の帰りにコンビニに寄った|学校|の|帰り|に|コンビニ|に|寄った',
    '新発売のアイスが売り切れてた|新発売|の|アイス|が|売り切れてた',
    'しかたなく別のを買った|しかたなく|別|の|を|買った',
    '家に着いたら誰もいなかった|家|に|着いたら|誰も|いなかった',
    'テーブルの上に手紙が置いてあった|テーブル|の|上|に|手紙|が|置いて|あった',
    '晩ご飯は冷蔵庫に入ってます、と書いてあった|晩ご飯|は|冷蔵庫|に|入ってます|と|書いて|あった',
    '温めて一人で食べた|温めて|一人|で|食べた',
    'テレビをつけたけど面白い番組がなかった|テレビ|を|つけた|けど|面白い|番組|が|なかった',
    '早めにお風呂に入って寝ることにした|早め|に|お風呂に入って|寝る|ことにした',
    '次の日、目覚ましが鳴らなかった|次|の|日|目覚まし|が|鳴らなかった',
    '慌てて家を飛び出した|慌てて|家|を|飛び出した',
    '髪もぼさぼさのままだった|髪|も|ぼさぼさ|の|まま|だった',
    'なんとか一限に間に合った|なんとか|一限|に|間に合った',
    '隣の席の子がくすくす笑っていた|隣|の|席|の|子|が|くすくす笑っていた',
    '寝癖ついてるよ、と小声で言われた|寝癖|ついてる|よ|と|小声|で|言われた',
    '恥ずかしくて顔が真っ赤になった|恥ずかしくて|顔|が|真っ赤|に|なった',
    '今日の夕飯なに？|今日|の|夕飯|なに',
    'カレーだよ|カレー|だ|よ',
    'やった！大好き|やった|大好き',
    '手を洗ってきなさい|手|を|洗ってきなさい',
    'はいはい|はいはい',
    'おばあちゃんちに遊びに行った|おばあちゃん|ち|に|遊びに行った',
  ]),
);

table(
  'seg17: everyday lines, texting and dialogue (second half)',
  spoken([
    'いとこのさくらちゃんも来ていた|いとこ|の|さくら|ちゃん|も|来ていた',
    '二人でかくれんぼをした|二人|で|かくれんぼ|を|した',
    '押し入れに隠れたら寝ちゃった|押し入れ|に|隠れたら|寝ちゃった',
    'みんなに探されてたらしい|みんな|に|探されてた|らしい',
    'すごく心配したんだからね|すごく|心配した|んだ|から|ね',
    '夏休みの宿題がまだ終わってない|夏休み|の|宿題|が|まだ|終わってない',
    '自由研究なにするか決めた？|自由研究|なに|する|か|決めた',
    '朝顔の観察にしようかな|朝顔|の|観察|に|しよう|かな',
    'それ小学生みたいじゃん|それ|小学生|みたい|じゃん',
    'いいじゃん、簡単だし|いい|じゃん|簡単|だ|し',
    'あと一週間しかないよ|あと|一週間|しかない|よ',
    'なんとかなるって|なんとかなる|って',
    'LINE見た？|LINE|見た',
    '既読ついてないけど|既読|ついてない|けど',
    'ごめん、寝てた|ごめん|寝てた',
    '今から電話していい？|今|から|電話して|いい',
    'ちょっと待って、今外だから|ちょっと|待って|今|外|だから',
    '帰ったらかけ直すね|帰ったら|かけ直す|ね',
    '了解|了解',
    'おやすみー|おやすみー',
    'また明日ね|また|明日|ね',
    'うちの猫が最近太ってきた|うち|の|猫|が|最近|太ってきた',
    'ごはんをあげすぎたのかな|ごはん|を|あげすぎた|の|かな',
    'ダイエットさせなきゃ|ダイエットさせなきゃ',
    'でも欲しがる顔がかわいすぎて断れない|でも|欲しがる|顔|が|かわいすぎて|断れない',
    'わかる、その気持ち|わかる|その|気持ち',
    '犬の散歩に行ってくる|犬|の|散歩|に|行ってくる',
    'リードどこに置いたっけ|リード|どこ|に|置いた|っけ',
    '雪が積もってる！|雪|が|積もってる',
    '雪だるま作ろうよ|雪だるま|作ろう|よ',
    '手袋しないと冷たいよ|手袋|しない|と|冷たい|よ',
    '鼻が真っ赤になってる|鼻|が|真っ赤|に|なってる',
    'もう少し遊んでから帰ろう|もう少し|遊んで|から|帰ろう',
    '風邪ひいても知らないからね|風邪ひいて|も|知らない|から|ね',
    'このお店、前から気になってたんだ|この|お店|前|から|気になってた|んだ',
    '予約しておいてよかったね|予約しておいて|よかった|ね',
    '何にしようかな、迷っちゃう|何|に|しよう|かな|迷っちゃう',
    'おすすめはパスタだって|おすすめ|は|パスタ|だって',
    'デザートも頼んじゃう？|デザート|も|頼んじゃう',
    '残したらもったいないよ|残したら|もったいない|よ',
    'お会計お願いします|お会計|お願いします',
    'カードで払えますか|カード|で|払えます|か',
    '今日は私がおごるよ|今日|は|私|が|おごる|よ',
    'え、いいの？悪いよ|え|いい|の|悪い|よ',
    'この前のお礼だから|この前|の|お礼|だから',
    'じゃあ遠慮なくごちそうになります|じゃあ|遠慮なく|ごちそうになります',
    '次は私が出すね|次|は|私|が|出す|ね',
    '試験に落ちたらどうしよう|試験|に|落ちたら|どうしよう',
    '落ち込んでてもしかたないよ|落ち込んで|ても|しかたない|よ',
    '次がんばればいいじゃない|次|がんばれば|いい|じゃない',
    'そうだね、切り替えよう|そうだね|切り替えよう',
    'ねえねえ、聞いて聞いて|ねえねえ|聞いて|聞いて',
    '彼氏ができたの！|彼氏|が|できた|の',
    'えー、誰？同じクラスの人？|えー|誰|同じ|クラス|の|人',
    'ひみつ|ひみつ',
    '教えてくれないと怒るよ|教えてくれない|と|怒る|よ',
    'そのうち紹介するって|そのうち|紹介する|って',
    'それ、俺のパンだぞ|それ|俺|の|パン|だ|ぞ',
    'あれはただのゴミだよ|あれ|は|ただ|の|ゴミ|だ|よ',
    '今日の夕飯はパスタです|今日|の|夕飯|は|パスタ|です',
    'これってバグじゃない？|これ|って|バグ|じゃない',
    'なんだ、ただのネコか|なんだ|ただ|の|ネコ|か',
    'そのシャツ、新しいやつ？|その|シャツ|新しい|やつ',
    'え、マジ？ウケる|え|マジ|ウケる',
    'ちょっとトイレ行ってくる|ちょっと|トイレ|行ってくる',
    'スマホの充電が切れそう|スマホ|の|充電|が|切れそう',
    'バッテリーがもうないんだ|バッテリー|が|もう|ない|んだ',
    'あいつ、いつも遅刻してたらしいね|あいつ|いつも|遅刻してた|らしい|ね',
    '先生に怒られてたらしいよ|先生|に|怒られてた|らしい|よ',
    '彼、もう帰っちゃったって|彼|もう|帰っちゃった|って',
    '宿題忘れちゃったって言ったら怒られた|宿題|忘れちゃった|って|言ったら|怒られた',
    'りおくんに借りたノート返さなきゃ|りお|くん|に|借りた|ノート|返さなきゃ',
    'ねえ、ゆきちゃん、これ見て|ねえ|ゆき|ちゃん|これ|見て',
    'あかりちゃんが泣いてる|あかり|ちゃん|が|泣いてる',
    'あ、さくらさんだ|あ|さくら|さん|だ',
    'しょうたくんのお母さんから電話だよ|しょうた|くん|の|お母さん|から|電話|だ|よ',
    'えーと、なんだっけ|えーと|なんだっけ',
    'うーん、どうしようかな|うーん|どうしよう|かな',
    'やばい、遅刻する！|やばい|遅刻する',
    'ほら、早くしないと置いていくよ|ほら|早く|しない|と|置いていく|よ',
    '待ってってば|待って|ってば',
    'しつこいなあ、もう|しつこい|なあ|もう',
    'いいから黙ってて|いいから|黙ってて',
    'ごめん、言いすぎた|ごめん|言いすぎた',
    '俺、ちょっと頭冷やしてくる|俺|ちょっと|頭|冷やしてくる',
    'ここのラーメン、めっちゃうまい|ここ|の|ラーメン|めっちゃ|うまい',
    '替え玉ください|替え玉|ください',
    'お腹いっぱいで動けない|お腹いっぱい|で|動けない',
    '食べすぎちゃったね|食べすぎちゃった|ね',
    'もう一軒行く？|もう|一軒|行く',
    'いや、もう帰って寝たい|いや|もう|帰って|寝たい',
    '明日早いんだよね|明日|早い|んだ|よね',
    '朝練があるから六時起きなんだ|朝練|が|ある|から|六時|起き|なんだ',
    'うわ、きつそう|うわ|きつそう',
    'がんばってね、応援してる|がんばって|ね|応援してる',
    'ありがと、そっちもね|ありがと|そっち|も|ね',
    'この漫画、続きが気になりすぎる|この|漫画|続き|が|気になりすぎる',
    '来月発売だって|来月|発売|だって',
    '待ちきれないな|待ちきれない|な',
    '主人公がかっこよすぎるんだよ|主人公|が|かっこよすぎる|んだ|よ',
    'わかる、あのシーンは泣ける|わかる|あの|シーン|は|泣ける',
    '今度貸してあげるよ|今度|貸してあげる|よ',
    'ほんと？やった|ほんと|やった',
    'じゃあ、また明日学校でね|じゃあ|また|明日|学校|で|ね',
  ]),
);

table('a listed word that begins at a kanji IPADIC did not read takes the reading of its entry', [
  {
    text: '彼は固より承知している',
    words: ['彼', 'は', '固より', '承知している'],
    forms: { 固より: '固より' },
  },
  { text: '固より覚悟の上だ', words: ['固より', '覚悟', 'の', '上', 'だ'] },
  { text: '彼は克く耐えた', words: ['彼', 'は', '克く', '耐えた'], forms: { 克く: '克く' } },
  // A kanji IPADIC reads as a listed word keeps its reading: 今日|は is not こんにちは.
  { text: '今日は雨だ', words: ['今日', 'は', '雨', 'だ'] },
]);
table(
  'seg18: kana names (ま|な before ちゃんと, name + title, before the copula) and おくれ after a te-form',
  [
    { text: 'まなちゃんと遊んだ。', words: ['まな', 'ちゃん', 'と', '遊んだ'] },
    { text: 'えなちゃんと話した', words: ['えな', 'ちゃん', 'と', '話した'] },
    { text: 'そうだなちゃんと食べよう', words: ['そうだ', 'な', 'ちゃんと', '食べよう'] },
    { text: '弟のゆうくんが来た', words: ['弟', 'の', 'ゆう', 'くん', 'が', '来た'] },
    { text: 'こうくんと遊んだ', words: ['こう', 'くん', 'と', '遊んだ'] },
    { text: 'まいさんに会った', words: ['まい', 'さん', 'に', '会った'] },
    { text: 'わたしはゆいです', words: ['わたし', 'は', 'ゆい', 'です'] },
    { text: 'ゆいだよ', words: ['ゆい', 'だ', 'よ'] },
    { text: '妹のめいだよ', words: ['妹', 'の', 'めい', 'だ', 'よ'] },
    // ...a verb's past, a word JMdict spells in kana and the honorific お〜だ stay.
    { text: '海で泳いだ', words: ['海', 'で', '泳いだ'] },
    { text: '子供と遊んだ', words: ['子供', 'と', '遊んだ'] },
    { text: '先生はおいでですか', words: ['先生', 'は', 'おいで', 'ですか'] },
    { text: '何をおいいだ', words: ['何', 'を', 'おいい', 'だ'] },
    {
      text: '早く来ておくれよ',
      words: ['早く', '来て', 'おくれ', 'よ'],
      forms: { おくれ: 'おくれ' },
    },
    {
      text: '窓を開けておくれよ',
      words: ['窓', 'を', '開けて', 'おくれ', 'よ'],
      forms: { おくれ: 'おくれ' },
    },
    {
      text: '手紙を読んでおくれ、頼むから',
      words: ['手紙', 'を', '読んで', 'おくれ', '頼むから'],
      forms: { おくれ: 'おくれ' },
    },
    // ...遅れる not after a te-form.
    { text: '電車におくれよ', words: ['電車', 'に', 'おくれよ'], forms: { おくれよ: 'おくれる' } },
  ],
);

table(
  'seg18: conjugation chains, humble forms and counters (checked, unchanged)',
  spoken([
    '宿題を全部忘れちゃった。|宿題|を|全部|忘れちゃった',
    'お菓子を食べちゃおうかな。|お菓子|を|食べちゃおう|かな',
    'ビールを飲んじゃったよ。|ビール|を|飲んじゃった|よ',
    'また転んじゃって恥ずかしい。|また|転んじゃって|恥ずかしい',
    'もう帰っちゃうの？|もう|帰っちゃう|の',
    'つい寝ちゃったんだ。|つい|寝ちゃった|んだ',
    '本当に困っちゃうね。|本当に|困っちゃう|ね',
    '雪が積もりそうだね。|雪|が|積もりそう|だ|ね',
    'このケーキはおいしそうだ。|この|ケーキ|は|おいしそう|だ',
    '彼は忙しそうに見える。|彼|は|忙しそう|に|見える',
    'このラーメンは辛すぎる。|この|ラーメン|は|辛すぎる',
    '昨日は食べすぎて苦しかった。|昨日|は|食べすぎて|苦しかった',
    'この服は大きすぎて着られない。|この|服|は|大きすぎて|着られない',
    '音楽を聴きながら勉強した。|音楽|を|聴きながら|勉強した',
    '歩きながら話そう。|歩きながら|話そう',
    '毎日作文を書かされた。|毎日|作文|を|書かされた',
    '嫌いな野菜を食べさせられて泣いた。|嫌いな|野菜|を|食べさせられて|泣いた',
    '先輩に酒を飲まされた。|先輩|に|酒|を|飲まされた',
    '母に部屋を掃除させられた。|母|に|部屋|を|掃除させられた',
    '社長に長い話を聞かされた。|社長|に|長い|話|を|聞かされた',
    '毎朝早く起きさせられる。|毎朝|早く|起きさせられる',
    '先生に立たされていた。|先生|に|立たされていた',
    '弟を駅まで歩かせた。|弟|を|駅|まで|歩かせた',
    'お待ちしております。|お待ちしております',
    '資料をお送りいたします。|資料|を|お送りいたします',
    '明日までにお届けします。|明日|まで|に|お届けします',
    'お荷物をお持ちしましょうか。|お荷物|を|お持ちしましょう|か',
    'すぐにお返しします。|すぐに|お返しします',
    'りんごを3個買った。|りんご|を|3個|買った',
    '猫が二匹いる。|猫|が|二匹|いる',
    '本を五冊借りた。|本|を|五冊|借りた',
    '駅まで10分かかる。|駅|まで|10分|かかる',
    '学生が20人来た。|学生|が|20人|来た',
    '切符を2枚買った。|切符|を|2枚|買った',
    '水を三杯飲んだ。|水|を|三杯|飲んだ',
    '車が5台止まっている。|車|が|5台|止まっている',
  ]),
);

table(
  'kana-only text: a kana number and the minute (ふん, ぷん), which IPADIC swallows, is counted',
  [
    // IPADIC made one unknown token of the minute and the kana after it: さん | ぷんまってね.
    { text: 'さんぷんまってね', words: ['さんぷん', 'まって', 'ね'], ids: { さんぷん: 1502840 } },
    {
      text: 'いっぷんだけまって',
      words: ['いっぷん', 'だけ', 'まって'],
      ids: { いっぷん: 1502840 },
    },
    // ...not the interjection ふん, where no number precedes.
    { text: 'ふんがおちている', words: ['ふん', 'が', 'おちている'] },
    // ...and じゅうぶん stays 十分 "enough", さんぶんのいち 三分の一 "a third".
    { text: 'じゅうぶんだ', words: ['じゅうぶん', 'だ'], ids: { じゅうぶん: 1335080 } },
    { text: 'さんぶんのいちだけ', words: ['さんぶんのいち', 'だけ'] },
  ],
);

table(
  'kana-only text: a kana number in に at a clause start and its counter, not the particle に',
  [
    // IPADIC read the clause's first に as the particle and the rest as a number: に | じゅうにん.
    { text: 'にじゅうにんがきた', words: ['にじゅうにん', 'が', 'きた'] },
    { text: 'にじゅうさいになった', words: ['にじゅうさい', 'に', 'なった'] },
    // ...a common kana word in に stays that word.
    { text: 'にほんのふゆ', words: ['にほん', 'の', 'ふゆ'] },
  ],
);
table('今 before a name is いま "now", not the prefix こん "the current"', [
  { text: '今大阪にいる', words: ['今', '大阪', 'に', 'いる'], ids: { 今: 1288850 } },
  {
    text: '今アメリカでは流行している',
    words: ['今', 'アメリカ', 'では', '流行している'],
    ids: { 今: 1288850 },
  },
  // ...but before a common noun it stays the prefix.
  { text: '今大会で優勝した', words: ['今', '大会', 'で', '優勝した'], ids: { 今: 1288860 } },
]);

table('大勢 owned by a noun is たいせい "the general trend"; alone it is おおぜい "a crowd"', [
  {
    text: '開票の大勢が判明した',
    words: ['開票', 'の', '大勢', 'が', '判明した'],
    ids: { 大勢: 1414230 },
  },
  {
    text: '市場の大勢は弱気だ',
    words: ['市場', 'の', '大勢', 'は', '弱気', 'だ'],
    ids: { 大勢: 1414230 },
  },
  { text: '大勢の客が来た', words: ['大勢', 'の', '客', 'が', '来た'], ids: { 大勢: 1414220 } },
  { text: '大勢で出かけた', words: ['大勢', 'で', '出かけた'], ids: { 大勢: 1414220 } },
]);

// 1587040 言う, 1578850 行く.
table('言う in kana: the potential いえ, and いっ as the word before shows', [
  {
    text: 'ほんとうのことはいえなかった',
    words: ['ほんとう', 'の', 'こと', 'は', 'いえなかった'],
    ids: { いえなかった: 1587040 },
  },
  {
    text: 'それはだれにもいえません',
    words: ['それ', 'は', 'だれにも', 'いえません'],
    ids: { いえません: 1587040 },
  },
  { text: 'うまくいえた', words: ['うまく', 'いえた'], ids: { いえた: 1587040 } },
  { text: 'えきまでいって', words: ['えき', 'まで', 'いって'], ids: { いって: 1578850 } },
  { text: 'むらまでいった', words: ['むら', 'まで', 'いった'], ids: { いった: 1578850 } },
  {
    text: 'かれはそういってわらった',
    words: ['かれ', 'は', 'そう', 'いって', 'わらった'],
    ids: { いって: 1587040 },
  },
  {
    text: 'いやだといっていた',
    words: ['いや', 'だ', 'と', 'いっていた'],
    ids: { いっていた: 1587040 },
  },
]);

table("a compound verb's continuative that IPADIC knows as a noun and JMdict lists as a verb", [
  {
    text: '試験前の詰め込みは身につかない',
    words: ['試験', '前', 'の', '詰め込み', 'は', '身につかない'],
    forms: { 詰め込み: '詰め込む' },
  },
  {
    text: '彼の入れ込みは大変なものだ',
    words: ['彼', 'の', '入れ込み', 'は', '大変な', 'もの', 'だ'],
    forms: { 入れ込み: '入れ込む' },
  },
]);

// 1245280 空 から "empty", 1245290 空 そら "sky".
table('空 before の and a container is から "empty"; before other nouns it stays the sky', [
  { text: '空の缶を潰す', words: ['空', 'の', '缶', 'を', '潰す'], ids: { 空: 1245280 } },
  {
    text: '空のグラスに注いだ',
    words: ['空', 'の', 'グラス', 'に', '注いだ'],
    ids: { 空: 1245280 },
  },
  { text: '空の財布を開けた', words: ['空', 'の', '財布', 'を', '開けた'], ids: { 空: 1245280 } },
  { text: '空の色が変わった', words: ['空', 'の', '色', 'が', '変わった'], ids: { 空: 1245290 } },
]);

// 1613730 何にも なんにも "(not) anything", 2007580 何にも なににも "everything".
table('何にも before a negative in its clause is なんにも "(not) anything at all"', [
  {
    text: '何にも食べていない',
    words: ['何にも', '食べていない'],
    ids: { 何にも: 1613730 },
  },
  { text: '何にも聞こえません', words: ['何にも', '聞こえません'], ids: { 何にも: 1613730 } },
  {
    text: '何にも言わずに帰った',
    words: ['何にも', '言わず', 'に', '帰った'],
    ids: { 何にも: 1613730 },
  },
  // ...with no negative after it, IPADIC's なににも stands.
  { text: '何にも代えがたい', words: ['何にも', '代え', 'がたい'], ids: { 何にも: 2007580 } },
]);

// 1345580 徐に おもむろに, 1605870 よく (能く).
table('a Meiji kanji spelling IPADIC cuts into scraps is the word JMdict lists', [
  {
    text: '彼は徐ろに口を開いた',
    words: ['彼', 'は', '徐ろに', '口を開いた'],
    ids: { 徐ろに: 1345580 },
  },
  { text: '徐ろに席を立った', words: ['徐ろに', '席を立った'], ids: { 徐ろに: 1345580 } },
  { text: '能く眠れた', words: ['能く', '眠れた'], ids: { 能く: 1605870 } },
  { text: '二人は能く似ている', words: ['二人', 'は', '能く', '似ている'], ids: { 能く: 1605870 } },
]);

table('Units of time in kana after a kana number count like counters (時間, 週間, 秒)', [
  // IPADIC read に as the particle before the noun: に | しゅうかん, に | じかん.
  { text: 'むすこはにしゅうかんねていた', words: ['むすこ', 'は', 'にしゅうかん', 'ねていた'] },
  { text: 'にじかんあるいた', words: ['にじかん', 'あるいた'] },
  // ...after a noun に stays the particle.
  { text: 'よるにじかんがある', words: ['よる', 'に', 'じかん', 'が', 'ある'] },
  { text: 'さんびょうまって', words: ['さんびょう', 'まって'], ids: { さんびょう: 1490430 } },
]);

table('The minute in kana after a kana number, where IPADIC read it into another word', [
  // IPADIC's verb ふんまえる (踏まえる): ご | ふんまえ | に.
  { text: 'ごふんまえにでた', words: ['ごふん', 'まえ', 'に', 'でた'] },
  { text: 'えきにはごふんまえについた', words: ['えき', 'には', 'ごふん', 'まえ', 'に', 'ついた'] },
  { text: 'じっぷんまえだった', words: ['じっぷん', 'まえ', 'だった'] },
  // IPADIC's じっぷ "real father" and the contracted の ん.
  { text: 'じっぷんまった', words: ['じっぷん', 'まった'], ids: { じっぷん: 1502840 } },
  // ...じゅうぶん stays "enough".
  {
    text: 'これでじゅうぶんだ',
    words: ['これで', 'じゅうぶん', 'だ'],
    ids: { じゅうぶん: 1335080 },
  },
]);

// 1210360 寒い, 1153670 安い.
table('The hearsay そう after an adjective joins it; after a verb it stays そうだ/そうです', [
  {
    text: '北海道は寒いそうだ',
    words: ['北海道', 'は', '寒いそう', 'だ'],
    ids: { 寒いそう: 1210360 },
  },
  {
    text: 'あの店は安いそうです',
    words: ['あの', '店', 'は', '安いそう', 'です'],
    ids: { 安いそう: 1153670 },
  },
  // ...a verb keeps JMdict's hearsay expression apart, and the appearance stays joined.
  { text: '彼は来月帰るそうだ', words: ['彼', 'は', '来月', '帰る', 'そうだ'] },
  { text: '今にも泣きそうだ', words: ['今にも', '泣きそう', 'だ'] },
]);

// 1282770 降り出す.
table('A verb stem that begins a listed compound verb does not end an expression', [
  // JMdict's 雨が降る took the stem: 雨が降り | だした.
  {
    text: '昼から雨が降りだした',
    words: ['昼', 'から', '雨', 'が', '降りだした'],
    ids: { 降りだした: 1282770 },
  },
  { text: '夜から雨が降りだしそうだ', words: ['夜', 'から', '雨', 'が', '降りだしそう', 'だ'] },
  // ...the expression stays where no compound follows.
  { text: '雨が降ってきた', words: ['雨が降ってきた'] },
]);

// 1215240 間 read ま.
table('ま after the attributive の in kana is the noun 間, not a filler joined into のま', [
  {
    text: 'ふたりのまにこがいる',
    words: ['ふたり', 'の', 'ま', 'に', 'こ', 'が', 'いる'],
    ids: { ま: 1215240 },
  },
  {
    text: 'ぼくらのまにひみつはない',
    words: ['ぼくら', 'の', 'ま', 'に', 'ひみつ', 'は', 'ない'],
    ids: { ま: 1215240 },
  },
  // ...the hesitation stays an interjection.
  { text: 'まあ、いいか', words: ['まあ', 'いいか'] },
]);

// 2260870 燃料切れ, 2221510 電池切れ, 1682140 金遣い, 1367830 人使い, 1406100 揃い.
table('a noun with a voiced suffix in kana: the compound JMdict lists, or the suffix', [
  {
    text: '車が燃料ぎれになった',
    words: ['車', 'が', '燃料ぎれ', 'に', 'なった'],
    ids: { 燃料ぎれ: 2260870 },
  },
  { text: '電池ぎれかな', words: ['電池ぎれ', 'かな'], ids: { 電池ぎれ: 2221510 } },
  {
    text: '兄は金づかいが荒い',
    words: ['兄', 'は', '金づかい', 'が', '荒い'],
    ids: { 金づかい: 1682140 },
  },
  {
    text: 'あの店長は人づかいが荒い',
    words: ['あの', '店長', 'は', '人づかい', 'が', '荒い'],
    ids: { 人づかい: 1367830 },
  },
  {
    text: '傑作ぞろいの展覧会',
    words: ['傑作', 'ぞろい', 'の', '展覧会'],
    ids: { ぞろい: 1406100 },
  },
  {
    text: '今年は名曲ぞろいだった',
    words: ['今年', 'は', '名曲', 'ぞろい', 'だった'],
    ids: { ぞろい: 1406100 },
  },
]);

// 1366140 進捗, 1567330 拉致, 1623010 帳尻, 1341110 春先.
table('a kanji compound written partly in kana (交ぜ書き) is the compound JMdict lists', [
  {
    text: 'プロジェクトの進ちょくを報告した',
    words: ['プロジェクト', 'の', '進ちょく', 'を', '報告した'],
    ids: { 進ちょく: 1366140 },
  },
  {
    text: '子どもがら致の被害にあった',
    words: ['子ども', 'が', 'ら致', 'の', '被害', 'に', 'あった'],
    ids: { ら致: 1567330 },
  },
  {
    text: '月末に帳じりが合わない',
    words: ['月末', 'に', '帳じり', 'が', '合わない'],
    ids: { 帳じり: 1623010 },
  },
  { text: '春さきの風', words: ['春さき', 'の', '風'], ids: { 春さき: 1341110 } },
]);

// 1628260 いただける "to be able to receive" (the potential of いただく).
table('the polite request ていただけませんか is いただける, not ていた + だけ', [
  {
    text: '窓を閉めていただけませんか',
    words: ['窓', 'を', '閉めて', 'いただけません', 'か'],
    ids: { いただけません: 1628260 },
  },
  {
    text: 'もう一度説明していただけませんか',
    words: ['もう一度', '説明して', 'いただけません', 'か'],
    ids: { いただけません: 1628260 },
  },
  {
    text: '駅で待っていただけませんでしょうか',
    words: ['駅', 'で', '待って', 'いただけません', 'でしょうか'],
    ids: { いただけません: 1628260 },
  },
  // ...without ます after it, だけ "only" stands.
  { text: '黙って聞いていただけだ', words: ['黙って', '聞いていた', 'だけ', 'だ'] },
]);

// 1296400 有る ある (the verb), 1153620 ある人 "a certain person".
table('ある人 after の is a relative clause (the verb ある and 人), not "a certain person"', [
  {
    text: '度胸のある人が好きだ',
    words: ['度胸', 'の', 'ある', '人', 'が', '好き', 'だ'],
    ids: { ある: 1296400 },
  },
  {
    text: '持病のある人は申し出てください',
    words: ['持病', 'の', 'ある', '人', 'は', '申し出てください'],
    ids: { ある: 1296400 },
  },
  { text: 'ゆうきのあるひとだ', words: ['ゆうき', 'の', 'ある', 'ひと', 'だ'] },
  // ...at the head of a clause it stays the set phrase.
  {
    text: 'ある人から手紙が届いた',
    words: ['ある人', 'から', '手紙', 'が', '届いた'],
    ids: { ある人: 1153620 },
  },
]);

// 1236690 恐ろしい; 2708040 ひどく (an adverb JMdict lists).
table('an adjective in く that IPADIC lists as an adverb and JMdict does not is the adjective', [
  {
    text: '今朝は恐ろしく寒い',
    words: ['今朝', 'は', '恐ろしく', '寒い'],
    ids: { 恐ろしく: 1236690 },
  },
  {
    text: 'おそろしく長い列だ',
    words: ['おそろしく', '長い', '列', 'だ'],
    ids: { おそろしく: 1236690 },
  },
  // ...one JMdict lists keeps its entry.
  { text: 'ひどく疲れた', words: ['ひどく', '疲れた'], ids: { ひどく: 2708040 } },
]);

// 1648000 ホームページ, 1026230 ウエディングドレス, 2186840 ティーパーティー, 1088140 ドクター.
table('katakana words joined by ・ are one word where JMdict lists the dotted spelling', [
  {
    text: 'ホーム・ページを更新した',
    words: ['ホーム・ページ', 'を', '更新した'],
    ids: { 'ホーム・ページ': 1648000 },
  },
  {
    text: '結婚式でウエディング・ドレスを着た',
    words: ['結婚式', 'で', 'ウエディング・ドレス', 'を', '着た'],
    ids: { 'ウエディング・ドレス': 1026230 },
  },
  {
    text: '庭でティー・パーティーを開いた',
    words: ['庭', 'で', 'ティー・パーティー', 'を', '開いた'],
    ids: { 'ティー・パーティー': 2186840 },
  },
  // The half-width ･ is the same dot.
  { text: 'ﾎｰﾑ･ﾍﾟｰｼﾞを見た', words: ['ﾎｰﾑ･ﾍﾟｰｼﾞ', 'を', '見た'], ids: { 'ﾎｰﾑ･ﾍﾟｰｼﾞ': 1648000 } },
  // An unknown run IPADIC reads whole, dot and all, is cut at the dot: a word and a name.
  {
    text: 'ドクター・ヘンダーソンが診察した',
    words: ['ドクター', 'ヘンダーソン', 'が', '診察した'],
    ids: { ドクター: 1088140 },
  },
  // Guards: a list of two nouns, a foreign name, a firm JMdict lists as a proper noun.
  { text: 'レモン・ライムの香り', words: ['レモン', 'ライム', 'の', '香り'] },
  { text: 'コーヒー・紅茶を頼んだ', words: ['コーヒー', '紅茶', 'を', '頼んだ'] },
  {
    text: 'ジョージ・ワシントンは大統領だった',
    words: ['ジョージ', 'ワシントン', 'は', '大統領', 'だった'],
  },
  { text: 'タワー・レコードで買った', words: ['タワー', 'レコード', 'で', '買った'] },
]);

// In kana, a noun IPADIC reads as a kanji noun (きょうき: 凶器) before する is the homophone
// する-noun, a rarer one too (狂喜 "wild joy").
table('in kana, a noun IPADIC reads as a kanji homophone keeps its する (する-verb)', [
  { text: 'みんなはしらせにきょうきした', words: ['みんな', 'は', 'しらせ', 'に', 'きょうきした'] },
  { text: 'かのじょはきょうきしてさけんだ', words: ['かのじょ', 'は', 'きょうきして', 'さけんだ'] },
]);

// In kana, IPADIC reads the kana of 屋 and 化 after a noun as the particles や and か; where what
// follows rules the particle out, the noun and suffix are the word JMdict lists, a rare one too.
table('in kana, a noun with 屋 before さん or a case particle, 化 before する, 家 before だ', [
  { text: 'ぶんぼうぐやさんでかった', words: ['ぶんぼうぐや', 'さん', 'で', 'かった'] },
  { text: 'ぶんぼうぐやをさがす', words: ['ぶんぼうぐや', 'を', 'さがす'] },
  { text: 'ちきゅうがおんだんかしている', words: ['ちきゅう', 'が', 'おんだんか', 'している'] },
  { text: 'かれはせいとうかしない', words: ['かれ', 'は', 'せいとうか', 'しない'] },
  // 家 before the copula.
  { text: 'そふはえんげいかだ', words: ['そふ', 'は', 'えんげいか', 'だ'] },
  { text: 'かのじょはどりょくかです', words: ['かのじょ', 'は', 'どりょくか', 'です'] },
  // Guards: the listing particle before a noun, the question particle before どうか.
  { text: 'ゆうびんやてがみがとどいた', words: ['ゆうびん', 'や', 'てがみ', 'が', 'とどいた'] },
  { text: 'せいとうかどうかわからない', words: ['せいとう', 'か', 'どうか', 'わからない'] },
]);

// 1242590 金 かね "money", 1242600 金 きん "gold".
table('金 before a case particle and a verb of money is かね', [
  { text: '兄に金を借りた', words: ['兄', 'に', '金', 'を', '借りた'], ids: { 金: 1242590 } },
  { text: '毎月金に困っている', words: ['毎月', '金', 'に', '困っている'], ids: { 金: 1242590 } },
  { text: '金も稼げない', words: ['金', 'も', '稼げない'], ids: { 金: 1242590 } },
  // Guards: gold that is dug or worn keeps きん.
  { text: '山で金を掘った', words: ['山', 'で', '金', 'を', '掘った'], ids: { 金: 1242600 } },
]);

// In kana, IPADIC cuts a する-noun it does not know in kana into pieces before its する; where the
// kanji spelling is one サ変 token, the noun and its する are one verb as in kanji.
table('in kana, a する-noun IPADIC cuts in pieces keeps its する (する-verb)', [
  { text: 'タクシーがきゅうていしゃした', words: ['タクシー', 'が', 'きゅうていしゃした'] },
  { text: 'ゆしゅつがきゅうげんしている', words: ['ゆしゅつ', 'が', 'きゅうげんしている'] },
  {
    text: 'わかいうちにじんせいをきょうらくする',
    words: ['わかいうち', 'に', 'じんせい', 'を', 'きょうらくする'],
  },
  { text: 'そふはしずかにえいみんした', words: ['そふ', 'は', 'しずかに', 'えいみんした'] },
  // Guards: a particle is no piece, nor is an adverb standing first, and a compound IPADIC cuts
  // in kanji too (再 | 調査) stays as the kanji text has it.
  { text: 'かれがまんぞくした', words: ['かれ', 'が', 'まんぞくした'] },
  {
    text: 'そうこうしていると',
    words: ['そうこうしている', 'と'],
    ids: { そうこうしている: 1831960 },
  },
  { text: 'もうどうしようかまよった', words: ['もう', 'どうしよう', 'か', 'まよった'] },
  { text: 'はんにんをさいちょうさしよう', words: ['はんにん', 'を', 'さいちょうさ', 'しよう'] },
]);

// In kana, IPADIC reads the continuative of a one-kanji する-verb in っする (達する, 発する, 接する)
// as a lone kana and the casual auxiliary っす; after a particle it is the verb.
table('in kana, たっした, はっして, せっして are the verbs in っする', [
  {
    text: 'きおんがさいこうにたっした',
    words: ['きおん', 'が', 'さいこう', 'に', 'たっした'],
  },
  { text: 'けいこくをはっしている', words: ['けいこく', 'を', 'はっしている'] },
  {
    text: 'いえがおおどおりにせっしている',
    words: ['いえ', 'が', 'おおどおり', 'に', 'せっしている'],
  },
  // Guards: the casual っす after a word stays.
  { text: 'それでいいっすね', words: ['それで', 'いい', 'っす', 'ね'] },
  { text: 'ほんとにやったっしょ', words: ['ほんとに', 'やった', 'っしょ'] },
]);

// 1340450 出来る, 2257610 良くする "to do well".
table('できる after an adverb is the verb 出来る, not a phrase in する in the potential', [
  {
    text: 'この模型はよくできている',
    words: ['この', '模型', 'は', 'よく', 'できている'],
    ids: { できている: 1340450 },
  },
  {
    text: '弟は算数がよくできる',
    words: ['弟', 'は', '算数', 'が', 'よく', 'できる'],
    ids: { できる: 1340450 },
  },
  { text: '机がよく出来ていますね', words: ['机', 'が', 'よく', '出来ています', 'ね'] },
  // Guards: the phrase's own forms, a する-noun's potential, the listed よくできた.
  {
    text: '祖母は私によくしてくれた',
    words: ['祖母', 'は', '私', 'に', 'よくしてくれた'],
    ids: { よくしてくれた: 2257610 },
  },
  { text: '図書館で勉強できる', words: ['図書館', 'で', '勉強', 'できる'] },
]);

// 2020680 時 じ (the hour), not the archaic auxiliary じ.
table('in kana, a number before a lone じ is the hour', [
  {
    text: 'しあいはごごよんじからだ',
    words: ['しあい', 'は', 'ごご', 'よんじ', 'から', 'だ'],
    ids: { よんじ: 2020680 },
  },
  { text: 'かいぎはよんじまでつづいた', words: ['かいぎ', 'は', 'よんじ', 'まで', 'つづいた'] },
  // Guards: the rainbow, the hour JMdict lists whole.
  { text: 'そらににじがでた', words: ['そら', 'に', 'にじ', 'が', 'でた'] },
  {
    text: 'まいあさろくじにおきる',
    words: ['まいあさ', 'ろくじ', 'に', 'おきる'],
    ids: { ろくじ: 2583620 },
  },
]);

// IPADIC reads the な of an adjective's negative appearance (く + な + さ + そう) as the
// adjective ない for some adjectives, as the auxiliary for others; either way it is one word.
table("an adjective's negative appearance is one word (楽しくなさそう)", [
  { text: '彼は楽しくなさそうだった', words: ['彼', 'は', '楽しくなさそう', 'だった'] },
  { text: 'このパン、美味しくなさそう', words: ['この', 'パン', '美味しくなさそう'] },
  { text: '嬉しくなさそうな顔', words: ['嬉しくなさそう', 'な', '顔'] },
  // Guards: the plain negative, and a filler between the adjective and ない.
  { text: '全然楽しくない', words: ['全然', '楽しくない'] },
  { text: '寂しくなんかない', words: ['寂しく', 'なんか', 'ない'] },
]);

// The volitional of a する-verb: IPADIC cuts 勉強|しよ|う, and the stem しよ continues the noun
// as し, する, しろ do.
table('a する-verb in the volitional keeps its noun (勉強しよう)', [
  {
    text: '今夜は勉強しよう',
    words: ['今夜', 'は', '勉強しよう'],
    forms: { 勉強しよう: '勉強する' },
  },
  { text: 'そろそろ結婚しようか', words: ['そろそろ', '結婚しよう', 'か'] },
  { text: '部屋を掃除しようと思った', words: ['部屋', 'を', '掃除しよう', 'と', '思った'] },
  // Guards: the expression どうしよう, and a noun JMdict lists without する stays apart.
  { text: 'どうしよう', words: ['どうしよう'] },
  { text: '宿題しようよ', words: ['宿題', 'しよう', 'よ'] },
]);

// After the wish's く form IPADIC reads なくなる "to disappear" whole (行き|たく|なくなっ|た); it is
// the wish's negative and なる, as after an adjective (楽しくなく | なった).
table('the wish in the negative before なる is the wish and なる (行きたくなく | なった)', [
  {
    text: 'もう行きたくなくなっちゃった',
    words: ['もう', '行きたくなく', 'なっちゃった'],
    forms: { 行きたくなく: '行く', なっちゃった: 'なる' },
  },
  { text: '急に食べたくなくなった', words: ['急に', '食べたくなく', 'なった'] },
  { text: '誰にも会いたくなくなる', words: ['誰にも', '会いたくなく', 'なる'] },
  // Guards: なくなる after a particle stays the verb, the plain wish stays one word.
  {
    text: '財布がなくなった',
    words: ['財布', 'が', 'なくなった'],
    forms: { なくなった: 'なくなる' },
  },
  { text: '行きたくない', words: ['行きたくない'] },
]);

// A サ変 noun's causative in its plain form or conditional: IPADIC cuts 入院|さ|せる, and the
// さ + せる continues the noun as さ + せ does in 入院させた.
table('a する-noun in the causative is one word in every form (入院させる)', [
  {
    text: '子供を入院させる',
    words: ['子供', 'を', '入院させる'],
    forms: { 入院させる: '入院する' },
  },
  { text: '客を退屈させれば終わりだ', words: ['客', 'を', '退屈させれば', '終わり', 'だ'] },
  { text: '母を心配させるな', words: ['母', 'を', '心配させる', 'な'] },
  // Guards: the continuative was already one word, as is a verb's own causative.
  { text: '彼女を感動させた', words: ['彼女', 'を', '感動させた'] },
  { text: '犬を庭で走らせる', words: ['犬', 'を', '庭', 'で', '走らせる'] },
]);

// IPADIC cuts お|父|さま and reads the kanji as the bare noun (父 ちち, 祖母 そぼ); JMdict lists the
// honorific word spelled so, read おとうさま, おばあさま.
table('prefix + noun + title spelled as JMdict lists it is that word (お父さま)', [
  {
    text: 'お父さまによろしく',
    words: ['お父さま', 'に', 'よろしく'],
    ids: { お父さま: 2122780 },
  },
  { text: 'お祖母さまは九十歳です', words: ['お祖母さま', 'は', '九十歳', 'です'] },
  { text: '昨日お父さまがいらした', words: ['昨日', 'お父さま', 'が', 'いらした'] },
  // Guards: a title JMdict does not list with its noun stays apart; the listed ones stay whole.
  { text: '叔母さまの家', words: ['叔母', 'さま', 'の', '家'] },
  { text: 'お父さんの車', words: ['お父さん', 'の', '車'] },
  { text: 'お母さまの声', words: ['お母さま', 'の', '声'] },
]);

// IPADIC reads the と after a する-verb before a verb of saying as the quoting particle, and the
// conjunction すると "thereupon" took する | と away from the noun.
table('a する-noun + する + quoting と is the verb and the particle, not すると', [
  {
    text: '来週出発すると言った',
    words: ['来週', '出発する', 'と', '言った'],
    forms: { 出発する: '出発する' },
  },
  { text: '必ず返事すると約束した', words: ['必ず', '返事する', 'と', '約束した'] },
  { text: '計画を変更すると発表した', words: ['計画', 'を', '変更する', 'と', '発表した'] },
  // Guards: the conjunction at a clause's start, the listed そうすると, a plain verb + と.
  { text: 'すると雨が降り出した', words: ['すると', '雨', 'が', '降り出した'] },
  { text: 'そうすると間に合わない', words: ['そうすると', '間に合わない'] },
  { text: '彼は行くと言った', words: ['彼', 'は', '行く', 'と', '言った'] },
]);

// The respectful お + stem + に + なる: IPADIC reads the stem as a noun (読み "reading") or a noun
// suffix (書き, which was cut again into 書 | き "came"); it is the verb's continuative.
table('the stem in お〜になる is the verb (お書きになった)', [
  {
    text: '先生がお書きになった手紙',
    words: ['先生', 'が', 'お', '書き', 'に', 'なった', '手紙'],
    forms: { 書き: '書く' },
  },
  {
    text: '部長はもうお決めになりましたか',
    words: ['部長', 'は', 'もう', 'お', '決め', 'に', 'なりました', 'か'],
    forms: { 決め: '決める' },
  },
  {
    text: 'この本をお読みになりましたか',
    words: ['この', '本', 'を', 'お', '読み', 'に', 'なりました', 'か'],
    forms: { 読み: '読む' },
  },
  // Guards: a listed noun with お, a listed expression, a noun with に + なる.
  { text: 'お年寄りになった', words: ['お年寄り', 'に', 'なった'] },
  { text: 'ご覧になりましたか', words: ['ご覧になりました', 'か'] },
  { text: '夕方に雨になった', words: ['夕方', 'に', '雨', 'に', 'なった'] },
]);

// IPADIC reads 医者なんだって as the copula's な, ん and the hearsay だって; the interjection
// 何だって "what?!" (and 何だ) took the span, though the copula's な never spells 何.
table("the copula's な + ん begins no word spelled with 何 (医者 | なん | だって)", [
  { text: '彼は医者なんだって', words: ['彼', 'は', '医者', 'なん', 'だって'] },
  { text: '明日は雨なんだって', words: ['明日', 'は', '雨', 'なん', 'だって'] },
  { text: 'なぜ駄目なんだと聞いた', words: ['なぜ', '駄目', 'なんだ', 'と', '聞いた'] },
  // Guards: the interjection standing alone, in kanji too, and the listed なんだ after a noun.
  { text: 'なんだって？', words: ['なんだって'] },
  { text: '何だって、もう一度言って', words: ['何だって', 'もう一度', '言って'] },
  { text: '今日は休みなんだ', words: ['今日', 'は', '休み', 'なんだ'] },
]);

// Middle dots as an ellipsis glue to an unknown katakana run (・・ポチ, バズ・・・): they are
// punctuation, and the katakana noun with a verb ending is the slang verb JMdict lists.
table('ellipsis dots beside a katakana slang verb (・・・ポチれば)', [
  {
    text: 'えっと・・・ポチれば届くよ',
    words: ['えっと', 'ポチれば', '届く', 'よ'],
    forms: { ポチれば: 'ポチる' },
  },
  { text: 'それがバズ・・・', words: ['それが', 'バズ'] },
  { text: 'また・・・サボった', words: ['また', 'サボった'] },
  // Guards: the verb without dots, a dotted name, a dotted list.
  { text: '昨日の動画がバズった', words: ['昨日', 'の', '動画', 'が', 'バズった'] },
  { text: 'ジョン・スミスさん', words: ['ジョン', 'スミス', 'さん'] },
  { text: 'コーヒー・紅茶', words: ['コーヒー', '紅茶'] },
]);

// IPADIC reads some する-nouns as godan verbs in す (危惧し|て): JMdict lists no such verb, so the
// word was unknown; it is the noun's する-verb.
table('a する-noun IPADIC reads as a verb in す is the する-verb (危惧していた)', [
  {
    text: '彼は将来を危惧していた',
    words: ['彼', 'は', '将来', 'を', '危惧していた'],
    forms: { 危惧していた: '危惧する' },
  },
  { text: '事故の再発が危惧されます', words: ['事故', 'の', '再発', 'が', '危惧されます'] },
  // Guards: verbs in す that stay as they are, and the noun's form IPADIC cuts itself.
  { text: '法に反した', words: ['法', 'に', '反した'], forms: { 反した: '反する' } },
  { text: '王と称した', words: ['王', 'と', '称した'] },
  { text: '悪化が懸念された', words: ['悪化', 'が', '懸念された'] },
]);

// A noun + verb compound JMdict lists voiced (けいとうだった, ちょんぎる), which IPADIC reads as the
// parts alone (たっ, きる): the reading differs only by the verb's voiced first kana.
table('a noun + verb compound voiced in the dictionary is one word (系統立った)', [
  {
    text: '系統立った説明をする',
    words: ['系統立った', '説明', 'を', 'する'],
    forms: { 系統立った: '系統立った' },
  },
  { text: '体系立った知識がない', words: ['体系立った', '知識', 'が', 'ない'] },
  { text: '紐をちょん切る', words: ['紐', 'を', 'ちょん切る'] },
  // Guards: the verb after a particle stays 立つ; 腹立つ stays the verb JMdict lists.
  { text: '旗が立った', words: ['旗', 'が', '立った'], forms: { 立った: '立つ' } },
  { text: '本当に腹立った', words: ['本当に', '腹立った'], forms: { 腹立った: '腹立つ' } },
]);

// In kana text a noun and か before a case particle or の is a person's 家 or an office's 課
// (IPADIC reads the question particle), where JMdict lists the whole read so.
table('a kana noun and か before a case particle is 家 or 課 (とざんか | の)', [
  {
    text: 'かれはとざんかのよいれいだ',
    words: ['かれ', 'は', 'とざんか', 'の', 'よい', 'れい', 'だ'],
  },
  { text: 'ぼくはけいりかにいる', words: ['ぼく', 'は', 'けいりか', 'に', 'いる'] },
  { text: 'そのえんげいかにそうだんした', words: ['その', 'えんげいか', 'に', 'そうだんした'] },
  // Guards: the question before は, the quoting と and かもしれない keep the particle.
  {
    text: 'それがほんものかはわからない',
    words: ['それが', 'ほんもの', 'か', 'は', 'わからない'],
  },
  { text: 'あしたはとざんかもしれない', words: ['あした', 'は', 'とざん', 'かもしれない'] },
]);

// を and 持って before a verb of state or motion is the object held, not the expression をもって
// "by means of"; before a clause's verb the expression stays.
table('を | もって before a verb of state or motion (ほんをもっていらっしゃる)', [
  {
    text: 'せんせいがほんをもっていらっしゃる',
    words: ['せんせい', 'が', 'ほん', 'を', 'もって', 'いらっしゃる'],
  },
  { text: 'かさをもってでかけた', words: ['かさ', 'を', 'もって', 'でかけた'] },
  { text: 'じしょをもってかえる', words: ['じしょ', 'を', 'もって', 'かえる'] },
  // Guards: a manner or a means before the clause's verb.
  { text: 'じしんをもってこたえた', words: ['じしん', 'をもって', 'こたえた'] },
  { text: 'しょめんをもってつうちする', words: ['しょめん', 'をもって', 'つうちする'] },
]);

// A kana number and the counter IPADIC read after it are the counted word, not a word read alike
// that is not spelled with the number.
table('a kana number and its counter are not a homophone (さんかい 三回, not 散会)', [
  {
    text: 'かれはさんかいきた',
    words: ['かれ', 'は', 'さんかい', 'きた'],
    ids: { さんかい: 1299940 },
  },
  {
    text: 'まいにちさんかいはをみがく',
    words: ['まいにち', 'さんかい', 'はをみがく'],
    ids: { さんかい: 1299940 },
  },
  // Guards: the verb 散会する, and 誤解, one token.
  {
    text: 'かいぎはさんかいした',
    words: ['かいぎ', 'は', 'さんかいした'],
    ids: { さんかいした: 1303500 },
  },
  { text: 'ごかいをまねく', words: ['ごかい', 'を', 'まねく'], ids: { ごかい: 1271310 } },
]);

// 何 in kana before a counter IPADIC tags is one counted word, as 何冊 in kanji is.
table('なん and a counter in kana are one counted word (なんさつ)', [
  {
    text: 'ほんをなんさつかよんだ',
    words: ['ほん', 'を', 'なんさつ', 'か', 'よんだ'],
    ids: { なんさつ: 1298520 },
  },
  { text: 'ここなんねんかんあっていない', words: ['ここ', 'なんねんかん', 'あっていない'] },
  // Guards: なんでも and a listed なん word stay as they are.
  { text: 'かれはなんでもしっている', words: ['かれ', 'は', 'なんでも', 'しっている'] },
  { text: 'なんさいですか', words: ['なんさい', 'ですか'] },
]);

// IPADIC reads the concessive たって after a verb's past stem (行っ|たって); it is the past and the
// quoting って, as IPADIC reads 泣いたって and 読んだって, and the stem no longer stands unknown.
table('a verb past before って is the past and って (行った | って)', [
  {
    text: 'どこへ逃げ回ったって無駄だ',
    words: ['どこ', 'へ', '逃げ回った', 'って', '無駄', 'だ'],
    forms: { 逃げ回った: '逃げ回る' },
  },
  { text: '何度待ったって来ないよ', words: ['何度', '待った', 'って', '来ない', 'よ'] },
  { text: '今から走ったって間に合わない', words: ['今', 'から', '走った', 'って', '間に合わない'] },
  // The voiced だって after い and ん stems too.
  {
    text: '今さら騒いだって遅い',
    words: ['今さら', '騒いだ', 'って', '遅い'],
    forms: { 騒いだ: '騒ぐ' },
  },
  // Guards: the expression JMdict lists stays whole; the く form keeps its たって.
  { text: '今さら言ったって遅い', words: ['今さら', '言ったって', '遅い'] },
  { text: '高くたって買う', words: ['高く', 'たって', '買う'] },
  { text: '大人だって泣く', words: ['大人', 'だって', '泣く'] },
]);

// An adjective's past conjectural (its かった with ろう), as the verb's たろう (書いたろう).
table("an adjective's past conjectural is one word (寒かったろう)", [
  { text: 'さぞ寒かったろう', words: ['さぞ', '寒かったろう'], forms: { 寒かったろう: '寒い' } },
  {
    text: '誰も知らなかったろうね',
    words: ['誰も', '知らなかったろう', 'ね'],
    forms: { 知らなかったろう: '知る' },
  },
  { text: 'きっと会いたかったろう', words: ['きっと', '会いたかったろう'] },
  // Guard: the verb's own past conjectural.
  { text: 'もう着いたろう', words: ['もう', '着いたろう'] },
]);

// Where the auxiliary after a godan stem begins an expression JMdict lists (なくてはならない,
// ずにはいられない), the stem stands alone; it is its verb, not an unknown word, as an ichidan stem
// is (起き | なくてはいけない). The cut does not change.
table('a verb stem left before an expression is that verb (帰ら | なくてはならない)', [
  {
    text: '夕方までに家へ帰らなくてはならない',
    words: ['夕方', 'まで', 'に', '家', 'へ', '帰ら', 'なくてはならない'],
    ids: { 帰ら: 1221270 },
  },
  {
    text: 'その話には泣かずにはいられない',
    words: ['その', '話', 'には', '泣か', 'ずにはいられない'],
    ids: { 泣か: 1229840 },
  },
  { text: '急がなくてはいけない', words: ['急が', 'なくてはいけない'], ids: { 急が: 1228650 } },
  // Guards: the ichidan stem was a word already; the negative that is no expression's start joins.
  {
    text: '明日は早く起きなくてはいけない',
    words: ['明日', 'は', '早く', '起き', 'なくてはいけない'],
  },
  {
    text: '家へ帰らなければならない',
    words: ['家', 'へ', '帰らなければ', 'ならない'],
    ids: { 帰らなければ: 1221270 },
  },
]);

// 過ぎる in kanji after an adjective's stem in kana is the excess, as すぎる is: IPADIC's stem
// (うるさ, ガル接続) stood unknown beside the verb.
table('an adjective stem in kana with 過ぎる in kanji is one word (うるさ過ぎる)', [
  {
    text: 'この部屋はうるさ過ぎる',
    words: ['この', '部屋', 'は', 'うるさ過ぎる'],
    ids: { うるさ過ぎる: 1481920 },
  },
  {
    text: '眠た過ぎて何もできない',
    words: ['眠た過ぎて', '何も', 'できない'],
    forms: { 眠た過ぎて: '眠たい' },
  },
  // Guards: a compound verb and a noun JMdict lists with 過ぎ keep their entries.
  {
    text: '駅を通り過ぎた',
    words: ['駅', 'を', '通り過ぎた'],
    forms: { 通り過ぎた: '通り過ぎる' },
  },
  { text: '昼過ぎに会おう', words: ['昼過ぎ', 'に', '会おう'] },
]);

// The たり form after any past stem, not only a verb's: IPADIC reads 暇だっ | たり and 安かっ | たり
// apart, and the copula's stem stood unknown.
table('the たり form of the copula and of an adjective is one word (暇だったり)', [
  {
    text: '週末は暇だったり忙しかったりする',
    words: ['週末', 'は', '暇', 'だったり', '忙しかったり', 'する'],
    forms: { だったり: 'だ', 忙しかったり: '忙しい' },
  },
  { text: '雨だったり雪だったりする', words: ['雨', 'だったり', '雪', 'だったり', 'する'] },
  {
    text: '来なかったり遅れたりする',
    words: ['来なかったり', '遅れたり', 'する'],
    forms: { 来なかったり: '来る' },
  },
  // Guard: the verb's own たり form.
  { text: '本を読んだり寝たりした', words: ['本', 'を', '読んだり', '寝たり', 'した'] },
]);

// IPADIC knows many たる-adjectives with their たる as one prenoun JMdict does not list (確固たる),
// others as the noun and the auxiliary (茫然 | たる); either is the stem's adj-t entry, one word.
table('a たる-adjective with its たる is one word, the stem (確固たる)', [
  {
    text: '確固たる証拠がある',
    words: ['確固たる', '証拠', 'が', 'ある'],
    ids: { 確固たる: 1205800 },
  },
  {
    text: '漠然たる不安を抱く',
    words: ['漠然たる', '不安', 'を', '抱く'],
    ids: { 漠然たる: 1475790 },
  },
  { text: '茫然たる思いで立っていた', words: ['茫然たる', '思い', 'で', '立っていた'] },
  // Guard: the adverb's と stays apart.
  { text: '彼は堂々と答えた', words: ['彼', 'は', '堂々', 'と', '答えた'] },
]);

// IPADIC knows 本当は as one adverb or conjunction; JMdict lists 本当 and the topic は apart.
table('a noun with the topic は that IPADIC reads as one adverb is the noun and は (本当 | は)', [
  {
    text: '本当は怖かったんだ',
    words: ['本当', 'は', '怖かった', 'んだ'],
    ids: { 本当: 1523060, は: 2028920 },
  },
  { text: 'でも本当は違う', words: ['でも', '本当', 'は', '違う'] },
  // Guard: 実は, which JMdict lists, stays whole.
  { text: '実は知っていた', words: ['実は', '知っていた'] },
]);

// A small vowel inside an adverb stretches it, as inside an adjective: IPADIC cuts やぁっと as
// や | ぁっ | と, and the pieces stood unknown. ー in an adverb is mostly a mimetic's own spelling.
table('an adverb said longer with a small vowel is the adverb (やぁっと)', [
  { text: 'やぁっと終わった', words: ['やぁっと', '終わった'], ids: { やぁっと: 1012800 } },
  {
    text: 'ずぅっと好きだった',
    words: ['ずぅっと', '好き', 'だった'],
    forms: { ずぅっと: 'ずっと' },
  },
  // Guards: a cry stays itself; a mimetic with ー keeps its own spelling and its と.
  { text: 'うーん、どうかな', words: ['うーん', 'どうかな'] },
  { text: 'どーんと落ちた', words: ['どーん', 'と', '落ちた'] },
]);

// IPADIC reads いたん|だ at a clause's end as the past of いたむ (痛む, 傷む in kana), even after a
// te-form; before ね or よ it cuts い|た|ん|だ. After the te-form it is ていた and the explanatory んだ.
table('ていたんだ at the end is ていた + んだ, not いたむ (住んでいたんだ)', [
  {
    text: 'あの時は泣いていたんだ',
    words: ['あの', '時', 'は', '泣いていた', 'んだ'],
    forms: { 泣いていた: '泣く' },
  },
  {
    text: '昔ここに住んでいたんだ',
    words: ['昔', 'ここ', 'に', '住んでいた', 'んだ'],
    forms: { 住んでいた: '住む' },
  },
  // Guards: the verb after a subject stays; before よ IPADIC's own cut.
  { text: '肉がいたんだ', words: ['肉', 'が', 'いたんだ'], forms: { いたんだ: 'いたむ' } },
  { text: '手紙を書いていたんだよ', words: ['手紙', 'を', '書いていた', 'んだ', 'よ'] },
]);

// IPADIC reads 誰|かい|ます as かう's polite form; before ません or ました it cuts か|い itself.
table('an interrogative with か before います is the indefinite and いる (誰かいます)', [
  {
    text: '箱の中に誰かいますか',
    words: ['箱', 'の', '中', 'に', '誰か', 'います', 'か'],
    forms: { 誰か: '誰か', います: 'いる' },
  },
  { text: 'あそこに何かいますね', words: ['あそこ', 'に', '何か', 'います', 'ね'] },
  // Guards: 買う in kanji; the plain form IPADIC cuts right.
  { text: '何買いますか', words: ['何', '買います', 'か'], forms: { 買います: '買う' } },
  { text: 'どこかに誰かいるかな', words: ['どこか', 'に', '誰か', 'いる', 'かな'] },
]);

// IPADIC reads the clipped stem right (lemma でかい), but the stem alone is also a key of its own
// (馬 うま, 守護 すご), which the resolver linked.
table('an adjective clipped to its stem as an exclamation is the adjective (うまっ)', [
  { text: 'でかっ！', words: ['でか'], forms: { でか: 'でかい' } },
  { text: 'うまーっ', words: ['うまー'], forms: { うまー: 'うまい' } },
  { text: 'この部屋、狭っ', words: ['この', '部屋', '狭'], forms: { 狭: '狭い' } },
  // Guard: the noun spelled like a stem, in its place.
  { text: 'かわいい馬だ', words: ['かわいい', '馬', 'だ'], forms: { 馬: '馬' } },
]);

// The inner-stretch re-cut took a called noun's final ん (ねえさーん); its final い likewise.
table('a called noun stretched before its final い is the noun (せんせーい)', [
  {
    text: 'せんせーい、質問です',
    words: ['せんせーい', '質問', 'です'],
    forms: { せんせーい: 'せんせい' },
  },
  { text: 'おねがーい', words: ['おねがーい'], forms: { おねがーい: 'おねがい' } },
  // Guard: a cry stays itself.
  { text: 'おーい、こっち', words: ['おーい', 'こっち'] },
]);

// IPADIC reads some one-kanji stems as nouns (高 こう, 長 ちょう) and すぎ as the suffix of 三時すぎ;
// with the noun's reading the span could not be the adjective's excessive form.
table('a one-kanji adjective stem with a clipped すぎ is the adjective (安すぎ)', [
  { text: '家賃が安すぎ', words: ['家賃', 'が', '安すぎ'], forms: { 安すぎ: '安い' } },
  { text: 'この話は長すぎ', words: ['この', '話', 'は', '長すぎ'], forms: { 長すぎ: '長い' } },
  { text: 'それ高すぎだよ', words: ['それ', '高すぎ', 'だ', 'よ'], forms: { 高すぎ: '高い' } },
  // Guards: a time's すぎ, and a compound with 高 after a noun.
  { text: '昼すぎに出かけた', words: ['昼すぎ', 'に', '出かけた'] },
  { text: '円高すぎ', words: ['円高', 'すぎ'] },
]);

// Eighteenth pass (helper grammar24): IPADIC reads a clause-final たり after the copula's past stem
// as the classical copula たり, and the stem stood unknown.
table('the listing たり at a clause end after the copula joins it (退屈だったり。)', [
  {
    text: '毎日が退屈だったり。',
    words: ['毎日', 'が', '退屈', 'だったり'],
    forms: { だったり: 'だ' },
  },
  { text: '相手が先生だったり、', words: ['相手', 'が', '先生', 'だったり'] },
  // Guard: the classical たり after a noun stays itself.
  { text: '正々堂々たり。', words: ['正々堂々', 'たり'] },
]);

// くれる's くん before ない is IPADIC's own contracted form; before ねえ it reads くる's くん and a
// final particle. Both are くれる contracted, joined to the verb as くれない is.
table('くんない / くんねえ after the te-form are くれる, one word with the verb', [
  {
    text: '鍵を貸してくんない？',
    words: ['鍵', 'を', '貸してくんない'],
    forms: { 貸してくんない: '貸す' },
  },
  {
    text: '早く決めてくんねえか',
    words: ['早く', '決めてくんねえ', 'か'],
    forms: { 決めてくんねえ: '決める' },
  },
  // Guards: くる's contracted くん before の, and くれない itself.
  { text: '誰が来てくんの', words: ['誰', 'が', '来てくん', 'の'], forms: { 来てくん: '来る' } },
  { text: '友達が助けてくれない', words: ['友達', 'が', '助けてくれない'] },
]);

// IPADIC reads the て of 何て before a na-adjective as its one-kana 連語 particle, which the rule
// for split compound particles kept from joining.
table('何て before an adjective is the adverb 何て "how" (何て静かな)', [
  { text: '何て静かな夜だろう', words: ['何て', '静かな', '夜', 'だろう'], ids: { 何て: 1188370 } },
  { text: '何て親切な人', words: ['何て', '親切な', '人'], ids: { 何て: 1188370 } },
  // Guards: a split compound particle's に stays apart; 何て before a verb as before.
  { text: '健康に関する本', words: ['健康', 'に', '関する', '本'] },
  { text: '何て書いたの', words: ['何て', '書いた', 'の'] },
]);

// ー that IPADIC leaves as a token of its own before the particle っと stretches the adverb it
// splits; an emphatic っ it makes the particle っと of likewise.
table('an adverb said longer or harder is the adverb (もーっと, ほんっとに, いっつも)', [
  { text: 'もーっと遊びたい', words: ['もーっと', '遊びたい'], forms: { もーっと: 'もっと' } },
  { text: 'さーっと片付けた', words: ['さーっと', '片付けた'], forms: { さーっと: 'さっと' } },
  { text: 'ほんっとに眠い', words: ['ほんっとに', '眠い'], forms: { ほんっとに: 'ほんとに' } },
  { text: 'いっつも笑ってる', words: ['いっつも', '笑ってる'], forms: { いっつも: 'いつも' } },
  // Guards: the mimetics IPADIC reads whole or glues the mark to keep their spelling.
  { text: 'ずーっと一緒だ', words: ['ずーっと', '一緒', 'だ'] },
  { text: 'どーんと構えて', words: ['どーん', 'と', '構えて'] },
]);

// IPADIC reads におい "smell" and the copula's で where the honorific おいで follows the place's に.
table('the honorific おいで before the copula is に | おいで (京都においでですか)', [
  {
    text: '京都においでですか',
    words: ['京都', 'に', 'おいで', 'ですか'],
    ids: { おいで: 1270400 },
  },
  { text: '先週は大阪においででした', words: ['先週', 'は', '大阪', 'に', 'おいで', 'でした'] },
  // Guard: the smell stays before で "by" and before でした after an adjective.
  { text: 'においで気付いた', words: ['におい', 'で', '気付いた'] },
  { text: '変なにおいでした', words: ['変な', 'におい', 'でした'] },
]);

// IPADIC reads the concessive たって after a く form as たつ's te-form: it joined as the adverb 達て,
// or with a verb of motion as たって行く.
table('the concessive たって after a く form is the particle (暗くたって行く)', [
  {
    text: '暗くたって行くよ',
    words: ['暗く', 'たって', '行く', 'よ'],
    ids: { たって: 2643980 },
    forms: { 行く: '行く' },
  },
  { text: '狭くたって平気', words: ['狭く', 'たって', '平気'], ids: { たって: 2643980 } },
  { text: '呼ばなくたって来る', words: ['呼ばなく', 'たって', '来る'] },
  // Guard: たつ before aspect stays the verb.
  { text: '旗が高くたっている', words: ['旗', 'が', '高く', 'たっている'] },
]);

// Kana text (helper kana24). A kana number in hundreds, thousands or ten thousands before a kana
// counter is one counted word, as 四千円 is; IPADIC cut it into words it knows (よん | せんえん).
table('a kana number of hundreds or thousands with its counter is one word (よんせんえん)', [
  {
    text: 'よんせんえんはらった',
    words: ['よんせんえん', 'はらった'],
    ids: { よんせんえん: 1175570 },
  },
  { text: 'はっぴゃくにんがあつまった', words: ['はっぴゃくにん', 'が', 'あつまった'] },
  { text: 'それはにせんえんです', words: ['それ', 'は', 'にせんえん', 'です'] },
  { text: 'にまんごせんえんのくつ', words: ['にまんごせんえん', 'の', 'くつ'] },
  // 何千 "thousands" stands apart from its counter, as 何千 | 人 in kanji.
  { text: 'なんぜんにんもいた', words: ['なんぜん', 'にん', 'も', 'いた'] },
  { text: 'なんびゃくねんもまえ', words: ['なんびゃく', 'ねん', 'も', 'まえ'] },
  // Guards: に after a noun is the particle (朝に洗濯), and so before 満足; no digit, no number.
  { text: 'あさにせんたくした', words: ['あさ', 'に', 'せんたくした'] },
  {
    text: 'かれはせいかつにまんぞくしている',
    words: ['かれ', 'は', 'せいかつ', 'に', 'まんぞくしている'],
  },
  { text: 'ごせんぞさまにおまいりした', words: ['ご', 'せんぞ', 'さま', 'に', 'おまいりした'] },
]);

// Kana text: a demonstrative never stands before another, so その | この is その | こ | の.
table('この after a demonstrative is the noun こ and の (どのこのくつ)', [
  { text: 'どのこのくつ', words: ['どの', 'こ', 'の', 'くつ'] },
  { text: 'そのこのなまえをきいた', words: ['その', 'こ', 'の', 'なまえ', 'を', 'きいた'] },
  // Guards: この alone, and この after a noun, stay the demonstrative.
  { text: 'このへやはひろい', words: ['この', 'へや', 'は', 'ひろい'] },
  { text: 'きょうこのほんをよんだ', words: ['きょう', 'この', 'ほん', 'を', 'よんだ'] },
]);

// Kana text: no particle follows a na-adjective's な, so ゆうめいな | が | か is 有名な画家.
table('after the attributive な the kana are a noun, not particles (ゆうめいながか)', [
  {
    text: 'ゆうめいながかです',
    words: ['ゆうめいな', 'がか', 'です'],
    ids: { がか: 1197120 },
  },
  {
    text: 'かのじょはりっぱながかになった',
    words: ['かのじょ', 'は', 'りっぱな', 'がか', 'に', 'なった'],
  },
  // Guards: after a noun, が and か stay particles.
  { text: 'ねこがかわいい', words: ['ねこ', 'が', 'かわいい'] },
  { text: 'いぬがかんだ', words: ['いぬ', 'が', 'かんだ'] },
]);

// Kana text: なん and a counter IPADIC read into other words (なんぼ | ん, なん | こかった).
table('なん and a kana counter IPADIC cut otherwise are one counted word (なんぼん)', [
  { text: 'えんぴつがなんぼんあるの', words: ['えんぴつ', 'が', 'なんぼん', 'ある', 'の'] },
  { text: 'りんごをなんこかった', words: ['りんご', 'を', 'なんこ', 'かった'] },
  { text: 'なんぷんかかる', words: ['なんぷん', 'かかる'] },
  // Guards: a particle or adverb IPADIC reads, and a noun it knows whole, stay.
  { text: 'なんかいいね', words: ['なんか', 'いいね'] },
  { text: 'なんきょくにいく', words: ['なんきょく', 'に', 'いく'] },
  { text: 'ねるなんてきみらしくない', words: ['ねる', 'なんて', 'きみ', 'らしくない'] },
]);

// Variants of passing development cases (scratch/variants24.tsv): the same construction with other
// words. IPADIC lemmatizes a godan verb's potential to a ru-verb of its own (使い|切れ|なかっ|た is
// 切れる), so the compound's keys (使い切る) did not begin with the text's stem and it stayed apart.
table('a godan potential after a verb joins its compound or te-compound (使い切れなかった)', [
  {
    text: 'お金を使い切れなかった',
    words: ['お金', 'を', '使い切れなかった'],
    forms: { 使い切れなかった: '使い切る' },
  },
  {
    text: '時間を使い切れる',
    words: ['時間', 'を', '使い切れる'],
    forms: { 使い切れる: '使い切る' },
  },
  {
    text: '連れて行けなかった',
    words: ['連れて行けなかった'],
    forms: { 連れて行けなかった: '連れて行く' },
  },
  // Guards: the ru-verb itself after a noun and a particle; 切れる after a noun stays 切れる.
  { text: '窓を開けてください', words: ['窓', 'を', '開けてください'] },
  { text: '糸が切れる', words: ['糸', 'が', '切れる'], forms: { 切れる: '切れる' } },
]);

// After しまう and its contraction ちゃう IPADIC reads the appearance そう as the adverb "so".
table('the appearance そう after しまう / ちゃう joins the verb (消えてしまいそう)', [
  { text: '消えてしまいそう', words: ['消えてしまいそう'], forms: { 消えてしまいそう: '消える' } },
  {
    text: '壊れちゃいそうだ',
    words: ['壊れちゃいそう', 'だ'],
    forms: { 壊れちゃいそう: '壊れる' },
  },
  // Guard: the adverb そう before a verb.
  { text: 'そう思う', words: ['そう', '思う'] },
]);

// A verb in a spelling JMdict does not list was found by its reading only as one token; with the
// endings IPADIC cuts off (張りきっ|て|いる) it stood in pieces.
table('a verb in a spelling of its own keeps its endings (張りきっている)', [
  { text: '張りきっている', words: ['張りきっている'], forms: { 張りきっている: '張り切る' } },
  {
    text: '候補を選びだしていた',
    words: ['候補', 'を', '選びだしていた'],
    forms: { 選びだしていた: '選び出す' },
  },
  // Guard: a listed spelling keeps its own entry.
  { text: '思いだしている', words: ['思いだしている'], forms: { 思いだしている: '思いだす' } },
]);

// Kana text (helper kana25). No する-verb makes a passive in しられる, so よくし | られ (IPADIC's kana
// よくする, or 浴する by the deinflector) is the adverb and 知られる.
table('よく and 知られる in kana are two words, not a する-verb (よくしられた)', [
  {
    text: 'むかしからよくしられた',
    words: ['むかし', 'から', 'よく', 'しられた'],
    ids: { しられた: 1420470 },
  },
  { text: 'このみちはよくしられていない', words: ['この', 'みち', 'は', 'よく', 'しられていない'] },
  // Guards: よくする "to do well" in its own forms stays one verb.
  { text: 'よくしてもらった', words: ['よくしてもらった'] },
  { text: 'よくしない', words: ['よくしない'] },
]);

// Kana text: the topic particle IPADIC reads is not glued to the first kana of the next word, be
// that kana a one-kana filler (は | え | だに), a word read after a kana prefix (ひと | はくち), or
// the particle read twice (は | は).
table('the topic は stands before the kana word after it (とりはえだに, あのひとはくち)', [
  { text: 'とりはえだにとまった', words: ['とり', 'は', 'えだ', 'に', 'とまった'] },
  {
    text: 'りすはえだのあいだをはしる',
    words: ['りす', 'は', 'えだ', 'の', 'あいだ', 'を', 'はしる'],
  },
  {
    text: 'きみはあおいめがきれいだ',
    words: ['きみ', 'は', 'あおい', 'め', 'が', 'きれい', 'だ'],
  },
  {
    text: 'そのこはあおいめをしている',
    words: ['その', 'こ', 'は', 'あおい', 'め', 'を', 'している'],
  },
  { text: 'あのひとはくちがかたい', words: ['あのひと', 'は', 'くちがかたい'] },
  { text: 'ぼくははがいたい', words: ['ぼく', 'は', 'は', 'が', 'いたい'] },
  // Guards: interjections, a prefix that makes a word, 母 and laughter stay whole.
  { text: 'はあそうですか', words: ['はあ', 'そう', 'ですか'] },
  { text: 'ねえきいて', words: ['ねえ', 'きいて'] },
  { text: 'だいとかいにすむ', words: ['だいとかい', 'に', 'すむ'] },
  { text: 'ひとやすみしよう', words: ['ひとやすみしよう'] },
  { text: 'ははがすきだ', words: ['はは', 'が', 'すき', 'だ'] },
  { text: 'ははは', words: ['ははは'] },
]);

// Variants of passing development cases (scratch/variants25.tsv): the same construction in other
// forms (past, negative, plain, imperative) and after other words. Each rule below had been fitted
// to the one form a development case shows.
table('the slurred らんない conjugates on (見てらんなかった)', [
  {
    text: 'やってらんなかった',
    words: ['やってらんなかった'],
    forms: { やってらんなかった: 'やる' },
  },
  { text: '食べらんなくて', words: ['食べらんなくて'], forms: { 食べらんなくて: '食べる' } },
  // Guard: the plain form as it was.
  { text: '待ってらんないよ', words: ['待ってらんない', 'よ'] },
]);

table('a サ変 noun keeps its causative before いただく in every form (拝見させて | いただく)', [
  { text: '拝見させていただく', words: ['拝見させて', 'いただく'] },
  { text: '説明させていただいた', words: ['説明させて', 'いただいた'] },
  // Guards: the polite form as it was; もらう after て joins its verb.
  { text: '参加させていただきます', words: ['参加させて', 'いただきます'] },
  { text: '参加させてもらう', words: ['参加させてもらう'] },
]);

table('a kana お-noun before なさい is the prefix and the verb (お | かけなさい)', [
  {
    text: 'どうぞおかけなさい',
    words: ['どうぞ', 'お', 'かけなさい'],
    forms: { かけなさい: 'かける' },
  },
  { text: 'おすわりなさい', words: ['お', 'すわりなさい'] },
  // Guards: the expression JMdict lists, and a kana お-noun before anything else.
  { text: 'どうぞおかけください', words: ['どうぞ', 'おかけください'] },
  { text: 'おかげで助かった', words: ['おかげで', '助かった'] },
]);

table('after contracted "must", ならなく | なる (帰らなきゃならなくなって)', [
  { text: '帰らなきゃならなくなって', words: ['帰らなきゃ', 'ならなく', 'なって'] },
  { text: 'しなくちゃならなくなった', words: ['しなくちゃ', 'ならなく', 'なった'] },
  // Guards: ならない alone, and the wish's なくなる as it was.
  { text: '言わなきゃならない', words: ['言わなきゃ', 'ならない'] },
  { text: '行きたくなくなった', words: ['行きたくなく', 'なった'] },
]);

table('〜なさそう after 来, 見 and an ichidan stem IPADIC reads as a noun (見えなさそう)', [
  { text: '雨は来なさそう', words: ['雨', 'は', '来なさそう'], forms: { 来なさそう: '来る' } },
  { text: '誰も見なさそうだ', words: ['誰も', '見なさそう', 'だ'], forms: { 見なさそう: '見る' } },
  { text: '見えなさそう', words: ['見えなさそう'], forms: { 見えなさそう: '見える' } },
  { text: '明日は晴れなさそう', words: ['明日', 'は', '晴れなさそう'] },
  // Guards: the dependent くる after て, こなす, and 来なさい as they were.
  { text: '戻ってこなさそうだな', words: ['戻ってこなさそう', 'だ', 'な'] },
  { text: '仕事をこなさなければ', words: ['仕事', 'を', 'こなさなければ'] },
  { text: '早く来なさい', words: ['早く', '来なさい'] },
]);

table('a する-verb takes every form of the contracted ていく (変化してかない)', [
  { text: '変化してかない', words: ['変化してかない'], forms: { 変化してかない: '変化する' } },
  { text: '成長してかなかった', words: ['成長してかなかった'] },
  // Guard: after another verb, as it was.
  { text: '変わってかない', words: ['変わってかない'] },
]);

table('an ichidan stem IPADIC reads as a noun takes the slurred らんない (逃げらんねえ)', [
  {
    text: '逃げらんねえじゃん',
    words: ['逃げらんねえ', 'じゃん'],
    forms: { 逃げらんねえ: '逃げる' },
  },
  // Guard: a verb IPADIC reads as one, as it was.
  { text: '食べらんない', words: ['食べらんない'], forms: { 食べらんない: '食べる' } },
]);

// Audit of game, web-novel, post, e-mail and recipe text (helper audit25). 外 read そと before
// に and a verb is the place, not the adverb 外に ほかに; after より it is "other than".
table('外 with に before a verb is the place, not the adverb ほかに (外に出よう)', [
  { text: '外に出よう', words: ['外', 'に', '出よう'], ids: { 外: 1203250 } },
  { text: '部屋の外に干す', words: ['部屋', 'の', '外', 'に', '干す'] },
  // Guards: after より, and before no verb, the adverb stays.
  {
    text: '君より外に頼れる人はいない',
    words: ['君', 'より', '外に', '頼れる', '人', 'は', 'いない'],
  },
  { text: '外に何か質問は', words: ['外に', '何か', '質問', 'は'] },
]);

// A one-kanji verb's stem IPADIC reads as a noun between を and に + a verb of motion is the
// verb: the purpose (折り "fold", 摘み つまみ "knob" are other words), not the adverb 割りに.
table('a verb stem between を and the に of purpose is the verb (枝を折りに行く)', [
  { text: '枝を折りに行く', words: ['枝', 'を', '折り', 'に', '行く'], forms: { 折り: '折る' } },
  {
    text: '薪を割りに行った',
    words: ['薪', 'を', '割り', 'に', '行った'],
    forms: { 割り: '割る' },
  },
  { text: '米を研ぎに来た', words: ['米', 'を', '研ぎ', 'に', '来た'], forms: { 研ぎ: '研ぐ' } },
  // Guards: a compound verb's stem stays its noun; the adverb after の stays; IPADIC's verb stays.
  {
    text: '友人を見送りに行った',
    words: ['友人', 'を', '見送り', 'に', '行った'],
    forms: { 見送り: '見送り' },
  },
  { text: '値段の割りに美味しい', words: ['値段', 'の', '割りに', '美味しい'] },
  { text: '服を買いに行く', words: ['服', 'を', '買い', 'に', '行く'], forms: { 買い: '買う' } },
]);

// A clipped すぎ after a noun the stem makes no listed compound with (the particle dropped).
table('a one-kanji stem with a clipped すぎ after a noun is the adjective (家賃高すぎ)', [
  { text: '家賃高すぎ', words: ['家賃', '高すぎ'], forms: { 高すぎ: '高い' } },
  {
    text: 'このボス強すぎだろ',
    words: ['この', 'ボス', '強すぎ', 'だろ'],
    forms: { 強すぎ: '強い' },
  },
  // Guards: a listed compound keeps its kanji (売上高), and a time's すぎ stays.
  { text: '売上高すぎる', words: ['売上高', 'すぎる'] },
  { text: '三時すぎに来た', words: ['三時', 'すぎ', 'に', '来た'] },
]);

// Katakana slang adjectives IPADIC does not know, stretched before their い or clipped.
table('a katakana slang adjective stretched or clipped is the adjective (ヤバーい, ヤバっ)', [
  { text: 'マジでヤバーい', words: ['マジ', 'で', 'ヤバーい'], forms: { ヤバーい: 'ヤバい' } },
  { text: 'ウザーいよね', words: ['ウザーい', 'よね'], forms: { ウザーい: 'ウザい' } },
  { text: 'ヤバっ！', words: ['ヤバ'], forms: { ヤバ: 'ヤバい' } },
  { text: 'ダサ～', words: ['ダサ～'], forms: { 'ダサ～': 'ダサい' } },
  // Guards: katakana words IPADIC knows stay themselves before a mark.
  { text: 'カラー・キー', words: ['カラー', 'キー'], forms: { カラー: 'カラー' } },
  { text: 'ウー、今日は', words: ['ウー', '今日', 'は'], forms: { ウー: 'ウー' } },
]);

// An emphatic っ with a stretch in the same word: both marks dropped, the word is found whole.
table('an emphatic っ and a stretch in one word (いっただきまーす)', [
  {
    text: 'いっただきまーす',
    words: ['いっただきまーす'],
    forms: { いっただきまーす: 'いただく' },
  },
  { text: 'いったーい！', words: ['いったーい'], ids: { いったーい: 1432680 } },
  // Guards: a word IPADIC knows said hard keeps its entry; two words keep their っ.
  { text: 'すっごーく楽しい', words: ['すっごーく', '楽しい'], forms: { すっごーく: 'すっごい' } },
  {
    text: '三流やったらなーんの意味もない',
    words: ['三流', 'やったら', 'なーんの', '意味', 'も', 'ない'],
    forms: { やったら: 'やる' },
  },
]);

// The honorific さん after a name is the suffix, never a kana number with a counter (三杯 さんはい).
table('the honorific さん after a name starts no kana number (田中さんはいない)', [
  {
    text: '田中さんはいないでしょうね。',
    words: ['田中', 'さん', 'は', 'いない', 'でしょう', 'ね'],
  },
  { text: '佐藤さんはいないの？', words: ['佐藤', 'さん', 'は', 'いない', 'の'] },
  // Guards: くん was never read so; a kana number with its counter stays one word.
  { text: '山田くんはいないかな', words: ['山田', 'くん', 'は', 'いない', 'かな'] },
  { text: 'ねこがさんびきいる', words: ['ねこ', 'が', 'さんびき', 'いる'] },
]);

// The prohibitive な quoted by って: なっ|て after a dictionary form is not なる's te-form.
table('a verb + the prohibitive な + quoting って (思い出すなって)', [
  {
    text: '二度と思い出すなって言った',
    words: ['二度と', '思い出す', 'な', 'って', '言った'],
  },
  { text: '田中さん、笑うなって！', words: ['田中', 'さん', '笑う', 'な', 'って'] },
  // Guards: なって after a particle, and ようになって, stay the verb; と quoting is untouched.
  { text: '静かになって', words: ['静か', 'に', 'なって'] },
  { text: '行くようになって', words: ['行く', 'ようになって'] },
  { text: '来るなと言った', words: ['来る', 'な', 'と', '言った'] },
]);

// Development constructions in other contexts: after a name, a counter, 「 or 、, before a quote.
table('passing constructions keep their cut inside longer sentences', [
  { text: '「分かっちゃうのよ」って言った', words: ['分かっちゃう', 'の', 'よ', 'って', '言った'] },
  { text: '三人で飲んで笑っちゃえば', words: ['三人', 'で', '飲んで', '笑っちゃえば'] },
  { text: '五分だけ遊びたいのに', words: ['五分', 'だけ', '遊びたい', 'のに'] },
  { text: '十人に割り当てられた', words: ['十人', 'に', '割り当てられた'] },
  {
    text: '田中さん、ご迷惑おかけしてすみません。',
    words: ['田中', 'さん', 'ご迷惑', 'おかけして', 'すみません'],
  },
  {
    text: '「ここにおかけなさい」と言った',
    words: ['ここ', 'に', 'お', 'かけなさい', 'と', '言った'],
  },
  {
    text: 'やめたほうがいいんじゃないの？',
    words: ['やめた', 'ほうがいい', 'ん', 'じゃない', 'の'],
  },
  {
    text: '三回失敗したくらいで泣くの？',
    words: ['三回', '失敗した', 'くらい', 'で', '泣く', 'の'],
  },
  {
    text: '「田中くんには負けてらんねぇぞー！',
    words: ['田中', 'くん', 'には', '負けてらんねぇ', 'ぞ'],
  },
  { text: '遊んだし、読んだけど、眠い', words: ['遊んだ', 'し', '読んだ', 'けど', '眠い'] },
]);

// The copula's continuative でし cannot stand before ん: in kana text it is で and a verb in し.
table('でし before ん in kana text is the particle で and the verb (びょうきでしんだ)', [
  {
    text: 'かれはびょうきでしんだ。',
    words: ['かれ', 'は', 'びょうき', 'で', 'しんだ'],
    forms: { しんだ: 'しぬ' },
  },
  {
    text: 'いぬはびょういんでしんだよ',
    words: ['いぬ', 'は', 'びょういん', 'で', 'しんだ', 'よ'],
    forms: { しんだ: 'しぬ' },
  },
  // Guards: the copula's past stays whole; で before another word in し stays.
  { text: 'がくせいでしたね', words: ['がくせい', 'でした', 'ね'] },
  { text: 'それでしんぱいになった。', words: ['それで', 'しんぱい', 'に', 'なった'] },
]);

// The conjunctive て never follows を, は, が or も: in kana text a lone て there is 手.
table('a lone て after を in kana text is the noun 手 (りんごをてにいれたい)', [
  {
    text: 'りんごをてにいれたいとおもう。',
    words: ['りんご', 'を', 'てにいれたい', 'と', 'おもう'],
    forms: { てにいれたい: 'てにいれる' },
  },
  { text: 'いしをてにいれた。', words: ['いし', 'を', 'てにいれた'] },
  // Guards: the particle とて stays; a word in て after は stays whole.
  { text: '今年とて同じだ', words: ['今年', 'とて', '同じ', 'だ'] },
  { text: 'かれはてがみをかいた。', words: ['かれ', 'は', 'てがみ', 'を', 'かいた'] },
]);

// The past conjectural clipped in speech (〜たろ for 〜ただろう): IPADIC's た in its irrealis.
table('the clipped past conjectural たろ / だろ is one word with its verb (言ったろ, 読んだろ)', [
  {
    text: 'だから言ったろ、やめとけって',
    words: ['だから', '言ったろ', 'やめとけ', 'って'],
    forms: { 言ったろ: '言う' },
  },
  { text: 'お前も見たろ？', words: ['お前', 'も', '見たろ'], forms: { 見たろ: '見る' } },
  {
    text: 'あの本、もう読んだろ',
    words: ['あの', '本', 'もう', '読んだろ'],
    forms: { 読んだろ: '読む' },
  },
  { text: '誰も来なかったろ', words: ['誰も', '来なかったろ'], forms: { 来なかったろ: '来る' } },
  // Guards: the copula's だろ after a noun or an adjective stays a word of its own.
  { text: 'これは本だろ', words: ['これ', 'は', '本', 'だろ'] },
  { text: 'それでいいだろ', words: ['それで', 'いい', 'だろ'] },
]);
