import { expect } from '@playwright/test';
import type { Api } from './api';
import { createUser, uniqueSuffix } from './users';

/**
 * Data for the history / pioneer / S-21 browser tests, created through the API: a service group numbered in
 * 400-499, three publishers, and three activities of a service year whose months all lie in 2050-2054 and have
 * no activity yet (month/year is unique in the shared database). Reports are filled by a Secretary.
 *
 * Counted pioneer figures (pioneer AND participated):
 *   September: Helena 50 h / 3 st                -> 50 h, 3 st, 1 pioneer
 *   October:   Helena 40 h / 2 st, Igor 30 h / 1  -> 70 h, 3 st, 2 pioneers (averages 35,0 and 1,5)
 *   August:    Helena 60 h / 4 st                -> 60 h, 4 st, 1 pioneer
 */
export interface HistoryData {
  suffix: string;
  serviceYear: number;
  groupNumber: number;
  ids: { helena: number; igor: number; joana: number };
  names: { helena: string; igor: string; joana: string };
}

interface Activity {
  id: number;
  month: number;
  year: number;
  serviceYear: number;
}
interface ReportRow {
  id: number;
  publisherId: number;
  version: number;
  hours: number | null;
  studies: number;
  participatedInMinistry: boolean | null;
  observations: string;
  status: 'Open' | 'Sent';
}

type Fill = Pick<ReportRow, 'hours' | 'studies' | 'participatedInMinistry'> & { observations?: string };

export async function createHistoryData(admin: Api): Promise<HistoryData> {
  const suffix = uniqueSuffix().slice(-6);
  const groups = await admin.get<{ id: number; groupNumber: number }[]>('/service-groups/');
  const taken = new Set(groups.map((g) => g.groupNumber));
  const groupNumber = [...Array(100).keys()].map((i) => 400 + i).find((n) => !taken.has(n))!;
  const group = await admin.post<{ id: number }>('/service-groups/', { groupNumber });

  const activities = await admin.get<Activity[]>('/monthlyactivityreports/');
  const usedYears = new Set(activities.map((a) => a.serviceYear));
  const serviceYear = [2051, 2052, 2053, 2054].find((y) => !usedYears.has(y));
  expect(serviceYear, 'a free service year with months in 2050-2054').toBeDefined();
  const sy = serviceYear!;

  const names = {
    helena: `Helena Conceição ${suffix}`,
    igor: `Igor Brandão ${suffix}`,
    joana: `Joana Lopes ${suffix}`,
  };
  const publisher = (name: string, extra: object = {}) =>
    admin.post<{ id: number }>('/publishers/', { name, groupId: group.id, groupNumber, ...extra });
  const ids = {
    helena: (
      await publisher(names.helena, { regularPioneer: true, birthDate: '1975-03-21', baptismDate: '1990-07-14' })
    ).id,
    igor: (await publisher(names.igor)).id,
    joana: (await publisher(names.joana)).id,
  };

  const secretary = await createUser(admin, 'Secretary', { prefix: 'sec_hist' });
  const api = admin.withToken((await admin.login(secretary.username, secretary.password)).accessToken);
  const months: [number, number, number[], Record<number, Fill>][] = [
    [
      8,
      sy - 1,
      [],
      {
        [ids.helena]: { hours: 50, studies: 3, participatedInMinistry: true, observations: 'Mês muito bom' },
        [ids.joana]: { hours: null, studies: 2, participatedInMinistry: true },
      },
    ],
    [
      9,
      sy - 1,
      [ids.igor],
      {
        [ids.helena]: { hours: 40, studies: 2, participatedInMinistry: true },
        [ids.igor]: { hours: 30, studies: 1, participatedInMinistry: true, observations: 'Primeiro mês' },
        [ids.joana]: { hours: null, studies: 0, participatedInMinistry: false },
      },
    ],
    [
      7,
      sy,
      [],
      {
        [ids.helena]: { hours: 60, studies: 4, participatedInMinistry: true },
        [ids.joana]: { hours: null, studies: 1, participatedInMinistry: true },
      },
    ],
  ];
  for (const [month, year, auxiliaries, fills] of months) {
    const activity = await api.post<Activity>('/monthlyactivityreports/', {
      report: { month, year, status: 'Open' },
      publisherReports: auxiliaries.map((publisherId) => ({ publisherId, auxiliaryPioneer: true })),
    });
    const { reports } = await api.get<{ reports: ReportRow[] }>(`/publisherreports/bymonth/${activity.id}`);
    const changed = reports
      .filter((r) => fills[r.publisherId])
      .map((r) => ({
        id: r.id,
        version: r.version,
        status: 'Sent' as const,
        observations: '',
        ...fills[r.publisherId],
      }));
    expect(changed).toHaveLength(Object.keys(fills).length);
    await api.put('/publisherreports/update-changed', { reports: changed });
  }
  return { suffix, serviceYear: sy, groupNumber, ids, names };
}
