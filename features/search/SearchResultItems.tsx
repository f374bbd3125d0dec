import Link from 'next/link';
import type { SearchAccount, SearchArticle } from '@/features/search/types';
import { ArticleMeta } from '@/features/articleList/ArticleMeta';
import { FollowButton } from '@/features/accounts/FollowButton.island';
import { Highlight } from './Highlight';
import styles from './Search.module.css';

/* eslint-disable @next/next/no-img-element -- pictures come sized from the platform's media host */

/**
 * An article found by a search: its title with the matched terms marked, the words around them in
 * its body when the title lacks them (so the reader sees why it was found), meta line, thumbnail.
 */
export function ArticleResult({
  article,
  keyword,
  onOpen,
}: {
  article: SearchArticle;
  keyword: string;
  onOpen?: () => void;
}) {
  const thumb = article.image.small || article.image.middle;
  return (
    <li className={styles.item}>
      <Link href={article.href} className={styles.itemLink} prefetch={false} onClick={onOpen}>
        <div className={styles.itemText}>
          <h3 className={styles.itemTitle}>
            <Highlight text={article.title} keyword={keyword} />
          </h3>
          {article.snippet ? (
            <p className={styles.snippet}>
              <Highlight text={article.snippet} keyword={keyword} />
            </p>
          ) : null}
          <ArticleMeta article={article} />
        </div>
        {thumb ? (
          <img className={styles.thumb} src={thumb} alt="" width={112} height={75} loading="lazy" decoding="async" />
        ) : null}
      </Link>
    </li>
  );
}

/**
 * A subscription account found by name: icon, name and description, opening its page, and a
 * follow button (the state of every account shown is asked in one request: `groupIds`).
 */
export function AccountResult({
  account,
  keyword,
  groupIds,
  onOpen,
}: {
  account: SearchAccount;
  keyword: string;
  groupIds: readonly number[];
  onOpen?: () => void;
}) {
  return (
    <li className={`${styles.item} ${styles.accountItem}`}>
      <Link href={account.href} className={`${styles.itemLink} ${styles.account}`} prefetch={false} onClick={onOpen}>
        {account.icon ? (
          <img
            className={styles.avatar}
            src={account.icon}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className={styles.avatar} aria-hidden="true" />
        )}
        <div className={styles.itemText}>
          <h3 className={styles.itemTitle}>
            <Highlight text={account.name} keyword={keyword} />
          </h3>
          {account.description ? (
            <p className={styles.description}>
              <Highlight text={account.description} keyword={keyword} />
            </p>
          ) : null}
        </div>
      </Link>
      <FollowButton xyId={account.id} name={account.name} groupIds={groupIds} />
    </li>
  );
}

/* eslint-enable @next/next/no-img-element */
