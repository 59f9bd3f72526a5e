/**
 * A kana number in hundreds, thousands or ten thousands before a kana counter, which IPADIC does
 * not know as one number and cuts into words it does: よんせんえんはらった (四千円払った) comes out
 * よん | せんえん "one thousand yen", はっぴゃくにんがあつまった (八百人) はっ | ぴゃくにん… as an
 * unknown run, いっせんぼんのき (一千本) いっせん "a line" | ぼん. The number is one numeral token
 * (lemma in kanji: 四千, 八百) and the counter one counter token, the rest of the counter's token
 * tokenized again, so the two join as one counted word, as 四千円 in kanji does. The number must
 * begin with a digit before its unit (せんにん alone is 仙人 as often as 千人), and where its first
 * kana were read as a particle (に, the particle, for 二) a number must be able to begin there
 * (`opensNumber`): あさにせんたくした is 朝に洗濯 (に | せんたく), not 二千 and the counter 卓.
 * bench/accuracy's kana text 2352 → 2353 sentences, the rest unchanged. なん before a unit is
 * such a number too (なんぜんにん, なんびゃくねん: lemma 何千, 何百), which stands apart from its
 * counter as 何千 | 人 does (counted-number.ts `numberSpelling`): precision 96.42 → 96.43 %.
 */
import type { Token, Tokenizer } from '../tokenizer';
import { counterPieces, hiraganaRun } from './kana-counter-pieces';
import { isKanaCounter } from './kana-counted-number';
import { opensNumber } from './kana-number-read-as-word';
import type { Lexicon } from './lexicon';
import { rewriteTokens, type TokenRewrite } from './rewrite-tokens';
import { COMMON_NOUN_FEATURES, tokenPiece } from './token-piece';

const DIGIT = '(?:いち|いっ|に|さん|よん|ご|ろく|ろっ|なな|はち|はっ|きゅう)';

/** A kana number below 万: thousands, hundreds, tens and units, each optional. */
const BELOW_MAN =
  `(?:${DIGIT}?(?:せん|ぜん))?(?:${DIGIT}?(?:ひゃく|びゃく|ぴゃく))?` +
  `(?:${DIGIT}?(?:じゅう|じゅっ|じっ))?${DIGIT}?`;

/** A kana number up to 万, sound changes at each unit's seam included, beginning with a digit. */
const LARGE_NUMBER = new RegExp(`^(?=${DIGIT})(?:${BELOW_MAN}まん)?${BELOW_MAN}`);
const WHOLE_NUMBER = new RegExp(`${LARGE_NUMBER.source}$`);

/** A unit of a hundred or more, which the number must hold (and no counter begins with). */
const LARGE_UNIT = /まん|せん|ぜん|ゃく/;

/** 何 "how many" before a unit: なんぜん 何千, なんびゃく 何百, なんまん 何万. */
const NAN_NUMBER = /^なん(?:まん|せん|ぜん|ひゃく|びゃく|ぴゃく)/;

/**
 * 円, which IPADIC tags a counter and JMdict a noun only; and not a number's own unit, though
 * JMdict lists counters read so (銭 せん, 重 じゅう): にまんごせんえん is 二万五千 | 円.
 */
function isCounterAfterLargeNumber(counter: string, lexicon: Lexicon): boolean {
  if (counter === 'えん') return true;
  return (
    !/^(?:まん|せん|ぜん|じゅ|じっ|ひゃ|びゃ|ぴゃ)/.test(counter) && isKanaCounter(counter, lexicon)
  );
}

/** The kanji of each piece of a kana number. */
const NUMBER_KANJI: Record<string, string> = {
  いち: '一',
  いっ: '一',
  に: '二',
  さん: '三',
  よん: '四',
  ご: '五',
  ろく: '六',
  ろっ: '六',
  なな: '七',
  なん: '何',
  はち: '八',
  はっ: '八',
  きゅう: '九',
  まん: '万',
  せん: '千',
  ぜん: '千',
  ひゃく: '百',
  びゃく: '百',
  ぴゃく: '百',
  じゅう: '十',
  じゅっ: '十',
  じっ: '十',
};
const NUMBER_PIECE = new RegExp(Object.keys(NUMBER_KANJI).join('|'), 'g');

/** The first kana of a number this file reads (a digit). */
const FIRST_KANA = new Set([...'いにさよごろなはき'].map((kana) => kana.charCodeAt(0)));

/** A token that may begin such a number: a digit, before a unit's first kana or alone. */
const NUMBER_START = new RegExp(`^(?:${DIGIT}|なん)(?:[せぜひびぴま]|$)`);
const DIGIT_ONLY = new RegExp(`^(?:${DIGIT}|なん)$`);
const UNIT_FIRST_KANA = new Set([...'せぜひびぴま'].map((kana) => kana.charCodeAt(0)));

const HIRAGANA = /^[ぁ-ゖ]+$/;

/** Longest run of tokens read for the number and its counter (さんび | ゃ | くろく | じゅう | ご | にち). */
const MAX_TOKENS = 6;

export function repairKanaLargeNumber(
  tokens: readonly Token[],
  tokenizer: Tokenizer,
  lexicon: Lexicon,
): readonly Token[] {
  return rewriteTokens(tokens, (token, at) => {
    // Cheap tests first: this runs at every token.
    if (!FIRST_KANA.has(token.surface.charCodeAt(0)) || !NUMBER_START.test(token.surface))
      return undefined;
    const next = tokens[at + 1];
    if (
      (DIGIT_ONLY.test(token.surface) &&
        (next === undefined || !UNIT_FIRST_KANA.has(next.surface.charCodeAt(0)))) ||
      !HIRAGANA.test(token.surface)
    )
      return undefined;
    if (token.pos === '助詞' && !opensNumber(tokens[at - 1])) return undefined;
    const run = hiraganaRun(tokens, at, MAX_TOKENS);
    const longest = (LARGE_NUMBER.exec(run) ?? NAN_NUMBER.exec(run))?.[0];
    if (longest === undefined) return undefined;
    // The longest number first, then shorter ones: さんびゃくにん is 三百 | にん, not 三百二 | ん.
    for (let numberLength = longest.length; numberLength >= 3; numberLength--) {
      const number = run.slice(0, numberLength);
      if (!LARGE_UNIT.test(number) || !(WHOLE_NUMBER.test(number) || isNanNumber(number))) continue;
      for (let counterLength = 3; counterLength >= 2; counterLength--) {
        const counter = run.slice(numberLength, numberLength + counterLength);
        if (counter.length !== counterLength || !isCounterAfterLargeNumber(counter, lexicon))
          continue;
        return largeNumberRewrite(tokens, at, number, counter, tokenizer);
      }
    }
    return undefined;
  });
}

/** The number and the counter as two tokens in place of the tokens they cover. */
function largeNumberRewrite(
  tokens: readonly Token[],
  at: number,
  number: string,
  counter: string,
  tokenizer: Tokenizer,
): TokenRewrite {
  const token = tokens[at]!;
  const numberPiece = tokenPiece(token, 0, number, {
    ...COMMON_NOUN_FEATURES,
    posDetail1: '数',
    lemma: number.replace(NUMBER_PIECE, (piece) => NUMBER_KANJI[piece]!),
  });
  const pieces = counterPieces(tokens, at, number.length, counter, tokenizer);
  return { take: pieces.last - at + 1, tokens: [numberPiece, ...pieces.tokens] };
}

function isNanNumber(number: string): boolean {
  return NAN_NUMBER.exec(number)?.[0] === number;
}
