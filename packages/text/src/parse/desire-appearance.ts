/**
 * たい's stem with the appearance suffix そう ("looks as if … wants to"), which IPADIC reads as the
 * past た and the hearsay そう after some verbs: 聞きたそうな顔 is 聞き | た | そう | な, 遊びたそうに
 * 遊び | た | そう | に, 見たそうな顔 見 | た | そう | な (行きたそう it reads right). A godan verb's
 * plain continuative (言い, 読み; not the sound-changed 言っ) takes no past, so there た is always
 * たい's; after an ichidan stem (食べた) the past is as likely, and before な or に — which the
 * hearsay そう never takes — the appearance is meant. The た becomes たい's stem and そう the
 * suffix, as IPADIC tags 行き|た|そう, so that glue joins them to the verb.
 */
import type { Token } from '../tokenizer';
import { rewriteTokens } from './rewrite-tokens';

const DESIRE_STEM: Partial<Token> = {
  pos: '助動詞',
  posDetail1: '*',
  posDetail2: '*',
  posDetail3: '*',
  conjugationType: '特殊・タイ',
  conjugationForm: 'ガル接続',
  lemma: 'たい',
};

const APPEARANCE: Partial<Token> = {
  pos: '名詞',
  posDetail1: '接尾',
  posDetail2: '助動詞語幹',
  posDetail3: '*',
  lemma: 'そう',
};

function isPastTa(token: Token): boolean {
  return token.surface === 'た' && token.pos === '助動詞' && token.conjugationType === '特殊・タ';
}

/** な or に after そう: the attributive or adverbial form, which the hearsay そう has not. */
function isAttributiveOrAdverbial(token: Token | undefined): boolean {
  return (
    token !== undefined &&
    ((token.surface === 'な' && token.pos === '助動詞') ||
      (token.surface === 'に' && token.pos === '助詞'))
  );
}

export function desireAppearance(tokens: readonly Token[]): readonly Token[] {
  return rewriteTokens(tokens, (ta, index) => {
    // Cheap test first: the surface た.
    if (ta.surface !== 'た' || index === 0 || index + 1 === tokens.length || !isPastTa(ta))
      return undefined;
    const verb = tokens[index - 1]!;
    const sou = tokens[index + 1]!;
    if (
      sou.surface !== 'そう' ||
      sou.pos !== '名詞' ||
      verb.pos !== '動詞' ||
      verb.conjugationForm !== '連用形' ||
      verb.end !== ta.start ||
      ta.end !== sou.start
    )
      return undefined;
    const godan = verb.conjugationType?.startsWith('五段') === true;
    if (!godan && !isAttributiveOrAdverbial(tokens[index + 2])) return undefined;
    return {
      take: 2,
      tokens: [
        { ...ta, ...DESIRE_STEM },
        { ...sou, ...APPEARANCE },
      ],
    };
  });
}
