// server/main.mjs started as production starts it, with `next` resolved to the stand-in
// (nextStandIn.mjs), for the tests of what is wired in the primary and its render workers.
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** A port free on loopback now (the child binds it itself). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(free));
    });
  });
}

/**
 * Starts server/main.mjs with the settings every such test shares and `env` over them; resolves once
 * it says it is listening.
 * @param {Record<string, string>} env
 */
export async function startMain(env) {
  const port = /** @type {number} */ (await freePort());
  const child = spawn(process.execPath, ['--import', './server/test/support/withNextStandIn.mjs', 'server/main.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOSTNAME_BIND: '127.0.0.1',
      SITE_ORIGIN: `http://127.0.0.1:${port}`,
      PAGE_CACHE: 'on',
      REDIS_URL: '',
      TRUSTED_PROXIES: '',
      MEMORY_LOG_SECONDS: '0',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const main = {
    port,
    child,
    /** Everything the process printed so far. */
    output: '',
    /** SIGTERM, and resolves once it has exited. */
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
  child.stdout?.on('data', (chunk) => (main.output += chunk));
  child.stderr?.on('data', (chunk) => (main.output += chunk));
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`main.mjs did not start: ${main.output}`)), 20_000);
    child.stdout?.on('data', () => {
      if (main.output.includes('touch edition on')) {
        clearTimeout(timer);
        resolve(undefined);
      }
    });
    child.once('exit', (code) => reject(new Error(`main.mjs exited (${code}): ${main.output}`)));
  });
  return main;
}

/**
 * One request on its own connection; the whole answer.
 * @param {number} port
 * @param {string} path
 * @param {{ method?: string, headers?: Record<string, string>, body?: string }} [options]
 * @returns {Promise<{ status: number | undefined, headers: http.IncomingHttpHeaders, body: string }>}
 */
export function ask(port, path, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path, method, headers: { connection: 'close', ...headers } },
      (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
