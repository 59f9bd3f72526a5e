/**
 * kuromoji's lattice and Viterbi search, done here with exactly its nodes and its best path.
 * kuromoji looks up the dictionary at every position by re-encoding the whole rest of the
 * sentence to UTF-8 and wrapping it in a fresh surrogate-aware copy, so a sentence of n characters
 * costs O(n²) (an Aozora paragraph without 、 or 。 is hundreds of characters), and makes an object
 * and a string for every node. Here the sentence is encoded once, the trie is walked from each
 * position's byte offset, a walk stops as soon as the trie has no continuation — same nodes, same
 * order — and the nodes are rows of typed arrays, scored as they are added (`Lattice`).
 *
 * kuromoji's internals are not typed; the few parts used are described by the interfaces below
 * and checked when the search is made (`sentenceSearch`), so a kuromoji upgrade that changes them
 * fails loudly at load instead of tokenizing differently.
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
 * The trie of the spellings as it is built: a node is a number (the root 0), and all edges are in
 * one map keyed by parent and code — a map per node (150k nodes, most with one child or none) took
 * twice the memory. Spellings are hiragana and ー (U+3040–U+30FF), so a key fits a small integer.
 * The search reads it as `ExtraTrie`.
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

/**
 * The spellings' trie as the search reads it, made once from `ExtraWords`: a node's edges are
 * pairs (code offset, child) side by side in `edges`, from `edgeStarts[node]` to
 * `edgeStarts[node + 1]`, sorted by code; its words are rows of `words`, from `wordStarts[node]`
 * to `wordStarts[node + 1]`, four numbers each (token info id, left id, right id, cost). The map
 * and the word objects were read at random places per kana.
 */
interface ExtraTrie {
  edgeStarts: Int32Array;
  edges: Int32Array;
  wordStarts: Int32Array;
  /** (A cost may be a half: a pronoun's penalty is halved.) */
  words: Float64Array;
}

function extraTrieOf(extra: ExtraWords): ExtraTrie {
  const nodes = extra.words.length;
  // (a key is parent · EDGE_CODES + code offset: sorted keys are sorted parents, then codes)
  const keys = Int32Array.from(extra.children.keys()).sort();
  const edgeStarts = new Int32Array(nodes + 1);
  const edges = new Int32Array(keys.length * 2);
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index]!;
    const parent = Math.floor(key / EDGE_CODES);
    edgeStarts[parent + 1] = edgeStarts[parent + 1]! + 1;
    edges[index * 2] = key % EDGE_CODES;
    edges[index * 2 + 1] = extra.children.get(key)!;
  }
  for (let node = 0; node < nodes; node++)
    edgeStarts[node + 1] = edgeStarts[node + 1]! + edgeStarts[node]!;
  const wordStarts = new Int32Array(nodes + 1);
  for (let node = 0; node < nodes; node++)
    wordStarts[node + 1] = wordStarts[node]! + (extra.words[node]?.length ?? 0);
  const words = new Float64Array(wordStarts[nodes]! * 4);
  for (let node = 0; node < nodes; node++) {
    const list = extra.words[node];
    if (list === undefined) continue;
    for (let index = 0, row = wordStarts[node]! * 4; index < list.length; index++, row += 4) {
      const word = list[index]!;
      words[row] = word.tokenInfoId;
      words[row + 1] = word.leftId;
      words[row + 2] = word.rightId;
      words[row + 3] = word.cost;
    }
  }
  return { edgeStarts, edges, wordStarts, words };
}

/** The child of `node` by the UTF-16 `code`, or -1 (a binary search of its edges). */
function trieChild(trie: ExtraTrie, node: number, code: number): number {
  const offset = code - EDGE_FIRST_CODE;
  if (offset < 0 || offset >= EDGE_CODES) return -1;
  let low = trie.edgeStarts[node]!;
  let high = trie.edgeStarts[node + 1]! - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const found = trie.edges[middle * 2]!;
    if (found === offset) return trie.edges[middle * 2 + 1]!;
    if (found < offset) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
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

/**
 * kuromoji's `ByteBuffer.getShort` read straight from its bytes (little-endian, signed; 0 past the
 * end), which the compiler can inline: three reads per lattice node.
 */
function readShort(bytes: Uint8Array, index: number): number {
  if (bytes.length < index + 2) return 0;
  return (((bytes[index + 1]! << 8) | bytes[index]!) << 16) >> 16;
}

/**
 * kuromoji's `target_map` with the token infos it points to, side by side: the token infos of
 * trie id `t` are rows `from[t]` to `from[t + 1]` of `rows`, four numbers each (id, left id, right
 * id, cost). A word's rows are then one read of adjacent memory, where the map's arrays and the
 * dictionary's buffer were read at random (+8 MB).
 */
interface KnownWords {
  from: Int32Array;
  rows: Int32Array;
}

function knownWordsOf(dictionary: TokenDictionary): KnownWords {
  const map = dictionary.target_map;
  const bytes = dictionary.dictionary.buffer;
  // An array as loaded by kuromoji-dictionary.ts, an object as kuromoji loads it.
  const trieIds = Array.isArray(map)
    ? map.length
    : Object.keys(map).reduce((most, key) => Math.max(most, Number(key) + 1), 0);
  let count = 0;
  for (let trieId = 0; trieId < trieIds; trieId++) count += map[trieId]?.length ?? 0;
  const from = new Int32Array(trieIds + 1);
  const rows = new Int32Array(count * 4);
  let row = 0;
  for (let trieId = 0; trieId < trieIds; trieId++) {
    from[trieId] = row;
    const ids = map[trieId] ?? [];
    for (let i = 0; i < ids.length; i++, row++) {
      const id = ids[i]!;
      rows[row * 4] = id;
      rows[row * 4 + 1] = readShort(bytes, id);
      rows[row * 4 + 2] = readShort(bytes, id + 2);
      rows[row * 4 + 3] = readShort(bytes, id + 4);
    }
  }
  from[trieIds] = row;
  return { from, rows };
}

/** A node of the best path, as kuromoji's own `ViterbiNode` names its fields. */
export interface PathNode {
  /** Token info id (known) or unknown-word id. */
  name: number;
  type: string;
  surface_form: string;
}

interface AnalyserInternals {
  viterbi_builder: {
    trie: { bc: DoubleArrayCells };
    token_info_dictionary: TokenDictionary;
    unknown_dictionary: UnknownDictionary;
    build(sentence: string): unknown;
  };
  viterbi_searcher: {
    connection_costs: { buffer: Int16Array };
    search(lattice: unknown): PathNode[];
  };
}

function isAnalyserInternals(value: unknown): value is AnalyserInternals {
  const analyser = value as Partial<AnalyserInternals> | null;
  const builder = analyser?.viterbi_builder;
  return (
    typeof builder?.build === 'function' &&
    typeof builder.trie?.bc.getBase === 'function' &&
    typeof builder.trie.bc.getCheck === 'function' &&
    typeof builder.token_info_dictionary?.target_map === 'object' &&
    builder.token_info_dictionary.dictionary.buffer instanceof Uint8Array &&
    builder.unknown_dictionary?.dictionary?.buffer instanceof Uint8Array &&
    typeof builder.unknown_dictionary?.lookup === 'function' &&
    typeof analyser?.viterbi_searcher?.search === 'function' &&
    analyser.viterbi_searcher.connection_costs?.buffer instanceof Int16Array
  );
}

/** No node (kuromoji's null `prev`). */
const NONE = -1;
/** The lattice's first node, before the sentence (kuromoji's BOS). */
const BOS = 0;

/**
 * A sentence's lattice, with kuromoji's Viterbi forward pass done as nodes are added: a node's
 * predecessors are the nodes ending where it starts, which all start before it and so were added
 * (and scored) before it. Nodes are rows of typed arrays kept from sentence to sentence, grown to
 * the largest lattice seen: kuromoji makes an object and a string per node (5.5 nodes a
 * character, 1.8M over 『吾輩は猫である』), where the best path needs ~0.7 a character.
 */
class Lattice {
  private capacity = 1024;
  private count = 0;
  /** Token info id or unknown-word id. */
  ids = new Int32Array(this.capacity);
  unknown = new Uint8Array(this.capacity);
  /** The node's span in the sentence (UTF-16 offsets). */
  starts = new Int32Array(this.capacity);
  ends = new Int32Array(this.capacity);
  private rightIds = new Int32Array(this.capacity);
  /** kuromoji's `shortest_cost`: a float, Number.MAX_VALUE where no path reaches the node. */
  private shortest = new Float64Array(this.capacity);
  private prev = new Int32Array(this.capacity);
  /** The next node ending where this one does, in the order added (kuromoji's `nodes_end_at`). */
  private nextAtEnd = new Int32Array(this.capacity);
  private firstAtEnd = new Int32Array(256);
  private lastAtEnd = new Int32Array(256);
  /** The greatest end position (kuromoji's `eos_pos`). */
  private lastEnd = 1;

  /** `costs` is kuromoji's connection cost matrix, its dimensions first. */
  constructor(private readonly costs: Int16Array) {}

  /** Empties the lattice for a sentence whose nodes end at or before `positions`. */
  reset(positions: number): void {
    if (this.firstAtEnd.length <= positions) {
      this.firstAtEnd = new Int32Array(positions * 2);
      this.lastAtEnd = new Int32Array(positions * 2);
    }
    this.firstAtEnd.fill(NONE, 0, positions + 1);
    this.firstAtEnd[0] = BOS;
    this.lastAtEnd[0] = BOS;
    this.nextAtEnd[BOS] = NONE;
    this.shortest[BOS] = 0;
    this.rightIds[BOS] = 0;
    this.prev[BOS] = NONE;
    this.count = 1;
    this.lastEnd = 1;
  }

  /**
   * kuromoji's `ViterbiLattice.append(new ViterbiNode(…))`, and `forward` for the node: at
   * `position` (0-based) over `length` positions (kuromoji's count, not always the span's), the
   * span `start`–`end` of the sentence. The cheapest way in is the first of equal costs, as in
   * kuromoji, and a node nothing ends before is not reached.
   */
  add(
    id: number,
    unknown: boolean,
    cost: number,
    position: number,
    length: number,
    leftId: number,
    rightId: number,
    start: number,
    end: number,
  ): void {
    if (this.count === this.capacity) this.grow();
    const node = this.count++;
    this.ids[node] = id;
    this.unknown[node] = unknown ? 1 : 0;
    this.starts[node] = start;
    this.ends[node] = end;
    this.rightIds[node] = rightId;
    let best = Number.MAX_VALUE;
    let prev = NONE;
    const column = leftId + 2;
    const rows = this.costs[1]!;
    for (let from = this.firstAtEnd[position]!; from !== NONE; from = this.nextAtEnd[from]!) {
      const total = this.shortest[from]! + this.costs[this.rightIds[from]! * rows + column]! + cost;
      if (total < best) {
        best = total;
        prev = from;
      }
    }
    this.shortest[node] = best;
    this.prev[node] = prev;
    const at = position + length;
    if (this.lastEnd < at) this.lastEnd = at;
    this.nextAtEnd[node] = NONE;
    if (this.firstAtEnd[at] === NONE) this.firstAtEnd[at] = node;
    else this.nextAtEnd[this.lastAtEnd[at]!] = node;
    this.lastAtEnd[at] = node;
  }

  /**
   * The best path's nodes, first to last (kuromoji's EOS joined to the nodes ending last, then
   * `backward`); none where no path gets through.
   */
  bestPath(): number[] {
    let best = Number.MAX_VALUE;
    let node = NONE;
    const rows = this.costs[1]!;
    for (let from = this.firstAtEnd[this.lastEnd]!; from !== NONE; from = this.nextAtEnd[from]!) {
      const total = this.shortest[from]! + this.costs[this.rightIds[from]! * rows + 2]!;
      if (total < best) {
        best = total;
        node = from;
      }
    }
    const path: number[] = [];
    if (node === NONE) return path;
    while (node !== BOS) {
      path.push(node);
      node = this.prev[node]!;
      if (node === NONE) return [];
    }
    return path.reverse();
  }

  private grow(): void {
    this.capacity *= 2;
    const grown = <T extends Int32Array | Uint8Array | Float64Array>(array: T): T => {
      const copy = new (array.constructor as new (length: number) => T)(this.capacity);
      copy.set(array);
      return copy;
    };
    this.ids = grown(this.ids);
    this.unknown = grown(this.unknown);
    this.starts = grown(this.starts);
    this.ends = grown(this.ends);
    this.rightIds = grown(this.rightIds);
    this.shortest = grown(this.shortest);
    this.prev = grown(this.prev);
    this.nextAtEnd = grown(this.nextAtEnd);
  }
}

/**
 * kuromoji's `ViterbiBuilder.build` and `ViterbiSearcher.search` of a sentence: the best path's
 * nodes. `kanaPerCharacter` is taken off an extra word's cost for each of its kana
 * (`Tokenizer.tokenizeKanaText`: a longer word in kana then beats shorter ones over the same kana
 * more easily).
 */
export type SentenceSearch = (sentence: string, kanaPerCharacter?: number) => PathNode[];

/**
 * The search of kuromoji's analyser, done here (same nodes, same order, same path), with
 * `extraWords` added beside IPADIC's. Throws when the analyser's internals are not the ones this
 * was written against.
 */
export function sentenceSearch(analyser: unknown, extraWords?: ExtraWords): SentenceSearch {
  if (!isAnalyserInternals(analyser)) {
    throw new Error('kuromoji internals changed: the lattice builder is not the expected shape');
  }
  const builder = analyser.viterbi_builder;
  const searcher = analyser.viterbi_searcher;
  const cells = builder.trie.bc;
  const known = builder.token_info_dictionary;
  const unknown = builder.unknown_dictionary;
  const lattice = new Lattice(searcher.connection_costs.buffer);
  const knownWords = knownWordsOf(known);
  const knownRows = knownWords.rows;
  const extra = extraWords === undefined ? undefined : extraTrieOf(extraWords);

  /** Trie child of `parent` by byte `code`, or -1 (doublearray's `traverse`). */
  const traverse = (parent: number, code: number): number => {
    const child = cells.getBase(parent) + code;
    return cells.getCheck(child) === parent ? child : -1;
  };

  return (sentence, kanaPerCharacter = 0) => {
    if (sentence === '') return [];
    const encoded = encode(sentence);
    // A lone surrogate: kuromoji's own builder, which may throw, without the extra words.
    if (encoded === null) return searcher.search(builder.build(sentence));
    const unknownBytes = unknown.dictionary.buffer;
    const { bytes, byteLength, charStarts, byteStarts, utf16AtByte } = encoded;
    const characters = charStarts.length - 1;
    // A node ends at most a UTF-16 length past its position (kuromoji counts a known word's
    // length in UTF-16 units, its position in characters).
    lattice.reset(characters + sentence.length);
    for (let position = 0; position < characters; position++) {
      const utf16Start = charStarts[position]!;
      // Dictionary words starting here, shortest first.
      let found = 0;
      let parent = ROOT_ID;
      for (let byte = byteStarts[position]!; byte < byteLength; byte++) {
        const child = traverse(parent, bytes[byte]!);
        if (child === -1) break;
        parent = child;
        // A word ends where a character does (its key is whole characters).
        const utf16End = utf16AtByte[byte + 1]!;
        if (utf16End === -1) continue;
        const leaf = traverse(child, TERM_CODE);
        if (leaf === -1) continue;
        found++;
        // A leaf's base is −1 − its trie id.
        const trieId = -cells.getBase(leaf) - 1;
        const last = knownWords.from[trieId + 1]! * 4;
        for (let row = knownWords.from[trieId]! * 4; row < last; row += 4) {
          lattice.add(
            knownRows[row]!,
            false,
            knownRows[row + 3]!,
            position,
            utf16End - utf16Start,
            knownRows[row + 1]!,
            knownRows[row + 2]!,
            utf16Start,
            utf16End,
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
          node = trieChild(extra, node, sentence.charCodeAt(end));
          if (node === -1) break;
          const last = extra.wordStarts[node + 1]! * 4;
          let row = extra.wordStarts[node]! * 4;
          if (row === last) continue;
          // A word found here, as IPADIC's own: no unknown-kana run starts here then, which as
          // one cheap node would beat the kana spelling and all the words after it
          // (ざいさん | を | かぶ… read as one unknown ざいさんをかぶ…).
          found++;
          const length = end + 1 - utf16Start;
          const bonus = kanaPerCharacter * length;
          for (; row < last; row += 4)
            lattice.add(
              extra.words[row]!,
              false,
              extra.words[row + 3]! - bonus,
              position,
              length,
              extra.words[row + 1]!,
              extra.words[row + 2]!,
              utf16Start,
              end + 1,
            );
        }
      }

      // Unknown words: where nothing matched, or the character class always asks for them.
      const headClass = unknown.lookup(sentence.slice(utf16Start, charStarts[position + 1]));
      if (found > 0 && headClass.is_always_invoke !== 1) continue;
      let utf16End = charStarts[position + 1]!;
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
          utf16End = charStarts[next]!;
          length = utf16End - utf16Start;
        }
      }
      const unknownIds = unknown.target_map[headClass.class_id]!;
      for (let i = 0; i < unknownIds.length; i++) {
        const id = unknownIds[i]!;
        lattice.add(
          id,
          true,
          readShort(unknownBytes, id + 4),
          position,
          length,
          readShort(unknownBytes, id),
          readShort(unknownBytes, id + 2),
          utf16Start,
          utf16End,
        );
      }
    }
    const path = lattice.bestPath();
    const nodes = new Array<PathNode>(path.length);
    for (let index = 0; index < path.length; index++) {
      const node = path[index]!;
      nodes[index] = {
        name: lattice.ids[node]!,
        type: lattice.unknown[node] ? 'UNKNOWN' : 'KNOWN',
        surface_form: sentence.slice(lattice.starts[node], lattice.ends[node]),
      };
    }
    return nodes;
  };
}
