/** Media ingest on the real parser: single decks, parents, atomicity, duplicates, re-parse, jobs. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeEachDialect } from '@goi/db/testing';
import { deleteDecks, listDeckTextParts, type Db } from '@goi/db';
import { analyzeText } from '@goi/text';
import type { KyselyPlugin } from 'kysely';
import { expect, it } from 'vitest';
import {
  ingestMedia,
  jobHandlers,
  prepareDeck,
  reparseDeck,
  INGEST_MEDIA_JOB,
} from '../../src/ingest';
import { deckDifficulty, loadRanks } from '../../src/difficulty';
import { RECOMPUTE_FREQUENCIES_JOB, requestFrequencyRecompute } from '../../src/frequency';
import { createJobWorker, enqueueJob, getJob, listJobs } from '../../src/jobs';
import { testParser } from '../support/parser';

const CHAPTER_ONE = [
  '私はその人を常に先生と呼んでいた。だからここでもただ先生と書くだけで本名は打ち明けない。',
  '私が先生と知り合いになったのは鎌倉である。その時私はまだ若々しい書生であった。',
  '「先生、海へ行きませんか」と私は言った。',
].join('\n');
const CHAPTER_TWO = [
  '先生は眼鏡をとって台の上に置いて、すぐ手拭で頭を包んで、すたすた浜を下りて行った。',
  '私は浅い水を頭の上まで跳かして相当の深さの所まで来た。',
].join('\n');

/** 30 lines: both chapters, six times over, so that each tenth of the text has lines of its own. */
const LONG_TEXT = Array.from({ length: 6 }, () => `${CHAPTER_ONE}\n${CHAPTER_TWO}`).join('\n');

/** The tenth of the text each line starts in: 0, 4, 8 for CHAPTER_ONE's lines of 44, 39 and 20 characters. */
function tenthsOfLineStarts(text: string): number[] {
  const starts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1))
    starts.push(index + 1);
  return starts.map((start) => Math.floor((10 * start) / text.length));
}

const novel = (title: string) => ({
  mediaType: 4,
  originalTitle: title,
  romajiTitle: 'Kokoro',
  englishTitle: 'Kokoro (sample)',
  aliases: ['心'],
  links: [{ linkType: 1, url: 'https://www.aozora.gr.jp/cards/000148/card773.html' }],
  releaseDate: '1914-04-20',
});

async function count(db: Db, table: 'decks' | 'deckWords' | 'exampleSentences' | 'deckRawTexts') {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describeEachDialect('ingestMedia', (database) => {
  it('writes a single deck: statistics, words by first appearance, raw text, titles, links, examples', async () => {
    const { db } = database();
    const parser = await testParser();
    const steps: number[] = [];
    const result = await ingestMedia(
      db,
      parser,
      { metadata: novel('こころ（抜粋）'), sources: [{ text: CHAPTER_ONE, name: 'one.txt' }] },
      (percent) => {
        steps.push(percent);
      },
    );
    expect(result.created).toBe(true);
    expect(result.childDeckIds).toEqual([]);
    expect(steps.at(-1)).toBe(100);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));

    const expected = analyzeText(parser, CHAPTER_ONE);
    const deck = await db
      .selectFrom('decks')
      .selectAll()
      .where('deckId', '=', result.deckId)
      .executeTakeFirstOrThrow();
    expect(deck).toMatchObject({
      parentDeckId: null,
      mediaType: 4,
      originalTitle: 'こころ（抜粋）',
      romajiTitle: 'Kokoro',
      releaseDate: '1914-04-20',
      characterCount: expected.statistics.characterCount,
      wordCount: expected.statistics.wordCount,
      uniqueWordCount: expected.statistics.uniqueWordCount,
      uniqueKanjiCount: expected.statistics.uniqueKanjiCount,
      sentenceCount: expected.statistics.sentenceCount,
      difficultyOverride: -1,
    });
    expect(deck.sentenceCount).toBe(6);
    expect(deck.difficulty).toBeGreaterThan(0);
    expect(deck.difficulty).toBeLessThanOrEqual(5);
    expect(deck.dialoguePercentage).toBeGreaterThan(0);

    // Words in order of first appearance, occurrences summed.
    const words = await db
      .selectFrom('deckWords')
      .selectAll()
      .where('deckId', '=', result.deckId)
      .orderBy('firstPosition')
      .execute();
    const firstSeen: string[] = [];
    const occurrences = new Map<string, number>();
    for (const word of expected.words) {
      if (word.kind !== 'word') continue;
      const key = `${word.wordId}:${word.readingIndex}`;
      if (!occurrences.has(key)) firstSeen.push(key);
      occurrences.set(key, (occurrences.get(key) ?? 0) + 1);
    }
    expect(words.map((w) => `${w.wordId}:${w.readingIndex}`)).toEqual(firstSeen);
    expect(words.map((w) => w.firstPosition)).toEqual(words.map((_, index) => index));
    expect(words.map((w) => w.occurrences)).toEqual(firstSeen.map((key) => occurrences.get(key)));
    const sensei = words.find((w) => w.wordId === 1387990);
    expect(sensei?.occurrences).toBe(4); // 先生 ×4

    const raw = await db
      .selectFrom('deckRawTexts')
      .select('rawText')
      .where('deckId', '=', result.deckId)
      .executeTakeFirstOrThrow();
    expect(raw.rawText).toBe(CHAPTER_ONE);

    const titles = await db
      .selectFrom('deckTitles')
      .select(['titleType', 'title', 'searchKey'])
      .where('deckId', '=', result.deckId)
      .orderBy('titleType')
      .execute();
    expect(titles).toEqual([
      { titleType: 0, title: 'こころ（抜粋）', searchKey: 'こころ抜粋' },
      { titleType: 1, title: 'Kokoro', searchKey: 'kokoro' },
      { titleType: 2, title: 'Kokoro (sample)', searchKey: 'kokorosample' },
      { titleType: 3, title: '心', searchKey: '心' },
    ]);
    const links = await db
      .selectFrom('deckLinks')
      .selectAll()
      .where('deckId', '=', result.deckId)
      .execute();
    expect(links.map((l) => [l.linkType, l.url])).toEqual([
      [1, 'https://www.aozora.gr.jp/cards/000148/card773.html'],
    ]);

    // Example sentences: each word at most once, its span is a real surface of the sentence.
    const sentenceWords = await db
      .selectFrom('exampleSentenceWords as w')
      .innerJoin('exampleSentences as s', 's.sentenceId', 'w.sentenceId')
      .select(['s.text', 'w.wordId', 'w.readingIndex', 'w.position', 'w.length'])
      .where('s.deckId', '=', result.deckId)
      .execute();
    expect(sentenceWords.length).toBeGreaterThan(10);
    const pairs = sentenceWords.map((w) => `${w.wordId}:${w.readingIndex}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    const surfaces = new Set(expected.words.map((w) => w.surface));
    for (const w of sentenceWords)
      expect(surfaces.has(w.text.slice(w.position, w.position + w.length))).toBe(true);
  });

  it('writes a parent with its sub-decks: union of words, distinct pairs, sums, weighted difficulty', async () => {
    const { db } = database();
    const parser = await testParser();
    const result = await ingestMedia(db, parser, {
      metadata: { mediaType: 4, originalTitle: '二章の小説' },
      sources: [{ text: CHAPTER_ONE }, { text: CHAPTER_TWO, title: '第二章' }],
    });
    expect(result.childDeckIds).toHaveLength(2);
    const decks = await db
      .selectFrom('decks')
      .selectAll()
      .where((eb) =>
        eb.or([eb('deckId', '=', result.deckId), eb('parentDeckId', '=', result.deckId)]),
      )
      .orderBy('deckOrder')
      .execute();
    const [parent, one, two] = decks;
    expect(decks.map((d) => [d.originalTitle, d.deckOrder, d.parentDeckId])).toEqual([
      ['二章の小説', 0, null],
      ['Volume 1', 1, result.deckId],
      ['第二章', 2, result.deckId],
    ]);
    for (const field of [
      'characterCount',
      'wordCount',
      'sentenceCount',
      'kanjiCharacterCount',
    ] as const)
      expect(parent![field]).toBe(one![field] + two![field]);

    const wordsOf = async (deckId: number) =>
      db
        .selectFrom('deckWords')
        .selectAll()
        .where('deckId', '=', deckId)
        .orderBy('firstPosition')
        .execute();
    const [parentWords, oneWords, twoWords] = await Promise.all(
      [parent!, one!, two!].map((deck) => wordsOf(deck.deckId)),
    );
    const union = new Map<string, number>();
    for (const w of [...oneWords!, ...twoWords!])
      union.set(
        `${w.wordId}:${w.readingIndex}`,
        (union.get(`${w.wordId}:${w.readingIndex}`) ?? 0) + w.occurrences,
      );
    expect(parentWords!.map((w) => [`${w.wordId}:${w.readingIndex}`, w.occurrences])).toEqual([
      ...union,
    ]);
    // Unique counts are distinct pairs at every level, never sums.
    expect(parent!.uniqueWordCount).toBe(union.size);
    expect(parent!.uniqueWordCount).toBeLessThan(one!.uniqueWordCount + two!.uniqueWordCount);
    expect(parent!.uniqueWordUsedOnceCount).toBe([...union.values()].filter((n) => n === 1).length);
    const weighted =
      (one!.difficulty * one!.characterCount + two!.difficulty * two!.characterCount) /
      (one!.characterCount + two!.characterCount);
    expect(parent!.difficulty).toBeCloseTo(weighted, 10);
    // Dialogue is weighted by characters: only chapter one has a quotation.
    expect(two!.dialoguePercentage).toBe(0);
    expect(parent!.dialoguePercentage).toBeCloseTo(
      (one!.dialoguePercentage * one!.characterCount) / parent!.characterCount,
      10,
    );
    // Raw texts and example sentences belong to the leaves.
    const rawOwners = await db
      .selectFrom('deckRawTexts')
      .select('deckId')
      .where('deckId', 'in', [parent!.deckId, one!.deckId, two!.deckId])
      .execute();
    expect(rawOwners.map((r) => r.deckId).sort()).toEqual([one!.deckId, two!.deckId].sort());
  });

  it('keeps the sentence count at 0 for anime and writes no example sentences', async () => {
    const { db } = database();
    const result = await ingestMedia(db, await testParser(), {
      metadata: { mediaType: 1, originalTitle: 'アニメの字幕' },
      sources: [{ text: CHAPTER_ONE }],
    });
    const deck = await db
      .selectFrom('decks')
      .selectAll()
      .where('deckId', '=', result.deckId)
      .executeTakeFirstOrThrow();
    expect(deck.sentenceCount).toBe(0);
    const sentences = await db
      .selectFrom('exampleSentences')
      .select('sentenceId')
      .where('deckId', '=', result.deckId)
      .execute();
    expect(sentences).toEqual([]);
  });

  it('writes nothing when the transaction fails in the middle', async () => {
    const { db } = database();
    const before = await Promise.all(
      (['decks', 'deckWords', 'exampleSentences', 'deckRawTexts'] as const).map((t) =>
        count(db, t),
      ),
    );
    let rawTextInserts = 0;
    // Fails while the second sub-deck is written, after the parent and the first are in.
    const failOnSecondRawText: KyselyPlugin = {
      transformQuery(args) {
        const node = args.node;
        if (
          node.kind === 'InsertQueryNode' &&
          node.into?.table.identifier.name === 'deck_raw_texts'
        ) {
          rawTextInserts += 1;
          if (rawTextInserts === 2) throw new Error('disk full (simulated)');
        }
        return node;
      },
      transformResult: (args) => Promise.resolve(args.result),
    };
    await expect(
      ingestMedia(db.withPlugin(failOnSecondRawText), await testParser(), {
        metadata: { mediaType: 4, originalTitle: '壊れる小説' },
        sources: [{ text: CHAPTER_ONE }, { text: CHAPTER_TWO }],
      }),
    ).rejects.toThrow('disk full (simulated)');
    expect(rawTextInserts).toBe(2);
    const after = await Promise.all(
      (['decks', 'deckWords', 'exampleSentences', 'deckRawTexts'] as const).map((t) =>
        count(db, t),
      ),
    );
    expect(after).toEqual(before);
  });

  it('does not add the same title twice, and refuses bad requests naming the field', async () => {
    const { db } = database();
    const parser = await testParser();
    const request = {
      metadata: { mediaType: 4, originalTitle: '重複' },
      sources: [{ text: CHAPTER_TWO }],
    };
    const first = await ingestMedia(db, parser, request);
    const second = await ingestMedia(db, parser, request);
    expect(second).toEqual({ deckId: first.deckId, childDeckIds: [], created: false });

    await expect(
      ingestMedia(db, parser, {
        metadata: { mediaType: 12, originalTitle: 'x' },
        sources: [{ text: 'あ' }],
      }),
    ).rejects.toThrow(/^metadata\.mediaType: /);
    await expect(
      ingestMedia(db, parser, { metadata: { mediaType: 4, originalTitle: 'x' }, sources: [] }),
    ).rejects.toThrow('sources: give at least one file');
    await expect(
      ingestMedia(db, parser, {
        metadata: { mediaType: 4, originalTitle: 'x' },
        sources: [{ path: path.join(os.tmpdir(), 'goi-missing-file.txt') }],
      }),
    ).rejects.toThrow(/goi-missing-file\.txt/);
    await expect(
      ingestMedia(db, parser, {
        metadata: { mediaType: 4, originalTitle: 'x' },
        sources: [{ text: '……。' }],
      }),
    ).rejects.toThrow(/Volume 1: the text has no/);
  });

  it("writes a text's tenths with the deck, rated like decks; replace and re-parse rewrite them, delete removes them", async () => {
    const { db } = database();
    const parser = await testParser();
    const single = await ingestMedia(db, parser, {
      metadata: novel('十分割'),
      sources: [{ text: LONG_TEXT }],
    });
    const prepared = await prepareDeck(parser, LONG_TEXT, 4);
    const ranks = await loadRanks(db, prepared.words);
    const expected = prepared.parts.map((part) => ({
      partIndex: part.partIndex,
      characterCount: part.characterCount,
      difficulty: deckDifficulty(part.statistics, part.words, ranks),
    }));
    expect(expected.map((part) => part.partIndex)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const stored = await listDeckTextParts(db, single.deckId);
    expect(stored.map(({ partIndex, characterCount }) => ({ partIndex, characterCount }))).toEqual(
      expected.map(({ partIndex, characterCount }) => ({ partIndex, characterCount })),
    );
    stored.forEach((part, index) =>
      expect(part.difficulty).toBeCloseTo(expected[index]!.difficulty, 10),
    );
    const deck = await db
      .selectFrom('decks')
      .select(['characterCount'])
      .where('deckId', '=', single.deckId)
      .executeTakeFirstOrThrow();
    expect(stored.reduce((sum, part) => sum + part.characterCount, 0)).toBe(deck.characterCount);
    // The opening (lines 1–3, dialogue and all) and the plainer chapter two differ.
    expect(new Set(stored.map((part) => part.difficulty.toFixed(6))).size).toBeGreaterThan(1);

    // Damaged, then re-parsed: the parts are written again from the stored text.
    await db
      .updateTable('deckTextParts')
      .set({ difficulty: 0 })
      .where('deckId', '=', single.deckId)
      .execute();
    await reparseDeck(db, parser, single.deckId);
    expect(await listDeckTextParts(db, single.deckId)).toEqual(stored);

    // Replaced by a text of three lines: a part per line (the tenth each starts in), the old ten gone.
    await ingestMedia(db, parser, {
      metadata: novel('十分割'),
      sources: [{ text: CHAPTER_ONE }],
      onDuplicate: 'replace',
      replaceDeckId: single.deckId,
    });
    expect((await listDeckTextParts(db, single.deckId)).map((part) => part.partIndex)).toEqual(
      tenthsOfLineStarts(CHAPTER_ONE),
    );
    // Replaced by volumes: each volume has its own parts, the parent (now made of them) none.
    const family = await ingestMedia(db, parser, {
      metadata: novel('十分割'),
      sources: [{ text: LONG_TEXT }, { text: CHAPTER_TWO }],
      onDuplicate: 'replace',
      replaceDeckId: single.deckId,
    });
    expect(await listDeckTextParts(db, single.deckId)).toEqual([]);
    expect(await listDeckTextParts(db, family.childDeckIds[0]!)).toEqual(stored);
    expect((await listDeckTextParts(db, family.childDeckIds[1]!)).map((p) => p.partIndex)).toEqual(
      tenthsOfLineStarts(CHAPTER_TWO),
    );

    // A one-line text has no parts.
    const oneLine = await ingestMedia(db, parser, {
      metadata: novel('一行'),
      sources: [{ text: CHAPTER_ONE.replaceAll('\n', '') }],
    });
    expect(await listDeckTextParts(db, oneLine.deckId)).toEqual([]);

    // Deleting the family deletes its parts.
    await db
      .transaction()
      .execute((trx) => deleteDecks(trx, [...family.childDeckIds, family.deckId]));
    const left = await db
      .selectFrom('deckTextParts')
      .select('deckId')
      .where('deckId', 'in', [single.deckId, ...family.childDeckIds])
      .execute();
    expect(left).toEqual([]);
  });

  it('re-parses a deck and its family from the stored texts, keeping ids and metadata', async () => {
    const { db } = database();
    const parser = await testParser();
    const result = await ingestMedia(db, parser, {
      metadata: { mediaType: 4, originalTitle: '再解析', englishTitle: 'Reparse' },
      sources: [{ text: CHAPTER_ONE }, { text: CHAPTER_TWO }],
    });
    const snapshot = async () =>
      db
        .selectFrom('decks')
        .select(['deckId', 'englishTitle', 'wordCount', 'uniqueWordCount', 'difficulty'])
        .where((eb) =>
          eb.or([eb('deckId', '=', result.deckId), eb('parentDeckId', '=', result.deckId)]),
        )
        .orderBy('deckId')
        .execute();
    const before = await snapshot();
    // Damage the stored counts to see them rebuilt.
    await db
      .updateTable('decks')
      .set({ wordCount: 0 })
      .where('deckId', '=', result.childDeckIds[1]!)
      .execute();
    const reparsed = await reparseDeck(db, parser, result.childDeckIds[1]!);
    expect(reparsed).toEqual({
      deckId: result.deckId,
      reparsedDeckIds: [...result.childDeckIds, result.deckId],
    });
    expect(await snapshot()).toEqual(before);
    await expect(reparseDeck(db, parser, 999_999)).rejects.toThrow('Deck 999999 does not exist');
  });

  it('runs as a durable job from files on disk, with progress and result', async () => {
    const { db } = database();
    const parser = await testParser();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'goi-ingest-'));
    try {
      const one = path.join(dir, 'ep1.srt');
      fs.writeFileSync(
        one,
        '1\n00:00:01,000 --> 00:00:02,000\n先生、海へ行きませんか。\n\n2\n00:00:03,000 --> 00:00:04,000\nはい、行きましょう。\n',
      );
      const two = path.join(dir, 'ep2.txt');
      fs.writeFileSync(two, CHAPTER_TWO);
      const jobId = await enqueueJob(db, INGEST_MEDIA_JOB, {
        metadata: { mediaType: 1, originalTitle: 'ジョブのアニメ' },
        sources: [{ path: one }, { path: two }],
      });
      const worker = createJobWorker(
        db,
        jobHandlers(db, () => Promise.resolve(parser)),
      );
      expect(await worker.runOnce()).toBe(true);
      const job = await getJob(db, jobId);
      expect(job).toMatchObject({ status: 'succeeded', progress: 100, step: 'Done' });
      const { deckId } = job!.result as { deckId: number };
      const children = await db
        .selectFrom('decks')
        .select('originalTitle')
        .where('parentDeckId', '=', deckId)
        .orderBy('deckOrder')
        .execute();
      expect(children.map((c) => c.originalTitle)).toEqual(['Episode 1', 'Episode 2']);

      // The ingest asked for fresh ranks once; asking again while that waits adds nothing.
      const recompute = await listJobs(db, { type: RECOMPUTE_FREQUENCIES_JOB });
      expect(recompute.map((queued) => queued.status)).toEqual(['queued']);
      expect(await requestFrequencyRecompute(db)).toBeUndefined();
      expect(await worker.runOnce()).toBe(true);
      // This database has no dictionary rows to rank, but the ranking counted every top-level
      // deck, the new one included.
      const topLevel = await db
        .selectFrom('decks')
        .select('deckId')
        .where('parentDeckId', 'is', null)
        .execute();
      const counted = await db
        .selectFrom('deckWords')
        .select((eb) => eb.fn.sum<number>('occurrences').as('total'))
        .where(
          'deckId',
          'in',
          topLevel.map((deck) => deck.deckId),
        )
        .executeTakeFirstOrThrow();
      expect(topLevel.map((deck) => deck.deckId)).toContain(deckId);
      expect(await getJob(db, recompute[0]!.jobId)).toMatchObject({
        status: 'succeeded',
        result: { deckCount: topLevel.length, totalOccurrences: Number(counted.total) },
      });

      const failing = await enqueueJob(db, INGEST_MEDIA_JOB, {
        metadata: { mediaType: 1, originalTitle: 'x', links: [{ linkType: 1, url: 'ftp://x' }] },
        sources: [{ path: one }],
      });
      await worker.runOnce();
      expect(await getJob(db, failing)).toMatchObject({
        status: 'failed',
        error: 'metadata.links[0].url: expected an http:// or https:// URL',
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a retried job finds the deck it wrote even when duplicates may be added; replace keeps the id', async () => {
    const { db } = database();
    const parser = await testParser();
    const request = {
      metadata: novel('再試行'),
      sources: [{ text: CHAPTER_ONE, name: 'one.txt' }],
      onDuplicate: 'add' as const,
    };
    const jobId = await enqueueJob(db, INGEST_MEDIA_JOB, request);
    const first = await ingestMedia(db, parser, request, undefined, { jobId });
    const decksAfterFirst = await count(db, 'decks');
    // The worker died after the commit, before marking the job done: the retry runs it again.
    const retried = await ingestMedia(db, parser, request, undefined, { jobId });
    expect(retried.deckId).toBe(first.deckId);
    expect(await count(db, 'decks')).toBe(decksAfterFirst);
    // Another job adding the same title does add a second deck ("add anyway").
    const other = await enqueueJob(db, INGEST_MEDIA_JOB, request);
    const second = await ingestMedia(db, parser, request, undefined, { jobId: other });
    expect(second.deckId).not.toBe(first.deckId);
    expect(await count(db, 'decks')).toBe(decksAfterFirst + 1);

    // Replace: the same id, the new content and sub-decks.
    const replaced = await ingestMedia(db, parser, {
      metadata: novel('再試行'),
      sources: [
        { text: CHAPTER_ONE, name: 'one.txt', title: '上' },
        { text: CHAPTER_TWO, name: 'two.txt', title: '下' },
      ],
      onDuplicate: 'replace',
      replaceDeckId: first.deckId,
    });
    expect(replaced.deckId).toBe(first.deckId);
    expect(replaced.childDeckIds).toHaveLength(2);
    const parent = await db
      .selectFrom('decks')
      .select(['uniqueWordCount', 'originalTitle'])
      .where('deckId', '=', first.deckId)
      .executeTakeFirstOrThrow();
    expect(parent.originalTitle).toBe('再試行');
    expect(
      await db
        .selectFrom('deckRawTexts')
        .select('deckId')
        .where('deckId', '=', first.deckId)
        .execute(),
    ).toEqual([]);
  });
});
