import { describe, expect, it } from 'vitest';
import { monthRows, parseDraft, usualWeekdays } from './attendance-rows';

const entry = (date: string, kind: 'midweek' | 'weekend', inPerson = 10, online = 1) => ({
  date,
  kind,
  inPerson,
  online,
});

describe('parseDraft', () => {
  it('never reads a typed value as something else', () => {
    expect(parseDraft({ inPerson: '80', online: '12' })).toEqual({
      kind: 'save',
      counts: { inPerson: 80, online: 12 },
    });
    expect(parseDraft({ inPerson: '80', online: '' })).toEqual({ kind: 'save', counts: { inPerson: 80, online: 0 } });
    expect(parseDraft({ inPerson: '', online: '' })).toEqual({ kind: 'remove' });
    expect(parseDraft({ inPerson: '', online: '5' })).toEqual({ kind: 'inPersonMissing' });
    for (const typed of ['1,5', '1.5', '-3', '12a', '10000']) {
      expect(parseDraft({ inPerson: typed, online: '' }), typed).toEqual({ kind: 'invalid' });
    }
  });
});

describe('monthRows', () => {
  it('lists the meeting weekdays up to today plus dates recorded on other days, by date', () => {
    // September 2019: Sunday the 1st; Wednesdays 4, 11, 18, 25; today is the 12th
    const rows = monthRows(8, 2019, { midweek: 3, weekend: 0 }, [entry('2019-09-07', 'weekend')], [], '2019-09-12');
    expect(rows.map((r) => r.key)).toEqual([
      '2019-09-01/weekend',
      '2019-09-04/midweek',
      '2019-09-07/weekend',
      '2019-09-08/weekend',
      '2019-09-11/midweek',
    ]);
    expect(rows[2]!.entry).toEqual(entry('2019-09-07', 'weekend'));
    expect(rows[0]!.entry).toBeNull();
  });
});

describe('usualWeekdays', () => {
  it('takes the weekday each meeting was held on most, else Wednesday and Sunday', () => {
    expect(usualWeekdays([])).toEqual({ midweek: 3, weekend: 0 });
    const thursdays = [entry('2019-09-05', 'midweek'), entry('2019-09-12', 'midweek'), entry('2019-09-04', 'midweek')];
    expect(usualWeekdays([...thursdays, entry('2019-09-07', 'weekend')])).toEqual({ midweek: 4, weekend: 6 });
  });
});
