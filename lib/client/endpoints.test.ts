import type { z } from 'zod';
import { callHandler } from './http';
import { endpoint, type AnswerOf, type InputOf } from './endpoint';
import { likeArticle, listPage, login, searchResults, verifyCodeImage } from './endpoints';
import type { POST as LikeHandler } from '@/app/api/articles/like/route';
import type { POST as LoginHandler } from '@/app/api/member/authLogin/route';
import type { SearchResultPage } from '@/features/search/types';
import type { ArticleSummary } from '@/features/articles/article.types';

/** True only when A and B are the same type. */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

// The type check is the test: each line fails `tsc` when the browser's type drifts from the handler's.
const checks = {
  // The client's answer is the handler's answer schema, not a type written by hand…
  likeAnswerIsTheSchemas: true satisfies Same<
    AnswerOf<typeof likeArticle>,
    z.output<(typeof LikeHandler)['definition']['answer']>
  >,
  // …which is exactly what the like button reads.
  likeAnswerShape: true satisfies Same<AnswerOf<typeof likeArticle>, { likes: number | null; liked: boolean }>,
  loginInputIsTheSchemas: true satisfies Same<
    InputOf<typeof login>,
    z.input<(typeof LoginHandler)['definition']['input']>
  >,
  loginAnswerShape: true satisfies Same<AnswerOf<typeof login>, { redirect: string }>,
  searchAnswerShape: true satisfies Same<AnswerOf<typeof searchResults>, SearchResultPage>,
  listAnswerShape: true satisfies Same<AnswerOf<typeof listPage>, { articles: ArticleSummary[]; hasMore: boolean }>,
};

// Calls the type check refuses (never run: the function is only compiled).
export function refusedByTheTypeCheck() {
  // @ts-expect-error a like needs the article's id
  void callHandler(likeArticle, {});
  // @ts-expect-error the id is a number (or its digits), not a flag
  void callHandler(likeArticle, { articleId: true });
  // @ts-expect-error an endpoint must name its handler's own address…
  void endpoint<typeof LikeHandler>('likes', 'POST');
  // @ts-expect-error …and method
  void endpoint<typeof LikeHandler>('articles/like', 'GET');
  // @ts-expect-error a password login without a password
  void callHandler(login, { mode: 'password', phone: '13800000001' });
  // @ts-expect-error the image code is shown (an <img src>), not called
  void callHandler(verifyCodeImage, {});
}

test('every endpoint names the address and method of its handler', () => {
  expect(Object.values(checks).every(Boolean)).toBe(true);
  expect(
    [likeArticle, login, listPage, searchResults, verifyCodeImage].map(({ path, method }) => `${method} ${path}`),
  ).toEqual([
    'POST articles/like',
    'POST member/authLogin',
    'GET articleList',
    'GET search',
    'GET member/authVerifyCode',
  ]);
});
