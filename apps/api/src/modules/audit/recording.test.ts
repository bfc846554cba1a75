import { afterAll, beforeAll, describe, it } from 'vitest';
import { ACCOUNT_CASES } from './recording-cases-accounts.test-support';
import { CONGREGATION_CASES } from './recording-cases-congregation.test-support';
import { createWorld, type World } from './recording-harness.test-support';

/**
 * Every write of every module leaves exactly one audit entry, with the right type, severity, user, IP and old/new
 * values, and nothing secret. The table is ACCOUNT_CASES + CONGREGATION_CASES, one row (`write({...})`) per write:
 * a module that adds a write adds its row there.
 */
const CASES = [...ACCOUNT_CASES, ...CONGREGATION_CASES];

let world: World;
beforeAll(async () => {
  world = await createWorld();
});
afterAll(() => world.t.close());

describe('every write records exactly one audit entry', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await c.run(world);
  });
});
