import { Suspense } from 'react';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatCount } from '@/lib/format/count';
import { CommentsJsonLd } from '@/features/comments/CommentsJsonLd';
import { siteOrigin } from '@/lib/routing/site';
import { commentAllHref } from '@/features/comments/paths';
import type { CommentsSectionData } from '@/features/comments/server/loadComments';
import type { CommentSource } from '@/features/comments/comment.types';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { CommentComposer } from './CommentComposer.island';
import { CommentList } from './CommentList';
import { MoreCommentsOnDemand } from './MoreCommentsOnDemand.island';
import { CommentCount } from './CommentCount.island';
import styles from './Comments.module.css';

export interface CommentsSectionProps {
  /** PLATFORM-FACTS.md's comment sourceType: 0 article, 1 live, 3 paper article, 4 topic Q&A, 5 Q&A, 6 activity. */
  sourceType: CommentSource;
  /** The commented object's id (an article's fileId, a live's, an activity's …). */
  sourceId: number;
  /** From the route's loader: `loadCommentsSection(sourceType, sourceId)` (features/comments/server/loadComments.ts), not awaited. */
  comments: Promise<CommentsSectionData | null>;
  /** The page's canonical path: the way back after logging in, and the JSON-LD node the comments belong to. */
  path: string;
  /** The object's own discussClosed: no input (its comments still show). */
  closed?: boolean;
}

/**
 * The comments under an object (docs/product.md §3, comments): count, the hot comments, the
 * first page of threads with their first replies, a link to all of them, and the input. The list
 * is rendered on the server and the same for every reader (the page stays cacheable; crawlers
 * read it, and its JSON-LD); what belongs to one reader (input, likes, own and pending comments)
 * is the client islands'. Streams after the rest of the page.
 */
export function CommentsSection(props: CommentsSectionProps) {
  return (
    <ClientMessages namespaces={['comments', 'callError', 'time', 'report']}>
      {/* The way back's target (`#comments`) stays put while the section streams in. The server
          HTML holds the fallback and the streamed section side by side: ids of their own each. */}
      <div id="comments" className={styles.anchor}>
        <Suspense fallback={<CommentsFrame count={null} headingId="comments-heading-pending" />}>
          <LoadedComments {...props} />
        </Suspense>
      </div>
    </ClientMessages>
  );
}

async function CommentsFrame({
  count,
  headingId = 'comments-heading',
  children,
}: {
  count: { count: number; cap?: boolean | number } | null;
  headingId?: string;
  children?: React.ReactNode;
}) {
  const t = await getTranslations('comments');
  return (
    // Readers write Tibetan on pages of every language: the phone's Tibetan face, else the site's (app/globals.css, --font-tibetan-text).
    <section
      className={styles.section}
      style={{ fontFamily: 'var(--font-tibetan-text), var(--font-body)' }}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={styles.heading}>
        {t('heading')}
        {/* Moves with what the reader posts and deletes here (the page itself is shared and cached). */}
        {count ? <CommentCount count={count.count} cap={count.cap} /> : null}
      </h2>
      {children ?? <p className={styles.muted}>{t('loading')}</p>}
    </section>
  );
}

async function LoadedComments({ sourceType, sourceId, comments, path, closed = false }: CommentsSectionProps) {
  const [t, locale, loaded] = await Promise.all([getTranslations('comments'), getLocale(), comments]);
  const ownHost = new URL(siteOrigin()).hostname;
  const composer = (open: boolean) =>
    open ? (
      <CommentComposer sourceType={sourceType} objectId={sourceId} returnPath={`${path}#comments`} ownHost={ownHost} />
    ) : (
      <p className={styles.muted}>{t('closed')}</p>
    );

  if (!loaded) {
    // The platform failed: the page is whole without its comments; they offer a retry (docs/product.md §8).
    return (
      <CommentsFrame count={null}>
        {composer(!closed)}
        <MoreCommentsOnDemand
          sourceType={sourceType}
          objectId={sourceId}
          ownHost={ownHost}
          firstPage={0}
          failedBefore
        />
      </CommentsFrame>
    );
  }
  const { count, countCap, siteClosed, hot, firstPage: page } = loaded;
  const context = { sourceType, objectId: sourceId, ownHost };
  const countText = count > 0 ? formatCount(count, { locale, cap: countCap }) : null;
  return (
    <CommentsFrame count={{ count, cap: countCap }}>
      {composer(!closed && !siteClosed)}
      {hot.length > 0 ? (
        <>
          <h3 className={styles.subheading}>{t('hot')}</h3>
          <CommentList
            threads={hot.map((comment) => ({ ...comment, preview: { replies: [], total: 0, hasMore: false } }))}
            context={context}
          />
        </>
      ) : null}
      {page.threads.length > 0 ? (
        <>
          <h3 className={styles.subheading}>{t('latest')}</h3>
          <CommentList threads={page.threads} context={context} />
          {page.hasMore ? (
            <Link className={styles.allLink} href={commentAllHref(sourceType, sourceId)} prefetch={false}>
              {t('all', { count: countText ?? '' })}
            </Link>
          ) : null}
        </>
      ) : closed || siteClosed ? null : (
        // 'Be the first' only where one can comment: 'comments are closed' is said above.
        <p className={styles.empty}>{t('empty')}</p>
      )}
      <CommentsJsonLd path={path} comments={[...hot, ...page.threads]} />
    </CommentsFrame>
  );
}
