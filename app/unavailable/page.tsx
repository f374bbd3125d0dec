import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PlatformUnavailable } from '@/components/errors/PlatformUnavailable';
import { queryTitle } from '@/lib/http/queryTitle';
import { headers } from 'next/headers';
import { PATH_HEADER } from '@/lib/http/requestHeaders';
import { BASE_PATH } from '@/lib/basePath';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('error');
  return { title: (await queryTitle()) ?? t('unavailableTitle'), robots: { index: false } };
}

/**
 * proxy.ts rewrites any page here, with status 503, while the platform is down or too slow.
 * It calls nothing on the platform itself, so it always renders.
 */
export default async function UnavailablePage() {
  const requested = (await headers()).get(PATH_HEADER) ?? '/home.html';
  const retryHref = requested.startsWith('/') && !requested.startsWith('//') ? `${BASE_PATH}${requested}` : `${BASE_PATH}/home.html`;
  return (
    <main id="content">
      <PlatformUnavailable retryHref={retryHref} />
    </main>
  );
}
