import { isPlatformUp, probeVerdict, PROBE_TTL_WHILE_DOWN_MS } from './health';
import { isOwnLoopLagging } from './loopLag';
import { forgetProcessWide } from '@/lib/processWide.mjs';

jest.mock('./loopLag', () => ({ isOwnLoopLagging: jest.fn(() => false) }));
const lagging = isOwnLoopLagging as jest.MockedFunction<typeof isOwnLoopLagging>;

const realFetch = globalThis.fetch;
let warn: jest.SpyInstance;
beforeEach(() => {
  forgetProcessWide();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  globalThis.fetch = realFetch;
  warn.mockRestore();
});

/** What fetch throws when AbortSignal.timeout(2.5 s) fires before the platform answered. */
const timedOut = () => new DOMException('The operation was aborted due to timeout', 'TimeoutError');
const refused = () =>
  new TypeError('fetch failed', {
    cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:4100'), { code: 'ECONNREFUSED' }),
  });
const answering = () => new Response(JSON.stringify({ status: 0, data: {} }), { status: 200 });

function platformThat(...answers: (() => Response | Error | DOMException)[]): void {
  let n = 0;
  globalThis.fetch = jest.fn(async () => {
    const answer = answers[Math.min(n++, answers.length - 1)]!();
    if (!(answer instanceof Response)) throw answer;
    return answer;
  }) as typeof fetch;
}

describe('the health probe speaks every dialect (docs/decisions/0074)', () => {
  it.each([
    ['the 2020 envelope', JSON.stringify({ status: 0, message: 'success', data: { version: 1 } })],
    ['the older gateway, bare', JSON.stringify({ content: 'x', list: [] })],
    ['a JSONP wrapper', 'cb({"list":[]})'],
    ['a config refused in the envelope', JSON.stringify({ status: -1, message: 'app not exist' })],
  ])('calls a platform answering %s up', async (_, body) => {
    platformThat(() => new Response(body, { status: 200 }));
    expect(await isPlatformUp(Date.now())).toBe(true);
  });
  it('calls garbage and HTTP errors down', async () => {
    platformThat(() => new Response('<html>502 Bad Gateway</html>', { status: 200 }));
    expect(await isPlatformUp(Date.now())).toBe(false);
    forgetProcessWide();
    platformThat(() => new Response('{}', { status: 500 }));
    expect(await isPlatformUp(Date.now())).toBe(false);
  });
  it('sends the configured interface version as curVersions', async () => {
    platformThat(answering);
    await isPlatformUp(Date.now());
    const url = new URL(String((globalThis.fetch as jest.Mock).mock.calls[0][0]));
    expect(url.pathname).toBe('/app_if/getConfig');
    expect(url.searchParams.get('curVersions')).toBe('1');
  });
});

describe('the health probe tells our overload from the platform’s outage (docs/decisions/0033)', () => {
  it('classifies: an answer is up; a refusal or error is down, lag or not; a timeout while we lag is unknown', () => {
    expect(probeVerdict('answered', true)).toBe('up');
    expect(probeVerdict('failed', true)).toBe('down');
    expect(probeVerdict('timedOut', false)).toBe('down');
    expect(probeVerdict('timedOut', true)).toBe('unknown');
  });

  it('does not call the platform down when its probe timed out while our own loop lagged', async () => {
    platformThat(answering, timedOut);
    expect(await isPlatformUp(Date.now())).toBe(true);
    lagging.mockReturnValue(true);
    expect(await isPlatformUp(Date.now() + 10_000)).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not counted as the platform down'));
  });

  it('calls it down when the probe timed out on a quiet loop', async () => {
    platformThat(answering, timedOut);
    lagging.mockReturnValue(false);
    expect(await isPlatformUp(Date.now())).toBe(true);
    expect(await isPlatformUp(Date.now() + 10_000)).toBe(false);
  });

  it('calls it down when the connection is refused, even while we lag, and up again when it answers', async () => {
    platformThat(refused, answering);
    lagging.mockReturnValue(true);
    expect(await isPlatformUp(Date.now())).toBe(false);
    expect(await isPlatformUp(Date.now() + 10_000)).toBe(true);
  });

  it('says in the log when the platform goes away and when it is back, once each', async () => {
    platformThat(answering, refused, refused, answering);
    lagging.mockReturnValue(false);
    const start = Date.now();
    expect(await isPlatformUp(start)).toBe(true);
    expect(warn).not.toHaveBeenCalled();
    expect(await isPlatformUp(start + 10_000)).toBe(false);
    expect(await isPlatformUp(start + 20_000)).toBe(false);
    expect(await isPlatformUp(start + 30_000)).toBe(true);
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      expect.stringMatching(/the platform at \S+ does not answer: serving cached pages, and the outage page \(503\)/),
      expect.stringMatching(/the platform at \S+ answers again/),
    ]);
  });

  it('asks again within half a second while the platform is down, and keeps an up verdict for 2 s', async () => {
    platformThat(refused, answering, refused);
    const start = Date.now();
    expect(await isPlatformUp(start)).toBe(false);
    // Back: seen at the next ask after 500 ms (a reader's page within 5 s of the return).
    expect(await isPlatformUp(start + PROBE_TTL_WHILE_DOWN_MS + 200)).toBe(true);
    // Up is kept for its 2 s: the third answer (refused) is not asked yet.
    expect(await isPlatformUp(Date.now() + PROBE_TTL_WHILE_DOWN_MS + 200)).toBe(true);
    expect(globalThis.fetch).toHaveBeenCalledTimes(2);
  });
});
