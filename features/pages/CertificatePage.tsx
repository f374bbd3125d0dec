import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatDateTime } from '@/lib/format/dateTime';
import type { Certificate } from '@/features/pages/pages.types';
import { aboutUsRoute } from '@/features/pages/paths';
import { PageHeader } from '@/components/chrome/PageHeader';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { CertificateViewer } from './CertificateViewer.island';
import styles from './Pages.module.css';

/**
 * previewPDF ('blockchain certificate'): the certificate's pages in a viewer, its facts and the
 * PDF to download. The pages are the platform's images of the PDF's pages, in the server HTML;
 * the viewer island only moves between them and zooms (docs/decisions/0028).
 */
export async function CertificatePage({ certificate }: { certificate: Certificate }) {
  const [t, locale] = await Promise.all([getTranslations('pages.certificate'), getLocale()]);
  return (
    <>
      <PageHeader title={t('heading')} />
      <main id="content" className={styles.body}>
        <h2 className={styles.title}>{certificate.title}</h2>
        <ClientMessages namespaces={['pdfViewer']}>
          <CertificateViewer title={certificate.title} pages={certificate.pages} />
        </ClientMessages>
        <a href={certificate.pdfUrl} download className={styles.download}>
          {t('download')}
        </a>
        <section className={styles.section} aria-labelledby="certificate-facts">
          <h2 id="certificate-facts" className={styles.sectionTitle}>
            {t('facts')}
          </h2>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>{t('work')}</dt>
              <dd>{certificate.workTitle}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('holder')}</dt>
              <dd>{certificate.holder}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('issuer')}</dt>
              <dd>{certificate.issuer}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('chain')}</dt>
              <dd>{certificate.chain}</dd>
            </div>
            {certificate.issuedAt && (
              <div className={styles.fact}>
                <dt>{t('issuedAt')}</dt>
                <dd>{formatDateTime(certificate.issuedAt, locale, 'dateTime')}</dd>
              </div>
            )}
            <div className={styles.fact}>
              <dt>{t('blockHeight')}</dt>
              <dd>{certificate.blockHeight}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('txHash')}</dt>
              <dd className={styles.hash}>{certificate.txHash}</dd>
            </div>
          </dl>
        </section>
        <Link href={aboutUsRoute.href()} prefetch={false} className={styles.link}>
          {t('about')}
        </Link>
      </main>
    </>
  );
}
