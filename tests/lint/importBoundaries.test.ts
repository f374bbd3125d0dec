import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The import boundaries of eslint.config.mjs (lint/importBoundaries.mjs), tried on snippets
// linted as if they were files at the given paths, with the repository's own ESLint config.

interface Snippet {
  name: string;
  filePath: string;
  code: string;
  /** Whether boundaries/imports must report it. */
  refused: boolean;
}

const CLIENT = "'use client';\n";

const SNIPPETS: Snippet[] = [
  {
    name: 'plumbing under lib/ importing a slice',
    filePath: 'lib/seo/probe.ts',
    code: "import { homeRoute } from '@/features/columns/paths';\nexport const probe = homeRoute;\n",
    refused: true,
  },
  {
    name: 'plumbing under lib/ importing only a type from a slice (a dependency all the same)',
    filePath: 'lib/http/probe.ts',
    code: "import type { ArticleSummary } from '@/features/articles/article.types';\nexport type Probe = ArticleSummary;\n",
    refused: true,
  },
  {
    name: 'a shared component reaching a slice by a relative path',
    filePath: 'components/chrome/Probe.tsx',
    code: "import { searchRoute } from '../../features/search/paths';\nexport const probe = searchRoute;\n",
    refused: true,
  },
  {
    name: 'the registry of the routes plumbing names, importing a slice',
    filePath: 'lib/routing/entryRoutes.ts',
    code: "export { homeRoute } from '@/features/columns/paths';\n",
    refused: false,
  },
  {
    name: 'a plumbing test wiring a slice in',
    filePath: 'lib/http/probe.test.ts',
    code: "import { toggleLike } from '@/features/analytics/server/events';\nexport const probe = toggleLike;\n",
    refused: false,
  },
  {
    name: 'a client component importing lib/platform',
    filePath: 'components/article/Probe.tsx',
    code: `${CLIENT}import { getSiteConfig } from '@/lib/platform/api/config';\nexport const probe = getSiteConfig;\n`,
    refused: true,
  },
  {
    name: 'a client component under app/ reaching the session by a relative path',
    filePath: 'app/probe/Probe.tsx',
    code: `${CLIENT}import { currentMember } from '../../lib/session/session';\nexport const probe = currentMember;\n`,
    refused: true,
  },
  {
    name: 'a client module under lib/ importing a signing part of lib/auth',
    filePath: 'lib/probe/useProbe.ts',
    code: `${CLIENT}import { signState } from '@/lib/auth/weixinState';\nexport const probe = signState;\n`,
    refused: true,
  },
  {
    name: 'a client component importing a type from lib/platform',
    filePath: 'components/article/Probe.tsx',
    code: `${CLIENT}import type { Params } from '@/lib/platform/decorate';\nexport type Probe = Params;\n`,
    refused: false,
  },
  {
    name: "a client component importing lib/auth's pure return-path helper",
    filePath: 'components/account/Probe.tsx',
    code: `${CLIENT}import { safeReturnPath } from '@/lib/auth/returnPath';\nexport const probe = safeReturnPath;\n`,
    refused: false,
  },
  {
    name: 'a server component under components/ loading from lib/platform',
    filePath: 'components/list/Probe.tsx',
    code: "import { getColumns } from '@/lib/platform/api/columns';\nexport const probe = getColumns;\n",
    refused: true,
  },
  {
    name: "a slice's client island importing its slice's server module",
    filePath: 'features/comments/Probe.island.tsx',
    code: `${CLIENT}import { getComments } from './server/comments';\nexport const probe = getComments;\n`,
    refused: true,
  },
  {
    name: "a slice's server component importing another slice's page module",
    filePath: 'features/columns/Probe.tsx',
    code: "import { newsDetail } from '@/features/articles/article.page';\nexport const probe = newsDetail;\n",
    refused: true,
  },
  {
    name: "a slice's page module loading through its server module",
    filePath: 'features/comments/probe.page.ts',
    code: "import { getComments } from './server/comments';\nexport const probe = getComments;\n",
    refused: false,
  },
  {
    name: 'a page under app/ loading from lib/platform',
    filePath: 'app/probe/page.tsx',
    code: "import { getColumns } from '@/lib/platform/api/columns';\nexport const probe = getColumns;\n",
    refused: false,
  },
  {
    name: 'the site importing the reference platform',
    filePath: 'app/probe/page.tsx',
    code: "import { buildPlatform } from '../../platform/app.mjs';\nexport const probe = buildPlatform;\n",
    refused: true,
  },
  {
    name: 'the reference platform importing the site',
    filePath: 'platform/routes/probe.mjs',
    code: "import { absoluteUrl } from '@/lib/routing/site';\nexport const probe = absoluteUrl;\n",
    refused: true,
  },
  {
    name: "an e2e spec taking test from '@playwright/test' (a visit without axe)",
    filePath: 'tests/e2e/probe.spec.ts',
    code: "import { test } from '@playwright/test';\ntest('probe', async ({ page }) => { await page.goto('home.html'); });\n",
    refused: true,
  },
  {
    name: "an e2e spec taking only types from '@playwright/test'",
    filePath: 'tests/e2e/probe.spec.ts',
    code: "import type { Page } from '@playwright/test';\nimport { test } from './support/test';\ntest('probe', async ({ page }: { page: Page }) => { await page.goto('home.html'); });\n",
    refused: false,
  },
  {
    name: 'the e2e fixture itself extending the Playwright test',
    filePath: 'tests/e2e/support/test.ts',
    code: "import { test as base } from '@playwright/test';\nexport const test = base;\n",
    refused: false,
  },
];

interface Linted {
  filePath: string;
  messages: { ruleId: string | null; message: string }[];
}

let linted: Linted[] = [];

beforeAll(() => {
  const root = path.resolve(__dirname, '../..');
  const out = execFileSync(process.execPath, [path.join(__dirname, 'lintSnippets.mjs')], {
    cwd: root,
    input: JSON.stringify(SNIPPETS.map(({ filePath, code }) => ({ filePath, code }))),
    encoding: 'utf8',
  });
  linted = JSON.parse(out) as Linted[];
}, 120_000);

describe('import boundaries (eslint boundaries/imports)', () => {
  it.each(SNIPPETS.map((s, i) => [s.name, i] as const))('%s', (_name, i) => {
    const snippet = SNIPPETS[i]!;
    const result = linted[i]!;
    const boundaryErrors = result.messages.filter((m) => m.ruleId === 'boundaries/imports');
    // A parse error would also be "no boundary error"; the snippets must be valid code.
    expect(result.messages.filter((m) => m.ruleId === null)).toEqual([]);
    expect(boundaryErrors.length > 0).toBe(snippet.refused);
  });
});
