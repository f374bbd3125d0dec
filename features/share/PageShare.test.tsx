/**
 * A page that forbids sharing (a live's or an activity's shareClosed, docs/product.md §6) offers no
 * share panel, and weixin's card is told to hide its menu; a page that allows it has both.
 * PageShare is a server component: its element tree is read as it renders.
 */
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { PageShare } from './PageShare';
import { SharePanel } from './SharePanel.island';
import { WeixinShare } from './WeixinShare.island';
import { SHARE_OBJECT } from './shareTarget';
import type { SiteConfig } from '@/lib/platform/siteConfig/siteConfig.types';

jest.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }));
jest.mock('@/lib/seo/pageMetadata', () => ({ pagePreview: async () => ({ src: '/preview/live/1005.png' }) }));

// Only the two fields a share target reads.
const config = { shareLogoUrl: 'https://cdn.example/logo.png', shareTitleLimit: { weChat: 64 } } as SiteConfig;

function* elements(node: ReactNode): Generator<ReactElement> {
  if (Array.isArray(node)) for (const child of node) yield* elements(child);
  else if (isValidElement(node)) {
    yield node;
    yield* elements((node.props as { children?: ReactNode }).children);
  }
}

async function shareRow(shareClosed: boolean | undefined) {
  const tree = await PageShare({
    seo: { type: 'page', title: '拉萨半程马拉松', description: '直播', path: '/liveDetail/1005.html' },
    object: { id: 1005, eventObject: SHARE_OBJECT.live },
    config,
    shareClosed,
  });
  const all = [...elements(tree)];
  const weixin = all.find((el) => el.type === WeixinShare);
  return {
    panel: all.some((el) => el.type === SharePanel),
    weixinClosed: (weixin?.props as { shareClosed?: boolean } | undefined)?.shareClosed,
  };
}

describe('PageShare', () => {
  it('offers the share panel, and weixin its menu, when the page allows sharing', async () => {
    expect(await shareRow(false)).toEqual({ panel: true, weixinClosed: false });
    expect(await shareRow(undefined)).toEqual({ panel: true, weixinClosed: false });
  });

  it('offers no panel and hides weixin’s menu when the page forbids sharing', async () => {
    expect(await shareRow(true)).toEqual({ panel: false, weixinClosed: true });
  });
});
