/**
 * A noun with a suffix written in kana, voiced as it is in the compound (rendaku): 燃料ぎれ,
 * 電池ぎれ, 人づかい, 色づかい, 傑作ぞろい, 名曲ぞろい. IPADIC knows few such kana and reads the
 * rest as scraps or an unknown run (燃料|ぎれにな…, 色|づか|い), and JMdict lists the compound in
 * kanji only (燃料切れ ねんりょうぎれ, 色遣い いろづかい) or the suffix under its plain reading only
 * (揃い そろい, "often as ぞろい"). So the noun and the start of the kana after it are one token
 * where JMdict lists a compound read as the two whose spelling begins with the noun and ends in
 * the same kana (燃料ぎれ is 燃料切れ, then found by noun-variants.ts); else the kana alone is a
 * token where, unvoiced, it is the reading of a suffix JMdict lists (ぞろい is 揃い). The rest of
 * the kana run is tokenized again. Not where the kana begins with a particle or an auxiliary
 * (目|が|ね… is no 眼鏡): the voiced kana must begin a word IPADIC read as a noun or a verb.
 */
import { hasKanji, toHiragana } from '../kana';
import type { Token, Tokenizer } from '../tokenizer';
import { tokenizeAt } from './boundaries';
import type { Candidate, CandidateSources } from './candidates';
import { candidateOf } from './candidate-of';
import type { Lexicon, LexiconMatch } from './lexicon';
import { scoreMatch, spanContext } from './resolve';
import { rewriteTokens } from './rewrite-tokens';
import { COMMON_NOUN_FEATURES, tokenPiece } from './token-piece';
import type { TokenRun } from './token-run';

const VOICED = 'がぎぐげござじずぜぞだぢづでどばびぶべぼ';
const PLAIN = 'かきくけこさしすせそたちつてとはひふへほ';
const HIRAGANA = /^[\u3041-\u3096]+$/;
/** Longest start of the kana run tried (づくし, ずくめ, ぞろい are three). */
const MAX_KANA = 4;

/** The kana with its first voiced kana made plain (ぞろい → そろい), or null if not voiced. */
export function unvoiced(kana: string): string | null {
  const at = VOICED.indexOf(kana[0] ?? '');
  return at < 0 ? null : PLAIN[at]! + kana.slice(1);
}

function isSuffixEntry(partsOfSpeech: readonly string[]): boolean {
  return partsOfSpeech.includes('suf') || partsOfSpeech.includes('n-suf');
}

/**
 * The suffix entries a voiced kana spells unvoiced, in a kanji form read so (ぞろい: 揃い read
 * そろい), where JMdict lists nothing spelled as the kana itself.
 */
export function rendakuSuffixMatches(kana: string, lexicon: Lexicon): LexiconMatch[] {
  const plain = unvoiced(kana);
  if (plain === null || !HIRAGANA.test(kana) || lexicon.lookup(kana).length > 0) return [];
  const result: LexiconMatch[] = [];
  for (const { entry } of lexicon.lookup(plain)) {
    if (!isSuffixEntry(entry.partsOfSpeech)) continue;
    const readingIndex = entry.forms.findIndex((form) => !form.isKana && form.reading === plain);
    if (readingIndex >= 0 && !result.some((known) => known.entry === entry))
      result.push({ entry, readingIndex });
  }
  return result;
}

/**
 * Whether JMdict lists a noun read `reading` spelled with `noun` at its start, kanji after it and
 * the kana's last kana at its end (燃料 + ぎれ: 燃料切れ), and not spelled as the two already.
 */
function listsCompound(noun: string, kana: string, reading: string, lexicon: Lexicon): boolean {
  if (lexicon.lookup(noun + kana).length > 0) return false;
  return lexicon
    .lookup(reading)
    .some(
      ({ entry }) =>
        entry.partsOfSpeech.includes('n') &&
        entry.forms.some(
          (form) =>
            !form.isKana &&
            form.reading === reading &&
            form.text.startsWith(noun) &&
            hasKanji(form.text.slice(noun.length)) &&
            form.text.endsWith(kana[kana.length - 1]!),
        ),
    );
}

/**
 * IPADIC's reading of the noun, then the other readings JMdict gives its spelling: IPADIC reads
 * 金 きん, the compound 金遣い is かねづかい.
 */
function nounReadings(token: Token, lexicon: Lexicon): string[] {
  const readings = [toHiragana(token.reading!)];
  for (const { entry, readingIndex } of lexicon.lookup(token.surface)) {
    const form = entry.forms[readingIndex]!;
    if (form.text === token.surface && !readings.includes(form.reading))
      readings.push(form.reading);
  }
  return readings;
}

function isNoun(token: Token): boolean {
  return (
    token.pos === '名詞' &&
    token.posDetail1 !== '固有名詞' &&
    token.posDetail1 !== '数' &&
    token.reading !== null &&
    hasKanji(token.surface)
  );
}

/** The voiced kana may begin a word: IPADIC did not read a particle or an auxiliary there. */
function beginsWord(token: Token): boolean {
  return (
    token.pos !== '助詞' &&
    token.pos !== '助動詞' &&
    HIRAGANA.test(token.surface) &&
    unvoiced(token.surface) !== null
  );
}

export function repairRendakuSuffixes(
  tokens: readonly Token[],
  tokenizer: Tokenizer,
  lexicon: Lexicon,
): readonly Token[] {
  return rewriteTokens(tokens, (token, index) => {
    const next = tokens[index + 1];
    if (!next || next.start !== token.end || !isNoun(token) || !beginsWord(next)) return undefined;
    // The kana run after the noun, token by token.
    let last = index + 1;
    let run = next.surface;
    while (
      last + 1 < tokens.length &&
      run.length < MAX_KANA &&
      tokens[last + 1]!.start === tokens[last]!.end &&
      HIRAGANA.test(tokens[last + 1]!.surface)
    ) {
      last++;
      run += tokens[last]!.surface;
    }
    const readings = nounReadings(token, lexicon);
    let compound = 0;
    let nounReading = readings[0]!;
    let suffix = 0;
    for (let length = Math.min(MAX_KANA, run.length); length >= 2 && !compound; length--) {
      const kana = run.slice(0, length);
      const reading = readings.find((noun) =>
        listsCompound(token.surface, kana, noun + kana, lexicon),
      );
      if (reading !== undefined) {
        compound = length;
        nounReading = reading;
      } else if (!suffix && rendakuSuffixMatches(kana, lexicon).length > 0) suffix = length;
    }
    const length = compound || suffix;
    // A suffix IPADIC already cut as it stands needs no repair (candidates.ts resolves it).
    if (!length || (!compound && length === next.surface.length)) return undefined;
    // The tokens the kana covers, and the kana left over in the last of them.
    let covered = index + 1;
    let coveredLength = tokens[covered]!.surface.length;
    while (coveredLength < length) coveredLength += tokens[++covered]!.surface.length;
    const kana = run.slice(0, length);
    const rest = tokenizeAt(tokenizer, run.slice(length, coveredLength), token.end + length);
    const take = covered + 1 - index;
    if (compound) {
      const word = tokenPiece(token, 0, token.surface + kana, {
        ...COMMON_NOUN_FEATURES,
        reading: nounReading + kana,
      });
      return { take, tokens: [word, ...rest] };
    }
    const suffixToken = tokenPiece(next, 0, kana, {
      pos: '名詞',
      posDetail1: '接尾',
      posDetail2: '一般',
      posDetail3: '*',
      conjugationType: null,
      conjugationForm: null,
      reading: kana,
    });
    return { take, tokens: [token, suffixToken, ...rest] };
  });
}

/**
 * The suffix a voiced kana token after a noun spells unvoiced (傑作|ぞろい is 揃い), read as
 * written; it costs what its poorest match costs, as noun-variants.ts's spellings do.
 */
export function rendakuSuffix(
  run: TokenRun,
  from: number,
  sources: CandidateSources,
): Candidate | undefined {
  const token = run.tokens[from]!;
  const previous = run.tokens[from - 1];
  // Not a particle or an auxiliary: asked at every token, and が, だ, で after a noun are common.
  if (previous?.pos !== '名詞' || run.separator[from - 1] || !beginsWord(token)) return undefined;
  const context = spanContext(token.surface, [token]);
  let best: Candidate | undefined;
  let bestScore = -Infinity;
  for (const match of rendakuSuffixMatches(token.surface, sources.lexicon)) {
    const form = match.entry.forms[match.readingIndex]!;
    const score = scoreMatch(match, context, form.text, 0);
    if (best && score <= bestScore) continue;
    bestScore = score;
    best = {
      ...candidateOf(match, from, from + 1, [], Math.min(score, 0)),
      reading: token.surface,
    };
  }
  return best;
}
