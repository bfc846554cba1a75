import { monthlyActivities } from '../../db/schema';
import { invitedPublisher } from '../invitations/fixtures.test-support';
import { seedActivity, seedPublisher, seedReport, type setUpReportsApp } from '../reports/fixtures.test-support';

export type MonthOptions = { month?: number; year?: number };

/** What a publisher sends of their own report, without its version. */
export const figures = { participatedInMinistry: true, studies: 2, hours: null, observations: 'Tudo bem' };

/**
 * The only open month, with a report for a publisher of group A (Ana, not a pioneer) and one of group B (Bruno,
 * regular pioneer), each with an accepted invitation (two of the invitation route's ten an hour per address).
 */
export async function openMonthWithTwoPublishers(w: ReturnType<typeof setUpReportsApp>, options: MonthOptions = {}) {
  await w.t.db.update(monthlyActivities).set({ status: 'Closed' }); // one open month at a time, as in real use
  const activityId = await seedActivity(w.t.db, options);
  const ana = await seedPublisher(w.t.db, { groupId: w.groupA, name: 'Ana Sousa Teste' });
  const bruno = await seedPublisher(w.t.db, { groupId: w.groupB, name: 'Bruno Reis Teste', regularPioneer: true });
  const anaReport = await seedReport(w.t.db, activityId, { publisherId: ana });
  const brunoReport = await seedReport(w.t.db, activityId, { publisherId: bruno, regularPioneer: true });
  return {
    activityId,
    anaReport,
    brunoReport,
    ana: await invitedPublisher(w.t, w.secretary.call, ana),
    bruno: await invitedPublisher(w.t, w.secretary.call, bruno),
  };
}
