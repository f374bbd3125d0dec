import { ALL_CALLS, callKey } from '@/lib/platform/calls';
import { callTableCounts, NO_REAL_COUNTERPART, PUBLIC_FACTS, type Standing } from '@/lib/platform/dialect/provenance';

// docs/platform-api.md's call table, made from the one provenance table
// (lib/platform/dialect/provenance.ts) and the call registry: provenance.contract.test.ts checks
// the document holds exactly this, and writes it with UPDATE_DOCS=1.

export const TABLE_START = '<!-- call-table:start (made from lib/platform/dialect/provenance.ts; UPDATE_DOCS=1 npx jest tests/contract/public/provenance) -->';
export const TABLE_END = '<!-- call-table:end -->';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A call as the document names it: app_if's by name alone, another service's as `service: name`. */
const shown = (key: string) => (key.startsWith('app/') ? key.slice('app/'.length) : key.replace('/', ': '));

function countsLine(when: 'before' | 'after', keys: readonly string[]): string {
  const counts = callTableCounts(keys, when);
  const standings: (Standing | 'designed')[] = ['works', 'degraded', 'differs', 'designed'];
  return standings.map((standing) => `${counts[standing]} ${standing}`).join(', ');
}

export function callTableMarkdown(): string {
  const keys = [...new Set(ALL_CALLS.map(callKey))];
  const publicKeys = keys.filter((key) => PUBLIC_FACTS[key]).sort();
  const designed = keys.filter((key) => !PUBLIC_FACTS[key]).sort();
  const rows = publicKeys.map((key) => {
    const fact = PUBLIC_FACTS[key]!;
    const name = fact.publicName ? `\`${shown(key)}\` (public: \`${fact.publicName}\`)` : `\`${shown(key)}\``;
    return `| ${name} | ${fact.generation} | ${fact.before} | ${fact.after} | ${cell(fact.note)} | ${cell(fact.source)} |`;
  });
  return [
    TABLE_START,
    '',
    `**Counts** (${keys.length} calls; ${publicKeys.length} with a public fact): before the dialect layer ${countsLine('before', keys)}; after it ${countsLine('after', keys)}.`,
    '',
    '| call | generation | before | after | what the dialect layer maps, or what still differs | public source |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    `**Designed here** (${designed.length}: nothing public shows them; they keep the form this document gives them): ${designed.map((key) => `\`${shown(key)}\``).join(', ')}.`,
    '',
    `**No real counterpart** (${Object.keys(NO_REAL_COUNTERPART).length} of the designed: a g1/g2 platform that answers it has no such call tells the reader the feature is not offered there): ${Object.entries(NO_REAL_COUNTERPART)
      .map(([key, what]) => `\`${shown(key)}\` (${what})`)
      .join(', ')}.`,
    '',
    TABLE_END,
  ].join('\n');
}
