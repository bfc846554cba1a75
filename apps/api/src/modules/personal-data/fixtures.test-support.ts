import { expect } from 'vitest';
import type { Caller } from '../../test/app.test-support';

export interface MonthReport {
  id: number;
  publisherId: number;
  version: number;
  regularPioneer: boolean;
}

/** Creates a month Open through the API (its reports generated) and returns it with its reports. */
export async function openMonth(call: Caller, month: number, year: number) {
  const created = await call('POST', '/api/monthlyactivityreports/', {
    report: { month, year, status: 'Open' },
    publisherReports: [],
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as number;
  const rows = (await call('GET', `/api/publisherreports/bymonth/${id}`)).json().reports as MonthReport[];
  return { id, rows };
}
