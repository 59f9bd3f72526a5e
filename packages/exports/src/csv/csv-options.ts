import type { Options } from 'csv-stringify';

/**
 * Every Goi CSV: RFC 4180 with CRLF line ends (what the RFC and spreadsheet apps expect), UTF-8
 * without a byte-order mark. Quotes inside fields are doubled by csv-stringify in every column
 * (the reference only escaped its definitions column, §11.2.8).
 */
export const csvOptions = {
  record_delimiter: '\r\n',
  eof: true,
} satisfies Options;

/** Rows per csv-stringify call: big enough to be fast, small enough to stream. */
export const csvBatchSize = 1000;
