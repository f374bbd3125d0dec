import { search } from '@/features/search/search.page';
import { SearchPage } from '@/features/search/SearchPage';
import { HotArticles } from '@/features/search/HotArticles';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = search.generateMetadata;

/** search: `/search.html?keyword=&tclass=&sort=`; with a keyword the first results are in the server HTML. */
export default async function SearchRoute() {
  const { data, seo } = await search.load();
  return (
    <>
      <PreviewImage page={seo} />
      <SearchPage
        initialKeyword={data.keyword}
        initialTclass={data.tclass}
        initialOrder={data.order}
        tabs={data.tabs}
        ordered={data.ordered}
        hotWords={data.hotWords}
        hotArticles={<HotArticles articles={data.hotArticles} />}
        initialPage={data.initialPage}
        initialFailed={data.initialFailed}
      />
      <JsonLd page={seo} />
    </>
  );
}
