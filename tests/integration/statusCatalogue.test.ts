/**
 * docs/product.md §8, row by row, against the real reference platform with faults injected.
 */
import { z } from 'zod';
import { launchPlatform, type RunningPlatform } from '@/platform/launch.mjs';
import { callCounts, faultControl, loadClient, type ClientModules } from './loadClient';

jest.setTimeout(60_000);

let platform: RunningPlatform;
let client: ClientModules;

beforeAll(async () => {
  platform = await launchPlatform({ seedArticles: 200, faults: true });
  client = await loadClient(platform);
});
afterAll(async () => {
  await platform?.stop();
});
afterEach(async () => {
  await faultControl(platform, 'DELETE', '');
});

const fault = (rule: Record<string, unknown>) =>
  faultControl(platform, 'POST', '', { call: 'getColumns', count: 1, ...rule });
/** getColumns with its answer unchecked and never shared: the status layer's own result is what is tested. */
const unchecked = () => ({ ...client.listCalls.getColumnsCall, answer: z.unknown(), cache: undefined });
const rawColumns = () => client.call.platformCall(unchecked(), 0);

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof client.errors.PlatformError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('status catalogue', () => {
  it('0 with data: the data', async () => {
    const columns = await client.columns.getTopColumns();
    expect(columns.length).toBeGreaterThanOrEqual(10);
  });

  it('1: an empty object', async () => {
    await fault({ status: 1, data: { columns: [{ columnId: 1 }] } });
    expect(await rawColumns()).toEqual({});
  });

  it('negative without data: an error with the message, or "error"', async () => {
    await fault({ status: -2, message: 'column list closed' });
    expect((await failure(rawColumns())).message).toBe('column list closed');
    await fault({ status: -2 });
    expect((await failure(rawColumns())).message).toBe('error');
  });

  it('other positive: an object with errmsg', async () => {
    await fault({ status: 7, message: 'busy' });
    expect(await rawColumns()).toEqual({ errmsg: 'busy' });
  });

  it('10201: the sign-up message; 10202-10204: the comment message or "comment failed"', async () => {
    await fault({ status: 10201, message: '请下载客户端查看报名进度' });
    expect(await failure(rawColumns())).toMatchObject({ status: 10201, message: '请下载客户端查看报名进度' });
    for (const status of [10202, 10203, 10204]) {
      await fault({ status });
      expect(await failure(rawColumns())).toMatchObject({ status, message: 'comment failed' });
    }
    await fault({ status: 10203, message: '评论太频繁' });
    expect((await failure(rawColumns())).message).toBe('评论太频繁');
  });

  it('10001: ignored', async () => {
    await fault({ status: 10001 });
    expect(await rawColumns()).toEqual({});
  });

  it('10102 and 10103 reach the caller with their status (the browser then asks the host app)', async () => {
    for (const status of [10102, 10103]) {
      await fault({ status });
      expect((await failure(rawColumns())).status).toBe(status);
    }
  });

  it('1004: stored auth is cleared, config and token fetched again, the call retried once', async () => {
    await rawColumns();
    const before = await callCounts(platform);
    await fault({ status: 1004 });
    await expect(rawColumns()).resolves.toHaveProperty('columns');
    const after = await callCounts(platform);
    expect((after['app_if/getColumns'] ?? 0) - (before['app_if/getColumns'] ?? 0)).toBe(2);
    expect((after['app_if/getConfig'] ?? 0) - (before['app_if/getConfig'] ?? 0)).toBe(1);
    expect((after['app_if/getAnonymousToken'] ?? 0) - (before['app_if/getAnonymousToken'] ?? 0)).toBe(1);
    // Twice in a row: retried once only, then the error reaches the caller.
    await fault({ status: 1004, count: 2 });
    expect((await failure(rawColumns())).status).toBe(1004);
  });

  it('10111: one retry with a fresh token', async () => {
    await rawColumns();
    const before = await callCounts(platform);
    await fault({ status: 10111 });
    await expect(rawColumns()).resolves.toHaveProperty('columns');
    const after = await callCounts(platform);
    expect((after['app_if/getAnonymousToken'] ?? 0) - (before['app_if/getAnonymousToken'] ?? 0)).toBe(1);
  });

  it('request cancelled: error "cancel"', async () => {
    await fault({ delayMs: 2000 });
    const controller = new AbortController();
    const pending = client.call.platformCall(unchecked(), 0, { signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    expect(await failure(pending)).toMatchObject({ kind: 'cancel', message: 'cancel' });
  });

  it('network failure: rejected with "network error"', async () => {
    await fault({ drop: true });
    expect(await failure(rawColumns())).toMatchObject({ kind: 'network', message: 'network error' });
  });

  it('garbage: rejected as invalid, never passed on', async () => {
    await fault({ garbage: true });
    expect((await failure(rawColumns())).kind).toBe('invalid');
  });

  it('too slow: rejected after the 5 s default timeout', async () => {
    await fault({ delayMs: 7000 });
    const started = Date.now();
    expect(await failure(rawColumns())).toMatchObject({ kind: 'timeout', message: 'network error' });
    expect(Date.now() - started).toBeLessThan(6500);
  });
});

// The token is the designed generation's: the real dialects' reading calls ask none (docs/reference-platform-dialects.md).
describe('token storm (the designed dialect)', () => {
  let designed: RunningPlatform;
  let designedClient: ClientModules;
  beforeAll(async () => {
    designed = await launchPlatform({ seedArticles: 200, faults: true, env: { PLATFORM_DIALECT: 'designed' } });
    designedClient = await loadClient(designed);
  });
  afterAll(async () => {
    await designed?.stop();
  });

  it('with the token expired, 50 concurrent requests cause exactly one token call and all succeed', async () => {
    await designedClient.articles.getArticles(1, 0);
    await faultControl(designed, 'POST', '/expire-tokens');
    const before = await callCounts(designed);
    const pages = await Promise.all(
      Array.from({ length: 50 }, (_, i) => designedClient.articles.getArticles(1, i % 2)),
    );
    expect(pages.every((page) => page.articles.length > 0)).toBe(true);
    const after = await callCounts(designed);
    expect((after['app_if/getAnonymousToken'] ?? 0) - (before['app_if/getAnonymousToken'] ?? 0)).toBe(1);
  });
});
