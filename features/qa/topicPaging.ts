import { topicDetailRoute } from './paths';

/** The furthest page of a topic's questions an address may ask for (20 a page: 10 000 questions). */
export const MAX_TOPIC_PAGE = 500;

/**
 * The `?page=` of topicDetail (from 1): none is the first page; anything but a whole number
 * from 1 to MAX_TOPIC_PAGE is null (the page answers 404 rather than guess).
 */
export function topicPageNumber(raw: string | null): number | null {
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,3}$/.test(raw)) return null;
  const page = Number(raw);
  return page <= MAX_TOPIC_PAGE ? page : null;
}

/** The address of a page of a topic's questions: the first has no query. */
export function topicPagePath(topicId: number, page: number): string {
  return topicDetailRoute.href({ id: topicId }, { page: page <= 1 ? null : page });
}
