import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchMedia, MEDIA_FETCH_MAX_BYTES } from './mediaFetch';

jest.mock('server-only', () => ({}));

describe('fetchMedia', () => {
  let server: http.Server;
  let origin: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/big') {
        res.writeHead(200);
        res.end(Buffer.alloc(MEDIA_FETCH_MAX_BYTES + 1));
      } else if (req.url === '/away') {
        res.writeHead(302, { location: 'http://169.254.169.254/latest' });
        res.end();
      } else {
        res.end('picture');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads a picture of the media origins', async () => {
    expect((await fetchMedia(`${origin}/a.jpg`, [origin]))?.toString()).toBe('picture');
  });

  it('never asks another origin, follows no redirect, and refuses more than the limit', async () => {
    const spy = jest.spyOn(globalThis, 'fetch');
    expect(await fetchMedia('http://169.254.169.254/latest/meta-data', [origin])).toBeNull();
    expect(await fetchMedia('not a url', [origin])).toBeNull();
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
    expect(await fetchMedia(`${origin}/away`, [origin])).toBeNull();
    expect(await fetchMedia(`${origin}/big`, [origin])).toBeNull();
  });
});
