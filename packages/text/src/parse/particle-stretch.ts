/**
 * A sentence-final particle said longer is the particle and tone, as a stretch after any
 * particle is (parser.ts): 帰るよー is 帰る | よ, 暑いなー 暑い | な, 面白いよねー 面白い | よね,
 * 元気だなー 元気 | だ | な (…ぞー is ぞ in the reference). IPADIC lists よー, なー, ねー as
 * particles of their own, so the stretch would stay inside the word (and よー is JMdict's
 * interjection "hey"); the token is cut before its marks, which become a mark between words.
 * Only at a clause's end after a word that can end one: ねー after a verb's stem is the negative
 * (しねー, 知れねー), なーなー a word, and ねー at a clause's start a call.
 */
import type { Token } from '../tokenizer';
import { rewriteTokens } from './rewrite-tokens';
import { SYMBOL_FEATURES, tokenPiece } from './token-piece';
import { isSeparator } from './token-run';

/**
 * A word a sentence-final particle may follow: a noun, a plain form or an imperative, or another
 * such particle.
 */
function canEndClause(token: Token | undefined): boolean {
  if (token === undefined) return false;
  if (token.pos === '名詞') return true;
  // (not one said longer itself: なーなー is a word)
  if (token.pos === '助詞')
    return (
      token.posDetail1.endsWith('終助詞') && token.surface !== 'ん' && !token.surface.endsWith('ー')
    );
  if (token.pos === '動詞' || token.pos === '形容詞' || token.pos === '助動詞')
    return (
      (token.conjugationForm === '基本形' || token.conjugationForm?.startsWith('命令') === true) &&
      token.surface !== 'ん'
    );
  return false;
}

/** The length of the particle before its marks, or 0 where the token is no stretched particle. */
function particleLength(
  token: Token,
  previous: Token | undefined,
  next: Token | undefined,
): number {
  if (!token.surface.endsWith('ー') || (next !== undefined && !isSeparator(next))) return 0;
  if (token.posDetail1 !== '終助詞') return 0;
  let end = token.surface.length;
  while (token.surface[end - 1] === 'ー') end--;
  // A request's よ after the te-form (見せてよー); ね there may be the negative (寝てねー).
  const afterTe =
    previous?.posDetail1 === '接続助詞' &&
    (previous.surface === 'て' || previous.surface === 'で') &&
    token.surface[0] !== 'ね';
  return afterTe || canEndClause(previous) ? end : 0;
}

export function splitParticleStretches(tokens: readonly Token[]): readonly Token[] {
  return rewriteTokens(tokens, (token, index) => {
    const length = particleLength(token, tokens[index - 1], tokens[index + 1]);
    if (length === 0) return undefined;
    const particle = token.surface.slice(0, length);
    return {
      take: 1,
      tokens: [
        tokenPiece(token, 0, particle, { reading: particle }),
        tokenPiece(token, length, token.surface.slice(length), SYMBOL_FEATURES),
      ],
    };
  });
}
