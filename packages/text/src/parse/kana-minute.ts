/**
 * The minute written in kana after a kana number: さんぷん (三分), いっぷん (一分), ごふん (五分).
 * JMdict lists 分 read ふん as a noun, not a counter, so the kana counted-number rules did not
 * take it: the minute counts as a counter where it is written in kana after a number.
 * Only ふん and ぷん are the minute: ぶん after a number is 分 "part" (さんぶんのいち 三分の一), and
 * じゅうぶん stays 十分 "enough".
 */
import type { LexiconEntry } from './lexicon';

const MINUTE_SPELLINGS = new Set(['ふん', 'ぷん']);

/** Whether a counter written in kana is the minute (ふん, ぷん). */
export function isKanaMinute(counter: string): boolean {
  return MINUTE_SPELLINGS.has(counter);
}

/** Whether the entry is 分 read ふん "minute" (not the interjection ふん, nor 糞). */
export function isMinuteEntry(entry: LexiconEntry): boolean {
  return entry.forms.some((form) => form.text === '分' && form.reading === 'ふん');
}
