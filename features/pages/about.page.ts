import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { getCertificate, getSiteProfile } from '@/features/pages/server/pages';
import { definePage } from '@/lib/routing/definePage';
import { pageQuery } from '@/lib/routing/pageQuery';
import { queryId } from '@/lib/routing/queryId';
import type { PageSeo } from '@/lib/seo/page';
import { shareText } from '@/lib/seo/text';
import { aboutUsRoute, previewPDFRoute } from '@/features/pages/paths';
import { listCrumbs } from '../columns/listItems.page';

/** aboutUs: `/aboutUs.html`, the site's own description, contacts and licence numbers (siteConf). */
export const aboutUs = definePage(aboutUsRoute, {
  async load() {
    const [profile, t] = await Promise.all([getSiteProfile(), getTranslations('pages.about')]);
    return { profile, title: t('title', { site: profile.siteName }) };
  },
  seo({ profile, title }): PageSeo {
    return {
      type: 'page',
      title,
      description: shareText(profile.about.join(''), title),
      path: aboutUsRoute.href(),
      breadcrumbs: listCrumbs(profile.siteName, { name: title, path: aboutUsRoute.href() }),
    };
  },
});

/**
 * previewPDF: `/previewPDF.html?id=N`, a blockchain copyright certificate ('blockchain
 * certificate'): its pages as the platform's page images, the facts beside them, and the PDF to
 * download (docs/decisions/0028). No id, a malformed or an unknown one: 404.
 */
export const previewPDF = definePage(previewPDFRoute, {
  async load() {
    const id = queryId((await pageQuery()).get('id'));
    if (id === null) notFound();
    const [certificate, config] = await Promise.all([getCertificate(id), getSiteConfig()]);
    if (!certificate) notFound();
    return { certificate, siteName: config.appName };
  },
  async seo({ certificate, siteName }): Promise<PageSeo> {
    const t = await getTranslations('pages.certificate');
    const path = previewPDFRoute.href(undefined, { id: certificate.id });
    return {
      type: 'page',
      title: certificate.title,
      description: shareText(
        t('describe', { work: certificate.workTitle, holder: certificate.holder, chain: certificate.chain }),
      ),
      path,
      image: certificate.pages[0]?.src,
      breadcrumbs: listCrumbs(
        siteName,
        { name: t('about'), path: aboutUsRoute.href() },
        { name: certificate.title, path },
      ),
    };
  },
});
