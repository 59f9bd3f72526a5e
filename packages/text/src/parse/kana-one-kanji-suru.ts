/**
 * A verb of one kanji and する whose kanji ends in a stop (達する たっする, 発する はっする, 接する
 * せっする) is written たっした, はっして in kana, and IPADIC, which knows it in kana only in the
 * plain form, reads the kana before っし as a word and っし as the casual auxiliary っす:
 * ちょうじょうにたっした comes out た | っし | た, こえをはっして は | っし | て. っす follows a word
 * (いいっす, そうっした), never a lone kana after a particle; there the kana and っし are the
 * continuative of the common verb Xっする JMdict lists in kana, tagged as IPADIC tags a verb.
 */
import type { Token } from '../tokenizer';
import type { Lexicon } from './lexicon';
import { rewriteTokens } from './rewrite-tokens';
import { tokenPiece } from './token-piece';

const ONE_HIRAGANA = /^[\u3041-\u3096]$/;
/** What a word that っす may follow is: it conjugates (やった|っす, いい|っす). */
const CONJUGATING = new Set(['動詞', '形容詞', '助動詞']);

function isCasualSuContinuative(token: Token): boolean {
  return token.surface === 'っし' && token.pos === '助動詞' && token.lemma === 'っす';
}

/** The common する-verb JMdict lists in kana as `verb` (vs-s: 達する, 発する). */
function isCommonOneKanjiSuru(verb: string, lexicon: Lexicon): boolean {
  return lexicon
    .lookup(verb)
    .some(
      ({ entry, readingIndex }) =>
        entry.priorityScore > 0 &&
        entry.partsOfSpeech.includes('vs-s') &&
        entry.forms[readingIndex]!.isKana &&
        entry.forms[readingIndex]!.text === verb,
    );
}

export function repairKanaOneKanjiSuru(
  tokens: readonly Token[],
  lexicon: Lexicon,
): readonly Token[] {
  return rewriteTokens(tokens, (token, index) => {
    const kana = tokens[index - 1];
    const before = tokens[index - 2];
    if (
      !isCasualSuContinuative(token) ||
      kana === undefined ||
      !ONE_HIRAGANA.test(kana.surface) ||
      kana.end !== token.start ||
      (before !== undefined && before.end === kana.start && CONJUGATING.has(before.pos)) ||
      !isCommonOneKanjiSuru(`${kana.surface}っする`, lexicon)
    )
      return undefined;
    const surface = kana.surface + token.surface;
    const verb = tokenPiece(kana, 0, surface, {
      pos: '動詞',
      posDetail1: '自立',
      posDetail2: '*',
      posDetail3: '*',
      conjugationType: 'サ変・−スル',
      conjugationForm: '連用形',
      lemma: `${kana.surface}っする`,
      reading: surface,
    });
    // The kana, written already, and っし.
    return { take: 1, dropWritten: 1, tokens: [verb] };
  });
}
