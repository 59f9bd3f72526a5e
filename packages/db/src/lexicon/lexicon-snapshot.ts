/**
 * A compact JSON snapshot of the parser's lexicon, written next to the database the first time the
 * lexicon is loaded for a dictionary version and read back afterwards: parsing one JSON array is
 * several times faster than reading half a million form rows through the query builder.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LexiconEntry, LexiconForm } from '@goi/text';

/**
 * Bumped whenever the lexicon's keys, their matches or the entry shape change (3: ASCII keys of
 * full-width Latin; 4: the matches of each key stored).
 */
const SNAPSHOT_VERSION = 4;
const KANA = 1;
const HIDDEN = 2;

/** [wordId, priorityScore, usuallyKana (0/1), index into `partsOfSpeech`, ...forms (4 values each)] */
type EntryTuple = (number | string)[];

interface Snapshot {
  version: number;
  digest: string;
  partsOfSpeech: string[][];
  entries: EntryTuple[];
  /** The lexicon's lookup keys, sorted (see `Lexicon.sortedKeys`). */
  keys: readonly string[];
  /**
   * The entries each key finds (`keyMatchesOf`): deriving every form's keys and looking each up
   * in a map of half a million took as long as reading the snapshot.
   */
  keyMatches: number[];
}

export interface SnapshotContent {
  entries: LexiconEntry[];
  sortedKeys: readonly string[];
  keyMatches: ArrayLike<number>;
}

export function snapshotPath(cacheDir: string, digest: string): string {
  return path.join(cacheDir, `lexicon-${digest.slice(0, 16)}.json`);
}

export function writeLexiconSnapshot(
  file: string,
  digest: string,
  { entries, sortedKeys, keyMatches }: SnapshotContent,
): void {
  const posIndex = new Map<string, number>();
  const partsOfSpeech: string[][] = [];
  const tuples = entries.map((entry) => {
    const key = entry.partsOfSpeech.join(',');
    let index = posIndex.get(key);
    if (index === undefined) {
      index = partsOfSpeech.length;
      posIndex.set(key, index);
      partsOfSpeech.push([...entry.partsOfSpeech]);
    }
    const tuple: EntryTuple = [entry.wordId, entry.priorityScore, entry.usuallyKana ? 1 : 0, index];
    for (const form of entry.forms) {
      tuple.push(
        form.text,
        form.reading,
        (form.isKana ? KANA : 0) | (form.isHidden ? HIDDEN : 0),
        form.priorRank ?? 0,
      );
    }
    return tuple;
  });
  const snapshot: Snapshot = {
    version: SNAPSHOT_VERSION,
    digest,
    partsOfSpeech,
    entries: tuples,
    keys: sortedKeys,
    keyMatches: Array.from(keyMatches),
  };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(snapshot));
  fs.renameSync(temporary, file);
}

/** The content of a snapshot for `digest`, or null when there is none (or it is unreadable). */
export function readLexiconSnapshot(file: string, digest: string): SnapshotContent | null {
  let snapshot: Snapshot;
  try {
    snapshot = JSON.parse(fs.readFileSync(file, 'utf8')) as Snapshot;
  } catch {
    return null;
  }
  if (snapshot.version !== SNAPSHOT_VERSION || snapshot.digest !== digest) return null;
  const entries = snapshot.entries.map((tuple): LexiconEntry => {
    // Sized up front: an array grown by push keeps room for 17 forms, and most entries have 2.
    const forms = new Array<LexiconForm>((tuple.length - 4) >> 2);
    for (let at = 4; at + 3 < tuple.length; at += 4) {
      const flags = tuple[at + 2] as number;
      const rank = tuple[at + 3] as number;
      const text = tuple[at] as string;
      const reading = tuple[at + 1] as string;
      forms[(at - 4) >> 2] = {
        text,
        // A kana form's reading is its text: one string, not two equal ones (260k forms).
        reading: reading === text ? text : reading,
        isKana: (flags & KANA) !== 0,
        isHidden: (flags & HIDDEN) !== 0,
        priorRank: rank === 0 ? null : rank,
      };
    }
    return {
      wordId: tuple[0] as number,
      priorityScore: tuple[1] as number,
      usuallyKana: tuple[2] === 1,
      partsOfSpeech: snapshot.partsOfSpeech[tuple[3] as number] ?? [],
      forms,
    };
  });
  return { entries, sortedKeys: snapshot.keys, keyMatches: snapshot.keyMatches };
}
