import { describe, expect, it } from 'vitest';
import {
  isInactiveAtEndOf,
  monthParticipation,
  participationStanding,
  participationWindow,
} from './participation-rules';

const noDates = { arrivalCongregation: null, reactivationDate: null };
const closed = (month: number, participated: boolean | null | undefined, wasRecorded = true) => ({
  month,
  year: 2045,
  isClosed: true,
  participated,
  wasRecorded,
});

describe('monthParticipation', () => {
  it('judges one month by the answer, the month being over, arrival and reactivation', () => {
    expect(monthParticipation(noDates, closed(3, true))).toBe('participated');
    expect(monthParticipation(noDates, closed(3, false))).toBe('missed');
    expect(monthParticipation(noDates, closed(3, null))).toBe('missed');
    expect(monthParticipation(noDates, closed(3, undefined))).toBe('missed');
    expect(monthParticipation(noDates, closed(3, undefined, false))).toBe('notCounted');
    expect(monthParticipation(noDates, { ...closed(3, null), isClosed: false })).toBe('notCounted');
    expect(monthParticipation(noDates, { ...closed(3, false), isClosed: false })).toBe('missed');
    // arrived 30 April 2045: April counts (arrived by its last day), March does not
    const arrived = { arrivalCongregation: '2045-04-30', reactivationDate: null };
    expect(monthParticipation(arrived, closed(3, undefined))).toBe('missed');
    expect(monthParticipation(arrived, closed(2, undefined))).toBe('notCounted');
    // reactivated 1 May 2045: April ends before it and does not count, even with a 'Não'
    const back = { arrivalCongregation: null, reactivationDate: '2045-05-01' };
    expect(monthParticipation(back, closed(3, false))).toBe('notCounted');
    expect(monthParticipation(back, closed(4, false))).toBe('missed');
  });
});

describe('participationStanding', () => {
  it('is inactive only with six misses, irregular with a participation and a miss (N = the misses)', () => {
    const six = (...m: ('participated' | 'missed' | 'notCounted')[]) => participationStanding(m);
    expect(six('missed', 'missed', 'missed', 'missed', 'missed', 'missed')).toEqual({ standing: 'inactive' });
    expect(six('missed', 'missed', 'missed', 'missed', 'missed', 'notCounted')).toEqual({ standing: 'regular' });
    expect(six('participated', 'missed', 'notCounted', 'missed', 'missed', 'participated')).toEqual({
      standing: 'irregular',
      monthsMissed: 3,
    });
    expect(six('participated', 'participated', 'notCounted', 'participated', 'participated', 'participated')).toEqual({
      standing: 'regular',
    });
  });

  it('takes the six calendar months ending at the given one, a month without an activity not counting', () => {
    // window of February 2046: September 2045 .. February 2046; no activity in December
    const facts = [
      closed(7, false), // August: before the window
      closed(8, true),
      closed(9, false),
      closed(10, undefined),
      { ...closed(0, true), year: 2046 },
      { ...closed(1, null), year: 2046, isClosed: false },
    ];
    expect(participationWindow(noDates, facts, 1, 2046)).toEqual([
      'participated',
      'missed',
      'missed',
      'notCounted',
      'participated',
      'notCounted',
    ]);
  });
});

describe('isInactiveAtEndOf', () => {
  // 'Não' in March - August 2045 (months 2-7)
  const missedAll = [2, 3, 4, 5, 6, 7].map((m) => closed(m, false));
  it('is six months missed as things stood at the end of the month; a later reactivation is not looked at', () => {
    expect(isInactiveAtEndOf(noDates, missedAll, 7, 2045)).toBe(true);
    expect(isInactiveAtEndOf(noDates, missedAll.slice(1), 7, 2045)).toBe(false);
    // reactivated in 2046: at the end of August 2045 that had not happened yet
    expect(isInactiveAtEndOf({ arrivalCongregation: null, reactivationDate: '2046-05-10' }, missedAll, 7, 2045)).toBe(
      true,
    );
    // reactivated on 10 June 2045: March - May do not count, so not six
    expect(isInactiveAtEndOf({ arrivalCongregation: null, reactivationDate: '2045-06-10' }, missedAll, 7, 2045)).toBe(
      false,
    );
  });
});
