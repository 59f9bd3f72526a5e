/**
 * KANJIDIC2 (kanjidic2.xml.gz): per kanji its English meanings, on/kun readings, school grade,
 * JLPT level (the old 1–4 scale), frequency rank and stroke count.
 */
import { SaxesParser } from 'saxes';
import { toHiragana, type KanjiReadingLookup } from '@goi/text';
import { toJson } from '../json';
import type { NewDictKanji } from '../schema';
import { DictionarySourceError, streamSourceText } from './source-files';

export interface KanjiRecord {
  literal: string;
  meanings: string[];
  /** Katakana, as KANJIDIC2 writes them (ショク). */
  onReadings: string[];
  /** Hiragana with KANJIDIC2's marks: `.` before okurigana (た.べる), `-` for affixes. */
  kunReadings: string[];
  grade: number | null;
  jlpt: number | null;
  frequency: number | null;
  strokeCount: number | null;
}

function optionalNumber(value: string | undefined, what: string, literal: string): number | null {
  if (value === undefined) return null;
  const number = Number(value);
  if (!Number.isInteger(number))
    throw new Error(`kanji ${literal}: ${what} "${value}" is not an integer`);
  return number;
}

export async function readKanjidic(file: string): Promise<KanjiRecord[]> {
  const parser = new SaxesParser<{ xmlns: false }>({ xmlns: false });
  const records: KanjiRecord[] = [];
  let fields: Record<string, string> = {};
  let current: Omit<KanjiRecord, 'grade' | 'jlpt' | 'frequency' | 'strokeCount'> | undefined;
  let text: string | undefined;
  let readingType: string | undefined;
  let meaningIsEnglish = false;

  parser.on('opentag', (tag) => {
    if (tag.name === 'character') {
      current = { literal: '', meanings: [], onReadings: [], kunReadings: [] };
      fields = {};
    } else if (current) {
      text = '';
      if (tag.name === 'reading') readingType = tag.attributes.r_type;
      if (tag.name === 'meaning') meaningIsEnglish = tag.attributes.m_lang === undefined;
    }
  });
  parser.on('text', (chunk) => {
    if (text !== undefined) text += chunk;
  });
  parser.on('closetag', (tag) => {
    if (!current) return;
    const value = (text ?? '').trim();
    text = undefined;
    switch (tag.name) {
      case 'literal':
        current.literal = value;
        break;
      case 'reading':
        if (readingType === 'ja_on') current.onReadings.push(value);
        else if (readingType === 'ja_kun') current.kunReadings.push(value);
        break;
      case 'meaning':
        if (meaningIsEnglish) current.meanings.push(value);
        break;
      case 'grade':
      case 'jlpt':
      case 'freq':
      case 'stroke_count':
        // The first stroke_count is the accepted one; later ones are common miscounts.
        fields[tag.name] ??= value;
        break;
      case 'character': {
        const literal = current.literal;
        if (!literal)
          throw new Error(
            `a character after ${records.at(-1)?.literal ?? 'the start'} has no literal`,
          );
        records.push({
          ...current,
          grade: optionalNumber(fields.grade, 'grade', literal),
          jlpt: optionalNumber(fields.jlpt, 'jlpt', literal),
          frequency: optionalNumber(fields.freq, 'freq', literal),
          strokeCount: optionalNumber(fields.stroke_count, 'stroke_count', literal),
        });
        current = undefined;
        break;
      }
    }
  });

  try {
    for await (const chunk of streamSourceText(file)) parser.write(chunk);
    parser.close();
  } catch (error) {
    const detail = error instanceof DictionarySourceError ? error.detail : (error as Error).message;
    throw new DictionarySourceError(file, detail);
  }
  if (current)
    throw new DictionarySourceError(file, `ends inside kanji ${current.literal} (truncated?)`);
  if (records.length === 0)
    throw new DictionarySourceError(file, 'contains no <character> (is it KANJIDIC2?)');
  return records;
}

export function toKanjiRow(record: KanjiRecord): NewDictKanji {
  return {
    literal: record.literal,
    meanings: toJson(record.meanings),
    onReadings: toJson(record.onReadings),
    kunReadings: toJson(record.kunReadings),
    grade: record.grade,
    jlpt: record.jlpt,
    frequency: record.frequency,
    strokeCount: record.strokeCount,
  };
}

/**
 * The readings the furigana aligner may match against a kanji: on'yomi in hiragana (ショク →
 * しょく) and kun'yomi as KANJIDIC writes them (た.べる, -がけ, おお-). The aligner reads the marks
 * itself: the okurigana variants (と.る gives both と and とり) and where an affix may stand, which
 * splits about 3 % more kanji forms per kanji than readings with the marks stripped.
 */
export function kanjiReadingLookup(records: readonly KanjiRecord[]): KanjiReadingLookup {
  const readings = new Map<string, string[]>();
  for (const record of records) {
    const all = [
      ...record.onReadings.map((reading) => toHiragana(reading)),
      ...record.kunReadings,
    ].filter((reading) => reading.length > 0);
    readings.set(record.literal, [...new Set(all)]);
  }
  return (kanji) => readings.get(kanji);
}
