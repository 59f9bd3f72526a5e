/**
 * After a noun a particle is expected, yet IPADIC sometimes reads the particle as the first kana
 * of a word spelled in kana, and cuts the rest of the run into scraps around that word: 犬はつ|わ…
 * (は + つわもの read as はつ), 妹はご|き|げん (は + ごきげん read as はご, a form of 剥ぐ), 村でし|かじ|か
 * (で + しかじか). A kana token after a noun that starts with a particle is offered cut after that
 * particle, the rest of its kana run tokenized again; the parser keeps the cut only where its
 * words are clearly fewer (recut.ts), so a word IPADIC read right (本のみ, 水はけ) stays.
 */
import type { Token, Tokenizer } from '../tokenizer';
import { tokenizeAt } from './boundaries';
import type { Recut } from './recut';
import { tokenPiece } from './token-piece';

/** Particles that follow a noun, and IPADIC's subclass for each. */
const PARTICLES: Readonly<Record<string, string>> = {
  は: '係助詞',
  も: '係助詞',
  が: '格助詞',
  を: '格助詞',
  に: '格助詞',
  で: '格助詞',
  と: '格助詞',
  の: '連体化',
};

const HIRAGANA = /^[\u3041-\u3096]+$/;

function isKanaWordAfterNoun(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  const previous = tokens[index - 1];
  return (
    previous !== undefined &&
    previous.pos === '名詞' &&
    previous.end === token.start &&
    token.surface.length >= 2 &&
    PARTICLES[token.surface[0]!] !== undefined &&
    HIRAGANA.test(token.surface) &&
    token.pos !== '助詞' &&
    token.pos !== '助動詞'
  );
}

/**
 * Where IPADIC's reading is weak evidence, a re-cut is kept unless it is clearly worse (half a
 * word), not only where it is clearly better:
 * - A dependent noun (IPADIC 名詞-非自立: のち, うち, はず) right after a noun cannot be right: it
 *   follows の, a verb or an adjective, never a bare noun. In kana text IPADIC reads one there
 *   where its kana are a particle and a word in kana: わたし | のち | から for わたし | の | ちから
 *   (私の力), ぼく | のち | から likewise.
 * - After a noun written in kana: IPADIC was trained on text in kanji, where a particle after a
 *   noun is a kana among kanji, and in kana text it reads the particle into the next kana word
 *   (しょうこう | はぶ | か for は | ぶか 部下, きょうかしょ | とみ | まちがえた for と | みまちがえた).
 *   After a noun in kanji a particle is plain to see, and the margin stays.
 * bench/accuracy's kana text: +2 sentences for each (the second gained 3 and lost 1: ぼしとも | に
 * for 母子 | ともに), the rest unchanged; a margin of 1.5 words after a kana noun lost 14
 * (で | きる for できる).
 */
const LENIENT_MARGIN = -0.5;

function isDependentNoun(token: Token): boolean {
  return token.pos === '名詞' && token.posDetail1 === '非自立';
}

/**
 * The particle cut off the token at `index`, then the rest of the kana run (the token's remaining
 * kana and the hiragana tokens after it) tokenized again: what replaces the run.
 */
function recutAt(tokens: readonly Token[], index: number, tokenizer: Tokenizer): Recut {
  const token = tokens[index]!;
  const particle = token.surface[0]!;
  let end = index + 1;
  while (
    end < tokens.length &&
    tokens[end]!.start === tokens[end - 1]!.end &&
    HIRAGANA.test(tokens[end]!.surface)
  )
    end++;
  let rest = token.surface.slice(1);
  for (let at = index + 1; at < end; at++) rest += tokens[at]!.surface;
  return {
    from: index,
    to: end,
    ...(isDependentNoun(token) || HIRAGANA.test(tokens[index - 1]!.surface)
      ? { margin: LENIENT_MARGIN }
      : {}),
    tokens: [
      tokenPiece(token, 0, particle, {
        pos: '助詞',
        posDetail1: PARTICLES[particle]!,
        posDetail2: particle === 'が' || particle === 'を' || particle === 'で' ? '一般' : '*',
        posDetail3: '*',
        conjugationType: null,
        conjugationForm: null,
        reading: particle,
      }),
      ...tokenizeAt(tokenizer, rest, token.start + 1),
    ],
  };
}

/** One re-cut per kana token that may have swallowed a particle (usually none). */
export function particleRecuts(tokens: readonly Token[], tokenizer: Tokenizer): Recut[] {
  const result: Recut[] = [];
  for (let index = 1; index < tokens.length; index++)
    if (isKanaWordAfterNoun(tokens, index)) result.push(recutAt(tokens, index, tokenizer));
  return result;
}
