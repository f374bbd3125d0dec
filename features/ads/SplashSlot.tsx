import { ClientMessages } from '@/components/i18n/ClientMessages';
import { Splash } from './Splash.island';

/** Where home puts the splash ad: nothing in the server HTML, the island decides in the browser (Splash.island.tsx). */
export function SplashSlot() {
  return (
    <ClientMessages namespaces={['ads']}>
      <Splash />
    </ClientMessages>
  );
}
