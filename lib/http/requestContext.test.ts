import { headers } from 'next/headers';
import { NONCE_HEADER, PLATFORM_DOWN_HEADER, SERVER_BUSY_HEADER } from './requestHeaders';
import { platformMarkedDown, requestNonce, serverMarkedBusy } from './requestContext';

// What a render reads of proxy.ts's decisions (docs/security.md, "Headers and CSP"; decisions 0015
// and 0033): the nonce its scripts carry, and whether the 503 page is the platform's or ours.
jest.mock('next/headers', () => ({ headers: jest.fn() }));
const withHeaders = (values: Record<string, string>) =>
  jest.mocked(headers).mockResolvedValue(new Headers(values) as unknown as Awaited<ReturnType<typeof headers>>);

describe('the render’s view of proxy.ts', () => {
  it('the nonce proxy.ts made, or none', async () => {
    withHeaders({ [NONCE_HEADER]: 'abc' });
    expect(await requestNonce()).toBe('abc');
    withHeaders({});
    expect(await requestNonce()).toBeUndefined();
  });

  it('the platform marked down only by its mark "1"', async () => {
    withHeaders({ [PLATFORM_DOWN_HEADER]: '1' });
    expect(await platformMarkedDown()).toBe(true);
    withHeaders({ [PLATFORM_DOWN_HEADER]: '0' });
    expect(await platformMarkedDown()).toBe(false);
  });

  it('this server marked busy only by its mark "1"', async () => {
    withHeaders({ [SERVER_BUSY_HEADER]: '1' });
    expect(await serverMarkedBusy()).toBe(true);
    withHeaders({});
    expect(await serverMarkedBusy()).toBe(false);
  });
});
