import { robotsTxt } from './documents';
import { BASE_PATH } from '@/lib/routing/basePath';

// robots.txt read by the two conventions crawlers follow: the longest matching rule (Google, RFC
// 9309) and the first matching one (the original convention, Python's urllib.robotparser). Both
// must say the same of every page: private pages closed, public ones open.

jest.mock('@/lib/platform/siteConfig/siteConfig', () => ({ getSiteConfig: jest.fn() }));

type Rule = { allow: boolean; path: string };

function rulesOf(text: string): Rule[] {
  return text.split('\n').flatMap((line) => {
    const match = /^(Allow|Disallow):\s*(\S+)$/.exec(line);
    return match ? [{ allow: match[1] === 'Allow', path: match[2]! }] : [];
  });
}

const firstMatch = (rules: Rule[], url: string) => rules.find((rule) => url.startsWith(rule.path))?.allow ?? true;

function longestMatch(rules: Rule[], url: string): boolean {
  const matching = rules
    .filter((rule) => url.startsWith(rule.path))
    .sort((a, b) => b.path.length - a.path.length || Number(b.allow) - Number(a.allow));
  return matching[0]?.allow ?? true;
}

const rules = rulesOf(robotsTxt());

it.each([
  ['/login.html?redirect=%2Fhome.html', false],
  ['/getUserInfo.html', false],
  ['/api/articles/like', false],
  ['/myComments.html', false],
  ['/home.html', true],
  ['/newsDetail/3/44.html', true],
  ['/columnDetail/3.html', true],
])('%s: allowed %s, by the first and by the longest matching rule', (path, allowed) => {
  const url = `${BASE_PATH}${path}`;
  expect(longestMatch(rules, url)).toBe(allowed);
  expect(firstMatch(rules, url)).toBe(allowed);
});

it('names the sitemap index', () => {
  expect(robotsTxt()).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
});
