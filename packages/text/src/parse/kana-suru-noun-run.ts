/**
 * In kana text IPADIC cuts a する-noun it does not know in kana into pieces before its する:
 * ゆしゅつがきゅうげんした (急減した) comes out きゅう | げん | し | た, そふがえいみんした (永眠した)
 * え | いみん | し | た. The lattice finds the pieces as the noun but leaves its する apart, where
 * the kanji text (one サ変 token) is one verb. Where the pieces spell a する-noun JMdict lists in
 * kana whose kanji spelling IPADIC reads as one サ変 noun, they are that noun, tagged so, and its
 * する joins it as in kanji. A compound IPADIC cuts in kanji too stays as the kanji text has it:
 * さい | ちょうさ | しよう (再 | 調査しよう), ご | あんない | します. The pieces are hiragana and
 * none is a particle: かれ | が | まんぞくした keeps が apart (がまん is a する-noun too). Common
 * entries only would find none of these (急減, 永眠, 急停車 have no priority); the kanji test is
 * what keeps chance joins out.
 */
import type { Token, Tokenizer } from '../tokenizer';
import { isSuruNoun } from './glue';
import type { Lexicon } from './lexicon';
import { rewriteTokens } from './rewrite-tokens';
import { SURU_NOUN_FEATURES, tokenPiece } from './token-piece';

const HIRAGANA = /^[\u3041-\u3096]+$/;
/** Pieces looked at before the する. */
const MAX_PIECES = 4;

/** Parts of speech that stand before a verb as words of their own. */
const STANDING_ALONE = new Set(['副詞', '連体詞', '接続詞', '感動詞']);

function isSuru(token: Token): boolean {
  return token.pos === '動詞' && token.posDetail1 === '自立' && token.lemma === 'する';
}

/** The kanji spelling of a する-noun JMdict lists in kana as `noun` that IPADIC reads as one サ変 noun. */
function kanjiSuruNoun(noun: string, lexicon: Lexicon, tokenizer: Tokenizer): string | undefined {
  for (const { entry, readingIndex } of lexicon.lookup(noun)) {
    const form = entry.forms[readingIndex]!;
    if (!form.isKana || form.text !== noun || !entry.partsOfSpeech.includes('vs')) continue;
    for (const spelling of entry.forms) {
      if (spelling.isKana) continue;
      const tokens = tokenizer.tokenize(spelling.text);
      if (tokens.length === 1 && isSuruNoun(tokens[0]!)) return spelling.text;
    }
  }
  return undefined;
}

/**
 * The pieces before the する at `suru` that spell such a noun, the longest run of two or more:
 * where they start, with the noun and its kanji spelling.
 */
function nounRunBefore(
  tokens: readonly Token[],
  suru: number,
  tokenizer: Tokenizer,
  lexicon: Lexicon,
): { start: number; noun: string; kanji: string } | undefined {
  let start = suru;
  while (
    start > 0 &&
    suru - start < MAX_PIECES &&
    tokens[start - 1]!.pos !== '助詞' &&
    !isSuru(tokens[start - 1]!) &&
    tokens[start - 1]!.end === tokens[start]!.start &&
    HIRAGANA.test(tokens[start - 1]!.surface)
  )
    start--;
  for (; start <= suru - 2; start++) {
    // An adverb standing first says how the verb is done: そう|こう|して (そうこうして "meanwhile"),
    // もう|どう|しよう are no 走行, 妄動 (inside the noun it is a piece: きゅう|そう).
    if (STANDING_ALONE.has(tokens[start]!.pos)) continue;
    let noun = '';
    for (let piece = start; piece < suru; piece++) noun += tokens[piece]!.surface;
    const kanji = kanjiSuruNoun(noun, lexicon, tokenizer);
    if (kanji !== undefined) return { start, noun, kanji };
  }
  return undefined;
}

export function repairKanaSuruNounRuns(
  tokens: readonly Token[],
  tokenizer: Tokenizer,
  lexicon: Lexicon,
): readonly Token[] {
  return rewriteTokens(tokens, (token, index) => {
    const run =
      index >= 2 && isSuru(token) ? nounRunBefore(tokens, index, tokenizer, lexicon) : undefined;
    if (run === undefined) return undefined;
    const noun = tokenPiece(tokens[run.start]!, 0, run.noun, {
      ...SURU_NOUN_FEATURES,
      lemma: run.kanji,
      reading: run.noun,
    });
    // The pieces, written already, become the noun; the する stays.
    return { take: 1, dropWritten: index - run.start, tokens: [noun, token] };
  });
}
