/**
 * Kana spellings of IPADIC words, added to kuromoji's lattice. IPADIC lists most words in kanji
 * only, so a word written in kana that IPADIC does not know in kana is cut into whatever kana
 * words it does know, and no later step can join pieces whose boundaries cross the word:
 * おまえはまぬけだ comes out as おまえ|は|ま|ぬけ|だ (ま "space" + 抜け, where まぬけ is 間抜け),
 * きのうはおおみそかだった as …|おお|みそ|か|…, ねこがひなたでねている as …|ひな|たで|…. Here each
 * IPADIC entry whose spelling has kanji (間抜け, 大晦日, 日向, and every conjugated form of a verb:
 * 憚ら, 憚り, 憚る…) gets its reading as a second spelling (まぬけ, おおみそか, ひなた, はばから…),
 * with the entry's own part of speech, context ids and cost plus a penalty: IPADIC's connection
 * costs then weigh は|まぬけ|だ against は|ま|ぬけ|だ as they weigh any two paths. The penalty, and
 * which words get a kana spelling at all, are the dictionary's call (`KanaSpellingPenalty`: the
 * product admits JMdict's common words and those usually written in kana), so the kana text of
 * rare kanji words (はし for 嘴) does not tempt the lattice.
 */
import { hasKanji, isAllHiragana, toHiragana } from '../kana';
import {
  addExtraChild,
  emptyExtraWords,
  type ExtraWord,
  type ExtraWords,
} from './kuromoji-lattice';

/**
 * What a kana spelling of `lemma` read `reading` (hiragana) adds to the word cost of its IPADIC
 * entry, or null where the word is not to be found in kana. A word IPADIC lists in kanji is
 * written so more often than not, so its kana spelling should win only where the kana IPADIC
 * knows fits badly.
 */
export type KanaSpellingPenalty = (lemma: string, reading: string) => number | null;

/** An IPADIC entry as its feature line says it. */
export interface IpadicEntry {
  tokenInfoId: number;
  leftId: number;
  rightId: number;
  cost: number;
  surface: string;
  /** 固有名詞 for a proper noun, 一般, 自立, … */
  posDetail1: string;
  lemma: string;
  /** Reading of the surface, in katakana as IPADIC writes it. */
  reading: string;
}

/** The kana after a word's last kanji: 抜け of 間抜け, る of 憚る, ら of 憚ら. */
function kanaTail(text: string): string {
  let start = text.length;
  while (start > 0 && isAllHiragana(text[start - 1]!)) start--;
  return text.slice(start);
}

/**
 * The lemma's reading from the surface's: the surface and the lemma share everything up to
 * their kana tails (憚ら はばから, 憚る → はばかる).
 */
function lemmaReading(surface: string, surfaceReading: string, lemma: string): string | null {
  const surfaceTail = kanaTail(surface);
  const lemmaTail = kanaTail(lemma);
  if (!surfaceReading.endsWith(surfaceTail)) return null;
  return surfaceReading.slice(0, surfaceReading.length - surfaceTail.length) + lemmaTail;
}

/** Kana spellings for `entries`, as a trie of their hiragana text. */
export function kanaSpellings(
  entries: Iterable<IpadicEntry>,
  penaltyOf: KanaSpellingPenalty,
): ExtraWords {
  const root = emptyExtraWords();
  const asked = new Map<string, number | null>();
  for (const entry of entries) {
    if (!hasKanji(entry.surface)) continue;
    // Names are not vocabulary, and a name in kana is IPADIC's unknown-word model's business;
    // they are a third of IPADIC.
    if (entry.posDetail1 === '固有名詞') continue;
    const kana = toHiragana(entry.reading);
    // Two kana at least (a one-kana word is everywhere in kana text), all hiragana.
    if (kana.length < 2 || !isAllHiragana(kana)) continue;
    const reading = lemmaReading(entry.surface, kana, entry.lemma);
    if (reading === null) continue;
    // A verb's dozen forms share their lemma and its reading: ask once.
    const key = `${entry.lemma}\t${reading}`;
    let penalty = asked.get(key);
    if (penalty === undefined) {
      penalty = penaltyOf(entry.lemma, reading);
      asked.set(key, penalty);
    }
    if (penalty === null) continue;
    // Also where IPADIC knows the kana text as another word (かわ is 川 as well as IPADIC's
    // 側): the lattice weighs both. A pronoun pays half: pronouns are written in kana far more
    // than other words (かれ | は, not 枯葉 "dead leaves"; かのじょ, あなた).
    const word: ExtraWord = {
      tokenInfoId: entry.tokenInfoId,
      leftId: entry.leftId,
      rightId: entry.rightId,
      cost: entry.cost + (entry.posDetail1 === '代名詞' ? penalty / 2 : penalty),
    };
    let node = 0;
    for (let index = 0; index < kana.length; index++) {
      node = addExtraChild(root, node, kana.charCodeAt(index));
    }
    addWord((root.words[node] ??= []), word);
  }
  return root;
}

/**
 * Adds `word` to a spelling's words, unless one with the same context ids costs no more: the
 * lattice would never choose it (大みそか and 大晦日 both read おおみそか; a verb's forms that
 * share a reading), and a third of the spellings' words are such, each a node per position.
 */
function addWord(words: ExtraWord[], word: ExtraWord): void {
  const same = words.findIndex(
    (other) => other.leftId === word.leftId && other.rightId === word.rightId,
  );
  if (same === -1) words.push(word);
  else if (word.cost < words[same]!.cost) words[same] = word;
}
