import { parseId } from '@/lib/http/apiResponses';

/**
 * The ids of a route's optional segments (`/columnDetail/{columnId?}/{id?}.html`), or null when
 * the path is malformed: more segments than the route has, or a segment that is not a positive
 * id. Malformed paths are a 404, never a guess.
 */
export function routeIds(params: string[] | undefined, max: number): number[] | null {
  const segments = params ?? [];
  if (segments.length > max) return null;
  const ids: number[] = [];
  for (const segment of segments) {
    const id = parseId(segment);
    if (id === null) return null;
    ids.push(id);
  }
  return ids;
}

/**
 * specDetail's special-topic column: the last segment in our own links (`/specDetail/{linkID}/{id}`),
 * the first in the platform's share links (`/specDetail/{subColumnID}/{fileId}`). Both are tried,
 * the last first, each once.
 */
export function specialCandidates(ids: number[]): number[] {
  return [...new Set([...ids].reverse())];
}
