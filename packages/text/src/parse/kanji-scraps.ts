/**
 * A verb or adjective IPADIC does not know in its spelling is read as a lone kanji and an unknown
 * run of kana: 脂|ぎって (脂ぎる), 注|ぎかけた (注ぐ), 定|むる (the classical 定む). The run is
 * cut into dictionary scraps (ぎ, む, る) that are no words. Where the kanji and the start of the
 * run form a verb or adjective the dictionary lists with that kanji, that is a token of its own
 * (the longest such start), and the rest of the run is tokenized again.
 * A kanji IPADIC does not know at all before a verb's okurigana with an extra kana (驚ろいて,
 * 働らいて: IPADIC reads 驚|ろ|い|て, the ろ a noun and い the verb いる) gets its kana as one verb
 * token, which candidates.ts resolves with the extra kana dropped (extraOkuriganaMatches).
 */
import { matchesPartOfSpeech, type deinflect } from '../deinflect';
import type { Token, Tokenizer } from '../tokenizer';
import { tokenizeAt } from './boundaries';
import type { Lexicon } from './lexicon';
import { tokenPiece } from './token-piece';
import { extraOkuriganaMatches } from './variant-spellings';

const KANJI = /^[\u3005\u4e00-\u9fff]{1,2}$/;
const HIRAGANA = /^[\u3041-\u3096]+$/;
/** Longest start of the kana run tried. */
const MAX_TAIL = 6;

interface Found {
  length: number;
  lemma: string;
  adjective: boolean;
}

function conjugatingWord(
  kanji: string,
  kana: string,
  lexicon: Lexicon,
  deinflectText: typeof deinflect,
): Found | undefined {
  for (let length = Math.min(MAX_TAIL, kana.length); length >= 1; length--) {
    const text = kanji + kana.slice(0, length);
    for (const candidate of deinflectText(text)) {
      if (!candidate.text.startsWith(kanji)) continue;
      for (const { entry, readingIndex } of lexicon.lookup(candidate.text)) {
        const codes = entry.partsOfSpeech;
        if (!codes.some((code) => code.startsWith('v') || code === 'adj-i')) continue;
        if (!matchesPartOfSpeech(candidate.wordClass, codes)) continue;
        if (entry.forms[readingIndex]!.text !== candidate.text) continue;
        return { length, lemma: candidate.text, adjective: codes.includes('adj-i') };
      }
    }
  }
  return undefined;
}

/** Kana tokens after the kanji tried as the rest of a verb with extra okurigana. */
const MAX_OKURIGANA_TOKENS = 3;

/**
 * How many hiragana tokens after `index`, read with the kanji there, spell a verb or adjective
 * with extra okurigana (驚|ろ|い|て is 驚く, 働|ら|い|て 働く): 0 if none.
 */
function extraOkuriganaTokens(
  tokens: readonly Token[],
  index: number,
  lexicon: Lexicon,
  deinflectText: typeof deinflect,
): { count: number; adjective: boolean } | undefined {
  const kanji = tokens[index]!;
  // Only a kanji IPADIC does not know as a word (no reading, or a place or person name): one it
  // reads is a word of its own before the kana (一|食くらい, 出|で|ある, 来|たり).
  if (
    !KANJI.test(kanji.surface) ||
    kanji.pos !== '名詞' ||
    (kanji.reading !== null && kanji.posDetail1 !== '固有名詞')
  )
    return undefined;
  let end = index + 1;
  while (
    end < tokens.length &&
    end - index <= MAX_OKURIGANA_TOKENS &&
    HIRAGANA.test(tokens[end]!.surface) &&
    tokens[end]!.start === tokens[end - 1]!.end
  )
    end++;
  for (let last = end - 1; last > index; last--) {
    let text = kanji.surface;
    for (let at = index + 1; at <= last; at++) text += tokens[at]!.surface;
    const found = extraOkuriganaMatches(text, lexicon, deinflectText);
    if (found.length > 0)
      return {
        count: last - index,
        adjective: found[0]!.match.entry.partsOfSpeech.includes('adj-i'),
      };
  }
  return undefined;
}

export function repairKanjiScraps(
  tokens: readonly Token[],
  tokenizer: Tokenizer,
  lexicon: Lexicon,
  deinflectText: typeof deinflect,
): readonly Token[] {
  let result: Token[] | undefined;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    const next = tokens[index + 1];
    const found =
      next !== undefined &&
      next.isUnknown &&
      next.start === token.end &&
      KANJI.test(token.surface) &&
      HIRAGANA.test(next.surface)
        ? conjugatingWord(token.surface, next.surface, lexicon, deinflectText)
        : undefined;
    if (!found) {
      const okurigana = extraOkuriganaTokens(tokens, index, lexicon, deinflectText);
      if (!okurigana) {
        result?.push(token);
        continue;
      }
      // The kanji unread, as IPADIC leaves one it does not know (candidates.ts then looks for the
      // spelling with the extra kana dropped), and its kana one verb token.
      result ??= tokens.slice(0, index);
      const tail = tokens.slice(index + 1, index + 1 + okurigana.count);
      const first = tail[0]!;
      const text = tail.map((piece) => piece.surface).join('');
      result.push(
        { ...token, reading: null },
        tokenPiece(first, 0, text, {
          pos: okurigana.adjective ? '形容詞' : '動詞',
          posDetail1: '自立',
          posDetail2: '*',
          posDetail3: '*',
          conjugationType: null,
          conjugationForm: null,
          lemma: null,
        }),
      );
      index += okurigana.count;
      continue;
    }
    result ??= tokens.slice(0, index);
    const surface = token.surface + next!.surface.slice(0, found.length);
    result.push(
      tokenPiece(token, 0, surface, {
        pos: found.adjective ? '形容詞' : '動詞',
        posDetail1: '自立',
        posDetail2: '*',
        posDetail3: '*',
        conjugationType: null,
        conjugationForm: null,
        lemma: found.lemma,
      }),
      ...tokenizeAt(tokenizer, next!.surface.slice(found.length), next!.start + found.length),
    );
    index++;
  }
  return result ?? tokens;
}
