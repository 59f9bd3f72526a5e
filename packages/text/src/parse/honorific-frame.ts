/**
 * An honorific frame — the prefix お/ご, a noun in kanji (a kinship word: 父, 祖母), the title さま/さん —
 * that JMdict lists spelled exactly as the text: お父さま is おとうさま, お祖母さま おばあさま. IPADIC
 * cuts お|父|さま and reads the kanji as the bare noun does (父 ちち, 祖母 そぼ), so the joined
 * reading おちちさま disagrees with the entry's and the span fell apart into the prefix, the bare
 * noun and the title. The kanji inside such a frame takes the reading the dictionary gives the
 * whole word; its spelling, prefix and title agree, so the reading of the middle is IPADIC's guess.
 */
import { hasKanji } from '../kana';
import type { Token } from '../tokenizer';
import type { LexiconMatch } from './lexicon';

const PREFIXES = new Set(['お', 'ご', '御']);
const TITLES = new Set(['さま', '様', 'さん']);

/** Whether the span is prefix + kanji noun + title, spelled as the entry's form it matched. */
export function isHonorificFrameSpelling(span: readonly Token[], match: LexiconMatch): boolean {
  if (span.length !== 3) return false;
  const [prefix, noun, title] = span as [Token, Token, Token];
  const form = match.entry.forms[match.readingIndex]!;
  return (
    prefix.pos === '接頭詞' &&
    PREFIXES.has(prefix.surface) &&
    noun.pos === '名詞' &&
    hasKanji(noun.surface) &&
    title.pos === '名詞' &&
    title.posDetail1 === '接尾' &&
    TITLES.has(title.surface) &&
    !form.isKana &&
    form.text === prefix.surface + noun.surface + title.surface &&
    match.entry.partsOfSpeech.includes('n')
  );
}
