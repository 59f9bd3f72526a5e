/**
 * A verb or adjective IPADIC does not know in its spelling is read as a lone kanji and an unknown
 * run of kana: 脂|ぎって (脂ぎる), 注|ぎかけた (注ぐ), 定|むる (the classical 定む). The run is
 * cut into dictionary scraps (ぎ, む, る) that are no words. Where the kanji and the start of the
 * run form a verb or adjective the dictionary lists with that kanji, that is a token of its own
 * (the longest such start), and the rest of the run is tokenized again.
 */
import { matchesPartOfSpeech, type deinflect } from '../deinflect';
import type { Token, Tokenizer } from '../tokenizer';
import { tokenizeAt } from './boundaries';
import type { Lexicon } from './lexicon';
import { rewriteTokens } from './rewrite-tokens';
import { tokenPiece } from './token-piece';

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

export function repairKanjiScraps(
  tokens: readonly Token[],
  tokenizer: Tokenizer,
  lexicon: Lexicon,
  deinflectText: typeof deinflect,
): readonly Token[] {
  return rewriteTokens(tokens, (token, index) => {
    const next = tokens[index + 1];
    const found =
      next !== undefined &&
      next.isUnknown &&
      next.start === token.end &&
      KANJI.test(token.surface) &&
      HIRAGANA.test(next.surface)
        ? conjugatingWord(token.surface, next.surface, lexicon, deinflectText)
        : undefined;
    if (!found) return undefined;
    const surface = token.surface + next!.surface.slice(0, found.length);
    const word = tokenPiece(token, 0, surface, {
      pos: found.adjective ? '形容詞' : '動詞',
      posDetail1: '自立',
      posDetail2: '*',
      posDetail3: '*',
      conjugationType: null,
      conjugationForm: null,
      lemma: found.lemma,
    });
    return {
      take: 2,
      tokens: [
        word,
        ...tokenizeAt(tokenizer, next!.surface.slice(found.length), next!.start + found.length),
      ],
    };
  });
}
