import type { Token } from '../tokenizer';

/**
 * 空 before の and a container is から "empty", not そら "sky": 空の缶を潰す "crush the empty can",
 * 空のグラスに注ぐ "pour into the empty glass", 空の鍋を火にかけた. IPADIC reads 空 standing alone
 * as そら whatever follows, and as a lone kanji that reading weighs little, yet enough with そら's
 * frequency to keep the sky (空の色, 空の下 stay そら). A sky holds nothing, so a container after
 * 空の says the word is "empty"; the token takes the reading から and the entry follows it.
 * (空になる, 空にする are listed whole already.)
 */
const CONTAINERS = new Set([
  '箱',
  '瓶',
  'びん',
  'ビン',
  '缶',
  'カン',
  '袋',
  '財布',
  '皿',
  '器',
  '容器',
  'コップ',
  'グラス',
  'カップ',
  'ジョッキ',
  'ボトル',
  'ペットボトル',
  '湯呑み',
  '湯のみ',
  '茶碗',
  '椀',
  'お椀',
  '鍋',
  '壺',
  '樽',
  '桶',
  'バケツ',
  '籠',
  'かご',
  'カゴ',
  'ケース',
  '封筒',
  '水筒',
  'タンク',
  'ポケット',
  '鞄',
  'かばん',
  'カバン',
  'バッグ',
  '弁当箱',
  '徳利',
]);

export function emptyKara(
  token: Token,
  next: Token | undefined,
  afterNext: Token | undefined,
): Token {
  if (token.surface !== '空' || token.pos !== '名詞' || token.reading !== 'そら') return token;
  if (next?.surface !== 'の' || next.pos !== '助詞' || afterNext === undefined) return token;
  if (next.start !== token.end || afterNext.start !== next.end) return token;
  return CONTAINERS.has(afterNext.surface) ? { ...token, reading: 'から' } : token;
}
