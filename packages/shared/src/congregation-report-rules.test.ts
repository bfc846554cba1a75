import { describe, expect, it } from 'vitest';
import { meetingAverage, monthDateRange, summariseMeetings } from './attendance-rules';
import { computeCongregationReport, countsInMonth, erasedStanding, reportCategory } from './congregation-report-rules';

describe('reportCategory', () => {
  it('puts a report on one S-1 line; regular pioneer wins over auxiliary', () => {
    const marks = { auxiliaryPioneer: false, regularPioneer: false, specialPioneer: false, fieldMissionary: false };
    expect(reportCategory(marks)).toBe('publisher');
    expect(reportCategory({ ...marks, auxiliaryPioneer: true })).toBe('auxiliaryPioneer');
    expect(reportCategory({ ...marks, regularPioneer: true })).toBe('regularPioneer');
    expect(reportCategory({ ...marks, auxiliaryPioneer: true, regularPioneer: true })).toBe('regularPioneer');
    expect(reportCategory({ ...marks, specialPioneer: true })).toBeNull();
    expect(reportCategory({ ...marks, fieldMissionary: true })).toBeNull();
  });
});

describe('countsInMonth', () => {
  const enabled = { isEnabled: true, exitCongregationDate: null, deathDate: null };
  it('counts a publisher until the month they leave, and an archived one with no date nowhere', () => {
    expect(countsInMonth(enabled, 3, 2026)).toBe(true);
    const left = { isEnabled: false, exitCongregationDate: '2026-04-30', deathDate: null };
    expect(countsInMonth(left, 2, 2026)).toBe(true);
    expect(countsInMonth(left, 3, 2026)).toBe(false);
    const died = { isEnabled: false, exitCongregationDate: null, deathDate: '2026-05-01' };
    expect(countsInMonth(died, 3, 2026)).toBe(true);
    expect(countsInMonth(died, 4, 2026)).toBe(false);
    expect(countsInMonth({ ...enabled, isEnabled: false }, 0, 2000)).toBe(false);
  });
});

describe('erasedStanding', () => {
  const standings = [
    { isEnabled: true, exitCongregationDate: null, deathDate: null },
    { isEnabled: false, exitCongregationDate: null, deathDate: null },
    { isEnabled: false, exitCongregationDate: '2025-10-15', deathDate: null },
    { isEnabled: false, exitCongregationDate: '2025-12-31', deathDate: '2025-11-01' },
    // re-enabled after leaving: the date still decides
    { isEnabled: true, exitCongregationDate: '2024-03-01', deathDate: null },
  ];
  it('keeps no date and counts the person in every month up to the last Closed one exactly as before', () => {
    const lastClosed = { month: 0, year: 2026 };
    for (const standing of standings) {
      const erased = erasedStanding(standing, lastClosed);
      expect(erased).toMatchObject({ isEnabled: false, exitCongregationDate: null, deathDate: null });
      expect(erased.leftMonth ?? '').toMatch(/^$|^\d{4}-\d{2}-01$/);
      for (let year = 2023; year <= 2026; year += 1) {
        for (let month = 0; month < 12 && year * 12 + month <= 2026 * 12; month += 1) {
          expect(countsInMonth(erased, month, year), `${JSON.stringify(standing)} ${month}/${year}`).toBe(
            countsInMonth(standing, month, year),
          );
        }
      }
    }
  });
  it('stops counting an enabled person after the last Closed month, and counts nowhere without one', () => {
    const enabled = standings[0]!;
    expect(erasedStanding(enabled, { month: 11, year: 2025 }).leftMonth).toBe('2026-01-01');
    expect(countsInMonth(erasedStanding(enabled, { month: 11, year: 2025 }), 0, 2026)).toBe(false);
    expect(erasedStanding(enabled, null).leftMonth).toBeNull();
  });
});

describe('S-88 averages', () => {
  it('rounds to the nearest whole number, halves up, 0 without meetings', () => {
    expect(meetingAverage(175, 2)).toBe(88);
    expect(meetingAverage(479, 4)).toBe(120);
    expect(meetingAverage(601, 5)).toBe(120);
    expect(meetingAverage(0, 0)).toBe(0);
    expect(
      summariseMeetings([
        { inPerson: 10, online: 3 },
        { inPerson: 0, online: 0 },
      ]),
    ).toEqual({
      meetings: 2,
      total: 13,
      average: 7,
    });
  });
  it('knows the last day of each month, February of leap years too', () => {
    expect(monthDateRange(1, 2024)).toEqual({ first: '2024-02-01', last: '2024-02-29' });
    expect(monthDateRange(1, 2026).last).toBe('2026-02-28');
    expect(monthDateRange(11, 2026)).toEqual({ first: '2026-12-01', last: '2026-12-31' });
  });
});

describe('computeCongregationReport', () => {
  const enabled = { isEnabled: true, exitCongregationDate: null, deathDate: null };
  const marks = { auxiliaryPioneer: false, regularPioneer: false, specialPioneer: false, fieldMissionary: false };
  const group = (groupId: number | null, extra: object) => ({
    ...marks,
    participatedInMinistry: true,
    publisher: enabled,
    groupId,
    groupNumber: groupId === null ? null : groupId * 10,
    reports: 1,
    hours: 0,
    studies: 0,
    ...extra,
  });
  it('adds late reports in their own month and category, and gives each group its line', () => {
    const figures = computeCongregationReport({
      month: 4,
      year: 2026,
      reports: [
        group(2, { reports: 3, studies: 2 }),
        group(1, { reports: 2, regularPioneer: true, hours: 100, studies: 4 }),
        group(null, { participatedInMinistry: null }),
      ],
      lateReports: [
        // April's auxiliary pioneer, counted in May; a leaver of 15 May still counted in April
        { ...group(1, { auxiliaryPioneer: true, hours: 20, studies: 1 }), month: 3, year: 2026 },
        {
          ...group(2, { publisher: { isEnabled: false, exitCongregationDate: '2026-05-15', deathDate: null } }),
          month: 3,
          year: 2026,
        },
      ],
      windowParticipants: [],
      weekendTotals: [],
    });
    const none = { reports: 0, hours: 0, studies: 0 };
    expect(figures).toMatchObject({
      publishers: { reports: 4, studies: 2 },
      auxiliaryPioneers: { reports: 1, hours: 20, studies: 1 },
      regularPioneers: { reports: 2, hours: 100, studies: 4 },
      missingReports: 1,
    });
    expect(figures.groups).toEqual([
      {
        groupId: 1,
        groupNumber: 10,
        publishers: { reports: 0, studies: 0 },
        auxiliaryPioneers: { reports: 1, hours: 20, studies: 1 },
        regularPioneers: { reports: 2, hours: 100, studies: 4 },
        missingReports: 0,
      },
      {
        groupId: 2,
        groupNumber: 20,
        publishers: { reports: 4, studies: 2 },
        auxiliaryPioneers: none,
        regularPioneers: none,
        missingReports: 0,
      },
      {
        groupId: null,
        groupNumber: null,
        publishers: { reports: 0, studies: 0 },
        auxiliaryPioneers: none,
        regularPioneers: none,
        missingReports: 1,
      },
    ]);
  });
});
