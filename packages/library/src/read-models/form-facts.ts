/**
 * Every dictionary form's filter facts in memory (issue 21): the text, kana reading and entry's
 * parts of speech a word list's filters look at (hide kana-only words, parts of speech, search
 * within the list). One table for every deck and pasted text: the facts of a form do not depend
 * on the deck it is in. A copy per deck (2,000 objects a deck, keyed by deck version) was
 * evicted and read again for most requests on a 5,000-deck library and grew the server by GBs.
 * Read once per dictionary (its digest; a frequency recompute leaves it): ~490,000 forms,
 * ~37 MB of heap with the full dictionary, read in ~1.5 s (warmed at start).
 */
import { formKey } from '@goi/contracts';
import { listFormFacts, type DbOrTrx, type FormFactsRow } from '@goi/db';
import { isKanjiChar } from '@goi/text';
import { Uint32IndexMap } from '../coverage/uint32-index-map';

export class FormFactsTable {
  private readonly rowOf: Uint32IndexMap;
  private readonly texts: string[];
  private readonly readings: string[];
  /** 1 where the form is written with a kanji (the "hide kana-only words" filter). */
  private readonly kanji: Uint8Array;
  /** Index into `partsOfSpeechSets` per row: entries share a few thousand distinct sets. */
  private readonly setOf: Uint32Array;
  private readonly partsOfSpeechSets: (readonly string[])[] = [];

  constructor(rows: readonly FormFactsRow[]) {
    this.rowOf = new Uint32IndexMap(rows.length);
    this.texts = new Array<string>(rows.length);
    this.readings = new Array<string>(rows.length);
    this.kanji = new Uint8Array(rows.length);
    this.setOf = new Uint32Array(rows.length);
    const setIndex = new Map<string, number>();
    rows.forEach((row, i) => {
      this.rowOf.set(formKey(row.wordId, row.readingIndex), i);
      this.texts[i] = row.text;
      this.readings[i] = row.reading;
      this.kanji[i] = [...row.text].some(isKanjiChar) ? 1 : 0;
      let index = setIndex.get(row.partsOfSpeechJson);
      if (index === undefined) {
        index = this.partsOfSpeechSets.length;
        this.partsOfSpeechSets.push(JSON.parse(row.partsOfSpeechJson) as string[]);
        setIndex.set(row.partsOfSpeechJson, index);
      }
      this.setOf[i] = index;
    });
  }

  static async load(db: DbOrTrx): Promise<FormFactsTable> {
    return new FormFactsTable(await listFormFacts(db));
  }

  get size(): number {
    return this.texts.length;
  }

  /**
   * Bytes held (what the read cache counts): the index, the flags and two short strings a row
   * (a V8 two-byte string of 3–4 characters is ~24 bytes, plus its 8-byte slot).
   */
  get bytes(): number {
    return this.texts.length * (16 + 5 + 2 * 32) + this.partsOfSpeechSets.length * 64;
  }

  /** The row of a form (−1: not a form of the dictionary); the accessors below take it. */
  row(formKey: number): number {
    return this.rowOf.get(formKey);
  }

  /** The form as written (食べる, ねこ). */
  text(row: number): string {
    return this.texts[row]!;
  }

  /** Its kana reading (たべる). */
  reading(row: number): string {
    return this.readings[row]!;
  }

  hasKanji(row: number): boolean {
    return this.kanji[row] === 1;
  }

  /**
   * Its entry's set of JMdict part-of-speech codes, as an index shared by every row with the
   * same set (a filter decides once per set), and the codes of a set.
   */
  partsOfSpeechSet(row: number): number {
    return this.setOf[row]!;
  }

  partsOfSpeech(set: number): readonly string[] {
    return this.partsOfSpeechSets[set]!;
  }
}
