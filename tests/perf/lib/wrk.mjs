// wrk (Debian's package, installed when missing) as the bench's load generator. The bench used to
// run autocannon inside its own Node process, on the same 2 cores as the servers: it topped out
// near 4k req/s, so every set-up above that measured the generator, not the server. wrk is C, one
// thread, and leaves the other core to the server measured.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function wrkBinary() {
  for (const candidate of ['/usr/bin/wrk', '/usr/local/bin/wrk']) if (existsSync(candidate)) return candidate;
  if (process.getuid?.() !== 0) throw new Error('wrk is missing: apt-get install -y wrk (as root), then run again');
  console.log('installing wrk from Debian’s packages…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'wrk'], { stdio: 'inherit', env });
  if (install.status !== 0 || !existsSync('/usr/bin/wrk')) throw new Error('could not install wrk');
  return '/usr/bin/wrk';
}

const UNITS_MS = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** `1.23ms` → 1.23, `850.00us` → 0.85, `2.01s` → 2010. @param {string} text */
export function durationMs(text) {
  const match = /^([\d.]+)(us|ms|s|m|h)$/.exec(text.trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * UNITS_MS[/** @type {keyof typeof UNITS_MS} */ (match[2])];
}

/**
 * The figures of wrk's report (run with --latency): requests a second, p50 and p99 in ms, and
 * errors (socket errors and answers that are not 2xx/3xx).
 * @param {string} output
 */
export function parseWrk(output) {
  /** @param {RegExp} pattern */
  const number = (pattern) => Number(pattern.exec(output)?.[1] ?? Number.NaN);
  /** @param {number} p */
  const percentile = (p) => durationMs(new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(output)?.[1] ?? '');
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  const non2xx = number(/Non-2xx or 3xx responses: (\d+)/) || 0;
  // No answer within the run (a server far behind): no latency to report, rather than wrk's 0.
  const answered = number(/(\d+) requests in /) > 0;
  return {
    rps: number(/Requests\/sec:\s+([\d.]+)/),
    p50: answered ? percentile(50) : Number.NaN,
    p99: answered ? percentile(99) : Number.NaN,
    errors: socketErrors + non2xx,
    requests: number(/(\d+) requests in /),
  };
}

/**
 * A wrk script that sends each request as one of `readers` readers behind a proxy: an
 * X-Forwarded-For of its own, in turn. The front server shares its render slots fairly between
 * addresses (docs/decisions/0080), so 50 connections from wrk's one address would measure that
 * fairness (most answered busy at once), not the renders many readers cause.
 * @param {number} readers
 */
function readersScript(readers) {
  const path = join(tmpdir(), `wrk-readers-${readers}.lua`);
  writeFileSync(
    path,
    `local n = 0
request = function()
  n = n + 1
  local headers = {}
  for name, value in pairs(wrk.headers) do headers[name] = value end
  local reader = n % ${readers}
  headers["X-Forwarded-For"] = "10.1." .. math.floor(reader / 250) .. "." .. (reader % 250 + 1)
  return wrk.format(nil, nil, headers)
end
`,
  );
  return path;
}

/**
 * `connections` connections from one wrk thread for `seconds`, asking for gzip as a browser does;
 * with `readers`, the requests come as that many readers behind a trusted proxy (readersScript).
 * @param {string} url @param {{ seconds: number, connections: number, readers?: number }} options
 * @returns {Promise<ReturnType<typeof parseWrk>>}
 */
export function runWrk(url, { seconds, connections, readers }) {
  const args = [
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    '--latency',
    '--timeout',
    '10s',
    '-H',
    'Accept-Encoding: gzip',
    ...(readers ? ['-s', readersScript(readers)] : []),
    url,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(wrkBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      const figures = parseWrk(output);
      if (code !== 0 || !Number.isFinite(figures.rps))
        reject(new Error(`wrk ${args.join(' ')} failed (${code}):\n${output}`));
      else resolve(figures);
    });
  });
}
