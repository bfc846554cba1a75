import { IMPORT_MESSAGES } from '@congregacao/shared/import-messages';
import { IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS } from '@congregacao/shared/limits';
import { describe, expect, it } from 'vitest';
import { rowsWithin } from './read-table';

/** `total` records (a header, then filled rows), counting in `read.count` how many were asked for. */
function* counted(total: number, read: { count: number }, record = (i: number) => [`Pessoa ${i}`, '1']) {
  for (let i = 0; i < total; i++) {
    read.count++;
    yield record(i);
  }
}

describe('rowsWithin', () => {
  it('stops reading at the first filled record past the limit: 400 with the limit, the rest never read', () => {
    const read = { count: 0 };
    expect(() => rowsWithin(counted(IMPORT_MAX_ROWS + 1000, read))).toThrow(
      IMPORT_MESSAGES.tooManyRows(IMPORT_MAX_ROWS),
    );
    expect(read.count).toBe(IMPORT_MAX_ROWS + 2);
  });

  it('takes the header and the limit of rows, and drops blank records at the end however many', () => {
    const read = { count: 0 };
    const rows = rowsWithin(
      counted(IMPORT_MAX_ROWS + 5000, read, (i) => (i <= IMPORT_MAX_ROWS ? [`${i}`] : ['', ' '])),
    );
    expect(rows).toHaveLength(IMPORT_MAX_ROWS + 1);
    expect(read.count).toBe(IMPORT_MAX_ROWS + 5000);
  });

  it('refuses a value past the column limit; empty cells there are no value', () => {
    const wide = (value: string) => [...Array.from({ length: IMPORT_MAX_COLUMNS }, () => 'a'), value];
    expect(rowsWithin([wide(' ')])).toHaveLength(1);
    expect(() => rowsWithin([wide('b')])).toThrow(IMPORT_MESSAGES.tooManyColumns(IMPORT_MAX_COLUMNS));
  });
});
