import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The public record of the real platform, as fixtures (docs/platform-api.md, "Dialects"):
// - recorded/: the answers a live site's interface test suite logged (jiangbm/XFJ_FZ_API and its
//   earlier copy ceshi107007/XFJ), extracted by extractRecorded.mjs, each naming its repository,
//   commit, log file and test;
// - reconstructed/: answers written from the gateway's and the CMS's sources (the fields they put,
//   the way the gateway prints them), each naming the files it follows.

export interface RecordedFixture {
  file: string;
  source: { repository: string; commit: string; file: string; test: string };
  /** The path after app_if/ (or the SSO's): `getArticleContent`, `amuc/api/member/score`. */
  call: string;
  request: { method: string; uri?: string; url?: string; data?: string };
  answer: unknown;
}

export interface ReconstructedFixture {
  file: string;
  source: { repository: string; file: string; what: string }[];
  call: string;
  note: string;
  /** The body as the platform would print it (JSON, `null`, a number, a JSONP wrapper). */
  body: string;
  params?: Record<string, string | number>;
}

function read<T>(folder: string): T[] {
  const dir = path.join(__dirname, folder);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ file: name, ...(JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as object) }) as T);
}

export const RECORDED: readonly RecordedFixture[] = read<RecordedFixture>('recorded');
export const RECONSTRUCTED: readonly ReconstructedFixture[] = read<ReconstructedFixture>('reconstructed');

/** A recorded answer's data: inside the envelope when there is one. */
export function dataOf(fixture: RecordedFixture): unknown {
  const answer = fixture.answer as { status?: unknown; data?: unknown };
  return typeof answer === 'object' && answer !== null && 'status' in answer ? answer.data : answer;
}
