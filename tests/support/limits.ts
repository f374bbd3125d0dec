import { expect } from '@jest/globals';

export interface Flood {
  /** Answers before the first 429: what the limiter let through. */
  passed: number;
  /** The first 429. */
  limited: Response;
}

/**
 * Sends requests through a real handler until one is answered 429, at most `atMost` of them
 * (then the flood failed: no limit held). Every answer before it must be a success, so the 429
 * cannot be a refusal of anything else.
 */
export async function floodUntilLimited(send: (attempt: number) => Promise<Response>, atMost: number): Promise<Flood> {
  for (let attempt = 0; attempt < atMost; attempt += 1) {
    const response = await send(attempt);
    if (response.status === 429) return { passed: attempt, limited: response };
    expect([attempt, response.status]).toEqual([attempt, 200]);
  }
  throw new Error(`${atMost} requests and never a 429: no limit held`);
}

/** Our limiter's answer (lib/http/handler/rateLimit.ts through defineHandler): 429 rateLimited, Retry-After in seconds within the window. */
export async function expectOurLimit(response: Response, windowSeconds = 60): Promise<void> {
  expect(response.status).toBe(429);
  const wait = Number(response.headers.get('retry-after'));
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(windowSeconds);
  expect(await response.json()).toEqual({ error: expect.objectContaining({ code: 'rateLimited' }) });
}
