import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/chrome/PageHeader';
import { LOCALE_FACTS, isLocale } from '@/lib/i18n/locales';
import type { LegalDocument } from './legal.types';
import { privacyPolicyRoute, userAgreementRoute } from './paths';
import styles from './Legal.module.css';

/**
 * A legal document: its title, version and date, the text (the editors' HTML, sanitised), and the
 * other document. When the platform has no text in the reader's language the Chinese one is shown,
 * marked as Chinese, with a note in the reader's language that it is the binding text.
 */
export async function LegalPage({ document, locale }: { document: LegalDocument; locale: string }) {
  const t = await getTranslations('legalDocs');
  const textLang = isLocale(document.lang) ? LOCALE_FACTS[document.lang].htmlLang : document.lang;
  const other =
    document.kind === 'agreement'
      ? { href: privacyPolicyRoute.href(), label: t('privacyTitle') }
      : { href: userAgreementRoute.href(), label: t('agreementTitle') };
  return (
    <>
      <PageHeader title={document.kind === 'agreement' ? t('agreementTitle') : t('privacyTitle')} heading={false} />
      <main id="content" className={styles.body}>
        <article lang={document.lang === locale ? undefined : textLang} aria-labelledby="legal-title">
          <h1 id="legal-title" className={styles.title}>
            {document.title}
          </h1>
          <p
            className={styles.meta}
            lang={document.lang === locale ? undefined : LOCALE_FACTS[isLocale(locale) ? locale : 'cn'].htmlLang}
            data-testid="legal-version"
          >
            {document.effective
              ? t('versionSince', { version: document.version, date: document.effective })
              : t('version', { version: document.version })}
          </p>
          {document.lang !== locale ? (
            <p className={styles.note} lang={LOCALE_FACTS[isLocale(locale) ? locale : 'cn'].htmlLang}>
              {t('bindingChinese')}
            </p>
          ) : null}
          {/* Sanitised on the server by the article allow-list (features/legal/legal.map.ts). */}
          <div className={styles.text} dangerouslySetInnerHTML={{ __html: document.html }} />
        </article>
        <p className={styles.meta}>
          <Link href={other.href} prefetch={false}>
            {other.label}
          </Link>
        </p>
      </main>
    </>
  );
}
