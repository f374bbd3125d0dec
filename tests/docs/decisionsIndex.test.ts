import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * docs/decisions/README.md indexes every decision record (docs/decisions/0078): its number and
 * file, title, date, whether it still holds and what superseded it, each as the record's own first
 * lines say. A record without its row, a row without its record, or a row that disagrees with the
 * record's header fails here, with the row it expected.
 */

const DIR = path.resolve(__dirname, '../../docs/decisions');

interface Entry {
  number: string;
  file: string;
  title: string;
  date: string;
  status: 'accepted' | 'superseded';
  supersededBy: string;
}

/** What a record's title line and header say about it. */
export function recordEntry(file: string, text: string): Entry {
  const [titleLine = '', , header = ''] = text.split('\n');
  const title = /^# \d+\. (.+)$/.exec(titleLine)?.[1];
  const state = /^Date: (\d{4}-\d{2}-\d{2})\. Status: (accepted|superseded by (\d{4}))\./.exec(header);
  if (!title || !state) throw new Error(`${file} does not open with its title and header line`);
  return {
    number: file.slice(0, 4),
    file,
    title,
    date: state[1]!,
    status: state[3] ? 'superseded' : 'accepted',
    supersededBy: state[3] ?? '',
  };
}

/** The index's rows: `| [NNNN](file) | title | date | status | [NNNN](file) or nothing |`. */
export function indexEntries(readme: string): Entry[] {
  return readme
    .split('\n')
    .filter((line) => /^\| \[\d{4}\]/.test(line))
    .map((line) => {
      const cells = line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim().replace(/\\\|/g, '|'));
      const [link = '', title = '', date = '', status = '', supersededBy = ''] = cells;
      const [, number = '', file = ''] = /^\[(\d{4})\]\(([^)]+)\)$/.exec(link) ?? [];
      return {
        number,
        file,
        title,
        date,
        status: status as Entry['status'],
        supersededBy: /^\[(\d{4})\]/.exec(supersededBy)?.[1] ?? supersededBy,
      };
    });
}

const RECORDS = readdirSync(DIR)
  .filter((file) => /^\d{4}-.+\.md$/.test(file))
  .sort()
  .map((file) => recordEntry(file, readFileSync(path.join(DIR, file), 'utf8')));
const INDEX = indexEntries(readFileSync(path.join(DIR, 'README.md'), 'utf8'));

describe('the decisions index', () => {
  it('reads a row and a record the same way', () => {
    const record = recordEntry(
      '0034-x.md',
      '# 34. First-load JavaScript\n\nDate: 2026-11-23. Status: superseded by 0035.\n',
    );
    const [row] = indexEntries(
      '| [0034](0034-x.md) | First-load JavaScript | 2026-11-23 | superseded | [0035](0035-y.md) |\n',
    );
    expect(row).toEqual(record);
    expect(indexEntries('| [0001](0001-a.md) | A \\| B | 2026-11-22 | accepted |  |')[0]).toMatchObject({
      title: 'A | B',
      supersededBy: '',
    });
  });

  it('has one row for each record, in number order', () => {
    expect(INDEX.map((row) => row.file)).toEqual(RECORDS.map((record) => record.file));
  });

  it.each(RECORDS.map((record) => [record.file, record] as const))(
    '%s: its row says what the record says',
    (file, record) => {
      expect(INDEX.find((row) => row.file === file)).toEqual(record);
    },
  );
});
