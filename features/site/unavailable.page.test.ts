import { retryHref } from './unavailable.page';
import { BASE_PATH } from '@/lib/routing/basePath';

describe('retryHref', () => {
  it('retries the asked page with its page query', () => {
    expect(retryHref('/newsDetail/1/2.html', new URLSearchParams('lang=bo'))).toBe(
      `${BASE_PATH}/newsDetail/1/2.html?lang=bo`,
    );
  });

  it('goes home for anything that is not a path of ours', () => {
    expect(retryHref('//evil.example/x', new URLSearchParams())).toBe(`${BASE_PATH}/home.html`);
    expect(retryHref('', new URLSearchParams())).toBe(`${BASE_PATH}/home.html`);
  });
});
