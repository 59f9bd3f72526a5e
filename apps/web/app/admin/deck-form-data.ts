/**
 * The multipart bodies of `POST /api/admin/add-deck` and `POST /api/admin/update-deck` (the
 * reference's field names, §9.1 and §9.3), built from the pages' state. Text fields come before
 * the files so the server reads the metadata before it stores any upload.
 */
import type { AliasRow, CoverChoice, LinkRow } from './deck-metadata-inputs';

export interface DeckMetadataState {
  mediaType: number;
  originalTitle: string;
  romajiTitle: string;
  englishTitle: string;
  releaseDate: string;
  description: string;
  aliases: AliasRow[];
  links: LinkRow[];
  cover: CoverChoice;
}

export interface FileRow {
  key: string;
  file: File;
  title: string;
}

export type OnDuplicate = 'refuse' | 'add' | 'replace';

export interface SubdeckRow {
  key: string;
  /** An existing sub-deck (kept, renamed, moved); without: a new one, which needs a file. */
  deckId?: number;
  originalTitle: string;
  difficultyOverride: number;
  file?: File;
}

function appendMetadata(form: FormData, meta: DeckMetadataState): void {
  form.set('mediaType', String(meta.mediaType));
  form.set('originalTitle', meta.originalTitle.trim());
  form.set('romajiTitle', meta.romajiTitle.trim());
  form.set('englishTitle', meta.englishTitle.trim());
  form.set('releaseDate', meta.releaseDate);
  form.set('description', meta.description.trim());
  meta.aliases
    .map((alias) => alias.value.trim())
    .filter(Boolean)
    .forEach((alias, index) => form.set(`aliases[${index}]`, alias));
  meta.links
    .filter((link) => link.url.trim())
    .forEach((link, index) => {
      if (link.linkId !== undefined) form.set(`links[${index}].linkId`, String(link.linkId));
      form.set(`links[${index}].linkType`, String(link.linkType));
      form.set(`links[${index}].url`, link.url.trim());
    });
  if (meta.cover.kind === 'url' && meta.cover.url.trim())
    form.set('coverImage', meta.cover.url.trim());
}

function appendCoverFile(form: FormData, cover: CoverChoice): void {
  if (cover.kind === 'file') form.set('coverImage', cover.file, cover.file.name);
}

/** What is wrong with the add form before it is sent (empty = nothing). */
export function addDeckProblems(meta: DeckMetadataState, files: readonly FileRow[]): string[] {
  const problems: string[] = [];
  if (!meta.originalTitle.trim()) problems.push('The original title is required.');
  if (files.length === 0) problems.push('Choose the file to parse.');
  if (files.length > 1)
    files.forEach((row, index) => {
      if (!row.title.trim()) problems.push(`Sub-deck ${index + 1} needs a title.`);
    });
  if (meta.releaseDate && !/^\d{4}-\d{2}-\d{2}$/.test(meta.releaseDate))
    problems.push('The release date must be a date (YYYY-MM-DD).');
  return problems;
}

export function buildAddDeckForm(
  meta: DeckMetadataState,
  files: readonly FileRow[],
  onDuplicate: OnDuplicate,
): FormData {
  const form = new FormData();
  appendMetadata(form, meta);
  form.set('onDuplicate', onDuplicate);
  if (files.length > 1)
    files.forEach((row, index) => form.set(`subdecks[${index}].originalTitle`, row.title.trim()));
  appendCoverFile(form, meta.cover);
  if (files.length === 1 && files[0]) form.set('file', files[0].file, files[0].file.name);
  else files.forEach((row, index) => form.set(`subdecks[${index}].file`, row.file, row.file.name));
  return form;
}

export interface UpdateDeckExtras {
  deckId: number;
  difficultyOverride: number;
  hideDialoguePercentage: boolean;
  subdecks: readonly SubdeckRow[];
  /** A new text for the main deck (a deck without sub-decks). */
  file: File | null;
  reparse: boolean;
  /** Whether the deck has a cover now: "No cover" removes it only then. */
  hadCover: boolean;
  /** Genres and tags as typed: comma-separated (the whole lists; empty clears them). */
  genres?: string;
  tags?: string;
}

export function updateDeckProblems(meta: DeckMetadataState, extras: UpdateDeckExtras): string[] {
  const problems: string[] = [];
  if (!meta.originalTitle.trim()) problems.push('The original title is required.');
  extras.subdecks.forEach((row, index) => {
    if (!row.originalTitle.trim()) problems.push(`Sub-deck ${index + 1} needs a title.`);
    if (row.deckId === undefined && !row.file)
      problems.push(`The new sub-deck ${index + 1} needs a file.`);
  });
  if (meta.releaseDate && !/^\d{4}-\d{2}-\d{2}$/.test(meta.releaseDate))
    problems.push('The release date must be a date (YYYY-MM-DD).');
  return problems;
}

export function buildUpdateDeckForm(meta: DeckMetadataState, extras: UpdateDeckExtras): FormData {
  const form = new FormData();
  form.set('deckId', String(extras.deckId));
  appendMetadata(form, meta);
  form.set('difficultyOverride', String(extras.difficultyOverride));
  form.set('hideDialoguePercentage', String(extras.hideDialoguePercentage));
  if (extras.genres !== undefined) form.set('genres', extras.genres.trim());
  if (extras.tags !== undefined) form.set('tags', extras.tags.trim());
  if (meta.cover.kind === 'none' && extras.hadCover) form.set('removeCover', 'true');
  if (extras.reparse) form.set('reparse', 'true');
  extras.subdecks.forEach((row, index) => {
    if (row.deckId !== undefined) form.set(`subdecks[${index}].deckId`, String(row.deckId));
    form.set(`subdecks[${index}].originalTitle`, row.originalTitle.trim());
    form.set(`subdecks[${index}].deckOrder`, String(index + 1));
    form.set(`subdecks[${index}].difficultyOverride`, String(row.difficultyOverride));
  });
  appendCoverFile(form, meta.cover);
  if (extras.file) form.set('file', extras.file, extras.file.name);
  extras.subdecks.forEach((row, index) => {
    if (row.file) form.set(`subdecks[${index}].file`, row.file, row.file.name);
  });
  return form;
}
