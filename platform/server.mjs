#!/usr/bin/env node
/**
 * CLI entry: `node platform/server.mjs` (or `npm run platform`). Configuration is
 * environment only (see docs/platform-api.md). Prints exactly one stdout line,
 * `platform listening on <url>`, once it accepts requests, so scripts can wait
 * for it; first-start details go to stderr.
 */
import { buildPlatform } from './app.mjs';
import { optionsFromEnv } from './options.mjs';

const options = optionsFromEnv();
const app = await buildPlatform(options);
const { startup } = app.platform;
if (startup.seeded || startup.imagesGenerated) {
  process.stderr.write(
    `platform first start: ${startup.articles} articles seeded=${startup.seeded}, ` +
      `${startup.imageFiles} images generated, ${startup.ms} ms (db ${options.dbFile})\n`,
  );
}
// A platform answering as a real one says so, lest its answers surprise (docs/reference-platform-dialects.md).
if (options.dialect !== 'designed') {
  process.stderr.write(`platform dialect ${options.dialect}, home column ${options.homeColumnId}\n`);
}
await app.listen({ port: options.port, host: options.host });
// PLATFORM_PORT=0 takes a free port: the line names the one taken.
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : options.port;
process.stdout.write(`platform listening on http://${options.host}:${port}\n`);
// Under `npm start` (scripts/start.mjs) the supervisor hears it is up without probing the port.
process.send?.({ event: 'listening', port });

// A stop drains: no new connections, requests under way finish, live sockets close, the DB is
// closed cleanly (the WAL checkpointed, so the next start is fast), then the process exits. A
// request still running after PLATFORM_DRAIN_MS (5000) is cut, and the process exits regardless.
const drainMs = Math.max(0, Number(process.env.PLATFORM_DRAIN_MS ?? 5000) || 0);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    const started = Date.now();
    process.stderr.write(`platform: ${signal}, draining (at most ${drainMs} ms)\n`);
    const cut = setTimeout(() => {
      process.stderr.write(`platform: requests still running after ${drainMs} ms: connections cut\n`);
      app.server.closeAllConnections();
      setTimeout(() => process.exit(1), 1_000).unref();
    }, drainMs);
    cut.unref();
    // A kept-alive connection whose request was under way goes idle once answered: closed then,
    // not left to its keep-alive timeout.
    setInterval(() => app.server.closeIdleConnections(), 100).unref();
    app.close().then(
      () => {
        process.stderr.write(`platform: stopped in ${Date.now() - started} ms\n`);
        process.exit(0);
      },
      (error) => {
        process.stderr.write(`platform: stop failed: ${error}\n`);
        process.exit(1);
      },
    );
  });
}
