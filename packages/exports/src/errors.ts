/** Raised when a row given to a writer cannot be written faithfully; names the entry and field. */
export class ExportInputError extends Error {
  override readonly name = 'ExportInputError';
  constructor(
    readonly entry: string,
    readonly field: string,
    problem: string,
  ) {
    super(`${entry}: ${field} ${problem}`);
  }
}

/** Raised when a download request is invalid; `field` is the request field at fault. */
export class InvalidDownloadRequestError extends Error {
  override readonly name = 'InvalidDownloadRequestError';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
  }
}
