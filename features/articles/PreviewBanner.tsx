import { useTranslations } from 'next-intl';
import styles from './Article.module.css';

/** docs/product.md §4: an article whose aStatus is not 1 is shown in preview mode. */
export function PreviewBanner() {
  const t = useTranslations('article');
  return (
    <p className={styles.preview} role="note" data-banner="preview">
      {t('previewBanner')}
    </p>
  );
}
