/**
 * A secondary page's bar (docs/product.md §2, Chrome): back arrow, name, home. A list names itself with the
 * page's h1; a detail page's bar names the kind of page in plain text, its h1 being the item's own title.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { PageHeader } from './PageHeader';
import { BASE_PATH } from '@/lib/routing/basePath';

jest.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }));

async function bar(props: Parameters<typeof PageHeader>[0]): Promise<string> {
  return renderToStaticMarkup(await PageHeader(props));
}

describe('PageHeader', () => {
  it('is the h1 of a list page, with a back arrow before it and the way home after it', async () => {
    const html = await bar({ title: '政务问答' });
    expect(html).toMatch(/aria-label="back"[\s\S]*<h1[^>]*>政务问答<\/h1>[\s\S]*aria-label="home"/);
    // A plain link, not next/link: without scripts it must carry the base path itself.
    expect(html).toMatch(new RegExp(`<a href="${BASE_PATH}/home.html"[^>]*aria-label="back"`));
  });

  it('is no heading on a detail page, which has its own h1', async () => {
    const html = await bar({ title: '记者主页', heading: false });
    expect(html).not.toContain('<h1');
    expect(html).toMatch(/<p[^>]*>记者主页<\/p>/);
    expect(html).toContain('aria-label="back"');
  });
});
