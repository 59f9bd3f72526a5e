/**
 * The lexicon's keys as a trie over UTF-16 code units, in typed arrays: the parser walks it along
 * a line's text from each token start (`candidatesFrom`), one step per character, so a span no key
 * begins (読まなかっ) is known without slicing its text or asking a memo, and a span that only
 * begins keys (吾輩は in 吾輩は猫である) without a dictionary look-up. ~1.4 million nodes for
 * ~550,000 keys, ~25 MB; built once per lexicon, when first asked.
 */

/** The node of the empty text. */
export const TRIE_ROOT = 0;
/** No node: no key begins with the text walked. */
export const NO_NODE = -1;

export interface KeyTrie {
  /** The node of the text of `node` extended by the code unit `code`, or NO_NODE. */
  child(node: number, code: number): number;
  /** Whether the text of `node` is itself a key. */
  isKey(node: number): boolean;
  /**
   * The position of `node`'s text in the sorted keys the trie was built from, or NO_KEY: a
   * span whose text is a key finds its entries under that very string (`Lexicon.lookupNode`),
   * without slicing or hashing the text.
   */
  keyNumber(node: number): number;
}

/** `keyNumber` of a node whose text is no key. */
export const NO_KEY = -1;

/** An Int32Array twice as long, its contents kept. */
function grownInt32(array: Int32Array): Int32Array {
  const larger = new Int32Array(array.length * 2);
  larger.set(array);
  return larger;
}

/**
 * Builds the trie of `keys`, which must be sorted in code-unit order without repeats (as
 * `Lexicon.sortedKeys` gives them). Nodes are numbered in the order they are met. The children of
 * the nodes along the current key wait on one stack (a node's after its parent's, since the walk
 * over sorted keys leaves a node before its parent has another child); when the walk leaves a
 * node its edges are written together, sorted by code unit, so a step is a binary search over a
 * node's own edges.
 */
export function buildKeyTrie(keys: readonly string[]): KeyTrie {
  let capacity = 1 << 16;
  let keyNumbers = new Int32Array(capacity).fill(NO_KEY);
  let edgeStart: Int32Array = new Int32Array(capacity);
  let edgeCount: Int32Array = new Int32Array(capacity);
  // Every node but the root is one edge's child, so the edges fit in the node arrays' capacity.
  let edgeCode: Int32Array = new Int32Array(capacity);
  let edgeChild: Int32Array = new Int32Array(capacity);
  let nodes = 1;
  let edges = 0;
  // The nodes along the previous key (path[depth]), where each one's children start on the
  // stack, and the stack itself.
  const path: number[] = [TRIE_ROOT];
  const base: number[] = [0];
  let stackCode: Int32Array = new Int32Array(1024);
  let stackChild: Int32Array = new Int32Array(1024);
  let top = 0;

  const close = (depth: number) => {
    const node = path[depth]!;
    const from = base[depth]!;
    edgeStart[node] = edges;
    edgeCount[node] = top - from;
    for (let index = from; index < top; index++) {
      edgeCode[edges] = stackCode[index]!;
      edgeChild[edges++] = stackChild[index]!;
    }
    top = from;
  };

  let previous = '';
  for (let number = 0; number < keys.length; number++) {
    const key = keys[number]!;
    let shared = 0;
    while (
      shared < key.length &&
      shared < previous.length &&
      key.charCodeAt(shared) === previous.charCodeAt(shared)
    )
      shared++;
    for (let depth = previous.length; depth > shared; depth--) close(depth);
    for (let depth = shared; depth < key.length; depth++) {
      if (nodes === capacity) {
        capacity *= 2;
        const numbers = new Int32Array(capacity).fill(NO_KEY);
        numbers.set(keyNumbers);
        keyNumbers = numbers;
        edgeStart = grownInt32(edgeStart);
        edgeCount = grownInt32(edgeCount);
        edgeCode = grownInt32(edgeCode);
        edgeChild = grownInt32(edgeChild);
      }
      if (top === stackCode.length) {
        stackCode = grownInt32(stackCode);
        stackChild = grownInt32(stackChild);
      }
      const node = nodes++;
      stackCode[top] = key.charCodeAt(depth);
      stackChild[top++] = node;
      path[depth + 1] = node;
      base[depth + 1] = top;
    }
    keyNumbers[path[key.length]!] = number;
    previous = key;
  }
  for (let depth = previous.length; depth >= 0; depth--) close(depth);

  // A step reads a node's edges, then their codes and children, and the walk asks whether the
  // node is a key: each array read at a random place is a cache miss, so what a node says lies
  // together (start, count, key number) and so does each edge (code, child): two misses a step.
  const nodeFacts = new Int32Array(3 * nodes);
  for (let node = 0; node < nodes; node++) {
    nodeFacts[3 * node] = 2 * edgeStart[node]!;
    nodeFacts[3 * node + 1] = 2 * edgeCount[node]!;
    nodeFacts[3 * node + 2] = keyNumbers[node]!;
  }
  const edgePairs = new Int32Array(2 * edges);
  for (let edge = 0; edge < edges; edge++) {
    edgePairs[2 * edge] = edgeCode[edge]!;
    edgePairs[2 * edge + 1] = edgeChild[edge]!;
  }
  return {
    child(node, code) {
      // A binary search over the node's edges; `low` and `high` index edgePairs (even).
      let low = nodeFacts[3 * node]!;
      let high = low + nodeFacts[3 * node + 1]!;
      while (low < high) {
        const middle = ((low + high) >>> 2) << 1;
        const found = edgePairs[middle]!;
        if (found === code) return edgePairs[middle + 1]!;
        if (found < code) low = middle + 2;
        else high = middle;
      }
      return NO_NODE;
    },
    isKey: (node) => nodeFacts[3 * node + 2] !== NO_KEY,
    keyNumber: (node) => nodeFacts[3 * node + 2]!,
  };
}
