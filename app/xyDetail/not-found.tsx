import { AccountUnavailable } from '@/features/accounts/AccountUnavailable';

/** xyDetail's 404 after a client-side navigation: the account is unavailable. */
export default function NotFound() {
  return <AccountUnavailable />;
}
