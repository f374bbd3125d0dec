import type { ReactElement } from 'react';
import type { SpecialTopic } from './special.types';
import { SpecialTopicPage } from './SpecialTopicPage';

// docs/product.md §3: the site config's topicColor is the special topics' accent.
jest.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }));

const topic = {
  column: { id: 35, name: '雪顿节', description: '' },
  bannerUrl: '',
  sections: [],
} as unknown as SpecialTopic;

/** The page's <main>, as the server component renders it. */
async function mainOf(topicColor: string) {
  const page = (await SpecialTopicPage({
    topic,
    leftThumbnail: false,
    topicColor,
    sectionPreview: 4,
  })) as ReactElement<{ children: ReactElement[] }>;
  const main = page.props.children.find((child) => child.type === 'main') as ReactElement<{
    style?: Record<string, string>;
  }>;
  return main.props;
}

describe('SpecialTopicPage', () => {
  it("puts the site's topic colour on the topic's accent", async () => {
    expect((await mainOf('#1f6fb2')).style).toEqual({ '--section-accent': '#1f6fb2' });
  });

  it("keeps the brand's accent when the site names no topic colour", async () => {
    expect((await mainOf('')).style).toBeUndefined();
  });
});
