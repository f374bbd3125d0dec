import { buildJsonLd, serializeJsonLd } from './jsonLd';
import type { ArticleSeo, CollectionSeo, LiveSeo, SeoContext } from './page';
import { checkJsonLd } from '@/tests/seo/structuredData.check';
import { absoluteUrl } from '@/lib/routing/site';

const context: SeoContext = {
  site: { name: '高原新闻', logoUrl: '', shareLogoUrl: '' },
  locale: 'bo',
  queryTitle: null,
};

type Graph = { '@graph': Record<string, unknown>[] };

describe('serializeJsonLd', () => {
  it('cannot be closed by text inside it, and reads back unchanged', () => {
    const value = { headline: '</script><script>alert(1)</script>', note: 'a\u2028b' };
    const out = serializeJsonLd(value);
    expect(out).not.toContain('<');
    expect(out).not.toContain('\u2028');
    expect(JSON.parse(out)).toEqual(value);
  });
});

describe('buildJsonLd', () => {
  it('makes a list a CollectionPage whose ItemList holds its items with an address, with absolute URLs', () => {
    const graph = buildJsonLd(
      {
        type: 'collection',
        title: '本地',
        description: 'd',
        path: '/columnDetail/2.html',
        items: [{ name: 'a', path: '/newsDetail/2/1.html' }, { name: 'b' }],
      },
      context,
    ) as Graph;
    const page = graph['@graph'][0] as {
      '@type': string;
      url: string;
      inLanguage: string;
      mainEntity: { itemListElement: unknown[] };
    };
    expect(page['@type']).toBe('CollectionPage');
    expect(page.url).toBe(absoluteUrl('/columnDetail/2.html'));
    // The list's text is the platform's Chinese, whatever the interface's language (docs/decisions/0055).
    expect(page.inLanguage).toBe('zh-CN');
    // Google's ListItem requires its url: an item with no address is not listed.
    expect(page.mainEntity).toEqual({
      '@type': 'ItemList',
      numberOfItems: 1,
      itemListElement: [{ '@type': 'ListItem', position: 1, name: 'a', url: absoluteUrl('/newsDetail/2/1.html') }],
    });
  });

  it('writes no ItemList for a list of nothing with an address (an empty region, a column of links)', () => {
    for (const items of [[], [{ name: '服务' }]]) {
      const graph = buildJsonLd(
        { type: 'collection', title: '服务', description: 'd', path: '/columnDetail/3.html', items },
        context,
      ) as Graph;
      expect(graph['@graph'][0]?.mainEntity).toBeUndefined();
      expect(JSON.stringify(graph)).not.toContain('ItemList');
    }
  });

  it("names the site on home: a WebSite with the site's name and address, beside the list", () => {
    const home: CollectionSeo = {
      type: 'collection',
      title: '高原新闻',
      description: 'd',
      path: '/home.html',
      items: [],
    };
    const graph = buildJsonLd({ ...home, website: true }, context) as Graph;
    expect(graph['@graph'].find((node) => node['@type'] === 'WebSite')).toMatchObject({
      name: '高原新闻',
      url: absoluteUrl('/home.html'),
    });
    expect(checkJsonLd(graph, 'home').filter((finding) => finding.type === 'WebSite')).toEqual([
      { kind: 'missing-recommended', where: 'home $.@graph[1]', type: 'WebSite', property: 'alternateName' },
    ]);
    // Only home: another list is no WebSite.
    expect(JSON.stringify(buildJsonLd(home, context))).not.toContain('WebSite');
  });

  it('names the home page as the url of the site as publisher', () => {
    const graph = buildJsonLd({ type: 'page', title: 't', description: 'd', path: '/x.html' }, context) as Graph;
    expect(graph['@graph'][0]?.publisher).toMatchObject({
      '@type': 'NewsMediaOrganization',
      url: absoluteUrl('/home.html'),
    });
  });

  it('says the language of the page’s own text: the interface’s for a translated page, the platform’s otherwise', () => {
    const inLanguage = (seo: Parameters<typeof buildJsonLd>[0]) =>
      ((buildJsonLd(seo, context) as Graph)['@graph'][0] as { inLanguage: string }).inLanguage;
    const search = { type: 'page', title: 'ཚོལ།', description: 'd', path: '/search.html' } as const;
    expect(inLanguage({ ...search, translated: true })).toBe('bo');
    expect(inLanguage(search)).toBe('zh-CN');
    expect(inLanguage({ ...search, contentLocale: 'bo' })).toBe('bo');
  });

  it('adds a BreadcrumbList after the main entity when the page sits below home', () => {
    const graph = buildJsonLd(
      {
        type: 'page',
        title: 't',
        description: 'd',
        path: '/x.html',
        breadcrumbs: [
          { name: '高原新闻', path: '/home.html' },
          { name: 't', path: '/x.html' },
        ],
      },
      context,
    ) as Graph;
    expect(graph['@graph'].map((node) => node['@type'])).toEqual(['WebPage', 'BreadcrumbList']);
    expect((graph['@graph'][1] as { itemListElement: { item: string }[] }).itemListElement[0]?.item).toBe(
      absoluteUrl('/home.html'),
    );
  });

  it('makes an article a NewsArticle in the language of its text, published by the site', () => {
    const graph = buildJsonLd(
      {
        type: 'article',
        title: 'h',
        description: 'd',
        path: '/newsDetail/1/2.html',
        article: { publishedAt: null, section: '', tags: [], author: null, images: [], contentLocale: 'cn' },
      },
      context,
    ) as Graph;
    expect(graph['@graph'][0]).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'h',
      inLanguage: 'zh-CN',
      author: { '@type': 'NewsMediaOrganization', name: '高原新闻' },
    });
  });

  it('makes a question page a QAPage: the Question with its first answer accepted and the rest suggested', () => {
    const graph = buildJsonLd(
      {
        type: 'qa',
        title: '医保卡丢了怎么补办？',
        description: 'd',
        path: '/askDetail/4.html',
        qa: {
          text: '医保卡丢了怎么补办？补办期间看病怎么结算？',
          askedAt: '2026-11-20T00:00:00.000Z',
          asker: '王先生',
          answers: [
            { text: '可到社保卡服务网点补办。', author: '拉萨市医疗保障局', publishedAt: '2026-11-20T05:00:00.000Z' },
            { text: '补充说明。', author: '拉萨市医疗保障局', publishedAt: null },
          ],
        },
      },
      context,
    ) as Graph;
    const page = graph['@graph'][0] as {
      '@type': string;
      mainEntity: Record<string, unknown> & { acceptedAnswer: Record<string, unknown>; suggestedAnswer: unknown[] };
    };
    expect(page['@type']).toBe('QAPage');
    expect(page.mainEntity).toMatchObject({
      '@type': 'Question',
      text: '医保卡丢了怎么补办？补办期间看病怎么结算？',
      answerCount: 2,
      author: { '@type': 'Person', name: '王先生' },
    });
    expect(page.mainEntity.acceptedAnswer).toMatchObject({
      '@type': 'Answer',
      text: '可到社保卡服务网点补办。',
      author: { name: '拉萨市医疗保障局' },
      url: absoluteUrl('/askDetail/4.html'),
    });
    expect(page.mainEntity.suggestedAnswer).toHaveLength(1);
  });

  it("gives a media account's page its Organization with the account's picture as logo, a person's as image only", () => {
    const profile = (kind: 'organization' | 'person') =>
      (
        buildJsonLd(
          {
            type: 'profile',
            title: '拉萨发布',
            description: 'd',
            path: '/xyDetail/1.html',
            profile: { kind, name: '拉萨发布', description: '', image: '/xy/1.png' },
            items: [],
          },
          context,
        ) as Graph
      )['@graph'][0]?.mainEntity as Record<string, unknown>;
    expect(profile('organization')).toMatchObject({
      '@type': 'Organization',
      image: absoluteUrl('/xy/1.png'),
      logo: absoluteUrl('/xy/1.png'),
    });
    expect(profile('person')).toMatchObject({ '@type': 'Person', image: absoluteUrl('/xy/1.png') });
    expect(profile('person').logo).toBeUndefined();
  });

  it('has nothing for unlisted pages', () => {
    expect(buildJsonLd({ type: 'unlisted', title: 'x' }, context)).toBeNull();
  });

  describe('against the structured-data table (tests/seo/structuredData.table.ts)', () => {
    const required = (node: object) =>
      checkJsonLd(node, 'unit').filter((finding) => finding.kind !== 'missing-recommended');
    const article = (extra: Partial<ArticleSeo['article']>): ArticleSeo => ({
      type: 'article',
      title: 'h',
      description: 'd',
      path: '/videoDetail/1/2.html',
      article: {
        publishedAt: '2026-11-20T01:00:00.000Z',
        section: '',
        tags: [],
        author: null,
        images: [],
        contentLocale: 'cn',
        ...extra,
      },
    });

    it('makes an activity an Event at its place, organised by its organiser', () => {
      const graph = buildJsonLd(
        {
          type: 'event',
          title: '义诊',
          description: 'd',
          path: '/activityDetail/3001.html',
          image: '/a.jpg',
          event: {
            startsAt: '2026-12-07T01:00:00.000Z',
            endsAt: '2026-12-08T01:00:00.000Z',
            place: '拉萨市城关区',
            organizer: '市卫健委',
          },
        },
        context,
      ) as Graph;
      const node = graph['@graph'][0]!;
      expect(node).toMatchObject({
        '@type': 'Event',
        name: '义诊',
        startDate: '2026-12-07T01:00:00.000Z',
        endDate: '2026-12-08T01:00:00.000Z',
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: { '@type': 'Place', name: '拉萨市城关区' },
        organizer: { '@type': 'Organization', name: '市卫健委' },
      });
      expect(required(graph)).toEqual([]);
    });

    it('makes an activity with no start a WebPage, and one with no place an online Event', () => {
      const event = (startsAt: string | null, place: string) =>
        (
          buildJsonLd(
            {
              type: 'event',
              title: 't',
              description: 'd',
              path: '/activityDetail/1.html',
              event: { startsAt, endsAt: null, place, organizer: '' },
            },
            context,
          ) as Graph
        )['@graph'][0]!;
      expect(event(null, 'x')['@type']).toBe('WebPage');
      expect(event('2026-12-07T01:00:00.000Z', '')).toMatchObject({
        eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
        location: { '@type': 'VirtualLocation' },
      });
    });

    it("gives a video article's NewsArticle its VideoObject, and a reporter author the reporter's page", () => {
      const graph = buildJsonLd(
        article({ author: '卓玛', authorPath: '/reporter/7.html', video: { url: '/v.mp4', poster: '/p.jpg' } }),
        context,
      ) as Graph;
      const node = graph['@graph'][0] as { video: Record<string, unknown>; author: Record<string, unknown> };
      expect(node.video).toMatchObject({
        '@type': 'VideoObject',
        name: 'h',
        thumbnailUrl: [absoluteUrl('/p.jpg')],
        uploadDate: '2026-11-20T01:00:00.000Z',
        contentUrl: absoluteUrl('/v.mp4'),
      });
      expect(node.author).toEqual({ '@type': 'Person', name: '卓玛', url: absoluteUrl('/reporter/7.html') });
      expect(required(graph)).toEqual([]);
    });

    it('gives an article with no picture of its own the share image', () => {
      const graph = buildJsonLd({ ...article({}), image: '/share.png' }, context) as Graph;
      expect(graph['@graph'][0]?.image).toEqual([absoluteUrl('/share.png')]);
    });

    const live = (endsAt: string): LiveSeo => ({
      type: 'live',
      title: '【回放】直播',
      description: 'd',
      path: '/liveDetail/1098/1098.html',
      live: {
        startsAt: '2026-11-20T01:00:00.000Z',
        endsAt,
        videoUrl: '/replay.m3u8',
        cover: '/c.jpg',
        updates: [],
        contentLocale: 'cn',
      },
    });

    it("gives a live's BroadcastEvent its end and keeps it a live broadcast, a replay too", () => {
      for (const endsAt of ['2026-11-20T03:00:00.000Z', '2099-01-01T03:00:00.000Z']) {
        const graph = buildJsonLd(live(endsAt), context) as Graph;
        const node = graph['@graph'][0] as { coverageEndTime: string; video: { publication: unknown } };
        expect(node.video.publication).toEqual({
          '@type': 'BroadcastEvent',
          isLiveBroadcast: true,
          startDate: '2026-11-20T01:00:00.000Z',
          endDate: endsAt,
        });
        expect(node.coverageEndTime).toBe(endsAt);
        expect(required(graph)).toEqual([]);
      }
    });

    it('holds a BroadcastEvent without its endDate to be missing a required property', () => {
      const graph = buildJsonLd({ ...live(''), live: { ...live('').live, endsAt: null } }, context) as Graph;
      expect(required(graph)).toEqual([
        expect.objectContaining({ kind: 'missing-required', type: 'BroadcastEvent', property: 'endDate' }),
      ]);
    });

    it("makes a circle's post a DiscussionForumPosting with its author (and the avatar as the Person's image), time and counts", () => {
      const graph = buildJsonLd(
        {
          type: 'posting',
          title: '今天',
          description: 'd',
          path: '/postDetail/5.html',
          posting: {
            text: '今天的拉萨',
            author: '卓玛',
            authorImage: '/avatar/7.jpg',
            publishedAt: '2026-11-20T01:00:00.000Z',
            images: ['/1.jpg'],
            likes: 3,
            replies: 2,
          },
        },
        context,
      ) as Graph;
      expect(graph['@graph'][0]).toMatchObject({
        '@type': 'DiscussionForumPosting',
        text: '今天的拉萨',
        author: { '@type': 'Person', name: '卓玛', image: expect.stringMatching(/^https?:\/\/.+\/avatar\/7\.jpg$/) },
        datePublished: '2026-11-20T01:00:00.000Z',
      });
      expect(required(graph)).toEqual([]);
    });
  });
});
