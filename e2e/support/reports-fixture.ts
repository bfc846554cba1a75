import { expect } from '@playwright/test';
import type { Api, ApiSession } from './api';
import { createUser, type TestUser, uniqueSuffix } from './users';

/**
 * Data for the reports and review browser tests, created through the API: service groups in 300-399 and a monthly
 * activity in 2040-2044 (the ranges reserved for these tests in the shared e2e database).
 */

export interface ReportRowJson {
  id: number;
  publisherId: number;
  name: string;
  displayName: string | null;
  groupId: number | null;
  hours: number | null;
  studies: number | null;
  participatedInMinistry: boolean | null;
  observations: string;
  status: 'Open' | 'Sent';
  version: number;
  auxiliaryPioneer: boolean;
  regularPioneer: boolean;
  specialPioneer: boolean;
  fieldMissionary: boolean;
}

export interface ByMonthJson {
  activity: { id: number; month: number; year: number; status: 'Open' | 'Closed' };
  reports: ReportRowJson[];
}

/** A free service-group number in 300-399 (retries on a race with another test file). */
export async function createReportsGroup(admin: Api): Promise<{ id: number; groupNumber: number }> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const taken = new Set((await admin.get<{ groupNumber: number }[]>('/service-groups/')).map((g) => g.groupNumber));
    const free = [...Array(100).keys()].map((i) => 300 + i).filter((n) => !taken.has(n));
    const groupNumber = free[Math.floor(Math.random() * Math.min(free.length, 10))];
    if (groupNumber === undefined) break;
    const response = await admin.call('POST', '/service-groups/', { groupNumber });
    if (response.ok()) return (await response.json()) as { id: number; groupNumber: number };
  }
  throw new Error('no free service-group number in 300-399');
}

/** Creates the month's activity (with its generated reports) in the first free month of 2040-2044. */
export async function createReportsActivity(
  secretary: Api,
  auxiliaryIds: number[] = [],
): Promise<{ id: number; month: number; year: number }> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const existing = await secretary.get<{ month: number; year: number }[]>('/monthlyactivityreports/');
    const used = new Set(existing.map((a) => `${a.month}/${a.year}`));
    const slots = [2040, 2041, 2042, 2043, 2044].flatMap((year) =>
      [...Array(12).keys()].map((month) => ({ month, year })),
    );
    const free = slots.filter((s) => !used.has(`${s.month}/${s.year}`));
    const slot = free[Math.floor(Math.random() * Math.min(free.length, 5))];
    if (!slot) break;
    const response = await secretary.call('POST', '/monthlyactivityreports/', {
      report: { ...slot, status: 'Open' },
      publisherReports: auxiliaryIds.map((publisherId) => ({ publisherId, auxiliaryPioneer: true })),
    });
    if (response.ok()) return { id: ((await response.json()) as { id: number }).id, ...slot };
    expect(response.status(), await response.text()).toBe(409);
  }
  throw new Error('no free month in 2040-2044');
}

export async function createPublisherIn(
  admin: Api,
  groupId: number,
  name: string,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const created = await admin.post<{ id: number }>('/publishers/', { name, displayName: name, groupId, ...extra });
  return created.id;
}

export interface Staff {
  secretary: TestUser;
  secretarySession: ApiSession;
  secretaryApi: Api;
  elder: TestUser;
  elderSession: ApiSession;
  elderApi: Api;
}

/** A Secretary and an Elder of `groupId`, each signed in through the API. */
export async function createStaff(root: Api, admin: Api, groupId: number, elderName: string): Promise<Staff> {
  const secretary = await createUser(admin, 'Secretary', { prefix: 'sec_rep' });
  const elder = await createUser(admin, 'Elder', { groupId, displayName: elderName, prefix: 'eld_rep' });
  const s = await root.as(secretary.username, secretary.password);
  const e = await root.as(elder.username, elder.password);
  return {
    secretary,
    secretarySession: s.session,
    secretaryApi: s.api,
    elder,
    elderSession: e.session,
    elderApi: e.api,
  };
}

export const uniqueName = (first: string) =>
  `${first} ${uniqueSuffix().replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'x')}`;

export function byMonth(api: Api, activityId: number): Promise<ByMonthJson> {
  return api.get<ByMonthJson>(`/publisherreports/bymonth/${activityId}`);
}

/**
 * For a publisher's own page (/meu-relatorio addresses the latest Open month holding their report): a new Open month
 * after the newest of the shared database, generated with every enabled publisher (so with one created before).
 * Close it afterwards (closeMonth), so publishers other files add get no report in it.
 */
export async function openNewestMonth(secretary: Api): Promise<number> {
  const all = await secretary.get<{ month: number; year: number }[]>('/monthlyactivityreports/');
  const newest = Math.max(...all.map((a) => a.year * 12 + a.month), 2045 * 12 - 1) + 1;
  const { id } = await secretary.post<{ id: number }>('/monthlyactivityreports/', {
    report: { month: newest % 12, year: Math.floor(newest / 12), status: 'Open' },
    publisherReports: [],
  });
  return id;
}

/** The month the publisher's own page addresses, read from `GET /me/report`: another file may open a later one. */
export async function addressedMonth(publisher: Api): Promise<number> {
  return (await publisher.get<{ activity: { id: number } }>('/me/report')).activity.id;
}

export async function closeMonth(secretary: Api, activityId: number): Promise<void> {
  await secretary.call('PATCH', `/monthlyactivityreports/${activityId}/status`, { status: 'Closed' });
}
