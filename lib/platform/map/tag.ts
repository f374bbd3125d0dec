import { hasMore } from '@/lib/format/paging';
import type { TagPage } from '@/lib/types/tag';
import type { RawTagArticles } from '../schemas/tag';
import { mapArticleSummary } from './article';

export function mapTagPage(raw: RawTagArticles, tagId: number): TagPage {
  return {
    tag: { id: raw.tag.id || tagId, name: raw.tag.name },
    articles: raw.list.map(mapArticleSummary),
    hasMore: hasMore(raw.list.length, raw.hasMore),
    totalCount: raw.totalCount,
  };
}
