import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { signupdetailRoute } from '@/features/activities/paths';
import { tipoffDetailRoute } from '@/features/tipoffs/paths';
import {
  myCommentsRoute,
  myFollowsRoute,
  myMessagesRoute,
  myPostsRoute,
  myQuestionsRoute,
  myTipoffsRoute,
  readHistoryRoute,
} from './paths';
import styles from './MySpace.module.css';

/**
 * The member page's way into their own space (docs/product.md §2, the member's own pages): the
 * message centre with its unread count, each list of what they did, the reading history of this
 * device, and the tip-off form.
 */
export async function SpaceLinks({ unread }: { unread: number | null }) {
  const t = await getTranslations('mySpace');
  const links = [
    { href: myMessagesRoute.href(), label: t('messages.title'), id: 'messages' },
    { href: myCommentsRoute.href(), label: t('comments.title'), id: 'comments' },
    { href: myFollowsRoute.href(), label: t('follows.title'), id: 'follows' },
    { href: myQuestionsRoute.href(), label: t('questions.title'), id: 'questions' },
    { href: myTipoffsRoute.href(), label: t('tipoffs.title'), id: 'tipoffs' },
    { href: myPostsRoute.href(), label: t('posts.title'), id: 'posts' },
    { href: signupdetailRoute.href(), label: t('registrations'), id: 'registrations' },
    { href: readHistoryRoute.href(), label: t('history.title'), id: 'history' },
    { href: tipoffDetailRoute.href(), label: t('tipoffs.send'), id: 'send-tipoff' },
  ];
  return (
    <nav aria-labelledby="my-space-title">
      <h2 id="my-space-title" className={styles.spaceTitle}>
        {t('title')}
      </h2>
      <ul className={styles.links} data-testid="my-space-links">
        {links.map((link) => (
          <li key={link.id}>
            <Link href={link.href} prefetch={false} data-link={link.id}>
              <span>{link.label}</span>
              {link.id === 'messages' && unread ? (
                <span className={styles.unread} data-testid="space-unread">
                  {t('messages.unread', { count: unread })}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
