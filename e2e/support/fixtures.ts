import './catalogue';
import { test as base } from '@playwright/test';
import { Api, type ApiSession } from './api';
import { ADMIN } from './credentials';
import { BASE_URL } from './env';

export interface AdminFixture {
  /** an Api sending the first-run admin's token */
  api: Api;
  /** that session (inject it into a page with signInWithSession); never sign it out */
  session: ApiSession;
}

/**
 * `test` with a worker-scoped `admin`: one API login of the first-run admin per worker, shared by its tests
 * (login is rate limited per IP + username, so tests should not each sign the admin in).
 */
export const test = base.extend<object, { admin: AdminFixture }>({
  admin: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure their dependencies
    async ({}, use) => {
      const root = await Api.create(BASE_URL);
      const session = await root.login(ADMIN.username, ADMIN.password);
      await use({ api: root.withToken(session.accessToken), session });
      await root.dispose();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
