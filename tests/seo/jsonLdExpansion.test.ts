import { expansionErrors } from './jsonLdExpansion';
import { buildJsonLd } from '@/lib/seo/jsonLd';
import type { SeoContext } from '@/lib/seo/page';

// The validator itself: it must find what a JSON-LD processor cannot read, or its 0 errors over the
// site's pages (tests/e2e/structuredData.spec.ts) would prove nothing.
const context: SeoContext = {
  site: { name: '高原新闻', logoUrl: '/logo.png', shareLogoUrl: '' },
  locale: 'cn',
  queryTitle: null,
};
const page = (node: Record<string, unknown>) => ({ '@context': 'https://schema.org', '@graph': [node] });

describe('expansionErrors', () => {
  it('finds nothing in what our builders write', async () => {
    const block = buildJsonLd(
      {
        type: 'collection',
        title: '本地',
        description: 'd',
        path: '/home.html',
        website: true,
        items: [{ name: 'a', path: '/newsDetail/2/1.html' }],
        breadcrumbs: [
          { name: '高原新闻', path: '/home.html' },
          { name: '本地', path: '/columnDetail/2.html' },
        ],
      },
      context,
    );
    expect(await expansionErrors(block)).toEqual([]);
  });

  it('finds a relative node id, a relative address, a keyword of no meaning and an invalid value', async () => {
    expect(await expansionErrors(page({ '@type': 'WebPage', '@id': 'x#main', name: 'x' }))).toEqual([
      expect.stringMatching(/relative @id reference/),
    ]);
    expect(await expansionErrors(page({ '@type': 'WebPage', name: 'x', url: '/x.html' }))).toEqual([
      '$[0].url[0]: @id not an absolute address: /x.html',
    ]);
    expect(await expansionErrors(page({ '@type': 'WebPage', '@name': 'x' }))).toEqual([
      expect.stringMatching(/invalid property/),
    ]);
    expect(await expansionErrors(page({ '@type': 'WebPage', name: { '@value': 'x', name: 'y' } }))).toEqual([
      expect.stringMatching(/invalid value object/),
    ]);
  });

  it('finds a type and a property outside schema.org, and a block that says nothing', async () => {
    expect(
      await expansionErrors(page({ '@type': 'https://example.com/Thing', 'https://example.com/p': 'v', name: 'x' })),
    ).toEqual([
      '$[0]: a type outside schema.org: https://example.com/Thing',
      '$[0]: a property outside schema.org: https://example.com/p',
    ]);
    expect(await expansionErrors({ '@context': 'https://schema.org', '@graph': [] })).toEqual([
      'the block says nothing: it expands to no node',
    ]);
  });

  it('fetches no context from outside: naming one is an error', async () => {
    expect(await expansionErrors({ '@context': 'https://example.com/context', name: 'x' })).toEqual([
      expect.stringMatching(/loading remote context failed/),
    ]);
  });
});
