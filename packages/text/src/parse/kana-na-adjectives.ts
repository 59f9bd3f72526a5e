/**
 * Na-adjectives in -か written in kana (なごやか, ひややか, きよらか) are often unknown to IPADIC,
 * which cuts them into scraps and reads their か as the question particle, alone or with the な
 * or に after it, or as a noun (かな 仮名, かに 蟹): なごや|かな|雰囲気, きよら|か|に, ひ|やや|かな.
 * Where the scraps before the か and the か spell an adjective JMdict lists in kana, that is the
 * word, tagged as IPADIC tags a na-adjective's stem (so it takes its attributive な), and the
 * kana after the か is tokenized again.
 */
import type { Token, Tokenizer } from '../tokenizer';
import { tokenizeAfter } from './boundaries';
import type { Lexicon } from './lexicon';
import { rewriteTokens } from './rewrite-tokens';
import { tokenPiece } from './token-piece';

const HIRAGANA = /^[\u3041-\u3096]+$/;
/** Scraps looked at before the か. */
const MAX_SCRAPS = 3;
const CLAUSE_ENDINGS = new Set(['た', 'だ', 'ない', 'ぬ', 'ます', 'です', 'う', 'まい']);
/** Shortest adjective taken: こう|か is no こうか (硬化) after どうか, ば|か no ばか. */
const MIN_LENGTH = 4;

/** The question particle か, or かな, かに (IPADIC's particle "I wonder", nouns 仮名, 蟹). */
function isQuestionParticle(token: Token): boolean {
  return (
    (token.pos === '助詞' && token.surface === 'か') ||
    token.surface === 'かな' ||
    token.surface === 'かに'
  );
}

/** A na-adjective JMdict lists spelled in kana exactly as `text`. */
function isKanaNaAdjective(text: string, lexicon: Lexicon): boolean {
  return lexicon
    .lookup(text)
    .some(
      ({ entry, readingIndex }) =>
        entry.forms[readingIndex]!.isKana &&
        entry.forms[readingIndex]!.text === text &&
        entry.partsOfSpeech.includes('adj-na'),
    );
}

/** How many tokens before `particle` with its か spell a kana na-adjective (0: none). */
function adjectiveScraps(tokens: readonly Token[], particle: number, lexicon: Lexicon): number {
  let text = 'か';
  for (let count = 1; count <= MAX_SCRAPS && particle - count >= 0; count++) {
    const scrap = tokens[particle - count]!;
    const next = tokens[particle - count + 1]!;
    // A past or negative ends a clause before the question: いた|か, あった|か are not いたか,
    // あったか (温か).
    if (
      !HIRAGANA.test(scrap.surface) ||
      scrap.end !== next.start ||
      (scrap.pos === '助動詞' && CLAUSE_ENDINGS.has(scrap.lemma ?? ''))
    )
      break;
    text = scrap.surface + text;
    // A particle or an auxiliary does not begin the word (の|どか is not のどか after a noun);
    // inside it, it is a scrap (つつまし|や|か).
    if (scrap.pos === '助詞' || scrap.pos === '助動詞') continue;
    if (text.length >= MIN_LENGTH && isKanaNaAdjective(text, lexicon)) return count;
  }
  return 0;
}

/** A na-adjective the kana after a kana na-adjective is tokenized after (tokenizeAfter). */
const STAND_IN = '静か';

export function repairKanaNaAdjectives(
  tokens: readonly Token[],
  tokenizer: Tokenizer,
  lexicon: Lexicon,
): readonly Token[] {
  return rewriteTokens(tokens, (token, index, output, outputLength) => {
    const scraps = isQuestionParticle(token) ? adjectiveScraps(tokens, index, lexicon) : 0;
    if (scraps === 0) return undefined;
    // The word after it too: IPADIC read it after a particle (ほ|がら|かな|人 has the suffix 人
    // じん, ほがらかな|人 the noun ひと).
    const next = tokens[index + 1];
    const retokenizeNext = next !== undefined && next.start === token.end && next.pos !== '記号';
    const rest = token.surface.slice(1) + (retokenizeNext ? next.surface : '');
    const first = outputLength - scraps;
    const head = output[first]!;
    const surface =
      output
        .slice(first, outputLength)
        .map((scrap) => scrap.surface)
        .join('') + 'か';
    const adjective = tokenPiece(head, 0, surface, {
      pos: '名詞',
      posDetail1: '形容動詞語幹',
      posDetail2: '*',
      posDetail3: '*',
      conjugationType: null,
      conjugationForm: null,
      reading: surface,
    });
    return {
      take: retokenizeNext ? 2 : 1,
      dropWritten: scraps,
      tokens: [adjective, ...tokenizeAfter(tokenizer, STAND_IN, rest, token.start + 1)],
    };
  });
}
