import { expect } from '@playwright/test';
import { serviceYearOf } from '../../packages/shared/src/service-year';
import type { Api, ApiSession } from './api';
import { createConsecutiveGroups, createPublisher, type TestGroup, type TestPublisher } from './publishers';
import { createUser, type TestUser } from './users';

/**
 * Data of the security and accessibility browser suites, created through the API in their reserved ranges:
 * service groups 700-799 and monthly activities in 2070-2079 (month/year is unique in the shared database).
 */
export const PROOF_GROUP_BASE = 700;

export interface ProofActivity {
  id: number;
  month: number;
  year: number;
  serviceYear: number;
}

export interface SignedInUser extends TestUser {
  session: ApiSession;
  api: Api;
}

export interface ProofData {
  groups: [TestGroup, TestGroup];
  secretary: SignedInUser;
  /** overseer of groups[0] */
  elder: SignedInUser;
  /** regular pioneer of groups[0], with a sent report (hours, studies, observations) */
  pioneer: TestPublisher;
  /** publisher of groups[0], with a sent report and observations */
  publisher: TestPublisher;
  /** publisher of groups[1], report left open */
  other: TestPublisher;
  household: { id: number; name: string };
  /** open activity with the two sent reports */
  activity: ProofActivity;
  /** a second, closed activity (only when asked for) */
  closedActivity: ProofActivity | null;
}

export interface ProofOptions {
  /** every created name (publishers, users' display names, household, observations) goes through this */
  label: (first: string) => string;
  /** activity years this file may use (months are tried in order) */
  years: number[];
  withClosedActivity?: boolean;
}

async function signedIn(root: Api, user: TestUser): Promise<SignedInUser> {
  const { api, session } = await root.as(user.username, user.password);
  return { ...user, api, session };
}

/** Creates a monthly activity in the first free month of `years`; retries when another file takes that month. */
export async function createActivityIn(
  secretary: Api,
  years: number[],
  status: 'Open' | 'Closed' = 'Open',
): Promise<ProofActivity> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const used = new Set(
      (await secretary.get<{ month: number; year: number }[]>('/monthlyactivityreports/')).map(
        (a) => `${a.month}/${a.year}`,
      ),
    );
    const slot = years
      .flatMap((year) => [...Array(12).keys()].map((month) => ({ month, year })))
      .find((s) => !used.has(`${s.month}/${s.year}`));
    if (!slot) break;
    const response = await secretary.call('POST', '/monthlyactivityreports/', {
      report: { ...slot, status },
      publisherReports: [],
    });
    if (response.ok()) {
      const { id } = (await response.json()) as { id: number };
      return { id, ...slot, serviceYear: serviceYearOf(slot.month, slot.year) };
    }
    expect(response.status(), await response.text()).toBe(409);
  }
  throw new Error(`no free month in ${years.join(', ')}`);
}

interface ReportFill {
  hours: number | null;
  studies: number;
  participatedInMinistry: boolean;
  observations: string;
}

/** Saves the given publishers' reports of an activity as sent to the secretary. */
export async function sendReports(api: Api, activityId: number, fills: Map<number, ReportFill>): Promise<void> {
  const { reports } = await api.get<{ reports: { id: number; publisherId: number; version: number }[] }>(
    `/publisherreports/bymonth/${activityId}`,
  );
  const changed = reports
    .filter((r) => fills.has(r.publisherId))
    .map((r) => ({ id: r.id, version: r.version, status: 'Sent' as const, ...fills.get(r.publisherId) }));
  expect(changed).toHaveLength(fills.size);
  await api.put('/publisherreports/update-changed', { reports: changed });
}

export async function createProofData(root: Api, admin: Api, options: ProofOptions): Promise<ProofData> {
  const { label, years } = options;
  const [a, b] = (await createConsecutiveGroups(admin, 2, PROOF_GROUP_BASE)) as [TestGroup, TestGroup];
  const pioneer = await createPublisher(admin, { name: label('Helena Pioneira'), groupId: a.id, regularPioneer: true });
  const publisher = await createPublisher(admin, { name: label('Rui Publicador'), groupId: a.id });
  const other = await createPublisher(admin, { name: label('Sara Outra'), groupId: b.id });
  const household = await admin.post<{ id: number; name: string }>('/households/', { name: label('Casa') });

  const secretary = await signedIn(
    root,
    await createUser(admin, 'Secretary', { displayName: label('Secretária'), prefix: 'sec_proof' }),
  );
  const elder = await signedIn(
    root,
    await createUser(admin, 'Elder', { displayName: label('Ancião'), groupId: a.id, prefix: 'eld_proof' }),
  );
  const activity = await createActivityIn(secretary.api, years);
  await sendReports(
    secretary.api,
    activity.id,
    new Map([
      [pioneer.id, { hours: 42, studies: 3, participatedInMinistry: true, observations: label('Observação') }],
      [publisher.id, { hours: null, studies: 1, participatedInMinistry: true, observations: label('Nota') }],
    ]),
  );
  const closedActivity = options.withClosedActivity ? await createActivityIn(secretary.api, years, 'Closed') : null;
  return { groups: [a, b], secretary, elder, pioneer, publisher, other, household, activity, closedActivity };
}
