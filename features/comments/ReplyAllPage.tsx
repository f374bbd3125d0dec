import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { CommentReplies } from '@/features/comments/comment.types';
import { commentAllHref, replyAllRoute } from '@/features/comments/paths';
import { CommentsJsonLd } from '@/features/comments/CommentsJsonLd';
import { siteOrigin } from '@/lib/routing/site';
import { PageHeader } from '@/components/chrome/PageHeader';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { CommentComposer } from './CommentComposer.island';
import { CommentItem } from './CommentItem';
import { MoreReplies } from './MoreReplies.island';
import styles from './Comments.module.css';

/** replyAll: the thread's first comment, the input (answering it), and its replies page after page. */
export async function ReplyAllPage({ title, thread, open }: { title: string; thread: CommentReplies; open: boolean }) {
  const t = await getTranslations('comments');
  const { main } = thread;
  const ownHost = new URL(siteOrigin()).hostname;
  const context = { sourceType: main.sourceType, objectId: main.objectId, ownHost };
  return (
    <>
      <PageHeader title={title} />
      <ClientMessages namespaces={['comments', 'callError', 'time', 'report']}>
        <main
          id="content"
          className={styles.section}
          style={{ fontFamily: 'var(--font-tibetan-text), var(--font-body)' }}
        >
          <ol className={styles.list}>
            <CommentItem comment={main} context={context} />
          </ol>
          <Link className={styles.moreReplies} href={commentAllHref(main.sourceType, main.objectId)} prefetch={false}>
            {t('allTitle')}
          </Link>
          {open ? (
            <CommentComposer
              sourceType={main.sourceType}
              objectId={main.objectId}
              returnPath={replyAllRoute.href({ id: main.id })}
              ownHost={ownHost}
              answering={{ commentId: main.id, name: main.author.name }}
            />
          ) : null}
          <h2 className={styles.subheading}>{t('allReplies', { count: thread.total })}</h2>
          {thread.replies.length > 0 ? (
            <ol className={styles.list}>
              {thread.replies.map((reply) => (
                <CommentItem key={reply.id} comment={reply} context={context} />
              ))}
            </ol>
          ) : null}
          <MoreReplies
            commentId={main.id}
            context={context}
            hasMore={thread.hasMore}
            empty={thread.replies.length === 0}
          />
        </main>
      </ClientMessages>
      <CommentsJsonLd path={replyAllRoute.href({ id: main.id })} comments={[main, ...thread.replies]} />
    </>
  );
}
