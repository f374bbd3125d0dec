// The outside validator of our structured data: the `jsonld` package (the JSON-LD 1.1 processor
// the W3C's test suite names) expands every block in safe mode, where anything it would drop or
// leave relative is an error, and the expanded nodes are then held to what schema.org can read:
// every type and property in its vocabulary, every node id an absolute address. Nothing is fetched:
// the schema.org context is answered from here (docs/decisions/0095).
import jsonld from 'jsonld';

const SCHEMA = 'https://schema.org/';

/**
 * The part of schema.org's own context an expansion of our blocks depends on: its vocabulary, and
 * the properties whose value is an address (an IRI, not text) so that a relative or malformed one
 * shows in the expanded `@id`s.
 */
const SCHEMA_CONTEXT = {
  '@context': {
    '@vocab': SCHEMA,
    ...Object.fromEntries(
      ['url', 'sameAs', 'image', 'logo', 'thumbnailUrl', 'contentUrl', 'embedUrl', 'mainEntityOfPage', 'item'].map(
        (property) => [property, { '@type': '@id' }],
      ),
    ),
  },
};

/** schema.org's context from here; anything else a block names is an error, never a request. */
async function documentLoader(url: string) {
  if (/^https?:\/\/schema\.org\/?$/.test(url)) return { contextUrl: null, documentUrl: url, document: SCHEMA_CONTEXT };
  throw new Error(`a context from outside: ${url}`);
}

const isAbsolute = (iri: string) => /^https?:\/\/[^\s/]+\/\S*$/.test(iri);

/** What an expanded document holds that schema.org cannot read: types and properties outside it, relative ids. */
function expandedFindings(node: unknown, path: string, findings: string[]): void {
  if (Array.isArray(node)) {
    node.forEach((item, index) => expandedFindings(item, `${path}[${index}]`, findings));
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (key === '@id' && typeof value === 'string' && !isAbsolute(value))
      findings.push(`${path}: @id not an absolute address: ${value}`);
    else if (key === '@type' && !('@value' in node))
      for (const type of [value].flat())
        if (typeof type !== 'string' || !type.startsWith(SCHEMA) || type.length === SCHEMA.length)
          findings.push(`${path}: a type outside schema.org: ${String(type)}`);
    if (!key.startsWith('@') && (!key.startsWith(SCHEMA) || key.length === SCHEMA.length))
      findings.push(`${path}: a property outside schema.org: ${key}`);
    expandedFindings(value, key.startsWith('@') ? `${path}.${key}` : `${path}.${key.slice(SCHEMA.length)}`, findings);
  }
}

/** The validator's errors for one JSON-LD block: none when it expands cleanly into schema.org nodes. */
export async function expansionErrors(block: unknown): Promise<string[]> {
  let expanded: unknown[];
  try {
    expanded = await jsonld.expand(block as object, { documentLoader, safe: true, base: null } as object);
  } catch (error) {
    const { name, message, details } = error as { name?: string; message?: string; details?: unknown };
    return [`${name ?? 'Error'}: ${message ?? String(error)} ${JSON.stringify(details ?? {}).slice(0, 300)}`];
  }
  if (expanded.length === 0) return ['the block says nothing: it expands to no node'];
  const findings: string[] = [];
  expandedFindings(expanded, '$', findings);
  return findings;
}
