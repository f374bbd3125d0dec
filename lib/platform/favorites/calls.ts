import { defineCall } from '../define';
import { rawFavListSchema, rawFavStateSchema } from '../schemas/favorite';

// A member's collection (docs/platform-api.md, "Collections"). Nothing here is shared between
// readers: every call carries the member's token, so none is cached.

/** fav (POST, JSON body as the platform's clients send it): collects (isFav 1) or removes (0) one article. */
export const favCall = defineCall({
  name: 'fav',
  service: 'app',
  method: 'POST',
  bodyFormat: 'json',
  auth: 'site',
  params: ({ articleId, collect }: { articleId: number; collect: boolean }) => ({ articleId, isFav: collect ? 1 : 0 }),
  answer: rawFavStateSchema,
  criticality: 'page',
});

/** favStatus: whether the member collected this article (the collect button's state after load). */
export const favStatusCall = defineCall({
  name: 'favStatus',
  service: 'app',
  method: 'GET',
  auth: 'site',
  params: (articleId: number) => ({ articleId }),
  answer: rawFavStateSchema,
  criticality: 'page',
});

/** myFavList: one page (0-based, 20) of the member's collection, newest first. */
export const myFavListCall = defineCall({
  name: 'myFavList',
  service: 'app',
  method: 'GET',
  auth: 'site',
  params: (page: number) => ({ page }),
  answer: rawFavListSchema,
  criticality: 'page',
});
