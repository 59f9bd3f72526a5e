/**
 * Words at a kanji IPADIC cannot read, as lattice candidates: a verb with okurigana of another
 * age (unreadKanjiWords, below) and a noun written without its last kana (shortOkuriganaNouns).
 *
 * A verb or adjective IPADIC cannot read because of its okurigana. Meiji and Taishō prose (and
 * careful handwriting) often writes more kana after the kanji than today's spelling: 働らく,
 * 驚ろかす, 見廻わす, 断わる. IPADIC then knows the kanji only alone (see isUnreadKanji) and
 * cuts the kana after it into nouns of their own:
 * 働らいて is 働|らい|て, 驚ろかした 驚|ろか|し|た, 見廻わして 見廻|わし|て, and a rare kanji
 * with today's okurigana too: 甞めて is 甞|め|て. The kanji with the kana tokens after it is the
 * verb, found as written or with the extra kana dropped (extraOkuriganaMatches).
 */
import { isAllKanji } from '../kana';
import type { Token } from '../tokenizer';
import type { Candidate, CandidateSources, InflectedMatch } from './candidates';
import { candidateOf } from './candidate-of';
import type { LexiconMatch } from './lexicon';
import { comparableFormReading, comparableReading, scoreMatch, spanContext } from './resolve';
import { isListedToken, type TokenRun } from './token-run';
import { isConjugatingEntry } from './variant-spellings';

/**
 * Kana tokens after the kanji that may belong to the word (働|らい|て: two; 諦|ら|め|て|しまっ|た:
 * five).
 */
const MAX_TAIL_TOKENS = 6;

/**
 * A token of kanji alone that IPADIC did not read as a word: an unknown noun with no reading (働),
 * a guessed name (驚 おどろき) or verb or adjective stem (見廻 みまわ, 著 of 著い), or a noun the
 * dictionary does not list (云 うん).
 */
function isUnreadKanji(run: TokenRun, index: number, sources: CandidateSources): boolean {
  const token = run.tokens[index]!;
  if (!isAllKanji(token.surface)) return false;
  if (token.reading === null) return true;
  if (token.pos === '名詞' && token.posDetail1 === '固有名詞' && token.surface.length === 1)
    return true;
  if (
    (token.pos === '動詞' && token.conjugationForm === '体言接続特殊２') ||
    (token.pos === '形容詞' && token.conjugationForm === 'ガル接続')
  )
    return true;
  return !isListedToken(run, index, sources) || isBeforeStemlessAdjective(run, index);
}

/**
 * A kanji IPADIC read as a word of its own, with one kana after it that it could only read as
 * an adjective with no stem (く as the ガル接続 form of a guessed くい): the kanji is the start of
 * a word IPADIC does not know in that spelling, and its reading there is no evidence. 能く is
 * よく in Meiji prose (能く眠れた, 能く似ている), where IPADIC reads 能 のう and leaves く a scrap.
 */
function isBeforeStemlessAdjective(run: TokenRun, index: number): boolean {
  const next = run.tokens[index + 1];
  return (
    next !== undefined &&
    next.surface.length === 1 &&
    next.pos === '形容詞' &&
    next.conjugationForm === 'ガル接続'
  );
}

const HIRAGANA = /^[\u3041-\u309f]+$/;

/**
 * A word the dictionary lists whole that begins at a kanji IPADIC did not read (isUnreadKanji):
 * IPADIC's reading of that kanji is a guess, no evidence against the entry's reading, so joined
 * tokens read as the entry where the kana after the kanji end its reading. Adverbs in a kanji
 * spelling of Meiji prose: 固より is もとより where IPADIC reads 固 as the stem of 固い (かた) and
 * より apart (彼は固より承知している, 固より覚悟の上だ), 克く is よく (彼は克く耐えた); each had left
 * the kanji unknown. A kanji IPADIC reads as a listed word keeps its reading (今日|は is not
 * こんにちは). bench/accuracy: unknown words 1480 → 1460, every other figure unchanged.
 */
export function readsAsAfterUnreadKanji(
  run: TokenRun,
  from: number,
  tokens: readonly Token[],
  reading: string,
  sources: CandidateSources,
): boolean {
  if (tokens.length < 2 || !isUnreadKanji(run, from, sources)) return false;
  let tail = '';
  for (let index = 1; index < tokens.length; index++) {
    const { surface } = tokens[index]!;
    if (!HIRAGANA.test(surface)) return false;
    tail += surface;
  }
  const tailKey = comparableReading(tail);
  return reading.length > tailKey.length && reading.endsWith(tailKey);
}

/**
 * An adverb in a kanji spelling of Meiji prose ends in the particle に or と that IPADIC reads
 * as a particle of its own after the unread kanji's scraps: 徐ろに is 徐|ろ|に (IPADIC takes 徐 for a
 * name), and so would be 漫ろに. A particle does not join the word before it (joinAgreesWithTokens),
 * but after an unread kanji it is the adverb's ending where the whole reads as the entry: 彼は
 * 徐ろに口を開いた, 徐ろに席を立つ are おもむろに. Only over scraps of one kana: a suffix IPADIC knows
 * between them is its own word.
 */
export function isAdverbAfterUnreadKanji(
  run: TokenRun,
  from: number,
  tokens: readonly Token[],
  match: LexiconMatch,
  sources: CandidateSources,
): boolean {
  if (tokens.length < 3 || !match.entry.partsOfSpeech.includes('adv')) return false;
  // Scraps of one kana each between the kanji and the particle (ろ), not a word IPADIC knows
  // there: 日|ごと|に stays as IPADIC read it.
  for (let index = 1; index < tokens.length - 1; index++)
    if (tokens[index]!.surface.length !== 1) return false;
  const reading = comparableFormReading(match.entry.forms[match.readingIndex]!.reading);
  return readsAsAfterUnreadKanji(run, from, tokens, reading, sources);
}

/**
 * A case particle after the kana that follow the kanji ends the word and begins the phrase after
 * it: 打つ伏しになって is 打つ伏し | に | なって, 俯伏しを is 俯伏し | を. Right after the kanji it
 * is the extra okurigana itself (促がす is 促|が|す, 伺がう 伺|が|う).
 */
function endsTheWord(token: Token, tailIndex: number): boolean {
  return tailIndex > 0 && token.pos === '助詞' && CASE_PARTICLES.has(token.surface);
}

const CASE_PARTICLES = new Set(['に', 'を', 'が']);

/** The verb or adjective an unread kanji and the kana after it spell, one candidate per span. */
export function unreadKanjiWords(
  run: TokenRun,
  from: number,
  sources: CandidateSources,
): readonly Candidate[] {
  const { tokens } = run;
  if (!sources.extraOkurigana || !isUnreadKanji(run, from, sources)) return NONE;
  const result: Candidate[] = [];
  const limit = Math.min(tokens.length, from + 1 + MAX_TAIL_TOKENS);
  for (let to = from + 2; to <= limit; to++) {
    const last = to - 1;
    if (
      run.separator[last] ||
      !HIRAGANA.test(tokens[last]!.surface) ||
      endsTheWord(tokens[last]!, last - from - 1)
    )
      break;
    const surface = run.text.slice(run.offsets[from], run.offsets[to]);
    const found: InflectedMatch[] = [
      ...sources.facts(surface).matches.map((match) => asWritten(match, surface)),
      ...sources.inflections(surface),
      ...sources.extraOkurigana(surface),
    ];
    const best = bestConjugating(found, run, from, to, surface);
    // A spelling the dictionary does not list is the last resort: it costs what the poorest
    // match costs, so a path of listed words with as many words wins.
    if (best) result.push({ ...best, score: Math.min(0, best.score) });
  }
  return result;
}

function asWritten(match: LexiconMatch, surface: string): InflectedMatch {
  return { match, lookedUp: surface, chain: [], suffix: '' };
}

function bestConjugating(
  found: readonly InflectedMatch[],
  run: TokenRun,
  from: number,
  to: number,
  surface: string,
): Candidate | undefined {
  let best: Candidate | undefined;
  const context = spanContext(surface, run.tokens.slice(from, to));
  for (const { match, lookedUp, chain, suffix } of found) {
    if (suffix !== '' || !isConjugatingEntry(match.entry.partsOfSpeech)) continue;
    const score = scoreMatch(match, context, lookedUp, chain.length);
    if (!best || score > best.score) best = candidateOf(match, from, to, chain, score);
  }
  return best;
}

/** Tokens of kanji before the unread one that may belong to the noun (間|違, 気|遣, 南|向). */
const MAX_SHORT_NOUN_TOKENS = 3;
/** The kana a verb's continuative ends in (思い, 向き, 違い, 答え, 流れ). */
const CONTINUATIVE_ENDINGS = [...'いきぎしじちにひびみりえけげせぜてでねへべめれ'];

/**
 * The noun stands between phrase boundaries. After it comes a particle, the copula or nothing:
 * 間違|は, 思|を, 南向|の. A kanji after it means a compound IPADIC does not know (迷|亭 is a name,
 * not 迷い + 亭), other kana the rest of a word (驚|ろ|く is 驚く, 癒|り|ません the verb 癒る).
 * Before it, a kanji the span leaves out means an ateji compound (辛防 is 辛抱, 縁喜 縁起, not
 * 防ぎ, 喜び).
 */
function standsAlone(run: TokenRun, from: number, to: number): boolean {
  const before = from > 0 && !run.separator[from - 1] ? run.tokens[from - 1] : undefined;
  if (before !== undefined && isAllKanji(before.surface)) return false;
  const next = run.tokens[to];
  if (next === undefined || run.separator[to]) return true;
  return (
    next.pos === '助詞' || (next.pos === '助動詞' && (next.lemma === 'だ' || next.lemma === 'です'))
  );
}

/**
 * A noun made from a verb's continuative, written without its last kana, as Meiji prose often
 * does: 間違 is 間違い, 気遣 気遣い, 思 思い, 南向 南向き (間違はない, 苦しい思をした, 南向の部屋).
 * IPADIC leaves the last kanji unread; the kanji before the particle that follows, with one kana
 * added, is the noun the dictionary lists. An adjective's stem is no such noun (固|より is
 * もとより, not 固め + より).
 */
export function shortOkuriganaNouns(
  run: TokenRun,
  from: number,
  sources: CandidateSources,
): readonly Candidate[] {
  const { tokens } = run;
  // Made when a noun is found: this is asked at every token of a text, and finds one rarely.
  let result: Candidate[] | undefined;
  const limit = Math.min(tokens.length, from + MAX_SHORT_NOUN_TOKENS);
  for (let to = from + 1; to <= limit; to++) {
    const last = tokens[to - 1]!;
    if (run.separator[to - 1] || !isAllKanji(last.surface)) break;
    if (last.pos === '形容詞' || !isUnreadKanji(run, to - 1, sources)) continue;
    if (!standsAlone(run, from, to)) continue;
    const surface = run.text.slice(run.offsets[from], run.offsets[to]);
    let best: Candidate | undefined;
    for (const ending of CONTINUATIVE_ENDINGS) {
      const spelling = surface + ending;
      for (const match of sources.facts(spelling).matches) {
        const form = match.entry.forms[match.readingIndex]!;
        if (form.text !== spelling || !match.entry.partsOfSpeech.includes('n')) continue;
        const score = scoreMatch(match, spanContext(spelling, []), spelling, 0);
        if (best && score <= best.score) continue;
        best = candidateOf(match, from, to, [], score);
      }
    }
    // The last resort, as for the verbs above.
    if (best) (result ??= []).push({ ...best, score: Math.min(0, best.score) });
  }
  return result ?? NONE;
}

/** No candidates (one array for every token that has none). */
const NONE: readonly Candidate[] = [];
