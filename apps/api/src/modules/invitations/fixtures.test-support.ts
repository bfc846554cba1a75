import { expect } from 'vitest';
import { type Caller, caller, TEST_PASSWORD, type TestApp } from '../../test/app.test-support';

let accepted = 0;

/** The token of an invitation link (the last path segment). */
export const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/** Invites a publisher through the API (as `by`) and returns the token of the link. */
export async function invite(by: Caller, publisherId: number): Promise<string> {
  const res = await by('POST', `/api/publishers/${publisherId}/invitation`, {});
  expect(res.statusCode, res.body).toBe(201);
  return tokenOf(res.json().url);
}

/** Invites and accepts: the publisher's own account, signed in. */
export async function invitedPublisher(t: TestApp, by: Caller, publisherId: number) {
  const token = await invite(by, publisherId);
  accepted += 1;
  const username = `publicador_${accepted}_${publisherId}`;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/invitations/${token}/accept`,
    payload: { username, password: TEST_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { accessToken, user } = res.json() as { accessToken: string; user: { id: number } };
  return { id: user.id, username, token: accessToken, call: caller(t.app, accessToken) };
}
