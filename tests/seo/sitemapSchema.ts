// The outside validator of our sitemaps: libxml2's xmllint (compiled to WebAssembly, the
// `xmllint-wasm` package: no native install) holds each sitemap to an XML schema kept in the
// repository (docs/decisions/0104). A urlset answers to sitemaps.org's sitemap.xsd as the `sitemap`
// package ships it, with schemas of our own for the two extensions it carries (Google News, hreflang
// links); the index to our schema of the protocol's sitemap index. Nothing is fetched: every schema
// is loaded from here, so an import by network address would fail rather than reach out.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { memoryPages, validateXML, type XMLFileInfo } from 'xmllint-wasm';

const OURS = join(process.cwd(), 'tests/seo/sitemapSchemas');
const SITEMAPS_ORG = join(process.cwd(), 'node_modules/sitemap/schema/sitemap.xsd');

const schemaFile = (fileName: string, path = join(OURS, fileName)): XMLFileInfo => ({
  fileName,
  contents: readFileSync(path, 'utf8'),
});

// Read once per worker. xmllint-wasm runs xmllint afresh for each call, compiling the schema again
// (about 120 ms here), so documents are checked together: one call per kind of root.
const DATETIME = schemaFile('w3cDatetime.xsd');
const SCHEMAS = {
  index: { schema: schemaFile('siteindex.xsd'), preload: [DATETIME] },
  urlset: {
    schema: schemaFile('urlset.xsd'),
    preload: [
      schemaFile('sitemap.xsd', SITEMAPS_ORG),
      schemaFile('sitemap-news.xsd'),
      schemaFile('xhtml-link.xsd'),
      DATETIME,
    ],
  },
};

export interface SitemapDocument {
  /** Where it was answered, to name it in the errors. */
  url: string;
  xml: string;
}

const isIndex = (xml: string) => /^(?:<\?xml[^>]*\?>\s*)?<sitemapindex[\s>]/.test(xml.trimStart());

async function errorsAgainst(kind: keyof typeof SCHEMAS, documents: SitemapDocument[]): Promise<string[]> {
  if (documents.length === 0) return [];
  const { schema, preload } = SCHEMAS[kind];
  const result = await validateXML({
    xml: documents.map((document, index) => ({ fileName: `${kind}${index}.xml`, contents: document.xml })),
    schema,
    preload,
    // The protocol's largest sitemap (50,000 addresses, 50 MB) within reach; xmllint's default is 32 MiB.
    maxMemoryPages: 512 * memoryPages.MiB,
  });
  if (result.valid) return [];
  if (result.errors.length === 0) return [`xmllint: ${result.rawOutput.trim()}`];
  // Each error names its file (kind + index) and line; xmllint's closing "kindN.xml fails to
  // validate" has no line, and is named by its document too.
  const documentOf = (fileName: string) => documents[Number(new RegExp(`^${kind}(\\d+)\\.xml`).exec(fileName)?.[1])];
  return result.errors.map((error) => {
    const document = documentOf(error.loc?.fileName ?? error.rawMessage);
    if (!document) return error.rawMessage;
    return error.loc
      ? `${document.url}:${error.loc.lineNumber}: ${error.message}`
      : `${document.url}: fails to validate`;
  });
}

/**
 * The schema errors of sitemaps (an index or a urlset each, the news sitemap among the urlsets), one
 * line each, naming the sitemap and line; none when every one is valid. A document that is not
 * well-formed XML gets xmllint's parser errors.
 */
export async function sitemapSchemaErrors(documents: SitemapDocument[]): Promise<string[]> {
  const indexes = documents.filter((document) => isIndex(document.xml));
  const urlsets = documents.filter((document) => !isIndex(document.xml));
  return [...(await errorsAgainst('index', indexes)), ...(await errorsAgainst('urlset', urlsets))];
}
