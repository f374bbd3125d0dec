import type { ArticleDetail } from '@/features/articles/articleDetail.types';
import { LikeButton } from './LikeButton.island';
import { CollectButton } from './CollectButton.island';
import { SharePanel } from '../share/SharePanel.island';
import type { ShareTarget } from '../share/shareTarget';
import { ArticleOpened } from './ArticleOpened.island';
import { CountView } from '@/features/analytics/CountView.island';
import { ReadingPoints } from './ReadingPoints.island';
import styles from './ArticleActions.module.css';
import { ClientMessages } from '@/components/i18n/ClientMessages';

/** Like, collect and share (the share panel, docs/product.md §9) under the article; sharing is absent when the article forbids it (shareClosed). */
export function ArticleActions({ article, share }: { article: ArticleDetail; share: ShareTarget }) {
  return (
    <div className={styles.bar}>
      <ArticleOpened articleId={article.id} />
      {/* An editor's preview is no reader's view. */}
      {article.preview ? null : <CountView kind="article" id={article.id} />}
      <ClientMessages namespaces={['article', 'callError', 'sharePanel']}>
        <LikeButton articleId={article.id} initialLikes={article.counts.likes} />
        <CollectButton articleId={article.id} />
        <ReadingPoints articleId={article.id} />
        {article.shareClosed ? null : <SharePanel target={share} buttonClassName={styles.action} />}
      </ClientMessages>
    </div>
  );
}
