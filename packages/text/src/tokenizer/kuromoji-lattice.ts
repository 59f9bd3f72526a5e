/**
 * A faster lattice builder for kuromoji, producing exactly the lattice of its own
 * `ViterbiBuilder.build`. kuromoji looks up the dictionary at every position by re-encoding the
 * whole rest of the sentence to UTF-8 and wrapping it in a fresh surrogate-aware copy, so a
 * sentence of n characters costs O(n²) (an Aozora paragraph without 、 or 。 is hundreds of
 * characters). Here the sentence is encoded once, the trie is walked from each position's byte
 * offset, and a walk stops as soon as the trie has no continuation — same nodes, same order.
 *
 * kuromoji's internals are not typed; the few parts used are described by the interfaces below
 * and checked when the builder is installed (`installFastLatticeBuilder`), so a kuromoji upgrade
 * that changes them fails loudly at load instead of tokenizing differently.
 */

interface CharacterClass {
  class_id: number;
  class_name: string;
  is_always_invoke: number;
  is_grouping: number;
}

interface TokenDictionary {
  target_map: Record<number, ArrayLike<number>>;
  dictionary: { buffer: Uint8Array };
}

interface UnknownDictionary extends TokenDictionary {
  lookup(character: string): CharacterClass;
}

interface DoubleArrayCells {
  getBase(index: number): number;
  getCheck(index: number): number;
}

interface ViterbiLattice {
  append(node: unknown): void;
  appendEos(): void;
}

interface ViterbiBuilderInternals {
  trie: { bc: DoubleArrayCells };
  token_info_dictionary: TokenDictionary;
  unknown_dictionary: UnknownDictionary;
  build(sentence: string, extra?: ExtraWords, kanaPerCharacter?: number): ViterbiLattice;
}

/**
 * Words added to the lattice beside IPADIC's own: a spelling IPADIC does not list, standing for
 * one of its entries (its features, context ids and a cost). The spellings (hiragana, see
 * kana-spellings.ts) form a trie by UTF-16 code, walked along the sentence without making a
 * string per length tried.
 */
export interface ExtraWord {
  tokenInfoId: number;
  leftId: number;
  rightId: number;
  cost: number;
}
/**
 * The trie of the spellings: a node is a number (the root 0), and all edges are in one map keyed
 * by parent and code — a map per node (150k nodes, most with one child or none) took twice the
 * memory. Spellings are hiragana and ー (U+3040–U+30FF), so a key fits a small integer.
 */
export interface ExtraWords {
  /** Child node by `parent · EDGE_CODES + (code − EDGE_FIRST_CODE)`. */
  children: Map<number, number>;
  /** The words spelled by each node's prefix, by node. */
  words: (ExtraWord[] | undefined)[];
}

const EDGE_FIRST_CODE = 0x3040;
const EDGE_CODES = 0xc0;

export function emptyExtraWords(): ExtraWords {
  return { children: new Map(), words: [undefined] };
}

/** The child of `node` by the UTF-16 `code`, or -1. */
export function extraChild(extra: ExtraWords, node: number, code: number): number {
  const offset = code - EDGE_FIRST_CODE;
  if (offset < 0 || offset >= EDGE_CODES) return -1;
  return extra.children.get(node * EDGE_CODES + offset) ?? -1;
}

/** The child of `node` by `code` (hiragana or ー), made if missing. */
export function addExtraChild(extra: ExtraWords, node: number, code: number): number {
  const offset = code - EDGE_FIRST_CODE;
  if (offset < 0 || offset >= EDGE_CODES) throw new Error(`not a hiragana spelling: ${code}`);
  const key = node * EDGE_CODES + offset;
  let child = extra.children.get(key);
  if (child === undefined) {
    child = extra.words.length;
    extra.words.push(undefined);
    extra.children.set(key, child);
  }
  return child;
}

/** The constructors kuromoji builds its lattice from. */
export interface LatticeConstructors {
  ViterbiLattice: new () => ViterbiLattice;
  ViterbiNode: new (
    name: number,
    cost: number,
    startPosition: number,
    length: number,
    type: string,
    leftId: number,
    rightId: number,
    surface: string,
  ) => unknown;
}

const ROOT_ID = 0;
const TERM_CODE = 0;

/** UTF-8 bytes of `text` and, per surrogate-aware character, its UTF-16 and byte offsets. */
interface EncodedSentence {
  bytes: Uint8Array;
  /** Byte length. */
  byteLength: number;
  /** UTF-16 offset of each character, plus the end. */
  charStarts: number[];
  /** Byte offset of each character, plus the end. */
  byteStarts: number[];
  /** UTF-16 offset at each byte offset that starts a character (or the end); -1 elsewhere. */
  utf16AtByte: Int32Array;
}

/**
 * Buffers for `encode`, grown to the longest sentence seen and reused: two typed arrays made per
 * sentence cost more than the encoding (their memory is outside the JS heap).
 */
let byteBuffer = new Uint8Array(1024);
let utf16Buffer = new Int32Array(1025);

/**
 * Returns null for a lone surrogate (kuromoji's own encoder refuses those too). The arrays are
 * shared by every call: valid until the next one.
 */
function encode(text: string): EncodedSentence | null {
  if (byteBuffer.length < text.length * 4) {
    byteBuffer = new Uint8Array(text.length * 4);
    utf16Buffer = new Int32Array(text.length * 4 + 1);
  }
  const bytes = byteBuffer;
  const utf16AtByte = utf16Buffer.fill(-1, 0, text.length * 4 + 1);
  const charStarts: number[] = [];
  const byteStarts: number[] = [];
  let j = 0;
  for (let i = 0; i < text.length;) {
    charStarts.push(i);
    byteStarts.push(j);
    utf16AtByte[j] = i;
    let code = text.charCodeAt(i++);
    if (code >= 0xd800 && code <= 0xdbff) {
      const low = text.charCodeAt(i++);
      if (!(low >= 0xdc00 && low <= 0xdfff)) return null;
      code = (code - 0xd800) * 0x400 + 0x10000 + (low - 0xdc00);
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return null;
    }
    if (code < 0x80) bytes[j++] = code;
    else if (code < 0x800) {
      bytes[j++] = (code >>> 6) | 0xc0;
      bytes[j++] = (code & 0x3f) | 0x80;
    } else if (code < 0x10000) {
      bytes[j++] = (code >>> 12) | 0xe0;
      bytes[j++] = ((code >> 6) & 0x3f) | 0x80;
      bytes[j++] = (code & 0x3f) | 0x80;
    } else {
      bytes[j++] = (code >>> 18) | 0xf0;
      bytes[j++] = ((code >> 12) & 0x3f) | 0x80;
      bytes[j++] = ((code >> 6) & 0x3f) | 0x80;
      bytes[j++] = (code & 0x3f) | 0x80;
    }
  }
  charStarts.push(text.length);
  byteStarts.push(j);
  utf16AtByte[j] = text.length;
  return { bytes, byteLength: j, charStarts, byteStarts, utf16AtByte };
}

/** ぁ–ゖ and ー: what a kana spelling is made of. */
function isHiragana(code: number): boolean {
  return (code >= 0x3041 && code <= 0x3096) || code === 0x30fc;
}

/** A CJK ideograph or 々 (a surrogate half — a rare ideograph's — counts as one too). */
function isKanji(code: number): boolean {
  return (
    (code >= 0x4e00 && code <= 0x9fff) ||
    (code >= 0x3400 && code <= 0x4dbf) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    code === 0x3005 ||
    (code >= 0xd800 && code <= 0xdfff)
  );
}

/**
 * The longest run of unknown hiragana taken as one node once kana spellings are in the lattice:
 * bench/accuracy's kana text 77.7 % at 8 (77.6 at 10, 77.3 at 12); at 6 or less, unknown words
 * of the novels' onomatopoeia are cut (ぴょこつかせる).
 */
const MAX_UNKNOWN_KANA_RUN = 8;

/** ぁぃぅぇぉゃゅょゎ: never the start of a word (っ is: って, っぽい). */
function isSmallKana(code: number): boolean {
  return (
    code === 0x3041 ||
    code === 0x3043 ||
    code === 0x3045 ||
    code === 0x3047 ||
    code === 0x3049 ||
    code === 0x3083 ||
    code === 0x3085 ||
    code === 0x3087 ||
    code === 0x308e
  );
}

function isBuilder(value: unknown): value is ViterbiBuilderInternals {
  const builder = value as Partial<ViterbiBuilderInternals> | null;
  return (
    typeof builder?.build === 'function' &&
    typeof builder.trie?.bc.getBase === 'function' &&
    typeof builder.trie.bc.getCheck === 'function' &&
    typeof builder.token_info_dictionary?.target_map === 'object' &&
    builder.token_info_dictionary.dictionary.buffer instanceof Uint8Array &&
    builder.unknown_dictionary?.dictionary?.buffer instanceof Uint8Array &&
    typeof builder.unknown_dictionary?.lookup === 'function'
  );
}

/**
 * kuromoji's `ByteBuffer.getShort` read straight from its bytes (little-endian, signed; 0 past the
 * end), which the compiler can inline: three reads per lattice node.
 */
function readShort(bytes: Uint8Array, index: number): number {
  if (bytes.length < index + 2) return 0;
  return (((bytes[index + 1]! << 8) | bytes[index]!) << 16) >> 16;
}

/**
 * Replaces the lattice builder of a kuromoji tokenizer (its `viterbi_builder`) with the fast one.
 * Throws when the tokenizer's internals are not the ones this was written against.
 */
export function installFastLatticeBuilder(
  kuromojiTokenizer: unknown,
  constructors: LatticeConstructors,
): void {
  const builder = (kuromojiTokenizer as { viterbi_builder?: unknown }).viterbi_builder;
  if (!isBuilder(builder)) {
    throw new Error('kuromoji internals changed: viterbi_builder is not the expected shape');
  }
  const slowBuild = builder.build.bind(builder);
  const { ViterbiLattice, ViterbiNode } = constructors;
  const cells = builder.trie.bc;
  const known = builder.token_info_dictionary;
  const unknown = builder.unknown_dictionary;

  /** Trie child of `parent` by byte `code`, or -1 (doublearray's `traverse`). */
  const traverse = (parent: number, code: number): number => {
    const child = cells.getBase(parent) + code;
    return cells.getCheck(child) === parent ? child : -1;
  };

  /**
   * `kanaPerCharacter` is taken off a kana spelling's cost for each of its kana
   * (`Tokenizer.tokenizeKanaText`): a longer word in kana then beats shorter ones over the same
   * kana more easily.
   */
  builder.build = (sentence: string, extra?: ExtraWords, kanaPerCharacter = 0): ViterbiLattice => {
    const encoded = encode(sentence);
    if (encoded === null) return slowBuild(sentence);
    const knownBytes = known.dictionary.buffer;
    const unknownBytes = unknown.dictionary.buffer;
    const { bytes, byteLength, charStarts, byteStarts, utf16AtByte } = encoded;
    const lattice = new ViterbiLattice();
    const characters = charStarts.length - 1;
    for (let position = 0; position < characters; position++) {
      const utf16Start = charStarts[position]!;
      // Dictionary words starting here, shortest first.
      let found = 0;
      let parent = ROOT_ID;
      for (let byte = byteStarts[position]!; byte < byteLength; byte++) {
        const child = traverse(parent, bytes[byte]!);
        if (child === -1) break;
        parent = child;
        const leaf = traverse(child, TERM_CODE);
        if (leaf === -1) continue;
        found++;
        const base = cells.getBase(leaf);
        const trieId = base <= 0 ? -base - 1 : undefined;
        const key = sentence.slice(utf16Start, utf16AtByte[byte + 1]);
        const tokenInfoIds = known.target_map[trieId as number]!;
        for (let i = 0; i < tokenInfoIds.length; i++) {
          const id = tokenInfoIds[i]!;
          lattice.append(
            new ViterbiNode(
              id,
              readShort(knownBytes, id + 4),
              position + 1,
              key.length,
              'KNOWN',
              readShort(knownBytes, id),
              readShort(knownBytes, id + 2),
              key,
            ),
          );
        }
      }

      // Not right after a kanji: kana there go with the kanji's word, as okurigana or an
      // ending (行こっか is 行こ|っ|か, not 行 + 国家; 書きかけ, 見たい), not a word in kana.
      if (
        extra !== undefined &&
        isHiragana(sentence.charCodeAt(utf16Start)) &&
        !isKanji(sentence.charCodeAt(utf16Start - 1))
      ) {
        let node = 0;
        for (let end = utf16Start; end < sentence.length; end++) {
          node = extraChild(extra, node, sentence.charCodeAt(end));
          if (node === -1) break;
          const words = extra.words[node];
          if (words === undefined) continue;
          // A word found here, as IPADIC's own: no unknown-kana run starts here then, which as
          // one cheap node would beat the kana spelling and all the words after it
          // (ざいさん | を | かぶ… read as one unknown ざいさんをかぶ…).
          found++;
          const key = sentence.slice(utf16Start, end + 1);
          const bonus = kanaPerCharacter * key.length;
          for (const word of words)
            lattice.append(
              new ViterbiNode(
                word.tokenInfoId,
                word.cost - bonus,
                position + 1,
                key.length,
                'KNOWN',
                word.leftId,
                word.rightId,
                key,
              ),
            );
        }
      }

      // Unknown words: where nothing matched, or the character class always asks for them.
      const headChar = sentence.slice(utf16Start, charStarts[position + 1]);
      const headClass = unknown.lookup(headChar);
      if (found > 0 && headClass.is_always_invoke !== 1) continue;
      let key = headChar;
      // kuromoji counts an ungrouped head as one character even when it is a surrogate pair.
      let length = 1;
      // A run of unknown hiragana is one node, and a cheap one. IPADIC starts one at a small
      // kana where a word before it ends mid-syllable (いし|ゃはかれに…), which no word does. With
      // kana spellings, which raise the cost of the right path (いしゃ | は | かれ | に…), the rest
      // of the run as one unknown word would often win; there it is one character, as a small
      // kana alone is.
      const smallKanaHead = extra !== undefined && isSmallKana(sentence.charCodeAt(utf16Start));
      if (headClass.is_grouping === 1 && !smallKanaHead) {
        let next = position + 1;
        while (
          next < characters &&
          unknown.lookup(sentence.slice(charStarts[next], charStarts[next + 1])).class_name ===
            headClass.class_name
        )
          next++;
        // Nor where the run is longer than a word: in kana text a word cut one syllable short
        // leaves the next piece starting where no word does (むら | びと…, かい | ぎ…, しっ | ぱい…),
        // and the whole rest of the sentence as one unknown node beats every path of words
        // (むら | びとはいどからみずを…). An unknown word in kana is short (ぴょこつかせる, 7).
        if (
          extra !== undefined &&
          next - position > MAX_UNKNOWN_KANA_RUN &&
          isHiragana(sentence.charCodeAt(utf16Start))
        )
          next = position + 1;
        if (next > position + 1) {
          key = sentence.slice(utf16Start, charStarts[next]);
          length = key.length;
        }
      }
      const unknownIds = unknown.target_map[headClass.class_id]!;
      for (let i = 0; i < unknownIds.length; i++) {
        const id = unknownIds[i]!;
        lattice.append(
          new ViterbiNode(
            id,
            readShort(unknownBytes, id + 4),
            position + 1,
            length,
            'UNKNOWN',
            readShort(unknownBytes, id),
            readShort(unknownBytes, id + 2),
            key,
          ),
        );
      }
    }
    lattice.appendEos();
    return lattice;
  };
}
