import type { FastifyInstance } from 'fastify';
import type { Caller } from '../test/app.test-support';

/** Creates a group, `count` publishers in it and an open activity with their reports, all through the API. */
export async function createActivityWithReports(
  admin: Caller,
  secretary: Caller,
  options: { groupNumber: number; count: number; month: number; year: number },
) {
  const group = await admin('POST', '/api/service-groups/', { groupNumber: options.groupNumber });
  if (group.statusCode !== 201 && group.statusCode !== 200) throw new Error(`group: ${group.statusCode} ${group.body}`);
  const groupId = group.json().id as number;
  const publisherIds: number[] = [];
  for (let i = 0; i < options.count; i++) {
    const res = await admin('POST', '/api/publishers/', {
      name: `Publicador Teste ${options.groupNumber}-${i}`,
      groupId,
    });
    if (res.statusCode >= 300) throw new Error(`publisher: ${res.statusCode} ${res.body}`);
    publisherIds.push(res.json().id);
  }
  const activity = await secretary('POST', '/api/monthlyactivityreports/', {
    report: { month: options.month, year: options.year, status: 'Open' },
    publisherReports: [],
  });
  if (activity.statusCode >= 300) throw new Error(`activity: ${activity.statusCode} ${activity.body}`);
  return { groupId, publisherIds, activityId: activity.json().id as number };
}

export interface ReportState {
  id: number;
  version: number;
  studies: number;
  hours: number | null;
  participatedInMinistry: boolean | null;
  observations: string;
  status: 'Open' | 'Sent';
}

export async function readReports(call: Caller, activityId: number): Promise<ReportState[]> {
  const res = await call('GET', `/api/publisherreports/bymonth/${activityId}`);
  if (res.statusCode !== 200) throw new Error(`bymonth: ${res.statusCode} ${res.body}`);
  return res.json().reports;
}

export function changed(report: ReportState, studies: number) {
  const { id, version, hours, participatedInMinistry, observations, status } = report;
  return { id, version, hours, participatedInMinistry, observations, status, studies };
}

export type { FastifyInstance };
