// The registry of routes the plumbing names: lib/ and components/ import no slice (docs/decisions/0073),
// and these few routes are what they need by name: home is every fallback, login is where a refused
// reader goes, the invite link and the site's own feed are built by shared code. Re-exports only, so
// a client bundle gets exactly the route facts it names.
export { homeRoute } from '@/features/columns/paths';
export { loginRoute } from '@/features/member/paths';
export { invitedToDownloadRoute } from '@/features/site/paths';
export { SITE_FEED_PATH } from '@/features/feeds/feedLinks';
