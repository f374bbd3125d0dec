import { test, expect } from './support/test';
import { LOCALES } from '@/lib/i18n/locales';
import { tipoffDetailRoute } from '@/features/tipoffs/paths';
import { aboutUsRoute } from '@/features/pages/paths';

// The notices a licensed news site in China shows at the foot of every page (docs/decisions/0047),
// from the reference platform's getConfig.beian (docs/platform-api.md, getConfig): labelled in the
// page's language, the numbers as issued, the filings linked to the regulators' query pages.

/** The labelled group's name in each language (messages/<locale>.json, legal.heading). */
const HEADING = {
  cn: '网站备案与许可',
  bo: 'དྲ་ཚིགས་ཐོ་འགོད་དང་ཆོག་མཆན།',
  en: 'Licences and filings',
  de: 'Lizenzen und Registrierungen',
  fr: 'Licences et enregistrements',
} as const;

const LINKS = [
  { text: '藏ICP备2023000123号-1', href: 'https://beian.miit.gov.cn/' },
  { text: '藏公网安备54010202000123号', href: 'https://beian.mps.gov.cn/#/query/webSearch?code=54010202000123' },
  { text: '0891-6329377', href: 'tel:08916329377' },
  { text: 'jubao@plateaumedia.example', href: 'mailto:jubao@plateaumedia.example' },
  { text: 'www.12377.cn', href: 'https://www.12377.cn/' },
];

for (const locale of LOCALES) {
  test(`the footer shows the licence and filing notices, labelled in ${locale}`, async ({ page, consoleErrors }) => {
    await page.goto(`${aboutUsRoute.href().slice(1)}?lang=${locale}`);
    const notices = page.getByRole('contentinfo').getByRole('region', { name: HEADING[locale] });
    await expect(notices).toBeAttached();
    for (const { text, href } of LINKS) {
      const link = notices.getByRole('link', { name: text, exact: true });
      await expect(link).toHaveAttribute('href', href);
      // Opened in this window: no target, so nothing to guard with rel="noopener".
      await expect(link).not.toHaveAttribute('target', /./);
    }
    await expect(notices.locator('[data-notice="newsLicence"]')).toContainText('54120230001');
    await expect(notices.locator('[data-notice="newsLicence"]').getByRole('link')).toHaveCount(0);
    // The numbers are Chinese in every language, and marked so.
    await expect(notices.getByRole('link', { name: '藏ICP备2023000123号-1' })).toHaveAttribute('lang', 'zh-CN');
    // The footer's other ways stay: about us, and now the tip-off form (a sign-in page: nofollow).
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator(`a[href$="${aboutUsRoute.href()}"]`)).toHaveCount(1);
    await expect(footer.locator(`a[href$="${tipoffDetailRoute.href()}"]`)).toHaveAttribute('rel', 'nofollow');
    expect(consoleErrors).toEqual([]);
  });
}

test('the notices pass axe in light/cn and dark/bo, and the tip-off link leads to the form after sign-in', async ({
  page,
}) => {
  // axe runs on each page visited (support/test.ts).
  await page.goto(`${aboutUsRoute.href().slice(1)}?lang=cn`);
  await expect(page.getByRole('region', { name: HEADING.cn })).toBeVisible();
  await page.goto(`${aboutUsRoute.href().slice(1)}?lang=bo&dark=true`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('region', { name: HEADING.bo })).toBeVisible();
  await page.goto(`${aboutUsRoute.href().slice(1)}?lang=cn`);
  await page.getByRole('contentinfo').getByRole('link', { name: '我要爆料' }).click();
  // An anonymous reader is told what a tip-off is, then signs in and comes back to the form (docs/decisions/0045).
  await page.getByRole('link', { name: '登录后爆料' }).click();
  await expect(page).toHaveURL(/\/login\.html\?.*tipoffDetail/);
});
