import type { Command } from 'commander';
import * as parse from './parse';
import * as segment from './segment';

/** Every command module exports `register(program)`; list them here. */
export function registerCommands(program: Command): void {
  for (const command of [segment, parse]) command.register(program);
}
