/**
 * Lints source snippets as if they were files of the repository, with the repository's own
 * ESLint config, and prints what ESLint said as JSON. Input (stdin): [{filePath, code}].
 * A child process of tests/lint/importBoundaries.test.ts: ESLint loads its flat config with a
 * dynamic import(), which jest's module sandbox does not run.
 */
import { ESLint } from 'eslint';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const snippets = /** @type {{filePath: string, code: string}[]} */ (JSON.parse(Buffer.concat(chunks).toString('utf8')));
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const { filePath, code } of snippets) {
  const [result] = await eslint.lintText(code, { filePath });
  results.push({ filePath, messages: (result?.messages ?? []).map((m) => ({ ruleId: m.ruleId, message: m.message })) });
}
process.stdout.write(JSON.stringify(results));
