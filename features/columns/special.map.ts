import { hasMore } from '@/lib/format/paging';
import type { SpecialTopic } from '@/features/columns/special.types';
import type { RawSpecial } from './special.schema';
import { mapArticleSummary } from '../articles/article.map';
import { mapColumn } from './column.map';

/** A special topic: its sub-columns in the platform's order, forbidden ones left out. */
export function mapSpecialTopic(raw: RawSpecial): SpecialTopic {
  return {
    column: mapColumn(raw.column),
    bannerUrl: raw.banner,
    sections: raw.subColumns
      .filter((section) => !section.column.isForbidden)
      .map((section) => ({
        column: mapColumn(section.column),
        articles: section.list.map(mapArticleSummary),
        totalCount: section.totalCount,
        hasMore: hasMore(section.list.length, section.hasMore),
      })),
  };
}
