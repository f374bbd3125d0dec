import path from 'node:path';
import { checkIslandNamespaces, readSources, type SourceFiles } from '@/tests/support/islandNamespaces';

const tree = (files: Record<string, string>): SourceFiles => new Map(Object.entries(files));

const island = (namespace: string) =>
  `'use client';\nimport { useTranslations } from 'next-intl';\nexport function X() { const t = useTranslations('${namespace}'); return t('a'); }\n`;
const LAYOUT = `import { RootClientMessages } from '@/components/i18n/ClientMessages';\nexport default function L({ children }) { return <RootClientMessages namespaces={['chrome']}>{children}</RootClientMessages>; }\n`;

describe('the messages each page sends to its client islands', () => {
  it('cover every namespace every island uses, wherever it is rendered', () => {
    const { findings, islands } = checkIslandNamespaces(readSources(path.join(__dirname, '../..')));
    expect(findings).toEqual([]);
    // The check reads the real islands, through their imports (MoreArticles renders RelativeTime, an island of its own).
    expect(islands.get('components/chrome/ScrollDock.island.tsx')).toEqual(['chrome']);
    expect(islands.get('features/articleList/MoreArticles.island.tsx')).toContain('time');
  });
});

describe('checkIslandNamespaces', () => {
  it('finds an island rendered without its namespace, and nothing once the renderer wraps it', () => {
    const bare = tree({
      'app/layout.tsx': LAYOUT,
      'components/a/Like.tsx': island('article'),
      'app/news/page.tsx': `import { Like } from '@/components/a/Like';\nexport default function P() { return <Like />; }\n`,
    });
    expect(checkIslandNamespaces(bare).findings).toEqual([
      'app/news/page.tsx renders islands without ClientMessages for: article',
    ]);

    bare.set(
      'app/news/page.tsx',
      `import { Like } from '@/components/a/Like';\nimport { ClientMessages } from '@/components/i18n/ClientMessages';\nexport default function P() { return <ClientMessages namespaces={['article']}><Like /></ClientMessages>; }\n`,
    );
    expect(checkIslandNamespaces(bare).findings).toEqual([]);
  });

  it('lets a component leave its islands to the module that renders it, and the layouts cover every page', () => {
    const files = tree({
      'app/layout.tsx': LAYOUT,
      'components/chrome/Top.tsx': island('chrome'),
      'components/a/Like.tsx': island('article'),
      'components/a/Actions.tsx': `import { Like } from './Like';\nimport { Top } from '../chrome/Top';\nexport function Actions() { return <><Top /><Like /></>; }\n`,
      'app/news/page.tsx': `import { Actions } from '@/components/a/Actions';\nimport { ClientMessages } from '@/components/i18n/ClientMessages';\nexport default function P() {\n  return (\n    <ClientMessages namespaces={['article']}>\n      <Actions />\n    </ClientMessages>\n  );\n}\n`,
      'app/other/page.tsx': `import { Actions } from '@/components/a/Actions';\nexport default function P() { return <Actions />; }\n`,
    });
    expect(checkIslandNamespaces(files).findings).toEqual([
      'app/other/page.tsx renders islands without ClientMessages for: article',
    ]);
  });

  it('counts what an island imports, not what a comment or a type import names', () => {
    const files = tree({
      'app/layout.tsx': LAYOUT,
      'components/list/Time.tsx': `import { useTranslations } from 'next-intl';\nexport function Time() { return useTranslations('time')('now'); }\n`,
      'components/list/types.ts': `export type Shape = { a: string };\n// useTranslations('search') in a comment\n`,
      'components/list/More.tsx': `'use client';\nimport type { Shape } from './types';\nimport { Time } from './Time';\nexport function More() { return <Time />; }\n`,
      'app/list/page.tsx': `import { More } from '@/components/list/More';\nexport default function P() { return <More />; }\n`,
    });
    const { islands, findings } = checkIslandNamespaces(files);
    expect(islands.get('components/list/More.tsx')).toEqual(['time']);
    expect(findings).toEqual(['app/list/page.tsx renders islands without ClientMessages for: time']);
  });

  it('takes a namespace as covering the ones nested in it, not the other way round', () => {
    const files = tree({
      'app/layout.tsx': LAYOUT.replace("['chrome']", "['account.app']"),
      'components/account/Notice.tsx': island('account.app'),
      'components/account/Form.tsx': island('account'),
      'app/login/page.tsx': `import { Notice } from '@/components/account/Notice';\nimport { Form } from '@/components/account/Form';\nexport default function P() { return <><Notice /><Form /></>; }\n`,
    });
    expect(checkIslandNamespaces(files).findings).toEqual([
      'app/login/page.tsx renders islands without ClientMessages for: account',
    ]);
  });

  it('checks error pages against their layouts, and refuses namespaces it cannot read', () => {
    const files = tree({
      'app/layout.tsx': LAYOUT,
      'app/error.tsx': island('error'),
      'components/x/Dynamic.tsx': `'use client';\nimport { useTranslations } from 'next-intl';\nexport function D({ ns }) { return useTranslations(ns)('a'); }\n`,
    });
    expect(checkIslandNamespaces(files).findings).toEqual([
      'app/error.tsx renders islands without ClientMessages for: error',
      'components/x/Dynamic.tsx: useTranslations(ns) needs a literal namespace',
    ]);
  });
});
