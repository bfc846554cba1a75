import { pioneerMonthParamsSchema, publisherHistoryParamsSchema } from '@congregacao/shared/contracts/history';
import { describe, expect, it } from 'vitest';
import { parseNumericParams } from './route-params';

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
