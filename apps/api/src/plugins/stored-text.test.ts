import { describe, expect, it } from 'vitest';
import { figures, openMonthWithTwoPublishers } from '../modules/me/fixtures.test-support';
import { readReports, setUpReportsApp } from '../modules/reports/fixtures.test-support';

const w = setUpReportsApp([1, 2]);

describe('text no column can hold', () => {
  it('is refused with 400 naming the field, nothing written: a NUL or half a surrogate pair, in body or query', async () => {
    const m = await openMonthWithTwoPublishers(w);
    for (const observations of ['antes\u0000depois', 'meio \ud800 par', 'fim \udc00']) {
      const res = await m.ana.call('PUT', '/api/me/report', { ...figures, observations, version: 1 });
      expect(res.statusCode, observations).toBe(400);
      expect(res.json()).toEqual({
        error: 'Valor inválido em observations: contém caracteres que não são texto',
        code: 'VALIDATION',
      });
    }
    expect((await readReports(w.t.db, [m.anaReport]))[0]).toMatchObject({ observations: '', version: 1 });
    const search = await w.secretary.call('GET', '/api/audit?page=1&search=a%00b');
    expect(search.statusCode).toBe(400);
    expect(search.json().error).toContain('search');
    // a whole surrogate pair (an emoji, a letter outside the BMP) is text like any other
    const emoji = await m.ana.call('PUT', '/api/me/report', { ...figures, observations: 'Tudo 👍 𝔘', version: 1 });
    expect(emoji.statusCode, emoji.body).toBe(200);
    expect(emoji.json().observations).toBe('Tudo 👍 𝔘');
  });
});
