import { DeckDownloadType, DeckOrder } from '@goi/contracts';
import { describe, expect, it } from 'vitest';
import { InvalidDownloadRequestError } from '../errors';
import { selectWords } from './select-words';
import type { SelectableWord } from './selection-request';

/** mulberry32: a tiny seeded PRNG, so every run checks the same cases and a failure reproduces. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Case {
  words: SelectableWord[];
  known: number[];
  basisPoints: number;
  excludeKana: boolean;
}

function randomCase(random: () => number): Case {
  const int = (max: number) => Math.floor(random() * (max + 1));
  const entryCount = 1 + int(40);
  const words: SelectableWord[] = [];
  for (let wordId = 1; wordId <= entryCount; wordId++) {
    // Some entries appear under several forms; counts are skewed like real decks (many rare words).
    const forms = 1 + (random() < 0.2 ? int(2) : 0);
    for (let readingIndex = 0; readingIndex < forms; readingIndex++) {
      words.push({
        wordId,
        readingIndex,
        occurrences: random() < 0.1 ? 0 : Math.floor(1 + 200 * random() ** 4),
        globalRank: random() < 0.2 ? null : 1 + int(5000),
        firstAppearance: words.length,
        isKana: random() < 0.3,
      });
    }
  }
  const known = Array.from({ length: entryCount }, (_, index) => index + 1).filter(
    () => random() < 0.25,
  );
  // Goals at every precision: whole percents, hundredths, and the edges 0.01 and 100.
  const basisPoints = [1, 10_000, 100 * (1 + int(99)), 1 + int(9_999)][int(3)]!;
  return { words, known, basisPoints, excludeKana: random() < 0.3 };
}

/** Covered occurrences × 10000 ≥ goal × total: exact integer comparison. */
function reaches(
  words: SelectableWord[],
  known: Set<number>,
  taken: SelectableWord[],
  basisPoints: number,
): boolean {
  const total = words.reduce((sum, word) => sum + word.occurrences, 0);
  const takenKeys = new Set(taken.map((word) => `${word.wordId}/${word.readingIndex}`));
  const covered = words
    .filter(
      (word) => known.has(word.wordId) || takenKeys.has(`${word.wordId}/${word.readingIndex}`),
    )
    .reduce((sum, word) => sum + word.occurrences, 0);
  return covered * 10_000 >= basisPoints * total;
}

describe('target coverage (property test over random decks and known sets)', () => {
  it('always reaches the goal, and removing the last word taken falls below it', () => {
    const random = prng(20_261_121);
    let reached = 0;
    let outOfReach = 0;
    for (let run = 0; run < 400; run++) {
      const { words, known, basisPoints, excludeKana } = randomCase(random);
      const knownSet = new Set(known);
      const request = {
        downloadType: DeckDownloadType.TargetCoverage,
        order: DeckOrder.DeckFrequency,
        targetCoverage: basisPoints / 100,
        knownWordIds: known,
        excludeKana,
      };
      const context = JSON.stringify({ run, basisPoints, known, excludeKana });
      let taken: SelectableWord[];
      try {
        taken = selectWords(words, request);
      } catch (error) {
        expect(error, context).toBeInstanceOf(InvalidDownloadRequestError);
        // Rejected only when even every word that may be taken falls short.
        const allowed = words.filter(
          (word) => !knownSet.has(word.wordId) && !(excludeKana && word.isKana),
        );
        expect(reaches(words, knownSet, allowed, basisPoints), context).toBe(false);
        outOfReach += 1;
        continue;
      }
      reached += 1;
      expect(reaches(words, knownSet, taken, basisPoints), context).toBe(true);
      for (const word of taken) {
        expect(knownSet.has(word.wordId), context).toBe(false);
        expect(word.occurrences, context).toBeGreaterThan(0);
        if (excludeKana) expect(word.isKana, context).toBe(false);
      }
      expect(new Set(taken).size, context).toBe(taken.length);
      if (taken.length > 0) {
        // In deck-frequency order the last word is the least used one taken: without it the goal
        // is missed, so no smaller selection could reach it.
        expect(reaches(words, knownSet, taken.slice(0, -1), basisPoints), context).toBe(false);
        const counts = taken.map((word) => word.occurrences);
        expect(counts, context).toEqual([...counts].sort((a, b) => b - a));
      }
      // The order only sorts the result; it never changes which words are taken.
      const chronological = selectWords(words, { ...request, order: DeckOrder.Chronological });
      expect(new Set(chronological), context).toEqual(new Set(taken));
    }
    // The generator must exercise both outcomes for the property to mean something.
    expect(reached).toBeGreaterThan(200);
    expect(outOfReach).toBeGreaterThan(0);
  });
});
