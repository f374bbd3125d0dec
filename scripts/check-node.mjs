#!/usr/bin/env node
// Refuses a Node.js older than the project's (.node-version, docs/decisions/0077) with the one
// command that fixes it. Run before `npm start`, `npm run dev` and `npm test`; importable by
// scripts that want the same check (nodeTooOld).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const PINNED = readFileSync(new URL('../.node-version', import.meta.url), 'utf8').trim();
export const REQUIRED_MAJOR = Number(PINNED.split('.')[0]);
export const FIX_COMMAND = '. scripts/ensure-node.sh';

/** The refusal for a Node.js version string such as 'v20.20.2', or null when it is new enough. */
export function nodeTooOld(version = process.version, execPath = process.execPath) {
  const major = Number(/^v?(\d+)/.exec(version)?.[1] ?? 0);
  if (major >= REQUIRED_MAJOR) return null;
  return [
    `This project needs Node.js ${REQUIRED_MAJOR} or newer; this is Node.js ${version} (${execPath}).`,
    `Fix: run  ${FIX_COMMAND}  in this shell (it installs Node.js ${PINNED} into .tools/node and puts it first on PATH), then the same command again.`,
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const refusal = nodeTooOld();
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
}
