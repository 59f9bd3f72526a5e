/**
 * Where the dictionary's source files live, and one digest over all of them: the import is
 * skipped when the digest stored in `app_meta` matches (same files, same import code, same
 * furigana aligner).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildFurigana } from '@goi/text';
import { FREQUENCY_FILES } from './frequency';
import { listPackFiles, type PackFilePair } from './jmdict-pack';
import { DictionarySourceError } from './source-files';

/**
 * Bump when the rows built from the same files change (new column, new rule), so that existing
 * installations re-import on their next start.
 */
export const DICTIONARY_IMPORT_VERSION = 3;

export type JmdictSource = { kind: 'pack'; pairs: PackFilePair[] } | { kind: 'xml'; file: string };

export interface DictionarySources {
  jmdict: JmdictSource;
  kanjidic: string;
  pitchAccents: string;
  frequencyFolder: string;
}

/** The vendored layout of `data/` (see data/LICENSE-DATA.md); `jmdictXml` replaces the packs. */
export function locateSources(dictionaryDir: string, jmdictXml?: string): DictionarySources {
  const jmdict: JmdictSource = jmdictXml
    ? { kind: 'xml', file: jmdictXml }
    : {
        kind: 'pack',
        pairs: listPackFiles(path.join(dictionaryDir, 'jmdict-derived-nihonjindes')),
      };
  return {
    jmdict,
    kanjidic: path.join(dictionaryDir, 'kanjidic2.xml.gz'),
    pitchAccents: path.join(dictionaryDir, 'pitch-accent', 'kanjium-accents.txt.gz'),
    frequencyFolder: path.join(dictionaryDir, 'frequency'),
  };
}

export function sourceFiles(sources: DictionarySources): string[] {
  const jmdictFiles =
    sources.jmdict.kind === 'xml'
      ? [sources.jmdict.file]
      : sources.jmdict.pairs.flatMap((pair) => [pair.words, pair.glosses]);
  return [
    ...jmdictFiles,
    sources.kanjidic,
    sources.pitchAccents,
    ...FREQUENCY_FILES.map((list) => path.join(sources.frequencyFolder, list.name)),
  ];
}

/**
 * The furigana the current aligner gives for a few words: when the aligner changes
 * (今日 stays 今日[きょう], 食べる becomes 食[た]べる), the digest changes and the forms are rebuilt.
 */
function furiganaFingerprint(): string {
  const probes: [string, string][] = [
    ['食べる', 'たべる'],
    ['今日', 'きょう'],
    ['日本語', 'にほんご'],
    ['お茶', 'おちゃ'],
    ['取り扱い', 'とりあつかい'],
  ];
  const readings: Record<string, string[]> = {
    食: ['しょく', 'た', 'く'],
    日: ['にち', 'に', 'ひ', 'び', 'か'],
    本: ['ほん', 'もと'],
    語: ['ご', 'かた'],
    茶: ['ちゃ', 'さ'],
    取: ['しゅ', 'と'],
    扱: ['あつか'],
  };
  return probes
    .map(([form, reading]) => buildFurigana(form, reading, (kanji) => readings[kanji]).furigana)
    .join('|');
}

export async function digestSources(sources: DictionarySources): Promise<string> {
  const hash = createHash('sha256');
  hash.update(`goi-dictionary-import ${DICTIONARY_IMPORT_VERSION}\n${furiganaFingerprint()}\n`);
  for (const file of sourceFiles(sources)) {
    // Names without folders, so moving the data folder does not force a re-import.
    hash.update(`${path.basename(file)}\n`);
    try {
      for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
    } catch (error) {
      throw new DictionarySourceError(
        file,
        `cannot be read (${error instanceof Error ? error.message : String(error)})`,
      );
    }
  }
  return hash.digest('hex');
}
