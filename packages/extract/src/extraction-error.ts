/**
 * Every extraction failure. The message names the file and, inside an archive, the member, then
 * says what is wrong in words a user can act on:
 * `book.epub: the spine lists chapter2.xhtml but the archive has no such file`.
 */
export class ExtractionError extends Error {
  override readonly name = 'ExtractionError';
  /** The file the user gave us. */
  readonly file: string;
  /** The chain of members inside it, outermost first (`['vol1.epub']` inside `books.zip`). */
  readonly members: readonly string[];
  /** What is wrong, without the file name. */
  readonly problem: string;

  constructor(
    file: string,
    problem: string,
    options: { members?: readonly string[]; cause?: unknown } = {},
  ) {
    const members = options.members ?? [];
    super(`${[file, ...members].join(' › ')}: ${problem}`, { cause: options.cause });
    this.file = file;
    this.members = members;
    this.problem = problem;
  }

  /** The same error seen from the archive that holds the file. */
  insideArchive(archiveName: string): ExtractionError {
    return new ExtractionError(archiveName, this.problem, {
      members: [this.file, ...this.members],
      cause: this.cause,
    });
  }
}
