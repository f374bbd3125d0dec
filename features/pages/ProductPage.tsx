/* eslint-disable @next/next/no-img-element -- pictures come sized from the platform's media host */
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Product, ProductSummary } from '@/features/pages/pages.types';
import { ArticleBody } from '@/features/articles/ArticleBody';
import { PageHeader } from '@/components/chrome/PageHeader';
import { ProductGrid } from './ProductGrid';
import styles from './Pages.module.css';
import { downloadClientRoute } from '@/features/site/paths';

/** productDetail: one product of the points shop; exchanging it happens in the app. */
export async function ProductPage({ product, others }: { product: Product; others: ProductSummary[] }) {
  const t = await getTranslations('pages.product');
  return (
    <>
      <PageHeader title={t('section')} />
      <main id="content" className={styles.body}>
        <article className={styles.section} aria-labelledby="product-name">
          {product.image && <img src={product.image} alt="" className={styles.cover} width={1080} height={720} />}
          <h2 id="product-name" className={styles.title}>
            {product.name}
          </h2>
          <p>
            <span className={styles.points}>{t('points', { points: product.points })}</span>{' '}
            {product.stock > 0 ? (
              <span className={styles.meta}>{t('stock', { stock: product.stock })}</span>
            ) : (
              <span className={styles.soldOut}>{t('soldOut')}</span>
            )}
          </p>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>{t('category')}</dt>
              <dd>{product.category}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('origin')}</dt>
              <dd>{product.origin}</dd>
            </div>
          </dl>
          {product.intro && <p className={styles.lead}>{product.intro}</p>}
          <ArticleBody html={product.html} />
          <p className={styles.note}>
            {t('exchangeInApp')}{' '}
            <Link href={downloadClientRoute.href()} prefetch={false} className={styles.link}>
              {t('getApp')}
            </Link>
          </p>
        </article>
        {others.length > 0 && (
          <section className={styles.section} aria-labelledby="product-more">
            <h2 id="product-more" className={styles.sectionTitle}>
              {t('more')}
            </h2>
            <ProductGrid products={others} />
          </section>
        )}
      </main>
    </>
  );
}
