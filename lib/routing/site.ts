import { BASE_PATH } from './basePath';

/** The public origin of this site, for canonical URLs and share previews (absolute URLs). */
export function siteOrigin(): string {
  return (process.env.SITE_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, '');
}

/** Absolute URL of an in-app path such as /newsDetail/1/2.html. */
export function absoluteUrl(path: string): string {
  return `${siteOrigin()}${BASE_PATH}${path}`;
}
