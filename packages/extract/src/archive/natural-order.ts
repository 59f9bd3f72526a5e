/**
 * Natural file-name order, as a file manager shows them: `2.txt` before `10.txt`, `第2話` before
 * `第10話`. Digits are compared as numbers by ICU's collator.
 */
const collator = new Intl.Collator('ja', { numeric: true, sensitivity: 'base' });

export function compareNaturally(left: string, right: string): number {
  return collator.compare(left, right) || (left < right ? -1 : left > right ? 1 : 0);
}
