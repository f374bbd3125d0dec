import { before, after } from 'node:test';
import http from 'node:http';
import { listening, portOf } from './ports.mjs';

/**
 * For a test file of the front server: `internal` (a stand-in for Next) and `server` (the front)
 * listen on free local ports before its tests and close after them. `get` asks the front and
 * answers status, headers and body.
 * @param {http.Server} internal
 * @param {http.Server} server
 */
export function twoServers(internal, server) {
  before(async () => {
    await listening(internal);
    await listening(server);
  });
  after(() => {
    internal.close();
    server.close();
  });
  /**
   * @param {string} path
   * @param {{ method?: string, headers?: Record<string, string> }} [options]
   * @returns {Promise<{ status: number | undefined, headers: http.IncomingHttpHeaders, body: string }>}
   */
  function get(path, { method = 'GET', headers = {} } = {}) {
    return new Promise((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port: portOf(server), path, method, headers }, (response) => {
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
      });
      request.on('error', reject);
      request.end();
    });
  }
  return { get };
}
