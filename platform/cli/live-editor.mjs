#!/usr/bin/env node
/**
 * The live desk from a terminal (docs/decisions/0019): the editor surface of routes/live-editor.mjs.
 *
 *   node platform/cli/live-editor.mjs status   <liveId> <0|1|2> [--no-replay]
 *   node platform/cli/live-editor.mjs schedule <liveId> <startInSeconds> <endInSeconds>
 *   node platform/cli/live-editor.mjs report   <liveId> <user> <text…> [--picture N] [--video] [--pin]
 *   node platform/cli/live-editor.mjs discuss  <liveId> <commentId> <userName> <text…>
 *
 * PLATFORM_URL (http://127.0.0.1:4100) and PLATFORM_EDITOR_TOKEN (the dev default) say where.
 */
import { DEV_EDITOR_TOKEN } from '../options.mjs';

const base = (process.env.PLATFORM_URL ?? 'http://127.0.0.1:4100').replace(/\/+$/, '');
const token = process.env.PLATFORM_EDITOR_TOKEN || DEV_EDITOR_TOKEN;

const [command, liveId, ...rest] = process.argv.slice(2);
const flags = new Set(rest.filter((a) => a.startsWith('--') && a !== '--picture'));
/** @type {string[]} */
const words = [];
/** @type {number[]} */
const pictures = [];
for (let i = 0; i < rest.length; i++) {
  const arg = rest[i] ?? '';
  if (arg === '--picture') pictures.push(Number(rest[++i]));
  else if (!arg.startsWith('--')) words.push(arg);
}

/** @type {Record<string, () => [string, unknown]>} */
const commands = {
  status: () => [`status`, { status: Number(words[0]), replay: !flags.has('--no-replay') }],
  schedule: () => [`schedule`, { startInSeconds: Number(words[0]), endInSeconds: Number(words[1]) }],
  report: () => [
    `reports`,
    {
      user: words[0],
      content: words.slice(1).join(' '),
      pictures,
      video: flags.has('--video'),
      isTop: flags.has('--pin'),
    },
  ],
  discuss: () => [`discuss`, { id: Number(words[0]), userName: words[1], content: words.slice(2).join(' ') }],
};

const build = command ? commands[command] : undefined;
if (!build || !liveId) {
  process.stderr.write("usage: live-editor.mjs status|schedule|report|discuss <liveId> … (see the file's header)\n");
  process.exit(2);
}
const [path, body] = build();
const res = await fetch(`${base}/editor/lives/${liveId}/${path}`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: JSON.stringify(body),
});
process.stdout.write(`${res.status} ${await res.text()}\n`);
process.exit(res.ok ? 0 : 1);
