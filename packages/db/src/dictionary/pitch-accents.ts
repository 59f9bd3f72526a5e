/**
 * Kanjium pitch accents (`word<TAB>reading<TAB>positions`, reading empty for kana words).
 * Positions are mora numbers of the downstep, 0 = heiban; some lines tag them by part of speech,
 * e.g. `(副)0,(名)3` for ２つ: we keep the distinct numbers (0, 3) and drop the tags.
 */
import { toHiragana } from '@goi/text';
import { DictionarySourceError, readSourceText } from './source-files';

/** Accent positions by written form and hiragana reading. */
export class PitchAccentIndex {
  private readonly positions = new Map<string, number[]>();

  private static key(word: string, reading: string): string {
    // Skipping the conversion when there is no katakana saves a copy per lookup.
    return `${word}\t${/[\u30a1-\u30fe]/.test(reading) ? toHiragana(reading) : reading}`;
  }

  add(word: string, reading: string, positions: readonly number[]): void {
    const key = PitchAccentIndex.key(word, reading);
    const known = this.positions.get(key) ?? [];
    this.positions.set(key, [...new Set([...known, ...positions])]);
  }

  get(word: string, reading: string): readonly number[] | undefined {
    return this.positions.get(PitchAccentIndex.key(word, reading));
  }

  get size(): number {
    return this.positions.size;
  }
}

/** `(名)0,3` → [0, 3]; undefined when the field holds no number. */
export function parseAccentPositions(field: string): number[] | undefined {
  const numbers = field.replace(/\([^)]*\)/g, '').match(/\d+/g);
  return numbers ? [...new Set(numbers.map(Number))] : undefined;
}

export function parseKanjiumAccents(text: string, file: string): PitchAccentIndex {
  const index = new PitchAccentIndex();
  const lines = text.split('\n');
  lines.forEach((line, lineIndex) => {
    if (line.trim() === '') return;
    const [word, reading, field, ...rest] = line.replace(/\r$/, '').split('\t');
    const positions = field === undefined ? undefined : parseAccentPositions(field);
    if (!word || reading === undefined || positions === undefined || rest.length > 0)
      throw new DictionarySourceError(
        file,
        `line ${lineIndex + 1} is not "word<TAB>reading<TAB>positions": ${JSON.stringify(line.slice(0, 80))}`,
      );
    index.add(word, reading === '' ? word : reading, positions);
  });
  if (index.size === 0) throw new DictionarySourceError(file, 'contains no pitch accents');
  return index;
}

export async function readKanjiumAccents(file: string): Promise<PitchAccentIndex> {
  return parseKanjiumAccents(await readSourceText(file), file);
}
