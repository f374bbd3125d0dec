import { PageHeader } from './PageHeader';
import styles from './PageMessage.module.css';

/** A page that has only something to say (nothing to show yet, nothing here). */
export function PageMessage({ title, message }: { title: string; message: string }) {
  return (
    <>
      <PageHeader title={title} />
      <main id="content">
        <p className={styles.message}>{message}</p>
      </main>
    </>
  );
}
