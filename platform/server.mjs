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
  process.stderr.write(`platform first start: ${startup.articles} articles seeded=${startup.seeded}, ` +
    `${startup.imageFiles} images generated, ${startup.ms} ms (db ${options.dbFile})\n`);
}
// A platform answering as a real one says so, lest its answers surprise (docs/reference-platform-dialects.md).
if (options.dialect !== 'designed') {
  process.stderr.write(`platform dialect ${options.dialect}, home column ${options.homeColumnId}\n`);
}
await app.listen({ port: options.port, host: options.host });
process.stdout.write(`platform listening on http://${options.host}:${options.port}\n`);

// Close the DB cleanly so the WAL is checkpointed and the next start is fast.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0), () => process.exit(1));
  });
}
