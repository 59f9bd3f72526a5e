/**
 * Every form's global figures in memory: the globalFreq order of a deck's words (2,000 rank
 * look-ups a deck) and the rank fields of the ~150 forms a vocabulary page shows, without a query
 * per request. Read once per ranks version (a frequency recompute or a new dictionary; deck
 * writes leave it): ~490,000 rows with the full dictionary, a typed hash map from form key to row
 * and three typed arrays, ~16 MB.
 */
import { formKey } from '@goi/contracts';
import { listFormRanks, type DbOrTrx, type FormFrequencyRow } from '@goi/db';
import { Uint32IndexMap } from '../coverage/uint32-index-map';

/** A form's global figures, as a reading shows them. */
export type RankFields = Pick<
  FormFrequencyRow,
  'frequencyRank' | 'frequencyPercentage' | 'usedInMediaAmount'
>;

/** Rank fields by `formKey` (a `Map` of a few forms' rows fits, as does the whole table). */
export interface FormRankLookup {
  get(formKey: number): RankFields | undefined;
}

export class FormRankTable implements FormRankLookup {
  private readonly rowOf: Uint32IndexMap;
  private readonly ranks: Int32Array;
  private readonly percentages: Float64Array;
  private readonly usedIn: Int32Array;

  constructor(rows: readonly ({ wordId: number; readingIndex: number } & RankFields)[]) {
    this.rowOf = new Uint32IndexMap(rows.length);
    this.ranks = new Int32Array(rows.length);
    this.percentages = new Float64Array(rows.length);
    this.usedIn = new Int32Array(rows.length);
    rows.forEach((row, i) => {
      this.rowOf.set(formKey(row.wordId, row.readingIndex), i);
      this.ranks[i] = row.frequencyRank;
      this.percentages[i] = row.frequencyPercentage;
      this.usedIn[i] = row.usedInMediaAmount;
    });
  }

  static async load(db: DbOrTrx): Promise<FormRankTable> {
    return new FormRankTable(await listFormRanks(db));
  }

  get size(): number {
    return this.ranks.length;
  }

  /** Bytes held (what the read cache counts). */
  get bytes(): number {
    return this.ranks.length * 32;
  }

  /** The form's global rank (undefined: the form has none). */
  rank(key: number): number | undefined {
    const row = this.rowOf.get(key);
    return row < 0 ? undefined : this.ranks[row];
  }

  get(key: number): RankFields | undefined {
    const row = this.rowOf.get(key);
    if (row < 0) return undefined;
    return {
      frequencyRank: this.ranks[row]!,
      frequencyPercentage: this.percentages[row]!,
      usedInMediaAmount: this.usedIn[row]!,
    };
  }
}
