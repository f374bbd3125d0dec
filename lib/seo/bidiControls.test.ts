import { buildMetadata, unlistedMetadata } from './metadata';
import { serializeJsonLd } from './jsonLd';
import type { CollectionSeo, SeoContext } from './page';

// A right-to-left override in reader-written text (a nickname, a post) turns round what follows it
// in a browser tab, a share card or a search result, where nothing isolates it: dropped there.
const RLO = '\u202E';
const context: SeoContext = {
  site: { name: '高原新闻', logoUrl: '', shareLogoUrl: '' },
  locale: 'en',
  queryTitle: null,
};
const post: CollectionSeo = {
  type: 'collection',
  title: `Trip ${RLO}gnp.exe\u2066x\u2069`,
  description: `by ${RLO}rekcah\u200F`,
  path: '/postDetail/1.html',
  items: [],
};
const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;

describe('bidi controls never reach <title>, og:title or JSON-LD', () => {
  it('public pages: the title, description, Open Graph and Twitter texts', () => {
    const metadata = buildMetadata(post, context);
    expect(metadata.title).toBe('Trip gnp.exex - 高原新闻');
    const texts = [
      metadata.title,
      metadata.description,
      metadata.openGraph?.title,
      metadata.openGraph?.description,
      metadata.twitter?.title,
      metadata.twitter?.description,
    ];
    for (const text of texts) expect(String(text)).not.toMatch(BIDI);
  });

  it("the title the query names, and a reader's own page", () => {
    expect(buildMetadata(post, { ...context, queryTitle: `${RLO}evil` }).title).toBe('evil');
    expect(unlistedMetadata({ type: 'unlisted', title: `${RLO}name` }, null, null).title).toBe('name');
  });

  it('JSON-LD', () => {
    const text = serializeJsonLd({ '@type': 'Comment', author: { name: `${RLO}olleh` }, text: `a\u2067b\u2069` });
    expect(text).not.toMatch(BIDI);
    expect(JSON.parse(text)).toEqual({ '@type': 'Comment', author: { name: 'olleh' }, text: 'ab' });
  });
});
