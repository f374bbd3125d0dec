/**
 * A short video whose share is closed (its own or its share info's shareClosed, docs/product.md §6)
 * offers no share panel and hides weixin's menu; an open one has both. The page is a server
 * component: its element tree is read as it renders.
 */
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { ShortVideoPage } from './ShortVideoPage';
import { SharePanel } from '@/features/share/SharePanel.island';
import { WeixinShare } from '@/features/share/WeixinShare.island';
import { mapShortVideo } from './shortVideo.map';
import { rawShortVideoAttachSchema, rawShortVideoSchema } from './shortVideo.schema';
import type { SiteConfig } from '@/lib/platform/siteConfig/siteConfig.types';

jest.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }));

// Only the fields the page reads itself; its children are not rendered here.
const config = { shareLogoUrl: 'https://cdn.example/logo.png', shareTitleLimit: { weChat: 64 } } as SiteConfig;
const video = mapShortVideo(
  rawShortVideoSchema.parse({ fileId: 2001, title: '清晨的布达拉宫广场', catId: 1, picUrl: 'http://m/c.jpg' }),
  rawShortVideoAttachSchema.parse({ list: [] }),
);

function* elements(node: ReactNode): Generator<ReactElement> {
  if (Array.isArray(node)) for (const child of node) yield* elements(child);
  else if (isValidElement(node)) {
    yield node;
    yield* elements((node.props as { children?: ReactNode }).children);
  }
}

async function shareOf(closed: boolean) {
  const tree = await ShortVideoPage({
    video,
    related: [],
    neighbours: { previous: null, next: null },
    card: { title: video.title, description: '', image: 'http://m/c.jpg', closed },
    common: { relatedSize: 4, defaultCover: '', frameRatio: 9 / 16 },
    config,
  });
  const all = [...elements(tree)];
  const weixin = all.find((el) => el.type === WeixinShare);
  return {
    panel: all.some((el) => el.type === SharePanel),
    weixinClosed: (weixin?.props as { shareClosed?: boolean } | undefined)?.shareClosed,
  };
}

describe('ShortVideoPage sharing', () => {
  it('offers the panel and weixin’s menu when sharing is open', async () => {
    expect(await shareOf(false)).toEqual({ panel: true, weixinClosed: false });
  });

  it('offers neither when the clip or its share info closes sharing', async () => {
    expect(await shareOf(true)).toEqual({ panel: false, weixinClosed: true });
  });
});
