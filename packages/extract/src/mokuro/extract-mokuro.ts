import type { z } from 'zod';
import { ExtractionError } from '../extraction-error';
import { joinLines } from '../text/tidy-lines';
import type { ExtractedDocument, InputFile } from '../types';
import { mokuroPageSchema, mokuroVolumeSchema, type MokuroPage } from './mokuro-schema';
import { blockText } from './ocr-lines';

/** A `.mokuro` volume: every bubble of every page, one line per bubble. */
export function extractMokuroVolume(file: InputFile, text: string): ExtractedDocument {
  const volume = parseJson(
    file,
    text,
    mokuroVolumeSchema,
    'a mokuro volume (.mokuro) with a "pages" list',
  );
  return { text: joinLines(volume.pages.flatMap(pageLines)), format: 'mokuro' };
}

/** One page of mokuro's older per-page `.json` output. */
export function extractMokuroPage(file: InputFile, text: string): ExtractedDocument {
  const page = parseJson(
    file,
    text,
    mokuroPageSchema,
    'a mokuro page (.json) with a "blocks" list',
  );
  return { text: joinLines(pageLines(page)), format: 'mokuro' };
}

function pageLines(page: MokuroPage): string[] {
  return page.blocks.map((block) => blockText(block.lines));
}

function parseJson<T>(file: InputFile, text: string, schema: z.ZodType<T>, expected: string): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ExtractionError(
      file.name,
      `it is not valid JSON (${error instanceof Error ? error.message : String(error)}); the file may be cut short or damaged`,
      { cause: error },
    );
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${formatPath(issue.path)}` : '';
    throw new ExtractionError(
      file.name,
      `it is not ${expected}: ${issue?.message ?? 'unexpected shape'}${where}`,
    );
  }
  return result.data;
}

/** `['pages', 3, 'blocks', 0]` → `pages[3].blocks[0]`, as a user would find it in the file. */
function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index > 0 ? '.' : ''}${String(key)}`,
    )
    .join('');
}
