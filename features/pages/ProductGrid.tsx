/* eslint-disable @next/next/no-img-element -- pictures come sized from the platform's media host */
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ProductSummary } from '@/features/pages/pages.types';
import { productDetailRoute } from '@/features/pages/paths';
import styles from './Pages.module.css';

/** Goods of the points shop, two a row, each leading to its page. */
export async function ProductGrid({ products }: { products: ProductSummary[] }) {
  const t = await getTranslations('pages.product');
  return (
    <ul className={styles.goods}>
      {products.map((p) => (
        <li key={p.id}>
          <Link href={productDetailRoute.href(undefined, { id: p.id })} prefetch={false} className={styles.goodLink}>
            {p.image && <img src={p.image} alt="" width={1080} height={720} loading="lazy" />}
            <span className={styles.rowTitle}>{p.name}</span>
            <span className={styles.meta}>{p.stock > 0 ? t('points', { points: p.points }) : t('soldOut')}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
