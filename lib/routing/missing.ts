import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

/**
 * The mark Next gives the error notFound() throws, read from notFound() itself rather than copied
 * from Next's internals, so an upgrade that changes it changes it here too.
 */
const NOT_FOUND_DIGEST: string | undefined = (() => {
  try {
    notFound();
  } catch (error) {
    return (error as { digest?: string }).digest;
  }
})();

/** Whether `error` is the one notFound() throws. */
export function isNotFoundError(error: unknown): boolean {
  return NOT_FOUND_DIGEST !== undefined && typeof error === 'object' && error !== null && (error as { digest?: unknown }).digest === NOT_FOUND_DIGEST;
}

/** The `<head>` of a page whose object does not exist: its own title, never indexed. */
export async function missingPageMetadata(): Promise<Metadata> {
  const t = await getTranslations('error');
  return missingMetadata(t('notFoundTitle'));
}

/** The `<head>` of a missing page under a title of its own (an account: 'account unavailable'). */
export function missingMetadata(title: string): Metadata {
  return { title, robots: { index: false, follow: false } };
}
