/**
 * A kana number, then a counter and いる or ある that IPADIC reads as one verb: いぬがにひきいる
 * (犬が二匹いる) comes out に | ひきいる "to lead", ねこがよんひきいた よん | ひきいた. Where the
 * number stands as one (at a clause's start, after a case or binding particle: kana-number-read-
 * as-word.ts), the verb that begins with a kana counter and ends in a form of いる or ある is cut
 * into the counter and that verb, and the number and the counter join as a counted word (二匹).
 */
import type { Token, Tokenizer } from '../tokenizer';
import { isKanaCounter, KANA_NUMBER, mayStartKanaNumber } from './kana-counted-number';
import { opensNumber } from './kana-number-read-as-word';
import type { Lexicon } from './lexicon';
import { rewriteTokens, type TokenRewrite } from './rewrite-tokens';
import { COMMON_NOUN_FEATURES, tokenPiece } from './token-piece';

const EXISTENCE_VERBS = new Set(['いる', 'ある']);

/**
 * The verb at `at` cut after a kana counter — the counter, and its rest with the auxiliaries after
 * it tokenized again (ひきい | ます is ひき | います) — in place of the verb and those auxiliaries; or
 * undefined.
 */
function counterAndVerb(
  tokens: readonly Token[],
  at: number,
  tokenizer: Tokenizer,
  lexicon: Lexicon,
): TokenRewrite | undefined {
  const verb = tokens[at]!;
  const number = tokens[at - 1];
  // Cheap tests first: this runs at every token.
  if (
    verb.pos !== '動詞' ||
    verb.surface.length < 3 ||
    number === undefined ||
    number.end !== verb.start ||
    !mayStartKanaNumber(number.surface.charCodeAt(0)) ||
    !opensNumber(tokens[at - 2]) ||
    KANA_NUMBER.exec(number.surface)![0] !== number.surface
  )
    return undefined;
  let end = at + 1;
  let tail = '';
  while (
    end < tokens.length &&
    tokens[end]!.start === tokens[end - 1]!.end &&
    (tokens[end]!.pos === '助動詞' || tokens[end]!.posDetail1 === '接続助詞')
  )
    tail += tokens[end++]!.surface;
  for (let length = 2; length <= 3 && verb.surface.length - length >= 1; length++) {
    const counter = verb.surface.slice(0, length);
    const rest = verb.surface.slice(length) + tail;
    const first = rest.charCodeAt(0);
    if (first !== 0x3044 && first !== 0x3042) continue; // い, あ
    if (!isKanaCounter(counter, lexicon)) continue;
    const after = tokenizer.tokenize(rest);
    const head = after[0]!;
    if (head.pos !== '動詞' || head.lemma === null || !EXISTENCE_VERBS.has(head.lemma)) continue;
    const pieces = [
      tokenPiece(verb, 0, counter, { ...COMMON_NOUN_FEATURES, posDetail1: '接尾' }),
      ...after.map((token) => ({
        ...token,
        start: verb.start + length + token.start,
        end: verb.start + length + token.end,
      })),
    ];
    return { take: end - at, tokens: pieces };
  }
  return undefined;
}

/** The tokens with each such verb cut after its counter. */
export function repairKanaCounterVerb(
  tokens: readonly Token[],
  tokenizer: Tokenizer,
  lexicon: Lexicon,
): readonly Token[] {
  return rewriteTokens(tokens, (_, at) => counterAndVerb(tokens, at, tokenizer, lexicon));
}
