/**
 * Competition ranking ("1224"): equal keys share a rank and the next rank skips ahead, so a rank
 * always says how many items come strictly before (rank − 1). Two words used equally often are
 * equally common; neither should look rarer because of an arbitrary tie-break.
 */
export function competitionRanks(
  keys: Float64Array,
  direction: 'ascending' | 'descending',
): Int32Array {
  const order = new Int32Array(keys.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  const sign = direction === 'ascending' ? 1 : -1;
  order.sort((a, b) => sign * (keys[a]! - keys[b]!) || a - b);
  const ranks = new Int32Array(keys.length);
  let previousKey = Number.NaN;
  let previousRank = 0;
  for (let position = 0; position < order.length; position++) {
    const item = order[position]!;
    const key = keys[item]!;
    if (Number.isNaN(key)) throw new RangeError(`competitionRanks: key ${item} is NaN`);
    // Infinity − Infinity is NaN, so equal infinite keys are compared here, not in the sort.
    const rank = key === previousKey ? previousRank : position + 1;
    ranks[item] = rank;
    previousKey = key;
    previousRank = rank;
  }
  return ranks;
}
