import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { BASE_PATH } from './lib/routing/basePath';

// Messages are precompiled at build time (icu-minify): the browser gets compiled messages and a
// formatter without the ICU parser, about 10 KB gzip less on every route (docs/decisions/0004).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const nextConfig: NextConfig = {
  // docs/product.md §2: every route sits under /{buildType}/{templatePrefix}.
  basePath: BASE_PATH,
  // Inlined into the browser bundle so client code builds the same base path.
  env: { BUILD_TYPE: process.env.BUILD_TYPE ?? 'wap', TEMPLATE_PREFIX: process.env.TEMPLATE_PREFIX ?? 'touch' },
  poweredByHeader: false,
  reactStrictMode: true,
  // The reference platform serves media from its own origin; images are sized by the platform.
  images: { unoptimized: true },
  serverExternalPackages: ['better-sqlite3', 'sharp'],
  // `/` and the bare base path never reach proxy.ts as pages: send them home here.
  async redirects() {
    return [
      { source: '/', destination: `${BASE_PATH}/home.html`, basePath: false, permanent: false },
      { source: BASE_PATH, destination: `${BASE_PATH}/home.html`, basePath: false, permanent: false },
    ];
  },
};

export default withNextIntl(nextConfig);
