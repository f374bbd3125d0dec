import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { definePage } from '@/lib/routing/definePage';
import type { PageSeo } from '@/lib/seo/page';
import { shareText } from '@/lib/seo/text';
import { stripAllHtml } from '@/lib/content/sanitize';
import { listCrumbs } from '@/features/columns/listItems.page';
import { getLegalDocument } from './server/legal';
import { privacyPolicyRoute, userAgreementRoute } from './paths';
import type { LegalKind } from './legal.types';

/**
 * The legal documents' pages (docs/decisions/0050): the current version from the platform
 * (getProtocol) in the reader's language, else the binding Chinese. Public and cached per language
 * like every reading page; an editor's new version drops them at once (the purge endpoint). No
 * document on the platform: 404.
 */
function legalPage<F extends typeof userAgreementRoute | typeof privacyPolicyRoute>(kind: LegalKind, facts: F) {
  return definePage(facts, {
    async load() {
      const [locale, config] = await Promise.all([getLocale(), getSiteConfig()]);
      const document = await getLegalDocument(kind, locale);
      if (!document) notFound();
      return { document, siteName: config.appName, locale };
    },
    seo({ document, siteName }): PageSeo {
      const path = facts.href();
      return {
        type: 'page',
        title: document.title,
        description: shareText(stripAllHtml(document.html), document.title),
        path,
        breadcrumbs: listCrumbs(siteName, { name: document.title, path }),
      };
    },
  });
}

/** userAgreement: `/userAgreement.html`. */
export const userAgreement = legalPage('agreement', userAgreementRoute);
/** privacyPolicy: `/privacyPolicy.html`. */
export const privacyPolicy = legalPage('privacy', privacyPolicyRoute);
