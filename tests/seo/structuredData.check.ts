import { MISSING_RECOMMENDED_ALLOWED, STRUCTURED_DATA } from './structuredData.table';

/** A finding of the check: `where` is the page and the path inside its JSON-LD. */
export interface Finding {
  kind: 'no-type' | 'unknown-type' | 'missing-required' | 'missing-recommended' | 'invalid-json';
  where: string;
  type?: string;
  property?: string;
}

/** The JSON-LD blocks of a page's HTML, parsed (an unparsable block is a finding). */
export function jsonLdBlocks(html: string): { blocks: unknown[]; invalid: number } {
  const blocks: unknown[] = [];
  let invalid = 0;
  for (const match of html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    try {
      blocks.push(JSON.parse(match[1]!));
    } catch {
      invalid += 1;
    }
  }
  return { blocks, invalid };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function present(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0 && value.some(present);
  return true;
}

/** Every object of one JSON-LD block checked against the table: its @type, its required and recommended properties. */
export function checkJsonLd(block: unknown, where: string): Finding[] {
  const findings: Finding[] = [];
  const visit = (node: unknown, path: string, topLevel: boolean) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${path}[${index}]`, topLevel));
      return;
    }
    if (!isObject(node)) return;
    if ('@graph' in node && !('@type' in node)) {
      visit(node['@graph'], `${path}.@graph`, true);
      return;
    }
    // A reference to a node named elsewhere ({"@id": …}) is no object of its own.
    if (Object.keys(node).length === 1 && '@id' in node) return;
    const types = ([] as unknown[])
      .concat(node['@type'] ?? [])
      .filter((type): type is string => typeof type === 'string');
    if (types.length === 0)
      findings.push({ kind: 'no-type', where: `${where} ${path}${topLevel ? ' (top level)' : ''}` });
    for (const type of types) {
      const rule = STRUCTURED_DATA[type];
      if (!rule) {
        findings.push({ kind: 'unknown-type', where: `${where} ${path}`, type });
        continue;
      }
      const has = (alternatives: string) => alternatives.split('|').some((property) => present(node[property]));
      for (const property of rule.required)
        if (!has(property)) findings.push({ kind: 'missing-required', where: `${where} ${path}`, type, property });
      for (const property of rule.recommended)
        if (!has(property)) findings.push({ kind: 'missing-recommended', where: `${where} ${path}`, type, property });
    }
    for (const [key, value] of Object.entries(node)) if (!key.startsWith('@')) visit(value, `${path}.${key}`, false);
  };
  visit(block, '$', true);
  return findings;
}

/** A missing recommended property the allow-list names, for every family or for this one. */
export function allowed(finding: Finding, family: string): boolean {
  const key = `${finding.type}.${finding.property}`;
  return key in MISSING_RECOMMENDED_ALLOWED || `${family} ${key}` in MISSING_RECOMMENDED_ALLOWED;
}
