/**
 * Every dictionary form's filter facts in memory (issue 21): the text, kana reading and entry's
 * parts of speech a word list's filters look at (hide kana-only words, parts of speech, search
 * within the list). One table for every deck and pasted text: the facts of a form do not depend
 * on the deck it is in. A copy per deck (2,000 objects a deck, keyed by deck version) was
 * evicted and read again for most requests on a 5,000-deck library and grew the server by GBs.
 * Read once per dictionary (the ranks version, which a new dictionary moves): ~490,000 forms,
 * ~60 MB with the full dictionary.
 */
import { formKey } from '@goi/contracts';
import { listFormFacts, type DbOrTrx, type FormFactsRow } from '@goi/db';
import { Uint32IndexMap } from '../coverage/uint32-index-map';

/** One form's facts, as the vocabulary filter reads them. */
export interface FormFacts {
  /** The form as written (食べる, ねこ). */
  text: string;
  /** Its kana reading (たべる). */
  reading: string;
  /** JMdict part-of-speech codes of the entry (v1, n, adj-na…); shared, do not change. */
  partsOfSpeech: readonly string[];
}

/** Facts by `formKey`; undefined: not a form of the dictionary. */
export interface FormFactsLookup {
  get(formKey: number): FormFacts | undefined;
}

export class FormFactsTable implements FormFactsLookup {
  private readonly rowOf: Uint32IndexMap;
  private readonly texts: string[];
  private readonly readings: string[];
  /** Index into `partsOfSpeechSets` per row: entries share a few thousand distinct sets. */
  private readonly setOf: Uint32Array;
  private readonly partsOfSpeechSets: (readonly string[])[] = [];

  constructor(rows: readonly FormFactsRow[]) {
    this.rowOf = new Uint32IndexMap(rows.length);
    this.texts = new Array<string>(rows.length);
    this.readings = new Array<string>(rows.length);
    this.setOf = new Uint32Array(rows.length);
    const setIndex = new Map<string, number>();
    rows.forEach((row, i) => {
      this.rowOf.set(formKey(row.wordId, row.readingIndex), i);
      this.texts[i] = row.text;
      this.readings[i] = row.reading;
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
   * Bytes held (what the read cache counts): the index, the set index and two short strings a
   * row (a V8 two-byte string of 3–4 characters is ~24 bytes, plus its 8-byte slot).
   */
  get bytes(): number {
    return this.texts.length * (16 + 4 + 2 * 32) + this.partsOfSpeechSets.length * 64;
  }

  get(key: number): FormFacts | undefined {
    const row = this.rowOf.get(key);
    if (row < 0) return undefined;
    return {
      text: this.texts[row]!,
      reading: this.readings[row]!,
      partsOfSpeech: this.partsOfSpeechSets[this.setOf[row]!]!,
    };
  }
}
