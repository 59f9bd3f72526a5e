import type { Command } from 'commander';
import * as importDictionary from './import-dictionary';
import * as lookup from './lookup';
import * as parse from './parse';
import * as recomputeFrequencies from './recompute-frequencies';
import * as segment from './segment';

/** Every command module exports `register(program)`; list them here. */
export function registerCommands(program: Command): void {
  for (const command of [segment, parse, importDictionary, lookup, recomputeFrequencies])
    command.register(program);
}
