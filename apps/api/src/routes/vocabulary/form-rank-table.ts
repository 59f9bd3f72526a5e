/**
 * Every form's global figures in memory, for vocabulary pages: the globalFreq order of a deck's
 * words (2,000 rank look-ups) and the rank fields of the ~150 forms a page shows, without a query
 * per request. Read once per ranks version (`ranksVersionOf`: a frequency recompute or a new
 * dictionary; deck writes leave it), ~490,000 rows with the full dictionary: a typed hash map
 * from form key to row and three typed arrays, ~16 MB. A form's rank JSON is only asked when a
 * word template is written for this table (word-json-cache.ts keeps the text), so it is not kept.
 */
import { formKey, listFormRanks, type DbOrTrx } from '@goi/db';
import { Uint32IndexMap } from '@goi/library';
import { nextRanksId, rankJson, type FormRanks } from './word-json-cache';

export class FormRankTable implements FormRanks {
  readonly id = nextRanksId();
  private readonly rowOf: Uint32IndexMap;
  private readonly ranks: Int32Array;
  private readonly percentages: Float64Array;
  private readonly usedIn: Int32Array;

  constructor(
    rows: readonly {
      wordId: number;
      readingIndex: number;
      frequencyRank: number;
      frequencyPercentage: number;
      usedInMediaAmount: number;
    }[],
  ) {
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

  /** The form's global rank (undefined: the form has none). */
  rank(key: number): number | undefined {
    const row = this.rowOf.get(key);
    return row < 0 ? undefined : this.ranks[row];
  }

  /** The form's three rank fields as a reading's JSON shows them. */
  rankJson(key: number): string {
    const row = this.rowOf.get(key);
    if (row < 0) return rankJson(undefined);
    return rankJson({
      frequencyRank: this.ranks[row]!,
      frequencyPercentage: this.percentages[row]!,
      usedInMediaAmount: this.usedIn[row]!,
    });
  }
}
