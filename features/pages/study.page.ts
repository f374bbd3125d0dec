import { notFound } from 'next/navigation';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { getProduct, getProducts, getStudies, getStudy } from '@/features/pages/server/pages';
import { definePage } from '@/lib/routing/definePage';
import { pageQuery } from '@/lib/routing/pageQuery';
import { queryId } from '@/lib/routing/queryId';
import type { PageSeo } from '@/lib/seo/page';
import { shareText } from '@/lib/seo/text';
import { onlineStudyRoute, productDetailRoute } from '@/features/pages/paths';
import { listCrumbs } from '../columns/listItems.page';

/** How many other courses and goods a page shows beside its own. */
const BESIDE = 4;

/**
 * onlineStudy: `/onlineStudy/{id}.html`, one online course: its speaker, chapters and the points
 * it earns, the other courses, and the goods those points buy in the points shop.
 */
export const onlineStudy = definePage(onlineStudyRoute, {
  async load({ id }) {
    const [study, studies, products, config] = await Promise.all([
      getStudy(id),
      getStudies(),
      getProducts(),
      getSiteConfig(),
    ]);
    if (!study) notFound();
    return {
      study,
      others: studies.filter((s) => s.id !== study.id).slice(0, BESIDE),
      products: products.slice(0, BESIDE),
      siteName: config.appName,
    };
  },
  seo({ study, siteName }): PageSeo {
    return {
      type: 'page',
      title: study.title,
      description: shareText(study.intro, study.title),
      path: onlineStudyRoute.href({ id: study.id }),
      image: study.image || undefined,
      breadcrumbs: listCrumbs(siteName, { name: study.title, path: onlineStudyRoute.href({ id: study.id }) }),
    };
  },
});

/** productDetail: `/productDetail.html?id=N`, one product of the points shop; no, a malformed or an unknown id: 404. */
export const productDetail = definePage(productDetailRoute, {
  async load() {
    const id = queryId((await pageQuery()).get('id'));
    if (id === null) notFound();
    const [product, products, config] = await Promise.all([getProduct(id), getProducts(), getSiteConfig()]);
    if (!product) notFound();
    return { product, others: products.filter((p) => p.id !== product.id).slice(0, BESIDE), siteName: config.appName };
  },
  seo({ product, siteName }): PageSeo {
    return {
      type: 'page',
      title: product.name,
      description: shareText(product.intro, product.name),
      path: productDetailRoute.href(undefined, { id: product.id }),
      image: product.image || undefined,
      breadcrumbs: listCrumbs(siteName, {
        name: product.name,
        path: productDetailRoute.href(undefined, { id: product.id }),
      }),
    };
  },
});
