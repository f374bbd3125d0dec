import { unavailable } from '@/features/site/unavailable.page';
import { PlatformUnavailable } from '@/features/site/PlatformUnavailable';
import { BrandBar } from '@/features/site/BrandBar';

export const generateMetadata = unavailable.generateMetadata;

/** proxy.ts rewrites any page here, with status 503, while the platform is down or too slow, or this server too busy. */
export default async function UnavailablePage() {
  const { data } = await unavailable.load();
  return (
    <>
      <BrandBar appName={data.appName} />
      <main id="content">
        <PlatformUnavailable retryHref={data.retryHref} busy={data.busy} />
      </main>
    </>
  );
}
