import { pioneerMonthParamsSchema, publisherHistoryParamsSchema } from '@congregacao/shared/contracts/history';
import { describe, expect, it } from 'vitest';
import { parseIdParam, parseNumericParams } from './route-params';

describe('parseNumericParams', () => {
  const history = (params: Record<string, string | undefined>) =>
    parseNumericParams(params, ['serviceYear', 'publisherId'], publisherHistoryParamsSchema);
  const month = (params: Record<string, string | undefined>) =>
    parseNumericParams(params, ['month', 'year'], pioneerMonthParamsSchema);

  it('parses present, numeric, in-range parameters', () => {
    expect(history({ serviceYear: '2051', publisherId: '12' })).toEqual({ serviceYear: 2051, publisherId: 12 });
    expect(month({ month: '0', year: '2050' })).toEqual({ month: 0, year: 2050 });
  });

  it('gives null for a missing, non-numeric or out-of-range parameter', () => {
    expect(history({ serviceYear: '2051' })).toBeNull();
    expect(history({ serviceYear: 'abc', publisherId: '12' })).toBeNull();
    expect(history({ serviceYear: '2051', publisherId: '1e3' })).toBeNull();
    expect(history({ serviceYear: ' 2051', publisherId: '12' })).toBeNull();
    expect(month({ month: '12', year: '2050' })).toBeNull();
    expect(month({ month: '-1', year: '2050' })).toBeNull();
  });
});

describe('parseIdParam', () => {
  it('parses a positive numeric id', () => {
    expect(parseIdParam('12')).toBe(12);
    expect(parseIdParam('99999999')).toBe(99999999);
  });

  it('gives null for a missing, non-numeric, zero or out-of-range id', () => {
    for (const raw of [undefined, '', 'abc', '1e3', '-1', ' 12', '0', '2147483648'])
      expect(parseIdParam(raw)).toBeNull();
  });
});
