/**
 * `goi lookup <text> [--json]`: the dictionary entries a text matches (as written, in hiragana,
 * or with ー spelled out), with forms, furigana, parts of speech, glosses, pitch and frequency.
 */
import type { Command } from 'commander';
import {
  entityLabel,
  findEntriesByLookupKey,
  getWordDetails,
  lookupKeysOf,
  type DbOrTrx,
  type WordDetails,
} from '@goi/db';
import { loadConfig } from '../config';
import { withDatabase } from '../database';

const labelled = (codes: readonly string[]) =>
  codes.map((code) => ({ code, label: entityLabel(code) ?? code }));

export function toLookupResult(word: WordDetails, matchedReadingIndexes: readonly number[]) {
  return {
    wordId: word.wordId,
    matchedReadingIndexes,
    priorityScore: word.priorityScore,
    priorityTags: word.priorityTags,
    partsOfSpeech: labelled(word.partsOfSpeech),
    forms: word.forms,
    senses: word.senses.map((sense) => ({
      ...sense,
      partsOfSpeech: labelled(sense.partsOfSpeech),
      misc: labelled(sense.misc),
      fields: labelled(sense.fields),
      dialects: labelled(sense.dialects),
    })),
  };
}

export type LookupResult = ReturnType<typeof toLookupResult>;

export async function lookupText(db: DbOrTrx, text: string): Promise<LookupResult[]> {
  const matched = new Map<number, number[]>();
  for (const key of lookupKeysOf(text.trim())) {
    for (const { wordId, readingIndex } of await findEntriesByLookupKey(db, key)) {
      const indexes = matched.get(wordId) ?? [];
      if (!indexes.includes(readingIndex)) indexes.push(readingIndex);
      matched.set(wordId, indexes);
    }
  }
  const words = await getWordDetails(db, [...matched.keys()]);
  return words.map((word) => toLookupResult(word, matched.get(word.wordId) ?? []));
}

export function formatLookupResult(result: LookupResult): string {
  const tags = result.priorityTags.length > 0 ? `, ${result.priorityTags.join(' ')}` : '';
  const lines = [`${result.wordId} (priority ${result.priorityScore}${tags})`];
  for (const form of result.forms) {
    const details = [
      form.furigana !== form.text ? form.furigana : '',
      form.pitchAccents.length > 0 ? `pitch ${form.pitchAccents.join(',')}` : '',
      form.priorRank !== null ? `rank ${form.priorRank}` : '',
      form.info.length > 0 ? form.info.join(',') : '',
      form.isHidden ? 'hidden' : '',
    ].filter(Boolean);
    const mark = result.matchedReadingIndexes.includes(form.readingIndex) ? '*' : ' ';
    lines.push(
      `  ${mark}${form.readingIndex} ${form.text}${details.length > 0 ? `  ${details.join('; ')}` : ''}`,
    );
  }
  result.senses.forEach((sense, index) => {
    const pos = sense.partsOfSpeech.map(({ code, label }) => `${code} (${label})`).join(', ');
    const misc = [...sense.misc, ...sense.fields, ...sense.dialects].map(({ code }) => code);
    lines.push(
      `  ${index + 1}. [${pos}]${misc.length > 0 ? ` {${misc.join(', ')}}` : ''} ${sense.glosses.join('; ')}`,
    );
  });
  return lines.join('\n');
}

export function register(program: Command): void {
  program
    .command('lookup')
    .description('Print the dictionary entries a word matches')
    .argument('<text>', 'a word as written (食べる), in kana (たべる) or katakana')
    .option('--json', 'print JSON')
    .action(async (text: string, options: { json?: boolean }) => {
      await withDatabase(loadConfig(), async ({ db }) => {
        const results = await lookupText(db, text);
        if (options.json) process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
        else if (results.length === 0) process.stdout.write(`No entry matches ${text}.\n`);
        else process.stdout.write(`${results.map(formatLookupResult).join('\n\n')}\n`);
      });
    });
}
