import { useTranslations } from 'next-intl';
import type { LiveReport } from '@/features/live/live.types';
import { VideoPlayer } from '@/components/media/VideoPlayer.island';
import styles from './Live.module.css';

/**
 * One item of the reporting stream: who, when (China time, as the desk writes it), the text,
 * pictures and a clip. No directive: rendered on the server for the first page and in the
 * browser for what arrives by push.
 */
export function ReportItem({ report, clock }: { report: LiveReport; clock: (iso: string) => string }) {
  const t = useTranslations('live');
  return (
    <li className={styles.report} data-pinned={report.pinned} data-report-id={report.id}>
      <div className={styles.reportHead}>
        {report.authorIcon ? (
          // eslint-disable-next-line @next/next/no-img-element -- the platform's avatar, tiny
          <img className={styles.avatar} src={report.authorIcon} alt="" width={28} height={28} loading="lazy" />
        ) : null}
        <span className={styles.author}>{report.author}</span>
        {report.publishedAt ? <time dateTime={report.publishedAt}>{clock(report.publishedAt)}</time> : null}
        {report.pinned ? <span className={styles.pin}>{t('pinned')}</span> : null}
      </div>
      {report.title ? <h3 className={styles.reportTitle}>{report.title}</h3> : null}
      <p className={styles.reportText}>{report.text}</p>
      {report.pictures.length > 0 ? (
        <div className={styles.pictures} data-count={report.pictures.length}>
          {report.pictures.map((src, index) => (
            // eslint-disable-next-line @next/next/no-img-element -- sized by the platform
            <img
              key={src + index}
              src={src}
              alt={t('reportPicture', { author: report.author, n: index + 1 })}
              width={480}
              height={360}
              loading="lazy"
              decoding="async"
            />
          ))}
        </div>
      ) : null}
      {report.video ? (
        <div className={styles.reportVideo}>
          <VideoPlayer
            src={report.video.url}
            poster={report.video.poster}
            title={t('reportVideo', { author: report.author })}
          />
        </div>
      ) : null}
    </li>
  );
}
