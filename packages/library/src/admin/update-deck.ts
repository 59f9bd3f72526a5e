/**
 * Editing a deck (reference §9.3): metadata, titles, links, cover, difficulty override,
 * dialogue setting, sub-decks added/renamed/reordered/removed, a file replaced. Files are
 * extracted before anything is written; then every change and its audit entry go in one
 * transaction, the parent's statistics are made again from its children there, and a re-parse
 * is queued when text changed (a replaced or new file, another media type, or `reparse`). A
 * cover replaced or removed is deleted from disk after the commit when no deck uses it.
 */
import type { UpdateDeckFields } from '@goi/contracts';
import {
  deleteDecks,
  findChildDeckRows,
  findDeckRow,
  insertDeck,
  replaceDeckRawText,
  setDeckLabels,
  TitleType,
  titleSearchKey,
  updateDeckMetadata,
  updateSubdeckRow,
  type Db,
  type DbOrTrx,
} from '@goi/db';
import type { ArchiveLimits } from '@goi/extract';
import { REPARSE_DECK_JOB } from '../ingest';
import { AdminError } from './admin-error';
import { storeGivenCover, type CoverSource } from './add-deck';
import { recordAudit } from './audit';
import { checkSources, type SourceFile } from './check-sources';
import { refreshParentFromChildren } from './parent-aggregate';
import { queueAdminJob } from './queue-admin-job';
import { removeUnusedCovers } from './unused-covers';

export interface UpdateDeckInput {
  dataDir: string;
  fields: UpdateDeckFields;
  /** The main deck's new file. */
  file?: SourceFile | undefined;
  /** New files of sub-decks, by their index in `fields.subdecks`. */
  subdeckFiles?: ReadonlyMap<number, SourceFile>;
  cover?: CoverSource;
  userId: string | null;
  archiveLimits?: Partial<ArchiveLimits>;
  fetchImpl?: typeof fetch;
  now?: () => Date;
}

export async function updateDeck(
  db: Db,
  input: UpdateDeckInput,
): Promise<{ deckId: number; jobId: number | null }> {
  const { fields } = input;
  const root = await findDeckRow(db, fields.deckId);
  if (!root) throw new AdminError('not-found', `Deck ${fields.deckId} does not exist`, 'deckId');
  if (root.parentDeckId !== null)
    throw new AdminError(
      'bad-request',
      `Deck ${root.deckId} is a sub-deck: edit its parent deck ${root.parentDeckId}`,
      'deckId',
    );
  const children = await findChildDeckRows(db, root.deckId);
  const childIds = new Set(children.map((child) => child.deckId));
  const subdeckFiles = input.subdeckFiles ?? new Map<number, SourceFile>();
  const plan = fields.subdecks;
  if (input.file && children.length > 0)
    throw new AdminError(
      'bad-request',
      'This deck has sub-decks: replace the file of a sub-deck instead',
      'file',
    );
  if (plan) {
    if (children.length === 0 && plan.length > 0)
      throw new AdminError(
        'bad-request',
        'This deck has no sub-decks; add it again from its files to split it',
        'subdecks',
      );
    if (children.length > 0 && plan.length === 0)
      throw new AdminError('bad-request', 'A deck with sub-decks keeps at least one', 'subdecks');
    const seen = new Set<number>();
    for (const [index, subdeck] of plan.entries()) {
      if (subdeck.deckId !== undefined) {
        if (!childIds.has(subdeck.deckId) || seen.has(subdeck.deckId))
          throw new AdminError(
            'bad-request',
            `Deck ${subdeck.deckId} is not a sub-deck of deck ${root.deckId}`,
            `subdecks[${index}].deckId`,
          );
        seen.add(subdeck.deckId);
      } else if (!subdeckFiles.has(index))
        throw new AdminError(
          'bad-request',
          'A new sub-deck needs a file',
          `subdecks[${index}].file`,
        );
    }
  }
  for (const index of subdeckFiles.keys())
    if (!plan || index >= plan.length)
      throw new AdminError('bad-request', 'A file for no sub-deck', `subdecks[${index}].file`);

  const mainText = input.file ? (await checkSources([input.file], input))[0]!.text : undefined;
  const subdeckTexts = new Map<number, string>();
  for (const [index, file] of subdeckFiles)
    subdeckTexts.set(index, (await checkSources([file], input))[0]!.text);
  const coverName = fields.removeCover
    ? null
    : input.cover
      ? await storeGivenCover(input.dataDir, input.cover, input.fetchImpl)
      : fields.coverImageUrl
        ? await storeGivenCover(input.dataDir, { url: fields.coverImageUrl }, input.fetchImpl)
        : undefined;

  const now = (input.now?.() ?? new Date()).toISOString();
  const changes: string[] = ['metadata'];
  let textChanged =
    mainText !== undefined || subdeckTexts.size > 0 || fields.mediaType !== root.mediaType;
  const jobId = await db.transaction().execute(async (trx) => {
    await updateDeckMetadata(trx, root.deckId, {
      mediaType: fields.mediaType,
      originalTitle: fields.originalTitle,
      romajiTitle: fields.romajiTitle,
      englishTitle: fields.englishTitle,
      description: fields.description,
      releaseDate: fields.releaseDate,
      aliases: fields.aliases,
      difficultyOverride: fields.difficultyOverride,
      hideDialoguePercentage: fields.hideDialoguePercentage,
      links: fields.links,
      ...(coverName === undefined ? {} : { coverName }),
      now,
    });
    if (fields.genres || fields.tags) {
      await setDeckLabels(trx, root.deckId, { genres: fields.genres, tags: fields.tags });
      changes.push('genres and tags');
    }
    if (coverName !== undefined) changes.push(coverName === null ? 'cover removed' : 'cover');
    if (mainText !== undefined) {
      await replaceDeckRawText(trx, root.deckId, mainText);
      changes.push('file replaced');
    }
    if (plan && children.length > 0) {
      const summary = await applySubdeckPlan(trx, root.deckId, fields, children, subdeckTexts, now);
      changes.push(...summary);
      if (summary.length > 0) await refreshParentFromChildren(trx, root.deckId, now);
      if (subdeckTexts.size > 0) textChanged = true;
    }
    const queued =
      textChanged || fields.reparse
        ? await queueAdminJob(
            trx,
            REPARSE_DECK_JOB,
            { deckId: root.deckId },
            {
              userId: input.userId,
              deckId: root.deckId,
            },
          )
        : null;
    if (queued !== null) changes.push(`re-parse queued (job ${queued})`);
    await recordAudit(trx, {
      userId: input.userId,
      action: 'update-deck',
      deckId: root.deckId,
      detail: `Updated "${fields.originalTitle}": ${changes.join('; ')}`,
    });
    return queued;
  });
  // The cover it had, unless another deck shows it too (or it was given again).
  if (coverName !== undefined && root.coverName !== null && root.coverName !== coverName)
    await removeUnusedCovers(db, input.dataDir, [root.coverName]);
  return { deckId: root.deckId, jobId };
}

/** Sub-decks added, renamed, moved, given a new file or removed; returns what changed. */
async function applySubdeckPlan(
  trx: DbOrTrx,
  parentDeckId: number,
  fields: UpdateDeckFields,
  children: Awaited<ReturnType<typeof findChildDeckRows>>,
  texts: ReadonlyMap<number, string>,
  now: string,
): Promise<string[]> {
  const plan = fields.subdecks!;
  // Orders as given, ties kept in form order, renumbered 1…n.
  const ordered = plan
    .map((subdeck, index) => ({ subdeck, index }))
    .sort((a, b) => a.subdeck.deckOrder - b.subdeck.deckOrder || a.index - b.index);
  const kept = new Set(
    plan.flatMap((subdeck) => (subdeck.deckId === undefined ? [] : [subdeck.deckId])),
  );
  const removed = children.filter((child) => !kept.has(child.deckId)).map((child) => child.deckId);
  const changes: string[] = [];
  if (removed.length > 0) {
    await deleteDecks(trx, removed);
    changes.push(`${removed.length} sub-deck(s) removed`);
  }
  const before = new Map(children.map((child) => [child.deckId, child]));
  let added = 0;
  let edited = 0;
  for (const [position, { subdeck, index }] of ordered.entries()) {
    const deckOrder = position + 1;
    const text = texts.get(index);
    if (subdeck.deckId === undefined) {
      await insertDeck(
        trx,
        {
          parentDeckId,
          deckOrder,
          mediaType: fields.mediaType,
          originalTitle: subdeck.originalTitle,
          romajiTitle: null,
          englishTitle: null,
          description: null,
          coverName: null,
          releaseDate: null,
          titles: [
            {
              titleType: TitleType.Original,
              title: subdeck.originalTitle,
              searchKey: titleSearchKey(subdeck.originalTitle),
            },
          ],
          links: [],
          // Parsed by the re-parse queued with this change.
          counts: {
            characterCount: 0,
            wordCount: 0,
            uniqueWordCount: 0,
            uniqueWordUsedOnceCount: 0,
            uniqueKanjiCount: 0,
            uniqueKanjiUsedOnceCount: 0,
            kanjiCharacterCount: 0,
            sentenceCount: 0,
            dialoguePercentage: 0,
          },
          difficulty: -1,
          kanjiCounts: '{}',
          words: [],
          rawText: text!,
          exampleSentences: [],
          textParts: [],
        },
        now,
      );
      added += 1;
      continue;
    }
    const old = before.get(subdeck.deckId)!;
    if (
      old.originalTitle !== subdeck.originalTitle ||
      old.deckOrder !== deckOrder ||
      (subdeck.difficultyOverride !== undefined &&
        subdeck.difficultyOverride !== old.difficultyOverride)
    ) {
      await updateSubdeckRow(trx, subdeck.deckId, {
        originalTitle: subdeck.originalTitle,
        deckOrder,
        difficultyOverride: subdeck.difficultyOverride,
        now,
      });
      edited += 1;
    }
    if (text !== undefined) {
      await replaceDeckRawText(trx, subdeck.deckId, text);
      edited += 1;
    }
  }
  if (added > 0) changes.push(`${added} sub-deck(s) added`);
  if (edited > 0) changes.push(`${edited} sub-deck change(s)`);
  return changes;
}
