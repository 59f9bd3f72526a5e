/**
 * Words whose reading belongs to the whole word, not to its kanji: the multi-kanji entries of the
 * appendix (付表) of the Jōyō kanji table. Some of them split into KANJIDIC readings by accident
 * (一人 ひと + り, 上手 じょう + ず), which would teach a learner readings the kanji do not have
 * there, so a listed word with its listed reading always keeps one ruby: 一人[ひとり].
 */
const JUKUJIKUN: readonly (readonly [string, string])[] = [
  ['明日', 'あす'],
  ['小豆', 'あずき'],
  ['海女', 'あま'],
  ['海士', 'あま'],
  ['硫黄', 'いおう'],
  ['意気地', 'いくじ'],
  ['田舎', 'いなか'],
  ['息吹', 'いぶき'],
  ['海原', 'うなばら'],
  ['乳母', 'うば'],
  ['浮気', 'うわき'],
  ['笑顔', 'えがお'],
  ['叔父', 'おじ'],
  ['伯父', 'おじ'],
  ['大人', 'おとな'],
  ['乙女', 'おとめ'],
  ['叔母', 'おば'],
  ['伯母', 'おば'],
  ['神酒', 'みき'],
  ['母屋', 'おもや'],
  ['母家', 'おもや'],
  ['河岸', 'かし'],
  ['鍛冶', 'かじ'],
  ['風邪', 'かぜ'],
  ['固唾', 'かたず'],
  ['仮名', 'かな'],
  ['蚊帳', 'かや'],
  ['為替', 'かわせ'],
  ['河原', 'かわら'],
  ['川原', 'かわら'],
  ['昨日', 'きのう'],
  ['今日', 'きょう'],
  ['果物', 'くだもの'],
  ['玄人', 'くろうと'],
  ['今朝', 'けさ'],
  ['景色', 'けしき'],
  ['心地', 'ここち'],
  ['居士', 'こじ'],
  ['今年', 'ことし'],
  ['早乙女', 'さおとめ'],
  ['雑魚', 'ざこ'],
  ['桟敷', 'さじき'],
  ['五月', 'さつき'],
  ['早苗', 'さなえ'],
  ['五月雨', 'さみだれ'],
  ['時雨', 'しぐれ'],
  ['尻尾', 'しっぽ'],
  ['竹刀', 'しない'],
  ['老舗', 'しにせ'],
  ['芝生', 'しばふ'],
  ['清水', 'しみず'],
  ['三味線', 'しゃみせん'],
  ['砂利', 'じゃり'],
  ['数珠', 'じゅず'],
  ['上手', 'じょうず'],
  ['白髪', 'しらが'],
  ['素人', 'しろうと'],
  ['師走', 'しわす'],
  ['師走', 'しはす'],
  ['数寄屋', 'すきや'],
  ['数奇屋', 'すきや'],
  ['相撲', 'すもう'],
  ['草履', 'ぞうり'],
  ['山車', 'だし'],
  ['太刀', 'たち'],
  ['七夕', 'たなばた'],
  ['足袋', 'たび'],
  ['稚児', 'ちご'],
  ['一日', 'ついたち'],
  ['築山', 'つきやま'],
  ['梅雨', 'つゆ'],
  ['凸凹', 'でこぼこ'],
  ['伝馬船', 'てんません'],
  ['投網', 'とあみ'],
  ['十重二十重', 'とえはたえ'],
  ['読経', 'どきょう'],
  ['時計', 'とけい'],
  ['友達', 'ともだち'],
  ['仲人', 'なこうど'],
  ['名残', 'なごり'],
  ['雪崩', 'なだれ'],
  ['野良', 'のら'],
  ['祝詞', 'のりと'],
  ['博士', 'はかせ'],
  ['二十', 'はたち'],
  ['二十歳', 'はたち'],
  ['二十日', 'はつか'],
  ['波止場', 'はとば'],
  ['一人', 'ひとり'],
  ['日和', 'ひより'],
  ['二人', 'ふたり'],
  ['二日', 'ふつか'],
  ['吹雪', 'ふぶき'],
  ['下手', 'へた'],
  ['部屋', 'へや'],
  ['迷子', 'まいご'],
  ['真面目', 'まじめ'],
  ['土産', 'みやげ'],
  ['息子', 'むすこ'],
  ['眼鏡', 'めがね'],
  ['猛者', 'もさ'],
  ['紅葉', 'もみじ'],
  ['木綿', 'もめん'],
  ['八百長', 'やおちょう'],
  ['八百屋', 'やおや'],
  ['大和', 'やまと'],
  ['弥生', 'やよい'],
  ['浴衣', 'ゆかた'],
  ['行方', 'ゆくえ'],
  ['寄席', 'よせ'],
  ['若人', 'わこうど'],
];

export interface JukujikunWord {
  /** The word's characters, one entry per code point. */
  chars: readonly string[];
  /** Its reading in hiragana. */
  reading: string;
}

/** Listed words indexed by their first character. */
export const JUKUJIKUN_BY_FIRST_CHAR: ReadonlyMap<string, readonly JukujikunWord[]> = (() => {
  const index = new Map<string, JukujikunWord[]>();
  for (const [word, reading] of JUKUJIKUN) {
    const chars = Array.from(word);
    const list = index.get(chars[0]!);
    const entry = { chars, reading };
    if (list === undefined) index.set(chars[0]!, [entry]);
    else list.push(entry);
  }
  return index;
})();
