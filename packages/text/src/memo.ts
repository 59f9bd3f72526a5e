/**
 * A memo of a function of a string, bounded by two generations: results go into the young map;
 * when it is full it becomes the old map (the previous old one is dropped) and a fresh young map
 * starts; a key found in the old map is copied into the young one. So keys still in use survive
 * every turn and only those unused for a whole generation are computed again — a long-running
 * worker keeps its common words across texts, where emptying the whole memo at its limit dropped
 * them with the rare ones. At most 2 × `limit` entries are kept. A result of `undefined` is not
 * kept.
 */
export function memoised<T>(compute: (key: string) => T, limit: number): (key: string) => T {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`memo limit must be a whole number ≥ 1, got ${limit}`);
  let young = new Map<string, T>();
  let old = new Map<string, T>();
  return (key) => {
    let result = young.get(key);
    if (result !== undefined) return result;
    result = old.get(key);
    if (result === undefined) result = compute(key);
    if (young.size >= limit) {
      old = young;
      young = new Map();
    }
    young.set(key, result);
    return result;
  };
}
