import type { PaperLayoutDetail } from '@/features/paper/paper.types';
import { paperArticleRoute } from '@/features/paper/routes';
import Link from 'next/link';
import styles from './Paper.module.css';

/**
 * A layout's page image with each article's region as a link over it (the layout's mapping):
 * plain links, so Tab reaches them in reading order and Enter opens them; each is labelled with
 * its article's title, since the picture itself carries no readable text.
 */
export function PaperSheet({ layout, alt }: { layout: PaperLayoutDetail; alt: string }) {
  const { image } = layout.layout;
  return (
    <div className={styles.sheet}>
      {/* eslint-disable-next-line @next/next/no-img-element -- the page image lives on the platform's media host */}
      <img className={styles.sheetImage} src={image.src} alt={alt} width={image.width || undefined} height={image.height || undefined} />
      {layout.articles.map((article) =>
        article.region ? (
          <Link
            key={article.id}
            href={paperArticleRoute.href({ id: article.id })}
            prefetch={false}
            className={styles.region}
            aria-label={article.title}
            style={{ left: `${article.region.left}%`, top: `${article.region.top}%`, width: `${article.region.width}%`, height: `${article.region.height}%` }}
          />
        ) : null,
      )}
    </div>
  );
}
