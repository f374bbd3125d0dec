#!/usr/bin/env node
/**
 * Extracts the real platform answers that a live site's public interface test suite logged
 * (Robot Framework output.xml files) into JSON fixtures, one file per distinct answer, each
 * naming its repository, commit, file and test. Data, not code: the answers are the platform's.
 *
 *   node tests/contract/public/extractRecorded.mjs <out dir> <bare git dir>=<owner/name> [...]
 *
 * Each git dir is a mirror of its repository (e.g. from `git clone --mirror`); an answer an
 * earlier repository already gave (the same call, the same JSON) is not written again, so the
 * later copy of a suite adds only what it has of its own. Two log styles occur:
 * "Get Request using : alias=…, uri=/call" followed by "JSON string is : {" and one line of JSON
 * per message, and "GET Request : url=…" followed by "GET Response : … body={…}".
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [outDir, ...sources] = process.argv.slice(2);
if (!outDir || sources.length === 0 || sources.some((source) => !source.includes('='))) {
  console.error('usage: extractRecorded.mjs <out dir> <bare git dir>=<owner/name> [...]');
  process.exit(2);
}

/** @param {string} text */
const unescape = (text) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, /** @type {string} */ code) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&');

/** @typedef {{ test: string, msg?: undefined } | { msg: string, test?: undefined }} LogEvent */

/**
 * The messages and test starts of one log, in order.
 * @param {string} xml
 */
function events(xml) {
  /** @type {LogEvent[]} */
  const found = [];
  for (const match of xml.matchAll(/<test id="[^"]*" name="([^"]*)"|<msg [^>]*>([\s\S]*?)<\/msg>/g)) {
    if (match[1] !== undefined) found.push({ test: unescape(match[1]) });
    else found.push({ msg: unescape(match[2] ?? '') });
  }
  return found;
}

/**
 * Completes a JSON text spread over messages, one line each; undefined if it never closes.
 * @param {string[]} lines
 * @returns {unknown}
 */
function joinJson(lines) {
  let text = '';
  for (const line of lines) {
    text += `${line}\n`;
    try {
      return JSON.parse(text);
    } catch {
      // not complete yet
    }
  }
  return undefined;
}

/**
 * A request as the log names it: by alias and path ("using"), or by full URL.
 * @typedef {{ method: string, alias?: string, uri?: string, data?: string, url?: string, answered: boolean }} LoggedRequest
 */

/**
 * Every answer the logs of one repository's HEAD recorded, with the request it answered.
 * @param {string} gitDir @param {string} repository
 */
function answersOf(gitDir, repository) {
  /** @param {string[]} args */
  const git = (...args) => execFileSync('git', ['--git-dir', gitDir, ...args], { maxBuffer: 1 << 30 }).toString();
  const commit = git('rev-parse', 'HEAD').trim();
  const files = git('ls-tree', '-r', '--name-only', 'HEAD').split('\n').filter((name) => /(^|\/)output\.xml$/.test(name));
  /** @type {{ repository: string, commit: string, file: string, test: string, request: Omit<LoggedRequest, 'answered'> & { answered?: undefined }, call: string, answer: unknown }[]} */
  const answers = [];
  for (const file of files) {
  const list = events(git('show', `HEAD:${file}`));
  let test = '';
  /** @type {LoggedRequest | null} */
  let request = null;
  for (const [i, event] of list.entries()) {
    if (event.test !== undefined) {
      test = event.test;
      continue;
    }
    const msg = event.msg;
    const using = /^(Get|Post|Put|Delete) Request using : alias=(\w+), uri=([^,\s]+)(?:, data=([^,]*(?:,(?! headers)[^,]*)*))?/.exec(msg);
    const full = /^(GET|POST|PUT|DELETE) Request : url=(\S+)/.exec(msg);
    if (using || full) {
      // The groups are there whenever their pattern matched (`?? ''` only tells the compiler so).
      request = using
        ? { method: (using[1] ?? '').toUpperCase(), alias: using[2], uri: using[3], data: using[4] && using[4] !== '<empty>' ? using[4] : undefined, answered: false }
        : { method: full?.[1] ?? '', url: full?.[2], answered: false };
      continue;
    }
    if (!request || request.answered) continue;
    const response = /^(?:GET|POST|PUT|DELETE) Response : url=\S+\s+status=(\d+)[^\n]*\n\s*body=([\s\S]*)$/.exec(msg);
    let answer;
    if (response) {
      try {
        answer = JSON.parse((response[2] ?? '').trim());
      } catch {
        answer = undefined;
      }
    } else if (msg.startsWith('JSON string is : ')) {
      const lines = [msg.slice('JSON string is : '.length)];
      for (let j = i + 1; j < list.length; j += 1) {
        const next = list[j]?.msg;
        if (next === undefined) break;
        lines.push(next);
      }
      answer = joinJson(lines);
    }
    if (answer === undefined) continue;
    request.answered = true;
    const where = request.url ? new URL(request.url).pathname : (request.uri ?? '');
    const call = where.replace(/^\/(app_if\/)?/, '');
    answers.push({ repository, commit, file, test, request: { ...request, answered: undefined }, call, answer });
  }
  }
  console.log(`${repository}: ${answers.length} answers in ${files.length} logs`);
  return answers;
}

const answers = sources.flatMap((source) => {
  const at = source.lastIndexOf('=');
  return answersOf(source.slice(0, at), source.slice(at + 1));
});

// One fixture per distinct answer of a call: the suites repeat requests.
const seen = new Set();
mkdirSync(outDir, { recursive: true });
let written = 0;
for (const entry of answers) {
  const key = `${entry.call}\n${JSON.stringify(entry.answer)}`;
  if (seen.has(key)) continue;
  seen.add(key);
  written += 1;
  const name = `${String(written).padStart(2, '0')}-${entry.call.replace(/[^\w]+/g, '_')}.json`;
  const fixture = {
    source: { repository: entry.repository, commit: entry.commit, file: entry.file, test: entry.test },
    call: entry.call,
    request: entry.request,
    answer: entry.answer,
  };
  writeFileSync(path.join(outDir, name), `${JSON.stringify(fixture, null, 2)}\n`);
}
console.log(`${written} distinct answers written to ${outDir}`);
