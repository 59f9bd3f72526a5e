/**
 * In kana text IPADIC, or a re-cut favouring long kana words, reads a common kana noun and the
 * particle after it as one rare noun the dictionary lists in kanji: きがはえている came out きが
 * (飢餓 "famine") | は | えている for き | が | はえている (木が生えている), ぼくはやまがすき やまが
 * (山家 "mountain cottage") for やま | が (山が好き). A noun token in hiragana that ends in が or は,
 * rare in kana on every entry (particle-recut.ts's `isRareInKana`), whose kana before the
 * particle spell a common kana noun, is that noun and the particle; the hiragana run after it is
 * tokenized again, as IPADIC read it after the rare noun (はえている, not は | えている), and must
 * not begin with a particle, an auxiliary or a word cutting through IPADIC's next one, which would
 * show the noun whole (ぎんががある 銀河が, げんがとふくせい 原画と複製: nouns of as poor a rank as
 * 飢餓, which a rank limit cannot tell apart). bench/accuracy's kana text +5 sentences (2325 →
 * 2330), none lost; without the last two tests +6 −6.
 */
import type { Token, Tokenizer } from '../tokenizer';
import { tokenizeAt } from './boundaries';
import { isCommonKanaWord, kanaWordPiece } from './kana-runs';
import type { Lexicon } from './lexicon';
import { isRareInKana } from './particle-recut';
import { tokenPiece } from './token-piece';

const HIRAGANA = /^[\u3041-\u3096]+$/;
/** The particles a rare noun may swallow, and IPADIC's subclass for each. */
const PARTICLES: Readonly<Record<string, string>> = { が: '格助詞', は: '係助詞' };

/** The particle's subclass where `token` is a rare noun swallowing a particle, or undefined. */
function swallowedParticle(token: Token, lexicon: Lexicon): string | undefined {
  // The cheap tests first: this runs at every token.
  if (token.pos !== '名詞' || token.surface.length < 2) return undefined;
  const particle = PARTICLES[token.surface[token.surface.length - 1]!];
  if (particle === undefined) return undefined;
  if (!HIRAGANA.test(token.surface)) return undefined;
  const matches = lexicon.lookup(token.surface);
  if (matches.length === 0 || !matches.every(({ entry }) => isRareInKana(entry))) return undefined;
  return isCommonKanaWord(token.surface.slice(0, -1), lexicon) ? particle : undefined;
}

/** The tokens with each such rare noun cut into the common noun and the particle. */
export function repairSwallowedParticle(
  tokens: readonly Token[],
  tokenizer: Tokenizer,
  lexicon: Lexicon,
): readonly Token[] {
  let result: Token[] | undefined;
  for (let at = tokens.length - 1; at >= 0; at--) {
    const token = tokens[at]!;
    const subclass = swallowedParticle(token, lexicon);
    if (subclass === undefined) continue;
    const noun = token.surface.slice(0, -1);
    let end = at + 1;
    let rest = '';
    const current = result ?? tokens;
    const ends = new Set<number>();
    while (
      end < current.length &&
      current[end]!.start === current[end - 1]!.end &&
      HIRAGANA.test(current[end]!.surface)
    ) {
      rest += current[end]!.surface;
      ends.add(current[end++]!.end);
    }
    // A particle or auxiliary after the particle shows the noun was whole (ぎんががある is 銀河が,
    // not ぎん | が | が), and so does a first word cutting through the word IPADIC read next
    // (げんがとふくせい 原画と複製, not げん | が | とふく | せい; ゆうがなしふく 優雅な至福).
    const after = tokenizeAt(tokenizer, rest, token.end);
    const first = after[0];
    if (
      first === undefined ||
      first.pos === '助詞' ||
      first.pos === '助動詞' ||
      !ends.has(first.end)
    )
      continue;
    result ??= [...tokens];
    result.splice(
      at,
      end - at,
      kanaWordPiece(token, noun),
      tokenPiece(token, noun.length, token.surface.slice(-1), {
        pos: '助詞',
        posDetail1: subclass,
        posDetail2: '*',
        posDetail3: '*',
        conjugationType: null,
        conjugationForm: null,
        reading: token.surface.slice(-1),
      }),
      ...after,
    );
  }
  return result ?? tokens;
}
