import type { SiteConfig } from '@/lib/platform/siteConfig/siteConfig.types';
import { BASE_PATH } from '@/lib/routing/basePath';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { OpenInApp } from './OpenInApp.island';
import { downloadClientRoute } from '@/features/site/paths';

/**
 * The open-in-app bar of article pages (news, photo sets, videos, live, short videos): the same for
 * every reader, so the page stays cacheable; the island decides after hydration (docs/decisions/0038).
 * `pageUrl`: the page's absolute canonical address.
 */
export function OpenInAppBar({ config, pageUrl }: { config: SiteConfig; pageUrl: string }) {
  return (
    <ClientMessages namespaces={['openApp', 'account.app', 'account.weixin']}>
      <OpenInApp
        config={config.openApp}
        pageUrl={pageUrl}
        downloadHref={`${BASE_PATH}${downloadClientRoute.href()}`}
        appName={config.appName}
      />
    </ClientMessages>
  );
}
