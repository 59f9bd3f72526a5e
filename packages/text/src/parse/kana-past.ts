/**
 * In kana text IPADIC reads a verb's past in -んだ as a noun and the copula where a dependent noun
 * follows: しんだことはない comes out しん (芯) | だ | こと, かんだほうがいい かん | だ | ほう. The
 * copula だ stands before no noun, so the noun and だ are the past of the common verb in -ぬ, -む
 * or -ぶ whose stem they spell (死んだ, 噛んだ), where JMdict lists one.
 */
import type { Token } from '../tokenizer';
import type { Lexicon } from './lexicon';
import { rewriteTokens } from './rewrite-tokens';

const HIRAGANA = /^[\u3041-\u3096]+$/;
/** The dictionary-form endings whose past is -んだ. */
const NDA_ENDINGS = ['ぬ', 'む', 'ぶ'] as const;
/** IPADIC's conjugation type for each (五段). */
const CONJUGATION: Readonly<Record<(typeof NDA_ENDINGS)[number], string>> = {
  ぬ: '五段・ナ行',
  む: '五段・マ行',
  ぶ: '五段・バ行',
};
/** Dependent nouns that follow だ: だもの, だもん "because it is". */
const AFTER_COPULA = new Set(['もの', 'もん']);

/** The common verb whose past the noun and だ spell, or undefined. */
function verbOf(noun: Token, lexicon: Lexicon): string | undefined {
  const stem = noun.surface.slice(0, -1);
  for (const ending of NDA_ENDINGS) {
    const verb = stem + ending;
    if (
      lexicon
        .lookup(verb)
        .some(
          ({ entry, readingIndex }) =>
            entry.priorityScore >= 10 &&
            entry.forms[readingIndex]!.text === verb &&
            entry.partsOfSpeech.some((code) => code.startsWith('v5')),
        )
    )
      return verb;
  }
  return undefined;
}

function isPastReadAsCopula(tokens: readonly Token[], at: number): boolean {
  const noun = tokens[at]!;
  const da = tokens[at + 1];
  const after = tokens[at + 2];
  return (
    noun.pos === '名詞' &&
    noun.surface.length >= 2 &&
    noun.surface.endsWith('ん') &&
    HIRAGANA.test(noun.surface) &&
    da !== undefined &&
    da.surface === 'だ' &&
    da.pos === '助動詞' &&
    da.start === noun.end &&
    after !== undefined &&
    after.start === da.end &&
    after.pos === '名詞' &&
    after.posDetail1 === '非自立' &&
    !AFTER_COPULA.has(after.surface)
  );
}

/** The tokens with each such noun and だ tagged as the verb's past. */
export function repairKanaPast(tokens: readonly Token[], lexicon: Lexicon): readonly Token[] {
  return rewriteTokens(tokens, (noun, at) => {
    if (at + 2 >= tokens.length || !isPastReadAsCopula(tokens, at)) return undefined;
    const verb = verbOf(noun, lexicon);
    if (verb === undefined) return undefined;
    const past: Token = {
      ...noun,
      pos: '動詞',
      posDetail1: '自立',
      posDetail2: '*',
      posDetail3: '*',
      conjugationType: CONJUGATION[verb.slice(-1) as (typeof NDA_ENDINGS)[number]],
      conjugationForm: '連用タ接続',
      lemma: verb,
      reading: noun.surface,
    };
    const da: Token = {
      ...tokens[at + 1]!,
      conjugationType: '特殊・タ',
      conjugationForm: '基本形',
      lemma: 'だ',
    };
    return { take: 2, tokens: [past, da] };
  });
}
