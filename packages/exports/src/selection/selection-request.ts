import { DeckDownloadType, DeckOrder } from '@goi/contracts';
import { InvalidDownloadRequestError } from '../errors';

/** What a deck word must carry to be selected. */
export interface SelectableWord {
  wordId: number;
  readingIndex: number;
  occurrences: number;
  /** Reading rank (1 = most frequent), null when unranked. */
  globalRank: number | null;
  /** Position of the word's first use in the deck (lower = earlier). */
  firstAppearance: number;
  isKana: boolean;
}

export interface SelectionRequest {
  downloadType: DeckDownloadType;
  order: DeckOrder;
  /**
   * TopGlobalFrequency: the lowest rank kept; TopDeckFrequency and TopChronological: how many
   * words to skip. Required by those types only.
   */
  minFrequency?: number;
  /** TopGlobalFrequency: the highest rank kept; the Top… types: where to stop. */
  maxFrequency?: number;
  /** Drop kana forms (ちょっと, コーヒー). */
  excludeKana?: boolean;
  /** Drop every word whose wordId is in `knownWordIds`. */
  excludeKnownWords?: boolean;
  /** The reader's known words (JMdict ids); TargetCoverage counts them as covered. */
  knownWordIds?: Iterable<number> | null;
  /** TargetCoverage: the coverage goal in percent, 0 < goal ≤ 100, at most two decimals. */
  targetCoverage?: number;
  /**
   * Keep only the forms this says yes to (issue 20: "only Young", "only Unknown" from the reader's
   * word states), before the download type's range: "the top 500 Young words".
   */
  keepForm?: (wordId: number, readingIndex: number) => boolean;
}

/** A validated request: ranges present where used, the coverage goal in basis points. */
export type ValidSelection =
  | { kind: 'full' }
  | { kind: 'globalRankRange'; min: number; max: number }
  | { kind: 'topDeckFrequency'; skip: number; take: number }
  | { kind: 'topChronological'; skip: number; take: number }
  | { kind: 'targetCoverage'; basisPoints: number };

function rangeBound(value: number | undefined, field: string): number {
  if (value === undefined)
    throw new InvalidDownloadRequestError(field, 'is required for this download type');
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new InvalidDownloadRequestError(
      field,
      `must be a non-negative integer, got ${String(value)}`,
    );
  }
  return value;
}

function range(request: SelectionRequest): { min: number; max: number } {
  const min = rangeBound(request.minFrequency, 'minFrequency');
  const max = rangeBound(request.maxFrequency, 'maxFrequency');
  if (min > max) {
    throw new InvalidDownloadRequestError(
      'minFrequency',
      `must not exceed maxFrequency (${String(min)} > ${String(max)})`,
    );
  }
  return { min, max };
}

function basisPoints(goal: number | undefined): number {
  if (goal === undefined) {
    throw new InvalidDownloadRequestError('targetCoverage', 'is required for target coverage');
  }
  const points = Math.round(goal * 100);
  if (!Number.isFinite(goal) || goal <= 0 || goal > 100 || Math.abs(goal * 100 - points) > 1e-6) {
    throw new InvalidDownloadRequestError(
      'targetCoverage',
      `must be a percentage above 0 and at most 100 with at most two decimals, got ${String(goal)}`,
    );
  }
  return points;
}

/** Checks the request and says which selection it asks for. */
export function validateSelection(request: SelectionRequest): ValidSelection {
  if (!(Object.values(DeckOrder) as number[]).includes(request.order)) {
    throw new InvalidDownloadRequestError('order', `unknown order ${String(request.order)}`);
  }
  switch (request.downloadType) {
    case DeckDownloadType.Full:
      return { kind: 'full' };
    case DeckDownloadType.TopGlobalFrequency:
      return { kind: 'globalRankRange', ...range(request) };
    case DeckDownloadType.TopDeckFrequency: {
      const { min, max } = range(request);
      return { kind: 'topDeckFrequency', skip: min, take: max - min };
    }
    case DeckDownloadType.TopChronological: {
      const { min, max } = range(request);
      return { kind: 'topChronological', skip: min, take: max - min };
    }
    case DeckDownloadType.TargetCoverage:
      return { kind: 'targetCoverage', basisPoints: basisPoints(request.targetCoverage) };
    default:
      throw new InvalidDownloadRequestError(
        'downloadType',
        `unknown download type ${String(request.downloadType)}`,
      );
  }
}

/** The known ids as a set; each must be a JMdict id (a non-negative integer). */
export function knownWordIdSet(ids: Iterable<number> | null | undefined): Set<number> {
  const set = new Set<number>();
  for (const id of ids ?? []) {
    if (!Number.isSafeInteger(id) || id < 0) {
      throw new InvalidDownloadRequestError(
        'knownWordIds',
        `holds ${String(id)}, which is not a word id`,
      );
    }
    set.add(id);
  }
  return set;
}
