import { ROUTES } from '@/lib/routing/routeTable';
import {
  COLUMN_AND_PAGE_SITEMAP_ROUTES,
  SITEMAP_FAMILIES,
  SITEMAP_FAMILY_NAMES,
  UNLISTED_PUBLIC_ROUTES,
  familyOfFile,
  familySitemapPath,
} from './sitemapFamilies';

// The public routes of the route table against the sitemaps (docs/decisions/0089): a new public
// page family fails here until a sitemap lists it or UNLISTED_PUBLIC_ROUTES says why none does.

const familyRoutes = Object.values(SITEMAP_FAMILIES).flatMap((routes) => routes.map((facts) => facts.name));
const sitemapped = [...familyRoutes, ...COLUMN_AND_PAGE_SITEMAP_ROUTES.map((facts) => facts.name)];
const unlisted = Object.keys(UNLISTED_PUBLIC_ROUTES);

test('every public route is in a sitemap or says why not', () => {
  const publicRoutes = ROUTES.filter((facts) => facts.public).map((facts) => facts.name);
  const accounted = new Set([...sitemapped, ...unlisted]);
  expect(publicRoutes.filter((name) => !accounted.has(name))).toEqual([]);
});

test('no route is both listed and unlisted, nor in two sitemaps', () => {
  expect(sitemapped.filter((name) => unlisted.includes(name))).toEqual([]);
  expect(sitemapped.filter((name, index) => sitemapped.indexOf(name) !== index)).toEqual([]);
});

test('only public routes are accounted for: a private page is in no sitemap, and no reason names a route that is gone', () => {
  const publicNames = new Set(ROUTES.filter((facts) => facts.public).map((facts) => facts.name));
  expect([...sitemapped, ...unlisted].filter((name) => !publicNames.has(name))).toEqual([]);
  for (const reason of Object.values(UNLISTED_PUBLIC_ROUTES)) expect(reason.length).toBeGreaterThan(10);
});

test("a family sitemap's file name gives its family back; anything else is no family", () => {
  for (const family of SITEMAP_FAMILY_NAMES) {
    const file = familySitemapPath(family).split('/').at(-1)!;
    expect(familyOfFile(file)).toBe(family);
  }
  for (const file of ['toString.xml', 'constructor.xml', 'qa', 'qa.xml.gz', '../qa.xml', 'nope.xml', '1.xml'])
    expect(familyOfFile(file)).toBeNull();
});
