import { describe, expect, it } from 'vitest';
import * as fixtures from './fixtures.test-support';

/** The review's mark for a report whose answers changed after it was sent to the secretary (ADR 045). */
const w = fixtures.setUpReportsApp([341, 342]);

async function answeredReport(name: string) {
  const activityId = await fixtures.seedActivity(w.t.db);
  const publisherId = await fixtures.seedPublisher(w.t.db, { groupId: w.groupA, name });
  const id = await fixtures.seedReport(w.t.db, activityId, { publisherId, participatedInMinistry: true, studies: 1 });
  return { activityId, id };
}

const stored = async (id: number) => (await fixtures.readReports(w.t.db, [id]))[0]!;

async function save(who: typeof w.secretary, id: number, change: Record<string, unknown>) {
  const res = await who.call('PUT', '/api/publisherreports/update-changed', {
    reports: [{ ...fixtures.editable(await stored(id)), ...change }],
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function markOnReview(activityId: number, id: number) {
  const res = await w.secretary.call('GET', `/api/publisherreports/bymonth/${activityId}`);
  expect(res.statusCode).toBe(200);
  return res.json().reports.find((r: { id: number }) => r.id === id).changedAfterSendingAt;
}

const sendGroup = (activityId: number) =>
  w.elderA.call('PUT', '/api/publisherreports/send-to-secretary', { monthlyActivityId: activityId });

describe('changedAfterSendingAt on the review', () => {
  it('stays null for a report sent as it was, and through a status change with the same answers', async () => {
    const { activityId, id } = await answeredReport('Sara Brito');
    expect((await sendGroup(activityId)).statusCode).toBe(200);
    expect((await stored(id)).sentAt).not.toBeNull();
    await save(w.secretary, id, { status: 'Open' });
    await save(w.secretary, id, { status: 'Sent' });
    expect(await markOnReview(activityId, id)).toBeNull();
  });

  it("is set when the secretary corrects a sent report's studies", async () => {
    const { activityId, id } = await answeredReport('Tomé Faria');
    await sendGroup(activityId);
    await save(w.secretary, id, { studies: 3 });
    expect(await markOnReview(activityId, id)).toEqual(expect.any(String));
  });

  it('is set when a report reopened after sending is changed by its overseer, and kept when sent again', async () => {
    const { activityId, id } = await answeredReport('Vera Lobo');
    await sendGroup(activityId);
    await save(w.secretary, id, { status: 'Open' });
    await save(w.elderA, id, { participatedInMinistry: false });
    expect(await markOnReview(activityId, id)).toEqual(expect.any(String));
    await sendGroup(activityId);
    expect(await markOnReview(activityId, id)).toEqual(expect.any(String));
  });

  it('is not set by changes made before the report was ever sent', async () => {
    const { activityId, id } = await answeredReport('Rita Paz');
    await save(w.elderA, id, { studies: 4, observations: 'Curso' });
    await sendGroup(activityId);
    expect(await markOnReview(activityId, id)).toBeNull();
    expect((await stored(id)).sentAt).not.toBeNull();
  });
});
