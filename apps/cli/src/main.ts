#!/usr/bin/env -S npx tsx
/**
 * `goi`: the command line of the product. Each command lives in ./commands and registers itself
 * on the program; this file only wires them and turns thrown errors into one clear line.
 */
import { Command } from 'commander';
import { registerCommands } from './commands';

const program = new Command()
  .name('goi')
  .description('Goi (語彙): Japanese media vocabulary decks')
  .showHelpAfterError();

registerCommands(program);

program.parseAsync(process.argv).catch((error: unknown) => {
  console.error(`goi: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
