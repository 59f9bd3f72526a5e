/**
 * `goi import-dictionary [--source JMdict_e.gz] [--force]`: imports the vendored dictionary (or
 * the official JMdict XML) into the configured database. Progress goes to stderr, the summary to
 * stdout. Idempotent: unchanged sources print "already up to date".
 */
import path from 'node:path';
import type { Command } from 'commander';
import { importDictionary, type ImportDictionaryResult, type ImportProgress } from '@goi/db';
import { loadConfig } from '../config';
import { withDatabase } from '../database';

/** Prints a step when it starts and then every 10 % so a long import shows it is alive. */
export function progressPrinter(write: (line: string) => void): (progress: ImportProgress) => void {
  let step = '';
  let lastTenth = -1;
  return ({ step: current, done, total }) => {
    if (current !== step) {
      step = current;
      lastTenth = -1;
    }
    const tenth = total > 0 ? Math.floor((done / total) * 10) : 0;
    if (tenth === lastTenth) return;
    lastTenth = tenth;
    write(`${current}: ${tenth * 10}%`);
  };
}

const count = (value: number) => value.toLocaleString('en-US');

export function formatImportSummary(result: ImportDictionaryResult, seconds: number): string {
  const { stats } = result;
  if (result.status === 'up-to-date')
    return `Dictionary already up to date (${count(stats.entries)} entries); use --force to import again.`;
  const { kanjiForms, perKanji } = stats.furigana;
  const share = kanjiForms > 0 ? ((perKanji / kanjiForms) * 100).toFixed(1) : '0.0';
  return [
    `Imported ${count(stats.entries)} entries, ${count(stats.forms)} forms, ${count(stats.senses)} senses, ` +
      `${count(stats.lookups)} lookup keys, ${count(stats.pitchAccents)} pitch accents and ${count(stats.kanji)} kanji in ${seconds.toFixed(1)} s.`,
    `Furigana split per kanji: ${count(perKanji)} of ${count(kanjiForms)} kanji forms (${share}%).`,
  ].join('\n');
}

export function register(program: Command): void {
  program
    .command('import-dictionary')
    .description('Import the dictionary (JMdict, KANJIDIC2, pitch accents, frequency lists)')
    .option(
      '--source <path>',
      'official JMdict XML (JMdict_e or JMdict_e.gz) instead of the word packs',
    )
    .option('--force', 'import even when the sources have not changed')
    .action(async (options: { source?: string; force?: boolean }) => {
      const config = loadConfig();
      const started = performance.now();
      await withDatabase(config, async ({ db }) => {
        const result = await importDictionary(db, {
          dictionaryDir: config.GOI_DICTIONARY_DIR,
          jmdictXml: options.source ? path.resolve(options.source) : undefined,
          force: options.force,
          onProgress: progressPrinter((line) => process.stderr.write(`${line}\n`)),
        });
        process.stdout.write(
          `${formatImportSummary(result, (performance.now() - started) / 1000)}\n`,
        );
      });
    });
}
