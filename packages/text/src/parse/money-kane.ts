import type { Token } from '../tokenizer';

/**
 * 金 alone is read きん by IPADIC in most places (金の指輪, 金メダル, 金曜), yet before a case
 * particle and a verb of having, spending or lacking money it is かね "money": 金を払う,
 * 金を借りて家を建てた, 金に困っている, 金で買う, 金も稼げない. There the reading is set to かね
 * and marked `readingFromContext`, so the money entry is linked. Only where the particle is
 * right after 金 and the verb right after the particle: gold is seldom lent or spent
 * (金を掘る, 金で飾る keep きん).
 */
export function moneyKane(
  token: Token,
  next: Token | undefined,
  afterNext: Token | undefined,
): Token {
  if (token.surface !== '金' || token.pos !== '名詞' || token.reading === 'かね') return token;
  if (next === undefined || next.pos !== '助詞' || !MONEY_PARTICLES.has(next.surface)) return token;
  if (afterNext === undefined || afterNext.lemma === null || !MONEY_VERBS.has(afterNext.lemma))
    return token;
  return { ...token, reading: 'かね', readingFromContext: true };
}

/** Case particles between 金 and its verb. */
const MONEY_PARTICLES = new Set(['が', 'を', 'に', 'で', 'も', 'は']);

/** Verbs whose object or subject 金 is money (dictionary forms as IPADIC gives them). */
const MONEY_VERBS = new Set([
  '払う',
  '支払う',
  '借りる',
  '貸す',
  '返す',
  '使う',
  '遣う',
  '稼ぐ',
  '稼げる',
  '儲ける',
  '貯める',
  '溜める',
  '困る',
  '出す',
  '渡す',
  '盗む',
  '貰う',
  'もらう',
  '持つ',
  '掛かる',
  'かかる',
  '要る',
  '足りる',
  '無い',
  'ない',
  'ある',
  '有る',
  '買う',
]);
