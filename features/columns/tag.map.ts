import { hasMore } from '@/lib/format/paging';
import type { TagPage } from '@/features/columns/tag.types';
import type { RawTagArticles } from './tag.schema';
import { mapArticleSummary } from '../articles/article.map';

export function mapTagPage(raw: RawTagArticles, tagId: number): TagPage {
  return {
    tag: { id: raw.tag.id || tagId, name: raw.tag.name },
    articles: raw.list.map(mapArticleSummary),
    hasMore: hasMore(raw.list.length, raw.hasMore),
    totalCount: raw.totalCount,
  };
}
