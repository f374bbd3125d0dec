import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatDateTime } from '@/lib/format/dateTime';
import { cutText } from '@/lib/format/cut';
import type { MemberHome } from '@/features/qa/qa.types';
import { PageHeader } from '@/components/chrome/PageHeader';
import { ItemList } from '@/components/list/ItemList';
import { ListSection } from '@/components/list/ListSection';
import { QuestionCard } from './QuestionCard';
import { QA_LIST_CLASSES, QA_SECTION_CLASSES } from './qaListClasses';
import styles from './Qa.module.css';

const POST_PREVIEW = 80;

/** userDetail: a member's public page: name, avatar, when they joined, their answered questions and their circle posts. */
export async function MemberPage({ home }: { home: MemberHome }) {
  const [t, locale] = await Promise.all([getTranslations('qa'), getLocale()]);
  return (
    <>
      <PageHeader title={t('memberTitle')} heading={false} />
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
            <h1 id="member-name" className={styles.name} dir="auto">
              {home.name}
            </h1>
            {home.joinedAt ? (
              <p className={styles.meta}>{t('joined', { time: formatDateTime(home.joinedAt, locale, 'date') })}</p>
            ) : null}
          </div>
        </section>
        <ListSection
          id="member-questions"
          heading={t('memberQuestions', { count: home.questions.length })}
          classes={QA_SECTION_CLASSES}
        >
          <ItemList
            ordered
            items={home.questions}
            keyOf={(q) => q.id}
            empty={t('noMemberQuestions')}
            classes={QA_LIST_CLASSES}
            renderItem={(q) => <QuestionCard question={{ ...q, askerHref: null }} />}
          />
        </ListSection>
        <ListSection
          id="member-posts"
          heading={t('memberPosts', { count: home.posts.length })}
          classes={QA_SECTION_CLASSES}
        >
          <ItemList
            ordered
            items={home.posts}
            keyOf={(post) => post.id}
            empty={t('noMemberPosts')}
            classes={QA_LIST_CLASSES}
            renderItem={(post) => (
              <>
                <p className={styles.meta}>
                  {t('inCircle', { circle: post.circleName })}
                  {post.createdAt ? ` · ${formatDateTime(post.createdAt, locale, 'dateTime')}` : ''}
                </p>
                <Link href={post.href} prefetch={false} className={styles.questionLink} dir="auto">
                  {cutText(post.content, POST_PREVIEW)}
                </Link>
              </>
            )}
          />
        </ListSection>
      </main>
    </>
  );
}
