/**
 * JMdict lists many expressions in the plain negative only — 手に負えない "to be beyond one's
 * control", 我慢ならない "unbearable", 目が離せない "cannot take one's eyes off" — and people say
 * them politely: 手に負えません, 目が離せませんでした. The deinflector reads ません as the polite
 * negative of the verb (手に負える), which JMdict does not list, so the expression is looked up in
 * its plain negative instead (`plainNegative`), the polite steps kept.
 */

/** The godan ending of each dictionary form and its irrealis (the stem before ない). */
const GODAN_IRREALIS: Record<string, string> = {
  う: 'わ',
  く: 'か',
  ぐ: 'が',
  す: 'さ',
  つ: 'た',
  ぬ: 'な',
  ぶ: 'ば',
  む: 'ま',
  る: 'ら',
};

/**
 * The plain negative of a verb the deinflector reached (its text and JMdict class): つく (v5k) is
 * つかない, 上がる 上がらない, ある (v5r-i) ない, 出来る (v1) 出来ない; null for any other class.
 */
export function plainNegative(text: string, wordClass: string): string | null {
  if (wordClass === 'v5r-i') return text.endsWith('ある') ? text.slice(0, -2) + 'ない' : null;
  if (wordClass === 'v1') return text.endsWith('る') ? text.slice(0, -1) + 'ない' : null;
  if (wordClass === 'vs-i') return text.endsWith('する') ? text.slice(0, -2) + 'しない' : null;
  if (!wordClass.startsWith('v5')) return null;
  const irrealis = GODAN_IRREALIS[text.slice(-1)];
  return irrealis === undefined ? null : text.slice(0, -1) + irrealis + 'ない';
}

/**
 * The steps of a polite negative chain left once the negative is in the dictionary form: ません
 * (polite, negative) is polite, ませんでした polite and past; null for any other chain.
 */
export function politeStepsOfNegative(chain: readonly string[]): readonly string[] | null {
  return chain[0] === 'polite' && chain[1] === 'negative' ? ['polite', ...chain.slice(2)] : null;
}
