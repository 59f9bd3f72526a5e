import type { Command } from 'commander';

/** Every command module exports `register(program)`; list them here. */
export function registerCommands(program: Command): void {
  void program;
}
