/**
 * The JMdict-derived word packs (data/jmdict-derived-nihonjindes): `words_<from>_<to>.json.gz`
 * holds forms, priority tags and senses with entity *descriptions*; `en_words_<from>_<to>.json.gz`
 * holds the English glosses of the same senses. Joined by entry id and sense id, one file pair at a
 * time so that only one pair of files is in memory.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { codeForDescription, type EntityCategory } from './entities';
import { DictionarySourceError, readSourceJson } from './source-files';
import type { SourceBatch, SourceEntry, SourceSense } from './source-entry';

const packSenseSchema = z.object({
  id: z.string().min(1),
  pos: z.array(z.string()),
  misc: z.array(z.string()),
  field: z.array(z.string()),
  dial: z.array(z.string()),
  info: z.array(z.string()),
});

export const packEntrySchema = z.object({
  id: z.number().int().positive(),
  forms: z.object({
    kanji: z.array(z.string().min(1)),
    kana: z.array(z.string().min(1)).min(1),
  }),
  priority: z.object({ tags: z.array(z.string()) }),
  senses: z.array(packSenseSchema).min(1),
});

export const packGlossEntrySchema = z.object({
  id: z.number().int().positive(),
  senses: z.array(z.object({ id: z.string().min(1), gloss: z.array(z.string()).min(1) })),
});

const packFileSchema = z.object({ entries: z.array(z.unknown()) });

type PackEntry = z.infer<typeof packEntrySchema>;
type PackSense = z.infer<typeof packSenseSchema>;
type PackGlossEntry = z.infer<typeof packGlossEntrySchema>;

export interface PackFilePair {
  words: string;
  glosses: string;
}

/** The word/gloss file pairs in a pack folder, in id order; a words file without glosses is an error. */
export function listPackFiles(folder: string): PackFilePair[] {
  let names: string[];
  try {
    names = fs.readdirSync(folder);
  } catch {
    throw new DictionarySourceError(folder, 'the JMdict word pack folder is missing');
  }
  const pairs = names
    .filter((name) => /^words_\d+_\d+\.json(\.gz)?$/.test(name))
    .map((name) => {
      const glosses = `en_${name}`;
      if (!names.includes(glosses))
        throw new DictionarySourceError(path.join(folder, name), `has no gloss file ${glosses}`);
      return {
        words: path.join(folder, name),
        glosses: path.join(folder, glosses),
        firstId: Number(/^words_(\d+)_/.exec(name)?.[1]),
      };
    })
    .sort((a, b) => a.firstId - b.firstId);
  if (pairs.length === 0)
    throw new DictionarySourceError(folder, 'contains no words_<from>_<to>.json.gz files');
  return pairs.map(({ words, glosses }) => ({ words, glosses }));
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length ? issue.path.join('.') : '(entry)'}: ${issue.message}`)
    .join('; ');
}

function entryLabel(raw: unknown, index: number): string {
  const id = typeof raw === 'object' && raw !== null ? (raw as { id?: unknown }).id : undefined;
  return typeof id === 'number' ? `entry ${id} (entries[${index}])` : `entries[${index}]`;
}

async function readEntries(file: string): Promise<unknown[]> {
  const parsed = packFileSchema.safeParse(await readSourceJson(file));
  if (!parsed.success)
    throw new DictionarySourceError(file, `is not a word pack (${describeIssues(parsed.error)})`);
  return parsed.data.entries;
}

function toCodes(
  descriptions: readonly string[],
  category: EntityCategory,
  where: () => string,
): string[] {
  return descriptions.map((description) => {
    const code = codeForDescription(category, description);
    if (code === undefined)
      throw new Error(`${where()}: unknown ${category} description "${description}"`);
    return code;
  });
}

function toSourceSense(sense: PackSense, glosses: string[], where: () => string): SourceSense {
  return {
    partsOfSpeech: toCodes(sense.pos, 'pos', where),
    misc: toCodes(sense.misc, 'misc', where),
    fields: toCodes(sense.field, 'field', where),
    dialects: toCodes(sense.dial, 'dial', where),
    info: sense.info,
    glosses,
    restrictedTo: null,
  };
}

/**
 * Joins one words file with its gloss file; every problem names the file and the entry.
 * `validate: false` skips the schema checks for a second read of files already checked.
 */
export async function readPackFilePair(
  pair: PackFilePair,
  { validate = true }: { validate?: boolean } = {},
): Promise<SourceBatch> {
  const parseEntry = validate
    ? (raw: unknown) => packEntrySchema.safeParse(raw)
    : (raw: unknown) => ({ success: true as const, data: raw as PackEntry });
  const parseGlosses = validate
    ? (raw: unknown) => packGlossEntrySchema.safeParse(raw)
    : (raw: unknown) => ({ success: true as const, data: raw as PackGlossEntry });
  const [rawEntries, rawGlossEntries] = await Promise.all([
    readEntries(pair.words),
    readEntries(pair.glosses),
  ]);

  const glossesById = new Map<number, Map<string, string[]>>();
  rawGlossEntries.forEach((raw, index) => {
    const parsed = parseGlosses(raw);
    if (!parsed.success)
      throw new DictionarySourceError(
        pair.glosses,
        `${entryLabel(raw, index)}: ${describeIssues(parsed.error)}`,
      );
    glossesById.set(
      parsed.data.id,
      new Map(parsed.data.senses.map((sense) => [sense.id, sense.gloss])),
    );
  });

  const entries = rawEntries.map((raw, index): SourceEntry => {
    const parsed = parseEntry(raw);
    if (!parsed.success)
      throw new DictionarySourceError(
        pair.words,
        `${entryLabel(raw, index)}: ${describeIssues(parsed.error)}`,
      );
    const entry: PackEntry = parsed.data;
    const glosses = glossesById.get(entry.id);
    if (!glosses)
      throw new DictionarySourceError(
        pair.glosses,
        `entry ${entry.id} of ${path.basename(pair.words)} has no glosses`,
      );
    const senses = entry.senses.map((sense, senseIndex) => {
      const where = () => `entry ${entry.id}, sense ${senseIndex + 1} (${sense.id})`;
      const senseGlosses = glosses.get(sense.id);
      if (!senseGlosses)
        throw new DictionarySourceError(pair.glosses, `${where()}: has no glosses`);
      try {
        return toSourceSense(sense, senseGlosses, where);
      } catch (error) {
        throw new DictionarySourceError(pair.words, (error as Error).message);
      }
    });
    return {
      wordId: entry.id,
      priorityTags: entry.priority.tags,
      kanjiForms: entry.forms.kanji.map((text) => ({ text, info: [] })),
      kanaForms: entry.forms.kana.map((text) => ({ text, info: [], restrictedTo: null })),
      senses,
    };
  });
  return { file: pair.words, entries };
}
