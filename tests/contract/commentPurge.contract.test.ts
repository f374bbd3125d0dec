/**
 * Moderation on the platform tells the site which cached pages changed (platform/lib/sitePurge.mjs,
 * server/main.mjs's purge endpoint). The tags it sends must be the ones the site's own comment
 * writes name (features/comments/commentTags.ts), or an approved comment stays out of some cached page
 * until its time runs out. A new comment source goes into both.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { commentTags } from '@/features/comments/commentTags';
import { launchPlatform, type RunningPlatform } from '@/platform/launch.mjs';

jest.setTimeout(90_000);

const TOKEN = 'contract-purge-token-0123456789';
let platform: RunningPlatform;
let receiver: Server;
const received: { authorization: string | undefined; tags: string[] }[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ authorization: req.headers.authorization, tags: (JSON.parse(body) as { tags: string[] }).tags });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  platform = await launchPlatform({
    seedArticles: 200,
    faults: true,
    sitePurge: { url: `http://127.0.0.1:${port}/wap/touch/api/cache/invalidate`, token: TOKEN },
  });
});
afterAll(async () => {
  await platform?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

interface Discussion {
  id: number;
  source_type: number;
  object_id: number;
  root_id: number | null;
}

async function moderate(
  id: number,
  action: string,
): Promise<{ status: number; body: { discussion?: Discussion; sitePurged?: boolean } }> {
  const response = await fetch(`${platform.url}/moderation/discuss/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-moderation-key': 'dev-moderator' },
    body: JSON.stringify({ action }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { discussion?: Discussion; sitePurged?: boolean },
  };
}

test('every moderated comment of the seed drops, on the site, exactly the pages the site’s own comment writes drop', async () => {
  const sources = new Set<number>();
  for (let id = 1; id <= 600 && received.length < 600; id += 7) {
    const before = received.length;
    const { status, body } = await moderate(id, 'excellent');
    if (status === 404) continue;
    expect(body.sitePurged).toBe(true);
    const row = body.discussion!;
    expect(received).toHaveLength(before + 1);
    expect(received[before]!.authorization).toBe(`Bearer ${TOKEN}`);
    const expected = commentTags({ sourceType: row.source_type, objectId: row.object_id }, row.root_id ?? row.id);
    expect(received[before]!.tags.slice().sort()).toEqual(expected.slice().sort());
    sources.add(row.source_type);
    await moderate(id, 'unexcellent');
  }
  // Articles at least; every source the seed holds comments on is compared.
  expect(sources.has(0)).toBe(true);
});

test('an unknown comment sends nothing', async () => {
  const before = received.length;
  expect((await moderate(99_999_999, 'approve')).status).toBe(404);
  expect(received).toHaveLength(before);
});
