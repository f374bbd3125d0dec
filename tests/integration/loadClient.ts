import type { RunningPlatform } from '@/platform/launch.mjs';
import { forgetProcessWide } from '@/lib/processWide.mjs';

export type ClientModules = {
  call: typeof import('@/lib/platform/call');
  listCalls: typeof import('@/features/columns/calls');
  errors: typeof import('@/lib/platform/errors');
  columns: typeof import('@/features/columns/server/columns');
  articles: typeof import('@/features/columns/server/articles');
  events: typeof import('@/features/analytics/server/events');
};

/**
 * A fresh copy of the platform client (its token and config caches are per module instance)
 * pointed at `platform`. Each test file or mode gets its own.
 */
export async function loadClient(platform: RunningPlatform): Promise<ClientModules> {
  process.env.XY_API_BASE_URL = platform.url;
  // These tests count the calls the auth and status layers make: every read must reach the
  // platform, so the content cache is off, and its process-wide registry starts empty (as in
  // a new server process; lib/platform/sharedCache.ts).
  process.env.CONTENT_CACHE_SECONDS = '0';
  forgetProcessWide();
  let modules: ClientModules | undefined;
  await jest.isolateModulesAsync(async () => {
    modules = {
      call: await import('@/lib/platform/call'),
      listCalls: await import('@/features/columns/calls'),
      errors: await import('@/lib/platform/errors'),
      columns: await import('@/features/columns/server/columns'),
      articles: await import('@/features/columns/server/articles'),
      events: await import('@/features/analytics/server/events'),
    };
  });
  return modules!;
}

export async function faultControl(
  platform: RunningPlatform,
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(`${platform.url}/__faults${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`fault control ${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json().catch(() => ({}));
}

export async function callCounts(platform: RunningPlatform): Promise<Record<string, number>> {
  return ((await faultControl(platform, 'GET', '/counts')) as { counts: Record<string, number> }).counts;
}
