/**
 * Buffered multi-row inserts: rows accumulate per table and go out as one
 * `insertInto(table).values([...])` per batch, sized under both dialects' bound-parameter limits
 * (SQLite 32,766, PostgreSQL 65,535).
 */
import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../connection';
import type { Database } from '../schema';

const MAX_PARAMETERS_PER_STATEMENT = 30_000;

export class BatchWriter<T extends keyof Database> {
  private rows: Insertable<Database[T]>[] = [];
  private batchSize = 0;
  written = 0;

  constructor(
    private readonly db: DbOrTrx,
    private readonly table: T,
  ) {}

  async add(rows: readonly Insertable<Database[T]>[]): Promise<void> {
    for (const row of rows) {
      if (this.batchSize === 0)
        this.batchSize = Math.floor(MAX_PARAMETERS_PER_STATEMENT / Object.keys(row).length);
      this.rows.push(row);
      if (this.rows.length >= this.batchSize) await this.flush();
    }
  }

  async flush(): Promise<void> {
    if (this.rows.length === 0) return;
    const batch = this.rows;
    this.rows = [];
    await this.db.insertInto(this.table).values(batch).execute();
    this.written += batch.length;
  }
}
