// CPU time of server processes, from /proc: what a request costs the server, whatever else the
// machine runs. On a shared machine req/s moves with the neighbours' load; CPU per request moves
// far less, so the bench reports it beside the throughput (docs/decisions/0067).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** User + system CPU seconds a process has used so far; 0 once it is gone. @param {number} pid */
export function cpuSecondsOf(pid) {
  let stat;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return 0;
  }
  // Fields after the command name (which may hold spaces), in brackets: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** The CPU seconds of all these processes. @param {number[]} pids */
export function cpuSeconds(pids) {
  return pids.reduce((sum, pid) => sum + cpuSecondsOf(pid), 0);
}
