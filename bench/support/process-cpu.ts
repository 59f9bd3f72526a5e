/**
 * CPU time of the PostgreSQL server processes (Linux `/proc`), so a PostgreSQL benchmark can add
 * the database's share to the API process's own CPU per request. Counts every `postgres` process
 * alive at both readings (the pool's backends live through a run); other users of the same server
 * add noise, which is why the figure is labelled as an upper bound.
 */
import fs from 'node:fs';

/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in ticks of 1/100 s. */
const TICKS_PER_SECOND = 100;

/** Total user + system CPU of processes named `postgres`, in ms; undefined off Linux. */
export function postgresCpuMs(): number | undefined {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return undefined;
  }
  let ticks = 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile, or not ours to read
    }
    // "pid (comm) state …": comm may contain spaces, so split after the closing parenthesis.
    const close = stat.lastIndexOf(')');
    if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
    const fields = stat.slice(close + 2).split(' ');
    // After "state" (index 0): utime is field 14 of the full line → index 11 here, stime 12.
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks / TICKS_PER_SECOND) * 1000;
}
