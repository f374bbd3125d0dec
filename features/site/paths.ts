import { route } from '@/lib/routing/route';

// The site's own pages (docs/decisions/0039; docs/product.md §2).

/** downloadClient: `/downloadClient.html`, where to get the app. */
export const downloadClientRoute = route({ name: 'downloadClient', public: true });
/** invitedToDownload: `/invitedToDownload/{id?}/{code?}.html`, an invitation to the app. */
export const invitedToDownloadRoute = route({
  name: 'invitedToDownload',
  segments: ['id?', 'code?'],
  text: ['id', 'code'],
  missing: 'trailing',
  public: true,
});
