import type { ArticleDetail } from '@/lib/types/articleDetail';
import { LikeButton } from './LikeButton';
import { CollectButton } from './CollectButton';
import { ShareButton } from './ShareButton';
import { ArticleOpened } from './ArticleOpened';
import { ReadingPoints } from './ReadingPoints';
import styles from './ArticleActions.module.css';
import { ClientMessages } from '@/components/i18n/ClientMessages';

/** Like, collect and share under the article; sharing is absent when the article forbids it (shareClosed). */
export function ArticleActions({ article }: { article: ArticleDetail }) {
  return (
    <div className={styles.bar}>
      <ArticleOpened articleId={article.id} />
      <ClientMessages namespaces={['article', 'callError']}>
        <LikeButton articleId={article.id} initialLikes={article.counts.likes} />
        <CollectButton articleId={article.id} />
        <ReadingPoints articleId={article.id} />
        {article.shareClosed ? null : <ShareButton articleId={article.id} title={article.title} />}
      </ClientMessages>
    </div>
  );
}
