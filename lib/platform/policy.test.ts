import { z } from 'zod';
import { defineCall } from './define';
import { forgetCall, runCall, type Send } from './policy';
import { PlatformError } from './errors';
import { invalidateTags } from '@/lib/cache/tags';

/** A send that counts and answers `{n}`, or fails with what `fail` gives. */
function counting(fail?: () => Error) {
  const sent: Record<string, unknown>[] = [];
  const send: Send = async (_definition, params) => {
    sent.push(params);
    if (fail) throw fail();
    return { n: sent.length } as never;
  };
  return { send, sent };
}

const answer = z.object({ n: z.number() });
let unique = 0;
const named = () => `test-call-${++unique}`;

describe('runCall: a call under its definition’s policy', () => {
  it('shares answers per parameters for the content ttl, filed under the definition’s tags', async () => {
    const call = defineCall({
      name: named(),
      service: 'app',
      method: 'GET',
      auth: 'site',
      answer,
      criticality: 'page',
      params: (id: number) => ({ id }),
      cache: { ttl: 'content', maxEntries: 10, tags: (id) => [`article:${id}`] },
    });
    const { send, sent } = counting();
    const [a, b] = await Promise.all([runCall(call, 1, {}, send), runCall(call, 1, {}, send)]);
    expect([a, b]).toEqual([{ n: 1 }, { n: 1 }]);
    expect(await runCall(call, 2, {}, send)).toEqual({ n: 2 });
    await invalidateTags(['article:1']);
    expect(await runCall(call, 1, {}, send)).toEqual({ n: 3 });
    expect(await runCall(call, 2, {}, send)).toEqual({ n: 2 });
    forgetCall(call);
    expect(await runCall(call, 2, {}, send)).toEqual({ n: 4 });
    expect(sent).toEqual([{ id: 1 }, { id: 2 }, { id: 1 }, { id: 2 }]);
  });

  it('never shares what one reader asked (member token, abort signal) or what `when` leaves out', async () => {
    const call = defineCall({
      name: named(),
      service: 'app',
      method: 'GET',
      auth: 'site',
      answer,
      criticality: 'page',
      params: (page: number) => ({ page }),
      cache: { ttl: 60_000, maxEntries: 10, when: (page) => page === 0 },
    });
    const { send, sent } = counting();
    await runCall(call, 0, {}, send);
    await runCall(call, 0, {}, send);
    await runCall(call, 0, { memberToken: 'm' }, send);
    await runCall(call, 0, { signal: new AbortController().signal }, send);
    await runCall(call, 1, {}, send);
    await runCall(call, 1, {}, send);
    expect(sent).toHaveLength(5);
  });

  it('answers null for a missing thing when the definition says so, and remembers it', async () => {
    const call = defineCall({
      name: named(),
      service: 'app',
      method: 'GET',
      auth: 'site',
      answer,
      criticality: 'page',
      nullWhenMissing: true,
      params: (id: number) => ({ id }),
      cache: { ttl: 60_000, maxEntries: 10 },
    });
    const { send, sent } = counting(() => new PlatformError('status', 'x', 'not found', -1));
    expect(await runCall(call, 9, {}, send)).toBeNull();
    expect(await runCall(call, 9, {}, send)).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('lets other failures through, and keeps none of them', async () => {
    const call = defineCall({
      name: named(),
      service: 'app',
      method: 'GET',
      auth: 'site',
      answer,
      criticality: 'page',
      nullWhenMissing: true,
      cache: { ttl: 60_000, maxEntries: 10 },
    });
    const { send, sent } = counting(() => new PlatformError('timeout', 'x', 'network error'));
    await expect(runCall(call, undefined, {}, send)).rejects.toMatchObject({ kind: 'timeout' });
    await expect(runCall(call, undefined, {}, send)).rejects.toMatchObject({ kind: 'timeout' });
    expect(sent).toHaveLength(2);
  });

  it('answers a secondary call’s fallback when it fails, shared so a broken host is not asked by every render', async () => {
    const call = defineCall({
      name: named(),
      service: 'adv',
      method: 'GET',
      auth: 'site',
      answer,
      criticality: 'secondary',
      fallback: { n: 0 },
      cache: { ttl: 60_000, maxEntries: 10 },
    });
    const { send, sent } = counting(() => new PlatformError('network', 'x', 'network error'));
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(await runCall(call, undefined, {}, send)).toEqual({ n: 0 });
    expect(await runCall(call, undefined, {}, send)).toEqual({ n: 0 });
    expect(sent).toHaveLength(1);
    expect(quiet).toHaveBeenCalledTimes(1);
    quiet.mockRestore();
  });
});

describe('defineCall', () => {
  it('refuses a secondary call without a fallback (the page must know what it shows without it)', () => {
    expect(() =>
      defineCall({ name: named(), service: 'adv', method: 'GET', auth: 'site', answer, criticality: 'secondary' }),
    ).toThrow(/fallback/);
  });

  it('fills what a definition leaves out with the defaults, and what it states wins', () => {
    const plain = defineCall({ name: named(), answer });
    expect({ service: plain.service, method: plain.method, auth: plain.auth, criticality: plain.criticality }).toEqual({
      service: 'app',
      method: 'GET',
      auth: 'site',
      criticality: 'page',
    });
    const special = defineCall({
      name: named(),
      service: 'mvod',
      method: 'POST',
      auth: 'none',
      criticality: 'long',
      answer,
    });
    expect({
      service: special.service,
      method: special.method,
      auth: special.auth,
      criticality: special.criticality,
    }).toEqual({
      service: 'mvod',
      method: 'POST',
      auth: 'none',
      criticality: 'long',
    });
  });
});
