import { test, expect } from './support/test';

// docs/decisions/0031: the lists a reader finds the government Q&As, ask-bar topics, calls for articles, the
// friends circle and the people in the news through (their routes without an id), linked from every
// page's footer. Seeded data: platform/seed/qa.mjs, community.mjs, circles.mjs, figures.mjs.

const LISTS = [
  {
    name: '政务问答',
    path: 'qaDetail.html',
    item: '退休人员医保关系转回拉萨怎么办理？',
    detail: /\/qaDetail\/\d+\.html$/,
  },
  {
    name: '问吧',
    path: 'topicDetail.html',
    item: '医保问答：异地就医和门诊报销怎么办',
    detail: /\/topicDetail\/\d+\.html$/,
  },
  {
    name: '征稿',
    path: 'seekArticleDetail.html',
    item: '寻找“最美乡村教师”线索征集',
    detail: /\/seekArticleDetail\/\d+\.html$/,
  },
  {
    name: '朋友圈',
    path: 'friendsCircleDetail.html',
    item: '今天的拉萨蓝得不像话',
    detail: /\/friendsCircleDetail\/\d+\.html$/,
  },
  { name: '人物', path: 'figureDetail.html', item: '次仁拉姆', detail: /\/figureDetail\/\d+\.html$/ },
] as const;

test('the footer links each list; each list is cached server HTML whose items open their pages; bad pages are 404s', async ({
  request,
}) => {
  const home = await (await request.get('home.html')).text();
  for (const list of LISTS) {
    expect(home, `the footer links ${list.path}`).toMatch(new RegExp(`href="[^"]*/${list.path.replace('.', '\\.')}"`));
    const response = await request.get(list.path);
    expect(response.status(), list.path).toBe(200);
    expect(response.headers()['cache-control'], list.path).toMatch(/public/);
    const html = await response.text();
    expect(html).toContain(list.item);
    expect(html).toContain('"@type":"ItemList"');
    const first = html.match(new RegExp(`href="([^"]*${list.detail.source.slice(0, -1)})"`))?.[1];
    expect(first, `${list.path} links an item`).toBeTruthy();
    expect((await request.get(first!.replace(/^.*\/wap\/touch\//, ''))).status()).toBe(200);
  }
  // The unanswered Q&A (9) is not listed; paging past the end is a 404; the alias without an id is
  // sent to the one list for good (docs/product.md §2).
  expect(await (await request.get('qaDetail.html')).text()).not.toMatch(/\/qaDetail\/9\.html/);
  for (const path of ['qaDetail.html?page=5', 'friendsCircleDetail.html?page=9', 'topicDetail.html?page=2']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  const alias = await request.get('newQaDetail.html', { maxRedirects: 0 });
  expect(alias.status()).toBe(308);
  expect(alias.headers().location).toMatch(/\/qaDetail\.html$/);
});

test('a reader goes from the footer to the Q&A list and into a Q&A, in light/cn and dark/bo (axe on each page)', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('home.html');
  await page.getByRole('navigation', { name: '发现' }).getByRole('link', { name: '政务问答' }).click();
  await expect(page).toHaveURL(/\/qaDetail\.html$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('政务问答');
  await page.getByRole('link', { name: '退休人员医保关系转回拉萨怎么办理？' }).click();
  await expect(page).toHaveURL(/\/qaDetail\/1\.html$/);
  // docs/product.md §2 (Chrome): the detail page's h1 is the item's own title, and its back arrow returns to the list.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('退休人员医保关系转回拉萨怎么办理？');
  await page.getByRole('banner').getByRole('link', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/qaDetail\.html$/);
  for (const list of LISTS) {
    await page.goto(`${list.path}?dark=true&lang=bo`);
    await expect(page.locator('main')).toContainText(list.item);
  }
  expect(consoleErrors).toEqual([]);
});

test('the search screen ranks the most read articles (articleHot); an article recommends others (recommendList), none twice', async ({
  page,
  request,
}) => {
  const search = await (await request.get('search.html')).text();
  const hot = search.slice(search.indexOf('热门文章'));
  expect(
    hot.match(
      /<li[^>]*><span[^>]*aria-hidden="true">\d+<\/span><a [^>]*href="[^"]*\/(newsDetail|imageDetail|videoDetail|linkDetail|specDetail)\//g,
    )?.length,
  ).toBe(10);

  const article = await (await request.get('newsDetail/1/1000.html')).text();
  expect(article).toContain('推荐阅读');
  const section = (title: string) => {
    const start = article.indexOf(`>${title}</h2>`);
    return [...article.slice(start, article.indexOf('</section>', start)).matchAll(/href="[^"]*\/(\d+)\.html"/g)].map(
      (m) => m[1],
    );
  };
  const related = section('相关阅读');
  const recommended = section('推荐阅读');
  expect(recommended.length).toBeGreaterThan(0);
  expect(recommended.filter((id) => id === '1000' || related.includes(id))).toEqual([]);

  await page.goto('search.html?dark=true&lang=bo');
  await expect(page.getByRole('heading', { name: 'ཀློག་མཁན་མང་ཤོས།' })).toBeVisible();
});

test('every detail page has the to-bottom helper, lists do not; it follows client-side navigation', async ({
  page,
}) => {
  await page.goto('figureDetail/1.html');
  const toBottom = page.getByRole('button', { name: '到底部' });
  await expect(toBottom).toBeVisible();
  await toBottom.click();
  await expect(toBottom).toBeHidden();
  await page.getByRole('link', { name: '人物' }).first().click();
  await expect(page).toHaveURL(/\/figureDetail\.html$/);
  await expect(page.getByRole('button', { name: '到底部' })).toHaveCount(0);
});
