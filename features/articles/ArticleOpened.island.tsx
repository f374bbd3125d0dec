'use client';

import { useEffect } from 'react';
import { DATA_TYPE } from '@/features/analytics/record';
import { track } from '@/features/analytics/analytics';

/** Records that a reader opened the article (1000005), once per page view, from the browser. */
export function ArticleOpened({ articleId }: { articleId: number }) {
  useEffect(() => {
    track(DATA_TYPE.openArticle, articleId);
  }, [articleId]);
  return null;
}
