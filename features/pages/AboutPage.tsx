import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { SiteProfile } from '@/features/pages/pages.types';
import { previewPDFRoute } from '@/features/pages/paths';
import { PageHeader } from '@/components/chrome/PageHeader';
import styles from './Pages.module.css';

/** aboutUs: the site's description, contacts, licence numbers and its certificates (siteConf). */
export async function AboutPage({ profile, title }: { profile: SiteProfile; title: string }) {
  const t = await getTranslations('pages.about');
  return (
    <>
      <PageHeader title={title} />
      <main id="content" className={styles.body}>
        <section className={styles.section} aria-labelledby="about-intro">
          <h2 id="about-intro" className={styles.sectionTitle}>
            {profile.siteName}
          </h2>
          {profile.slogan && <p className={styles.lead}>{profile.slogan}</p>}
          {profile.about.map((paragraph, i) => (
            <p key={i} className={styles.text}>
              {paragraph}
            </p>
          ))}
        </section>
        {profile.contacts.length > 0 && (
          <section className={styles.section} aria-labelledby="about-contact">
            <h2 id="about-contact" className={styles.sectionTitle}>
              {t('contact')}
            </h2>
            <dl className={styles.facts}>
              {profile.contacts.map((c) => (
                <div key={c.label} className={styles.fact}>
                  <dt>{c.label}</dt>
                  <dd>
                    {c.href ? (
                      <a href={c.href} className={styles.link}>
                        {c.value}
                      </a>
                    ) : (
                      c.value
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        {profile.licences.length > 0 && (
          <section className={styles.section} aria-labelledby="about-licences">
            <h2 id="about-licences" className={styles.sectionTitle}>
              {t('licences')}
            </h2>
            <dl className={styles.facts}>
              {profile.licences.map((l) => (
                <div key={l.name} className={styles.fact}>
                  <dt>{l.name}</dt>
                  <dd>{l.number}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        {profile.certificates.length > 0 && (
          <section className={styles.section} aria-labelledby="about-certificates">
            <h2 id="about-certificates" className={styles.sectionTitle}>
              {t('certificates')}
            </h2>
            <p className={styles.meta}>{t('certificatesIntro')}</p>
            <ul className={styles.list}>
              {profile.certificates.map((c) => (
                <li key={c.id} className={styles.row}>
                  <Link
                    href={previewPDFRoute.href(undefined, { id: c.id })}
                    prefetch={false}
                    className={styles.rowLink}
                  >
                    <span className={styles.rowText}>
                      <span className={styles.rowTitle}>{c.title}</span>
                      <span className={styles.meta}>{c.workTitle}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {profile.copyright && <p className={styles.meta}>{profile.copyright}</p>}
      </main>
    </>
  );
}
