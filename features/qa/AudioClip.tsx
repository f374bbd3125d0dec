import styles from './Qa.module.css';

/**
 * A voice recording in the browser's own player: its controls are buttons and a slider every
 * screen reader and keyboard knows, named by the caption; the download link is for browsers
 * that cannot play the format.
 */
export function AudioClip({ src, label, downloadLabel }: { src: string; label: string; downloadLabel: string }) {
  return (
    <figure className={styles.media}>
      <figcaption className={styles.meta}>{label}</figcaption>
      <audio controls preload="none" src={src} aria-label={label} />
      <a href={src} download className={styles.link}>
        {downloadLabel}
      </a>
    </figure>
  );
}
