import { test, expect } from './support/test';
import { anonymousPages } from './support/families';
import { ROUTES } from '@/lib/routing/routeTable';
import { allowed, checkJsonLd, jsonLdBlocks, type Finding } from '../seo/structuredData.check';
import { TYPES_OF_FAMILY, WITHOUT_JSON_LD } from '../seo/structuredData.table';
import { expansionErrors } from '../seo/jsonLdExpansion';

// Structured data on every route family: the JSON-LD of every page of each public family the crawl
// fetches as an anonymous reader (support/families.ts: up to a few of each, no page fetched for this
// alone), checked against tests/seo/structuredData.table.ts: every object has an @type the table
// knows, its required properties are there and not empty, and a missing recommended one is in the
// table's allow-list with its reason; and every block expanded by the outside validator, the
// `jsonld` processor (tests/seo/jsonLdExpansion.ts), with no error.

test('the JSON-LD of every page of every public route family carries what the table asks and expands cleanly', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const { pages, everyPage } = await anonymousPages(request, origin);

  const publicFamilies = ROUTES.filter((facts) => facts.public && !(facts.name in WITHOUT_JSON_LD)).map(
    (facts) => facts.name,
  );
  expect(
    publicFamilies.filter((name) => !pages.has(name)),
    'public route families with no page checked',
  ).toEqual([]);

  const findings: Finding[] = [];
  const withoutJsonLd: string[] = [];
  const typesMissing: string[] = [];
  const expansion: string[] = [];
  let objects = 0;
  let checkedPages = 0;
  let expandedBlocks = 0;
  // The types a family must hold: of its first page (a family's templates differ; each has its own name).
  for (const [family, html] of pages) {
    const types = new Set(
      [...JSON.stringify(jsonLdBlocks(html).blocks).matchAll(/"@type":"([^"]+)"/g)].map((match) => match[1]!),
    );
    for (const type of TYPES_OF_FAMILY[family] ?? []) if (!types.has(type)) typesMissing.push(`${family}: ${type}`);
  }
  for (const [family, htmls] of everyPage) {
    for (const [pageIndex, html] of htmls.entries()) {
      checkedPages += 1;
      const { blocks, invalid } = jsonLdBlocks(html);
      for (let i = 0; i < invalid; i += 1) findings.push({ kind: 'invalid-json', where: family });
      if (blocks.length === 0 && !(family.split(' ')[0]! in WITHOUT_JSON_LD))
        withoutJsonLd.push(`${family} page ${pageIndex}`);
      for (const [index, block] of blocks.entries()) {
        objects += JSON.stringify(block).split('"@type"').length - 1;
        findings.push(...checkJsonLd(block, `${family} #${pageIndex}.${index}`));
        expandedBlocks += 1;
        for (const error of await expansionErrors(block)) expansion.push(`${family} #${pageIndex}.${index} ${error}`);
      }
    }
  }
  const family = (finding: Finding) => finding.where.split(' #')[0]!.split(' ')[0]!;
  const describe = (list: Finding[]) =>
    list.map((f) => `${f.kind} ${f.where} ${f.type ?? ''}${f.property ? `.${f.property}` : ''}`).join('\n');
  const untyped = findings.filter((f) => f.kind === 'no-type');
  const required = findings.filter((f) => f.kind === 'missing-required');
  const recommended = findings.filter((f) => f.kind === 'missing-recommended');
  const unlisted = recommended.filter((f) => !allowed(f, family(f)));
  console.log(
    `structured data: ${checkedPages} pages of ${everyPage.size} families, ${objects} typed objects, ${expandedBlocks} blocks expanded ` +
      `(${expansion.length} expansion errors); ${untyped.length} without @type, ${required.length} required missing, ` +
      `${recommended.length} recommended missing (${unlisted.length} not allow-listed), ${withoutJsonLd.length} pages without JSON-LD`,
  );
  const tally = new Map<string, number>();
  for (const f of findings)
    tally.set(
      `${f.kind} ${f.type ?? ''}.${f.property ?? ''}`,
      (tally.get(`${f.kind} ${f.type ?? ''}.${f.property ?? ''}`) ?? 0) + 1,
    );
  console.log(
    [...tally]
      .sort()
      .map(([key, count]) => `  ${count} ${key}`)
      .join('\n'),
  );
  expect(typesMissing, 'types a family must hold (tests/seo/structuredData.table.ts TYPES_OF_FAMILY)').toEqual([]);
  expect(
    withoutJsonLd,
    'pages of a family with no JSON-LD (tests/seo/structuredData.table.ts WITHOUT_JSON_LD lists those that may)',
  ).toEqual([]);
  expect(
    describe(findings.filter((f) => f.kind !== 'missing-recommended')),
    'JSON-LD objects without @type, of a type the table lacks, or missing required properties',
  ).toBe('');
  expect(describe(unlisted), 'missing recommended properties not in MISSING_RECOMMENDED_ALLOWED').toBe('');
  expect(expansion, 'errors of the jsonld processor expanding the blocks (tests/seo/jsonLdExpansion.ts)').toEqual([]);
});
