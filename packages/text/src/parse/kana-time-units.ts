/**
 * Units of time written in kana after a kana number: にじかんねた (二時間寝た), さんしゅうかんまえ
 * (三週間前), じゅうびょうまって (十秒待って). JMdict lists 時間, 週間 and 秒 as nouns, not counters,
 * so like the minute (kana-minute.ts) they did not count after a kana number, and kana text came
 * out に | じかん "(the) time" after a particle に, かれはにしゅうかん… に | しゅうかん. Each counts as
 * a counter where it is written in kana after a number, resolving to the unit's kanji entry read
 * so; after a noun the particle に stays (まいにちにじかん is 毎日 | に | 時間).
 */
import type { LexiconEntry } from './lexicon';

/** The unit's kana spelling and the kanji spelling of its entry. */
const TIME_UNITS = new Map([
  ['じかん', '時間'],
  ['しゅうかん', '週間'],
  ['びょう', '秒'],
]);

/** Whether a counter written in kana is a unit of time JMdict does not tag as a counter. */
export function isKanaTimeUnit(counter: string): boolean {
  return TIME_UNITS.has(counter);
}

/** Whether the entry is the unit `counter` spells (時間 read じかん, not 次官). */
export function isTimeUnitEntry(entry: LexiconEntry, counter: string): boolean {
  const kanji = TIME_UNITS.get(counter);
  return entry.forms.some((form) => form.text === kanji && form.reading === counter);
}
