import type { Figure } from '@/features/figures/figure.types';
import styles from './Figure.module.css';

/** Who a public figure is: photo, name, their post or honour, region and introduction. */
export function FigureHeader({
  figure,
  headingId,
  withIntro,
  level = 'h2',
}: {
  figure: Figure;
  headingId: string;
  withIntro: boolean;
  /** `h1` on the figure's own page, where the name is the page's title; `h2` under a page that has one. */
  level?: 'h1' | 'h2';
}) {
  const Name = level;
  return (
    <section className={styles.header} aria-labelledby={headingId}>
      {/* eslint-disable-next-line @next/next/no-img-element -- photos are sized by the platform */}
      {figure.photo ? <img src={figure.photo} alt="" width={72} height={72} className={styles.photo} /> : null}
      <div className={styles.info}>
        <Name id={headingId} className={styles.name}>
          {figure.name}
        </Name>
        {figure.title ? <p className={styles.title}>{figure.title}</p> : null}
        {figure.region ? <p className={styles.region}>{figure.region}</p> : null}
        {withIntro && figure.intro ? <p className={styles.intro}>{figure.intro}</p> : null}
      </div>
    </section>
  );
}
