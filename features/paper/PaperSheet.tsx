import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { PaperLayoutDetail } from '@/features/paper/paper.types';
import { paperArticleRoute } from '@/features/paper/paths';
import { PaperZoom } from './PaperZoom.island';
import styles from './Paper.module.css';

/** The id of the zoom hint (one page image per page). */
const HINT_ID = 'paper-zoom-hint';

/**
 * A layout's page image with each article's region as a link over it (the layout's mapping),
 * zoomable (PaperZoom): plain links, so Tab reaches them in reading order and Enter opens them; each
 * is labelled with its article's title, since the picture itself carries no readable text.
 */
export async function PaperSheet({ layout, alt, label }: { layout: PaperLayoutDetail; alt: string; label: string }) {
  const t = await getTranslations('paperEdition');
  const { image } = layout.layout;
  const labels = {
    controls: t('zoomControls'),
    zoomIn: t('zoomIn'),
    zoomOut: t('zoomOut'),
    sheet: t('sheet', { layout: label }),
    level: t('zoomLevel', { percent: '{percent}' }),
  };
  return (
    <>
      <PaperZoom width={image.width || 600} height={image.height || 900} labels={labels} hintId={HINT_ID}>
        {/* eslint-disable-next-line @next/next/no-img-element -- the page image lives on the platform's media host */}
        <img
          className={styles.sheetImage}
          src={image.src}
          alt={alt}
          width={image.width || undefined}
          height={image.height || undefined}
        />
        {layout.articles.map((article) =>
          article.region ? (
            <Link
              key={article.id}
              href={paperArticleRoute.href({ id: article.id })}
              prefetch={false}
              className={styles.region}
              aria-label={article.title}
              style={{
                left: `${article.region.left}%`,
                top: `${article.region.top}%`,
                width: `${article.region.width}%`,
                height: `${article.region.height}%`,
              }}
            />
          ) : null,
        )}
      </PaperZoom>
      <p id={HINT_ID} className={styles.hint}>
        {t('zoomHint')}
      </p>
    </>
  );
}
