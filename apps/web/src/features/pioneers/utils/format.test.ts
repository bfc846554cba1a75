import { describe, expect, it } from 'vitest';
import { formatAverage, monthTitle } from './format';

describe('pioneer figures', () => {
  it('averages with one decimal in pt-PT, 0 without pioneers', () => {
    expect(formatAverage(70, 2)).toBe('35,0');
    expect(formatAverage(3, 2)).toBe('1,5');
    expect(formatAverage(10, 3)).toBe('3,3');
    expect(formatAverage(5, 0)).toBe('0,0');
  });

  it('names a month 0-11 with its year', () => {
    expect(monthTitle(8, 2050)).toBe('Setembro / 2050');
    expect(monthTitle(0, 2051)).toBe('Janeiro / 2051');
  });
});
