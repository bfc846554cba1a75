import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.test-support';
import { CHANGE_CHANNEL, ChangeFeed, type Notify } from './change-feed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const quiet = { info: () => {}, warn: () => {} };
const throughPool: Notify = (channel, payload) => t.pool.query('select pg_notify($1, $2)', [channel, payload]);

async function feedWith(notify: Notify): Promise<ChangeFeed> {
  const feed = new ChangeFeed(t.pool.options, notify, quiet);
  await feed.start();
  return feed;
}

describe('the change feed', () => {
  it('goes live once it hears its own probe, and moves a topic on each committed change', async () => {
    const feed = await feedWith(throughPool);
    try {
      const before = feed.generation('data');
      expect(before).not.toBeNull();
      await t.pool.query(`update publishers set name = name where false`); // a statement: the trigger notifies
      await expect.poll(() => feed.generation('data')).toBeGreaterThan(before!);
      const auth = feed.generation('auth');
      await t.pool.query(`select pg_notify($1, 'auth')`, [CHANGE_CHANNEL]);
      await expect.poll(() => feed.generation('auth')).toBeGreaterThan(auth!);
    } finally {
      await feed.stop();
    }
  });

  it('stays off (nothing may be cached) when its notifications never come back, as behind a pooler', async () => {
    const feed = await feedWith(async () => {});
    try {
      expect(feed.generation('auth')).toBeNull();
      expect(feed.generation('data')).toBeNull();
    } finally {
      await feed.stop();
    }
  });

  it('is off after stop()', async () => {
    const feed = await feedWith(throughPool);
    await feed.stop();
    expect(feed.generation('auth')).toBeNull();
  });
});
