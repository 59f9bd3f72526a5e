/**
 * A clause written in kana only, tokenized again favouring longer kana words. IPADIC knows most
 * words in kanji only, and each kana spelling pays a flat penalty (kana-spellings.ts), so in kana
 * text a short kana word IPADIC knows and the kana after it often beat the longer word: さい | この
 * for さいこ | の (最古の), こう | ないで for こうない | で (構内で), へん | か for へんか (変化). As Ichiran
 * scores a segment by its length, a longer dictionary word covering the same kana wins unless the
 * short ones fit much better: the clause is tokenized with each kana spelling cheaper by its
 * length (`Tokenizer.tokenizeKanaText`), and that cut is kept unless the parser finds it clearly
 * worse (recut.ts: `margin`).
 */
import type { Token, Tokenizer } from '../tokenizer';
import { hasKanji } from '../kana';
import type { Recut } from './recut';
import { isSeparator } from './token-run';

const HIRAGANA = /[\u3041-\u3096]/;

/**
 * Kept unless worse by this much (about a word per unit): the cut favouring long words is the
 * likelier reading of kana text on a tie, and a little worse. bench/accuracy's kana text 2236 →
 * 2300 at −0.3, 2293 at 0, 2299 at −0.5.
 */
const MARGIN = -0.3;

/**
 * The topic particle IPADIC reads stays one: a long word must not swallow it, from the word before
 * (とうは 党派 for とう | は) or after (かれ | はいった 入った for かれ | は | いった "he said"), as the
 * particle in kana text is far likelier than a word spelled so. Without this a held-out
 * segmentation case was lost (kana text 2298); keeping が and を too, kana text 2297.
 */
function keepsTopicParticle(before: readonly Token[], after: readonly Token[]): boolean {
  const boundaries = new Set<number>();
  for (const token of after) boundaries.add(token.end);
  return before.every(
    (token, index) =>
      token.pos !== '助詞' ||
      token.surface !== 'は' ||
      ((index === 0 || boundaries.has(token.start)) && boundaries.has(token.end)),
  );
}

/**
 * Whether the re-cut `recut` reads the kana as `other` (offset by `offset`) does: the same ends,
 * and no token `other` reads as something else that `recut` reads as a noun. A kana spelling
 * favoured for its length may keep IPADIC's cut and only change a word's class, where IPADIC read
 * the kana as a rarer word of another: だれ | ですか is the pronoun 誰, not だれる "to droop";
 * しきゅう | された and せいふく | を | しきゅう are 支給 the する-noun, not the adverb 至急; たいへん
 * | な is the na-adjective 大変. A verb becoming a noun counts only as a pronoun (に | たいし stays
 * 対する, not 大使), and a noun only retagged (名詞 一般 → 接頭詞…) is the same reading.
 */
function sameReading(recut: readonly Token[], other: readonly Token[], offset: number): boolean {
  if (recut.length !== other.length) return false;
  for (let index = 0; index < recut.length; index++) {
    const token = recut[index]!;
    const before = other[index]!;
    if (token.end !== before.end + offset) return false;
    if (
      token.pos === '名詞' &&
      before.pos !== '名詞' &&
      (before.pos !== '動詞' || token.posDetail1 === '代名詞')
    )
      return false;
  }
  return true;
}

/**
 * One-kana fillers glued to the kana after them (あ | おいめ): IPADIC's guess for the first kana of
 * a word it reads no other way. Favouring long words may buy a long word with such a scrap (そのこ
 * はあおいめをしている: あ | おいめ 負い目 for あおい | め "blue eyes"; きみはあおいめがきれいだ
 * likewise), a cut no likelier than IPADIC's, so a re-cut with more of them than
 * the clause is not offered.
 */
function strayFillers(tokens: readonly Token[]): number {
  let count = 0;
  for (let index = 0; index + 1 < tokens.length; index++) {
    const token = tokens[index]!;
    if (
      token.pos === 'フィラー' &&
      token.surface.length === 1 &&
      tokens[index + 1]!.start === token.end &&
      HIRAGANA.test(tokens[index + 1]!.surface)
    )
      count++;
  }
  return count;
}

/** Whether `a` and `b` end their tokens at the same places. */
function sameEnds(a: readonly Token[], b: readonly Token[]): boolean {
  return a.length === b.length && a.every((token, index) => token.end === b[index]!.end);
}

/** One re-cut per clause in kana whose tokens change when longer kana words are favoured. */
export function kanaTextRecuts(tokens: readonly Token[], tokenizer: Tokenizer): Recut[] {
  const result: Recut[] = [];
  if (tokenizer.tokenizeKanaText === undefined) return result;
  let start = 0;
  while (start < tokens.length) {
    let end = start;
    while (end < tokens.length && !isSeparator(tokens[end]!)) end++;
    if (end - start >= 2) {
      const clause = tokens.slice(start, end);
      let text = '';
      for (const token of clause) text += token.surface;
      const offset = clause[0]!.start;
      if (
        clause[clause.length - 1]!.end - offset === text.length &&
        !hasKanji(text) &&
        HIRAGANA.test(text)
      ) {
        const recut = tokenizer
          .tokenizeKanaText(text)
          .map((token) => ({ ...token, start: offset + token.start, end: offset + token.end }));
        // Only where favouring long words changes the clause tokenized alone: alone, it starts a
        // sentence, and IPADIC may read it otherwise for that (」といった is と | いった in a
        // line, といった "such as" alone). A clause that starts the line is already alone where
        // only a word's class changes (saves tokenizing it again: kana text is parsed no slower).
        if (
          !sameReading(recut, clause, 0) &&
          keepsTopicParticle(clause, recut) &&
          strayFillers(recut) <= strayFillers(clause) &&
          ((offset === 0 && sameEnds(recut, clause)) ||
            !sameReading(recut, tokenizer.tokenize(text), offset))
        )
          result.push({ from: start, to: end, tokens: recut, margin: MARGIN });
      }
    }
    start = Math.max(end, start + 1);
  }
  return result;
}
