import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatDateTime } from '@/lib/format/dateTime';
import { cutText } from '@/lib/format/cut';
import type { MemberHome } from '@/lib/types/qa';
import { PageHeader } from '@/components/chrome/PageHeader';
import { QuestionCard } from './QuestionCard';
import styles from './Qa.module.css';

const POST_PREVIEW = 80;

/** userDetail: a member's public page: name, avatar, when they joined, their answered questions and their circle posts. */
export async function MemberPage({ home }: { home: MemberHome }) {
  const [t, locale] = await Promise.all([getTranslations('qa'), getLocale()]);
  return (
    <>
      <PageHeader title={t('memberTitle')} />
      <main id="content" className={styles.body}>
        <section className={styles.profile} aria-labelledby="member-name">
          {home.avatar ? (
            // eslint-disable-next-line @next/next/no-img-element -- avatars are sized by the platform
            <img src={home.avatar} alt="" width={64} height={64} className={styles.avatar} />
          ) : (
            <span className={styles.avatar} aria-hidden="true">
              {Array.from(home.name)[0]}
            </span>
          )}
          <div>
            <h2 id="member-name" className={styles.name}>
              {home.name}
            </h2>
            {home.joinedAt ? <p className={styles.meta}>{t('joined', { time: formatDateTime(home.joinedAt, locale, 'date') })}</p> : null}
          </div>
        </section>
        <section className={styles.section} aria-labelledby="member-questions">
          <h2 id="member-questions" className={styles.sectionTitle}>
            {t('memberQuestions', { count: home.questions.length })}
          </h2>
          {home.questions.length > 0 ? (
            <ol className={styles.list}>
              {home.questions.map((q) => (
                <li key={q.id} className={styles.item}>
                  <QuestionCard question={{ ...q, askerHref: null }} />
                </li>
              ))}
            </ol>
          ) : (
            <p className={styles.empty}>{t('noMemberQuestions')}</p>
          )}
        </section>
        <section className={styles.section} aria-labelledby="member-posts">
          <h2 id="member-posts" className={styles.sectionTitle}>
            {t('memberPosts', { count: home.posts.length })}
          </h2>
          {home.posts.length > 0 ? (
            <ol className={styles.list}>
              {home.posts.map((post) => (
                <li key={post.id} className={styles.item}>
                  <p className={styles.meta}>
                    {t('inCircle', { circle: post.circleName })}
                    {post.createdAt ? ` · ${formatDateTime(post.createdAt, locale, 'dateTime')}` : ''}
                  </p>
                  <Link href={post.href} prefetch={false} className={styles.questionLink}>
                    {cutText(post.content, POST_PREVIEW)}
                  </Link>
                </li>
              ))}
            </ol>
          ) : (
            <p className={styles.empty}>{t('noMemberPosts')}</p>
          )}
        </section>
      </main>
    </>
  );
}
