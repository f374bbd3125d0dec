/**
 * An editor's answer on the platform tells the site which cached pages now show the question
 * (platform/lib/sitePurge.mjs questionPurgeTags): the tags must be the ones those pages are filed
 * under (lib/cache/tags.ts, lib/routing/routeTable.ts), or the answer stays out of them until
 * their time runs out (docs/decisions/0026).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tag } from '@/lib/cache/tags';
import { routeNamed } from '@/lib/routing/routeTable';
import { launchPlatform, type RunningPlatform } from '@/platform/launch.mjs';

jest.setTimeout(90_000);

const TOKEN = 'contract-purge-token-0123456789';
let platform: RunningPlatform;
let receiver: Server;
const received: string[][] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push((JSON.parse(body) as { tags: string[] }).tags);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  platform = await launchPlatform({
    seedArticles: 200,
    faults: true,
    sitePurge: { url: `http://127.0.0.1:${port}/api/cache/invalidate`, token: TOKEN },
  });
});
afterAll(async () => {
  await platform?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

async function moderate(id: number, body: unknown) {
  const response = await fetch(`${platform.url}/moderation/question/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-moderation-key': 'dev-moderator' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      sitePurged?: boolean;
      question?: { id: number; topic_id: number; member_id: number | null };
    },
  };
}

test("an answer drops the question's page, its topic's and its asker's public page, by the tags those pages are filed under", async () => {
  // The seed's first question was asked by the demo member (platform/seed/qa.mjs): a follow-up answer.
  const { status, body } = await moderate(1, {
    action: 'answer',
    answerer: '拉萨市医疗保障局',
    content: '补充：线上备案当天生效。',
  });
  expect(status).toBe(200);
  expect(body.sitePurged).toBe(true);
  const q = body.question!;
  expect(q.member_id).toBeGreaterThan(0);
  expect(received.at(-1)!.slice().sort()).toEqual(
    [tag.question(1), tag.topic(q.topic_id), tag.member(q.member_id!)].sort(),
  );
  // Those tag kinds are the ones the pages' path segments are filed under.
  const tags = (name: string) => routeNamed(name)?.tags;
  expect([tags('askDetail'), tags('topicDetail'), tags('userDetail')]).toEqual([['question'], ['topic'], ['member']]);
});

test('an unknown question sends nothing', async () => {
  const before = received.length;
  expect((await moderate(99_999, { action: 'answer', answerer: 'x', content: 'y' })).status).toBe(404);
  expect(received).toHaveLength(before);
});
