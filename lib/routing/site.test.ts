import siteFacts from '../siteFacts.json';

// The base path and the public origin (docs/product.md §2), read once from the build's environment:
// each case loads the modules afresh with the variables it names (lib-routing's mutation run found
// basePath.ts and site.ts untested in lib/routing, docs/reliability.md).
type Env = Partial<Record<'BUILD_TYPE' | 'TEMPLATE_PREFIX' | 'SITE_ORIGIN' | 'PORT', string>>;

type Modules = { basePath: typeof import('./basePath'); site: typeof import('./site') };

/** What `read` answers with the modules loaded afresh under `env` (set while it runs, then restored). */
function under<T>(env: Env, read: (modules: Modules) => T): T {
  const names = ['BUILD_TYPE', 'TEMPLATE_PREFIX', 'SITE_ORIGIN', 'PORT'] as const;
  const before = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  for (const name of names) {
    if (env[name] === undefined) delete process.env[name];
    else process.env[name] = env[name];
  }
  try {
    let modules!: Modules;
    jest.isolateModules(() => {
      modules = {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        basePath: require('./basePath') as typeof import('./basePath'),
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        site: require('./site') as typeof import('./site'),
      };
    });
    return read(modules);
  } finally {
    for (const name of names) {
      if (before[name] === undefined) delete process.env[name];
      else process.env[name] = before[name];
    }
  }
}

describe('the base path', () => {
  it("is /{BUILD_TYPE}/{TEMPLATE_PREFIX}, each from siteFacts.json's defaults unless the build names it", () => {
    const { buildType, templatePrefix } = siteFacts.basePathDefaults;
    expect(under({}, (m) => m.basePath.BASE_PATH)).toBe(`/${buildType}/${templatePrefix}`);
    expect(under({ BUILD_TYPE: 'b', TEMPLATE_PREFIX: 't' }, (m) => m.basePath.BASE_PATH)).toBe('/b/t');
  });

  it('gives an in-app href the .html suffix once', () => {
    const { routeHref } = under({}, (m) => m.basePath);
    expect(routeHref('/home')).toBe('/home.html');
    expect(routeHref('/home.html')).toBe('/home.html');
  });
});

describe("the site's origin", () => {
  it('is SITE_ORIGIN without its trailing slashes, or else localhost on PORT (3000 by default)', () => {
    expect(under({ SITE_ORIGIN: 'https://m.example.cn//' }, (m) => m.site.siteOrigin())).toBe('https://m.example.cn');
    expect(under({ PORT: '4000' }, (m) => m.site.siteOrigin())).toBe('http://localhost:4000');
    expect(under({}, (m) => m.site.siteOrigin())).toBe('http://localhost:3000');
  });

  it('makes an in-app path absolute under the base path', () => {
    const url = under({ SITE_ORIGIN: 'https://m.example.cn', BUILD_TYPE: 'b', TEMPLATE_PREFIX: 't' }, (m) =>
      m.site.absoluteUrl('/newsDetail/1/2.html'),
    );
    expect(url).toBe('https://m.example.cn/b/t/newsDetail/1/2.html');
  });
});
