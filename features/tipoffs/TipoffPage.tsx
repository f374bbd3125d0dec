import { getTranslations } from 'next-intl/server';
import type { Tipoff } from '@/features/tipoffs/tipoff.types';
import { PageHeader } from '@/components/chrome/PageHeader';
import { OpenClientNotice } from '@/features/member/OpenClientNotice.island';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { TipoffDetail } from './TipoffDetail';
import { TipoffForm } from './TipoffForm.island';
import { speaksLaterGeneration } from '@/lib/platform/dialect/knownGeneration';
import { TipoffSignIn } from './TipoffSignIn';
import styles from './Tipoff.module.css';

/**
 * tipoffDetail: the form for a new tip-off, one tip-off of the reader's, (in the provider's app) the
 * way there, or, signed out, what a tip-off is and the way to sign in.
 */
export async function TipoffPage({
  mode,
  tipoff,
  path,
}: {
  mode: 'form' | 'detail' | 'app' | 'signedOut';
  tipoff: Tipoff | null;
  path: string;
}) {
  // The real tipoff has no field for a voice note (features/tipoffs/calls.ts): the form offers none there.
  const [t, voiceNote] = await Promise.all([getTranslations('tipoff'), speaksLaterGeneration()]);
  return (
    <>
      <PageHeader
        title={mode === 'detail' ? t('detailTitle') : t('formTitle')}
        heading={!(mode === 'detail' && tipoff)}
      />
      <main id="content" className={styles.body}>
        {mode === 'detail' && tipoff ? (
          <TipoffDetail tipoff={tipoff} />
        ) : mode === 'app' ? (
          <OpenClientNotice path={path} />
        ) : mode === 'signedOut' ? (
          <TipoffSignIn returnPath={path} />
        ) : (
          <ClientMessages namespaces={['tipoff', 'upload', 'callError']}>
            <TipoffForm returnPath={path} voiceNote={voiceNote} />
          </ClientMessages>
        )}
      </main>
    </>
  );
}
