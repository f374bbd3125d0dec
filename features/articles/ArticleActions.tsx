import type { ArticleDetail } from '@/features/articles/articleDetail.types';
import { LikeButton } from './LikeButton.island';
import { CollectButton } from './CollectButton.island';
import { ShareButton } from '../share/ShareButton.island';
import { ArticleOpened } from './ArticleOpened.island';
import { CountView } from '@/features/analytics/CountView.island';
import { ReadingPoints } from './ReadingPoints.island';
import styles from './ArticleActions.module.css';
import { ClientMessages } from '@/components/i18n/ClientMessages';

/** Like, collect and share under the article; sharing is absent when the article forbids it (shareClosed). */
export function ArticleActions({ article }: { article: ArticleDetail }) {
  return (
    <div className={styles.bar}>
      <ArticleOpened articleId={article.id} />
      {/* An editor's preview is no reader's view. */}
      {article.preview ? null : <CountView kind="article" id={article.id} />}
      <ClientMessages namespaces={['article', 'callError']}>
        <LikeButton articleId={article.id} initialLikes={article.counts.likes} />
        <CollectButton articleId={article.id} />
        <ReadingPoints articleId={article.id} />
        {article.shareClosed ? null : <ShareButton articleId={article.id} title={article.title} />}
      </ClientMessages>
    </div>
  );
}
