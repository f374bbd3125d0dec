import { BASE_PATH } from '@/lib/routing/basePath';

// Images the site serves itself (docs/decisions/0045): they load while the platform's media host is down.

/** The site's logo, fetched from the platform and kept (app/images/logo/route.ts). */
export const SITE_LOGO_SRC = `${BASE_PATH}/images/logo`;

/** What an image that failed to load shows instead of the browser's broken-image icon (public/images/placeholder.svg). */
export const IMAGE_PLACEHOLDER_SRC = `${BASE_PATH}/images/placeholder.svg`;
