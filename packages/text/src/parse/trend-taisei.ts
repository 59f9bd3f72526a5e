import type { Token } from '../tokenizer';

/**
 * 大勢 is おおぜい "a crowd" standing alone (大勢の客, 大勢で出かけた, 大勢が集まった), which
 * rare-ipadic-reading.ts prefers over IPADIC's たいせい. Owned by a noun's の it is たいせい "the
 * general trend" of that thing: 開票の大勢が判明した, 市場の大勢は弱気だ, 戦況の大勢に変わりはない
 * (a crowd "of" something is 多く). There IPADIC's reading stands. Not before の or で, where the
 * crowd reading still fits (子供の大勢の声 is rare; 家族の大勢で is odd either way).
 */
export function trendTaisei(
  token: Token,
  previous: Token | undefined,
  next: Token | undefined,
): Token {
  if (token.surface !== '大勢' || token.pos !== '名詞' || previous === undefined) return token;
  if (previous.surface !== 'の' || previous.posDetail1 !== '連体化') return token;
  if (next === undefined || next.pos !== '助詞' || !TREND_PARTICLES.has(next.surface)) return token;
  return { ...token, readingFromContext: true };
}

/** Case particles after which the owned 大勢 is the trend (は, が, に, を, も). */
const TREND_PARTICLES = new Set(['は', 'が', 'に', 'を', 'も']);
