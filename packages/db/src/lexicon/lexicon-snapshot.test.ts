import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLexicon, keyMatchesOf, type Lexicon, type LexiconEntry } from '@goi/text';
import { readLexiconSnapshot, snapshotPath, writeLexiconSnapshot } from './lexicon-snapshot';

function form(text: string, reading: string, isKana: boolean, priorRank: number | null = null) {
  return { text, reading, isKana, isHidden: false, priorRank };
}

// A kanji form and its kana (looked up also in hiragana when written in katakana), full-width
// Latin (also looked up in ASCII), and two entries sharing a key.
const entries: LexiconEntry[] = [
  {
    wordId: 10,
    forms: [
      form('煙草', 'たばこ', false, 3),
      form('タバコ', 'タバコ', true),
      form('たばこ', 'たばこ', true),
    ],
    partsOfSpeech: ['n'],
    priorityScore: 20,
    usuallyKana: true,
  },
  {
    wordId: 11,
    forms: [
      form('ＤＶＤ', 'ディーブイディー', false),
      form('ディーブイディー', 'ディーブイディー', true),
    ],
    partsOfSpeech: ['n'],
    priorityScore: 0,
    usuallyKana: false,
  },
  {
    wordId: 12,
    forms: [form('田畑', 'たばた', false), form('たばこ', 'たばこ', true)],
    partsOfSpeech: ['n', 'vs'],
    priorityScore: 5,
    usuallyKana: false,
  },
];

/** Every key with the (wordId, readingIndex) pairs it finds, in order. */
function indexOf(lexicon: Lexicon): [string, string[]][] {
  return lexicon
    .sortedKeys()
    .map((key) => [
      key,
      lexicon.lookup(key).map(({ entry, readingIndex }) => `${entry.wordId}/${readingIndex}`),
    ]);
}

function written(): { file: string; lexicon: Lexicon } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'goi-lexicon-'));
  const file = snapshotPath(dir, 'digest-a');
  const lexicon = createLexicon(entries);
  writeLexiconSnapshot(file, 'digest-a', {
    entries,
    sortedKeys: lexicon.sortedKeys(),
    keyMatches: keyMatchesOf(lexicon, entries),
  });
  return { file, lexicon };
}

describe('lexicon snapshot', () => {
  it('gives back the same entries and the same index, key by key', () => {
    const { file, lexicon } = written();
    const cached = readLexiconSnapshot(file, 'digest-a')!;
    expect(cached.entries).toEqual(entries);
    const loaded = createLexicon(cached.entries, cached);
    expect(indexOf(loaded)).toEqual(indexOf(lexicon));
    expect(loaded.lookup('dvd').length + loaded.lookup('DVD').length).toBe(1);
    expect(indexOf(loaded).find(([key]) => key === 'たばこ')![1]).toEqual(['10/1', '10/2', '12/1']);
    // A form found under its text and its hiragana is one match, as a lexicon built anew has it.
    expect(loaded.lookup('タバコ')[0]).toBe(loaded.lookup('たばこ')[0]);
  });

  it('is not used for another dictionary version', () => {
    const { file } = written();
    expect(readLexiconSnapshot(file, 'digest-b')).toBeNull();
  });

  it('is not used when written by another snapshot format', () => {
    const { file } = written();
    const content = JSON.parse(fs.readFileSync(file, 'utf8')) as { version: number };
    fs.writeFileSync(file, JSON.stringify({ ...content, version: content.version - 1 }));
    expect(readLexiconSnapshot(file, 'digest-a')).toBeNull();
  });

  it('is not used when unreadable', () => {
    const { file } = written();
    fs.writeFileSync(file, '{"version":');
    expect(readLexiconSnapshot(file, 'digest-a')).toBeNull();
  });
});
