/**
 * A long-vowel mark inside a word, between its kana, is the word said longer: ひどーい, 寒ーい,
 * ねえさーん, ずるーい. IPADIC cuts the word at the mark or glues the mark to a scrap (ひ | どー |
 * い, ずる | ー | い). The clause is offered tokenized again without the marks, each token keeping
 * the marks inside its span (the word's surface keeps them: ひどーい is ひどい). The parser keeps
 * that cut only where its words are clearly fewer (recut.ts): where the mark stands for a vowel the
 * dictionary spells out (そーなの is そうなの, lookup.ts), dropping it loses.
 *
 * A small vowel that repeats the vowel of the kana before it stretches the word the same way in
 * casual writing: あまぁい, さむぅい are 甘い, 寒い said longer (IPADIC: あ | まぁ | い, さむぅ | い).
 * The clause is offered without it as without ー (small-vowels.ts: one that ends the clause).
 * So is an emphatic っ that IPADIC makes the particle っと of (ほんっとに is ほんとに, ほん | っと | に).
 */
import type { Token, Tokenizer } from '../tokenizer';
import type { Recut } from './recut';
import { finalSmallVowelRecuts, isSmallVowelStretch } from './small-vowels';
import { isSeparator } from './token-run';

/** Hiragana or kanji: a mark after them is no katakana word's long vowel (ケーキ). */
const BEFORE = /[\u3041-\u3096\u4e00-\u9fff々]/;
const AFTER = /[\u3041-\u3096]/;
const STRETCH = /[ーぁぃぅぇぉ]/;

const STRETCHED_AUXILIARIES = new Set(['ない', 'たい', 'ます', 'です']);

/**
 * The words a stretch can sit inside: an adjective (すごーい, 寒ーい), an adverb by a small vowel
 * (もぉっと, そぉっと: IPADIC そ | ぉっ | と; ー in an adverb is mostly a mimetic's own spelling,
 * which the table keeps: どーん | と, じーっと), the auxiliaries ない,
 * たい, ます and です (行かなーい, 帰りたーい, 行きまーす, そうでーす), and a noun's final ん or い, as
 * in calling someone (ねえさーん, おばあちゃーん, せんぱーい, せんせーい). Elsewhere dropping a mark joins what it parted: にゃーにゃー, あーあ, うーん
 * are cries, not a word said longer.
 */
function canStretch(token: Token, at: number, mark: string, markAlone: boolean): boolean {
  // An emphatic っ IPADIC made the particle っと of: any word it sits in is said so.
  if (mark === 'っ') return true;
  if (token.pos === '形容詞') return true;
  // ...but a mark IPADIC leaves as an unknown token of its own, before the particle っと it makes
  // of the rest, stretches the adverb it splits: ちょーっと is ちょっと (ちょ | ー | っと), もーっと
  // もっと, やーっと やっと. The mimetics the table keeps IPADIC reads whole (じーっと) or glues the
  // mark to (どー | ん | と).
  if (token.pos === '副詞') return mark !== 'ー' || markAlone;
  if (token.pos === '助動詞') return STRETCHED_AUXILIARIES.has(token.lemma ?? '');
  return (
    token.pos === '名詞' &&
    (token.surface.endsWith('ん') || token.surface.endsWith('い')) &&
    at === token.end - 1
  );
}

/**
 * A run of ー, or of one small vowel that stretches the kana before it, at `at` with hiragana or
 * kanji before it and hiragana after it: its end, or -1.
 */
function innerMarkEnd(clause: string, at: number): number {
  const mark = clause[at]!;
  if (at === 0 || !BEFORE.test(clause[at - 1]!)) return -1;
  if (mark !== 'ー' && !(STRETCH.test(mark) && isSmallVowelStretch(clause[at - 1]!, mark)))
    return -1;
  let end = at;
  while (end < clause.length && clause[end] === mark) end++;
  return end < clause.length && AFTER.test(clause[end]!) ? end : -1;
}

/**
 * An emphatic っ in the same word before a stretch, said hard and long at once: うっれしーい is
 * うれしい, もっらいまーす もらいます (IPADIC cuts the word at the っ). Its index — hiragana on
 * both sides, no mark or space between it and the stretch at `at` — or -1.
 */
function emphaticGeminateBefore(clause: string, at: number): number {
  for (let index = at - 2; index > 0; index--) {
    const char = clause[index]!;
    if (char === 'っ')
      return AFTER.test(clause[index - 1]!) && AFTER.test(clause[index + 1]!) ? index : -1;
    if (!AFTER.test(char) && !BEFORE.test(char)) return -1;
  }
  return -1;
}

/**
 * Whether IPADIC reads the っ at `offset` inside a word it knows said hard (すっごい, あっつい,
 * やっぱ: the lemma keeps the っ), which JMdict lists as such: no re-cut drops it.
 */
function isKnownHard(tokens: readonly Token[], from: number, to: number, offset: number): boolean {
  for (let index = from; index < to; index++) {
    const token = tokens[index]!;
    if (token.start <= offset && offset < token.end) return token.lemma?.includes('っ') === true;
  }
  return false;
}

/**
 * Whether one word of the re-cut holds the っ at `first` and the stretch at `last` (offsets in the
 * line): one token, or a verb with its auxiliaries (もらい | ます for もっらいまーす). A っ in
 * one word and a stretch in a later one are each said so on their own, and dropping the っ may
 * make another word of the first (やった | ら read as やたら "recklessly").
 */
function holdsBoth(tokens: readonly Token[], first: number, last: number): boolean {
  const head = tokens.findIndex((token) => token.start <= first && first < token.end);
  if (head === -1) return false;
  for (let index = head; tokens[index]!.end <= last; index++) {
    const next = tokens[index + 1];
    if (next?.pos !== '助動詞') return false;
  }
  return true;
}

/**
 * The clause `from`–`to` tokenized again without the marks `at`–`end`, offsets in the line's
 * terms; only if the marks fall inside one word that can be stretched.
 */
function recutWithout(
  tokens: readonly Token[],
  from: number,
  to: number,
  clause: { text: string; offsets: number[] },
  at: number,
  end: number,
  tokenizer: Tokenizer,
): Recut | undefined {
  const text = clause.text.slice(0, at) + clause.text.slice(end);
  const origin = [
    ...clause.offsets.slice(0, at),
    ...clause.offsets.slice(end),
    tokens[to - 1]!.end,
  ];
  const recut: Token[] = [];
  let inside = false;
  // The mark a token of its own IPADIC does not know, before its particle っと (ちょ | ー | っと).
  let markAlone = false;
  for (let index = from; index < to - 1; index++) {
    const token = tokens[index]!;
    if (
      token.start === clause.offsets[at] &&
      token.lemma === null &&
      /^ー+$/.test(token.surface) &&
      tokens[index + 1]!.surface === 'っと'
    )
      markAlone = true;
  }
  for (const token of tokenizer.tokenize(text)) {
    if (token.start < at && at < token.end) {
      if (!canStretch(token, at, clause.text[at]!, markAlone)) return undefined;
      inside = true;
    }
    recut.push({ ...token, start: origin[token.start]!, end: origin[token.end]! });
  }
  return inside ? { from, to, tokens: recut } : undefined;
}

function clauseRecuts(
  tokens: readonly Token[],
  from: number,
  to: number,
  tokenizer: Tokenizer,
): Recut[] {
  let text = '';
  const offsets: number[] = [];
  for (let index = from; index < to; index++) {
    const token = tokens[index]!;
    text += token.surface;
    for (let offset = 0; offset < token.surface.length; offset++)
      offsets.push(token.start + offset);
  }
  const recuts: Recut[] = [];
  for (let at = 0; at < text.length; at++) {
    const end = innerMarkEnd(text, at);
    if (end === -1) continue;
    const recut = recutWithout(tokens, from, to, { text, offsets }, at, end, tokenizer);
    if (recut) recuts.push(recut);
    const hard = emphaticGeminateBefore(text, at);
    if (hard !== -1 && !isKnownHard(tokens, from, to, offsets[hard]!)) {
      // The same without the emphatic っ before it too (うっれしーい is うれしい).
      const plain = {
        text: text.slice(0, hard) + text.slice(hard + 1),
        offsets: [...offsets.slice(0, hard), ...offsets.slice(hard + 1)],
      };
      const both = recutWithout(tokens, from, to, plain, at - 1, end - 1, tokenizer);
      if (both && holdsBoth(both.tokens, offsets[hard]!, offsets[end - 1]!)) recuts.push(both);
    }
    at = end;
  }
  // An emphatic っ inside a word, which IPADIC makes the start of the particle っと (ほん | っと | に
  // is ほんとに said hard, ほんっと？ ほんと？): IPADIC knows no っと that is a word here.
  let at = 0;
  for (let index = from; index < to; index++) {
    const token = tokens[index]!;
    if (
      token.surface === 'っと' &&
      token.pos === '助詞' &&
      index > from &&
      AFTER.test(text[at - 1]!)
    ) {
      const recut = recutWithout(tokens, from, to, { text, offsets }, at, at + 1, tokenizer);
      if (recut) recuts.push(recut);
    }
    at += token.surface.length;
  }
  recuts.push(
    ...finalSmallVowelRecuts(from, to, { text, offsets, end: tokens[to - 1]!.end }, tokenizer),
  );
  return recuts;
}

export function innerStretchRecuts(tokens: readonly Token[], tokenizer: Tokenizer): Recut[] {
  const recuts: Recut[] = [];
  let clauseStart = 0;
  let marked = false;
  for (let index = 0; index <= tokens.length; index++) {
    const token = tokens[index];
    if (token === undefined || isSeparator(token)) {
      if (marked) recuts.push(...clauseRecuts(tokens, clauseStart, index, tokenizer));
      clauseStart = index + 1;
      marked = false;
      continue;
    }
    if (STRETCH.test(token.surface) || token.surface === 'っと') marked = true;
  }
  return recuts;
}
