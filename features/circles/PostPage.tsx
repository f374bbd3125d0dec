import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { Post } from '@/features/circles/circle.types';
import { formatCount } from '@/lib/format/count';
import { PageHeader } from '@/components/chrome/PageHeader';
import { PhotoGallery } from '@/components/media/PhotoGallery.island';
import { VideoPlayer } from '@/components/media/VideoPlayer.island';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { CommentsSection } from '@/features/comments/CommentsSection';
import { LikeButton } from '@/features/articles/LikeButton.island';
import type { CommentsSectionData } from '@/features/comments/server/loadComments';
import { COMMENT_SOURCE } from '@/features/comments/comment.types';
import { PostAuthor } from './PostParts';
import { ReportButton } from '@/features/reports/ReportButton.island';
import styles from './Circle.module.css';
import { circleDetailRoute, postDetailRoute } from '@/features/circles/paths';

/** postDetail: one post, its pictures in the photo viewer or its video, and its circle. */
export async function PostPage({ post, comments }: { post: Post; comments: Promise<CommentsSectionData | null> }) {
  const [t, locale] = await Promise.all([getTranslations('circle'), getLocale()]);
  const title = post.content.slice(0, 30) || post.circleName;
  return (
    <>
      <PageHeader title={post.circleName} heading={false} />
      <ClientMessages namespaces={['media']}>
        <main id="content" className={styles.body}>
          <article className={styles.postDetail}>
            <PostAuthor as="h1" author={post.author} createdAt={post.createdAt} locale={locale} when="dateTime" />
            <p className={styles.postBody} dir="auto">
              {post.content}
            </p>
            {post.pictures.length > 0 ? (
              <PhotoGallery pictures={post.pictures.map((url) => ({ url, caption: '' }))} title={title} />
            ) : null}
            {post.video ? <VideoPlayer src={post.video} poster="" title={title} /> : null}
            {/* Likes per device, remembered by the browser: the cached page shows the count, the island the state. */}
            <div className={styles.postActions}>
              <ClientMessages namespaces={['article', 'callError']}>
                <LikeButton articleId={post.id} initialLikes={post.likes} target="post" />
              </ClientMessages>
              <span className={styles.meta}>{t('replies', { replies: formatCount(post.replies, { locale }) })}</span>
              <ClientMessages namespaces={['report', 'callError']}>
                <ReportButton kind="post" id={post.id} />
              </ClientMessages>
            </div>
            <Link href={circleDetailRoute.href({ id: post.circleId })} prefetch={false} className={styles.backLink}>
              {t('backToCircle', { name: post.circleName })}
            </Link>
          </article>
          <CommentsSection
            sourceType={COMMENT_SOURCE.circlePost}
            sourceId={post.id}
            comments={comments}
            path={postDetailRoute.href({ id: post.id })}
          />
        </main>
      </ClientMessages>
    </>
  );
}
