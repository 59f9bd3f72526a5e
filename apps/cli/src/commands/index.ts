import type { Command } from 'commander';
import * as addMedia from './add-media';
import * as importDictionary from './import-dictionary';
import * as lookup from './lookup';
import * as parse from './parse';
import * as recomputeFrequencies from './recompute-frequencies';
import * as reparse from './reparse';
import * as segment from './segment';
import * as start from './start';
import * as user from './user';
import * as worker from './worker';

/** Every command module exports `register(program)`; list them here. */
export function registerCommands(program: Command): void {
  for (const command of [
    segment,
    parse,
    importDictionary,
    lookup,
    recomputeFrequencies,
    addMedia,
    reparse,
    worker,
    user,
    start,
  ])
    command.register(program);
}
