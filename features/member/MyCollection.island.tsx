'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { callHandler } from '@/lib/client/http';
import { collect, collection } from '@/lib/client/endpoints';
import { useMorePages, type MorePage } from '@/lib/client/useMorePages';
import { useCallErrorText } from '@/lib/client/useCallErrorText';
import { formatDateTime, isoDateTime } from '@/lib/format/dateTime';
import { useToast } from '@/components/chrome/Toast.island';
import type { CollectedArticle } from '@/features/member/favorite.types';
import forms from '@/components/forms/Form.module.css';
import styles from './Collection.module.css';

/** The platform pages a collection by 20 (docs/platform-api.md, "Collections"). */
const PAGE_SIZE = 20;

interface MyCollectionProps {
  /** The first page, rendered with the page; null when it could not be loaded. */
  first: CollectedArticle[] | null;
  hasMore: boolean;
}

/**
 * 'My collection' on the reader's own page: the articles they collected, newest first, more on
 * demand, each removable. A removal moves the later articles up a place on the platform, so the
 * next page asked is the one holding the first article not shown yet (shown count / 20): pages
 * that overlap what is shown add nothing twice.
 */
export function MyCollection({ first, hasMore }: MyCollectionProps) {
  const t = useTranslations('account.collection');
  const tCall = useTranslations('callError');
  const locale = useLocale();
  const toast = useToast();
  const errorText = useCallErrorText();
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [removing, setRemoving] = useState<number | null>(null);
  const firstItems = first ?? [];
  const { items, phase, problem, load, ready } = useMorePages<CollectedArticle>({
    firstPage: 1,
    hasMore,
    failedBefore: first === null,
    failedText: first === null ? t('loadFailed') : tCall('failed'),
    keyOf: (item) => item.article.id,
    fetchPage: async (): Promise<MorePage<CollectedArticle>> => {
      const page = Math.floor(shown.length / PAGE_SIZE);
      const answer = await callHandler(collection, { page });
      // After removals the page holding the next article is partly shown already: the one after it too, so a tap brings a page's worth.
      if (shown.length % PAGE_SIZE === 0 || !answer.hasMore) return { items: answer.items, hasMore: answer.hasMore };
      const next = await callHandler(collection, { page: page + 1 });
      return { items: [...answer.items, ...next.items], hasMore: next.hasMore };
    },
  });
  const firstIds = new Set(firstItems.map((item) => item.article.id));
  const shown: CollectedArticle[] = [...firstItems, ...items.filter((item) => !firstIds.has(item.article.id))].filter(
    (item) => !removed.has(item.article.id),
  );

  const remove = async (item: CollectedArticle) => {
    if (removing !== null) return;
    setRemoving(item.article.id);
    try {
      await callHandler(collect, { articleId: item.article.id, collect: false });
      setRemoved((before) => new Set(before).add(item.article.id));
      toast(t('removed', { title: item.article.title }));
    } catch (error) {
      toast(errorText(error, t('removeFailed')));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="my-collection">
      <h2 id="my-collection" className={styles.title}>
        {t('title')}
      </h2>
      {shown.length === 0 && phase === 'done' ? <p className={styles.empty}>{t('empty')}</p> : null}
      <ul className={styles.list} data-testid="my-collection">
        {shown.map((item) => (
          <li key={item.article.id} className={styles.item}>
            <div className={styles.text}>
              {item.article.external ? (
                <a href={item.article.href} className={styles.link} rel="noopener noreferrer">
                  {item.article.title}
                </a>
              ) : (
                <Link href={item.article.href} prefetch={false} className={styles.link}>
                  {item.article.title}
                </Link>
              )}
              <span className={styles.meta}>
                {item.article.columnName}
                {item.collectedAt ? (
                  <>
                    {' · '}
                    <time dateTime={isoDateTime(item.collectedAt)}>
                      {t('collectedAt', { time: formatDateTime(item.collectedAt, locale, 'date') })}
                    </time>
                  </>
                ) : null}
              </span>
            </div>
            <button
              type="button"
              className={styles.remove}
              onClick={() => void remove(item)}
              disabled={!ready || removing === item.article.id}
              aria-label={t('removeLabel', { title: item.article.title })}
            >
              {t('remove')}
            </button>
          </li>
        ))}
      </ul>
      {problem ? (
        <p className={forms.error} role="alert">
          {problem}
        </p>
      ) : null}
      {phase !== 'done' ? (
        <button
          type="button"
          className={styles.more}
          onClick={() => void load()}
          disabled={!ready || phase === 'loading'}
        >
          {phase === 'loading' ? t('loading') : phase === 'failed' ? t('retry') : t('more')}
        </button>
      ) : null}
    </section>
  );
}
