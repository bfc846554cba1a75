import { defineConfig } from 'vitest/config';
import { catalogueParts } from './apps/web/build/catalogue-parts';

const CATALOGUES = 'packages/shared/src/i18n/all-catalogues.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
          // every catalogue compiled and loaded, as the API has them (ADR 043)
          setupFiles: [CATALOGUES],
        },
      },
      {
        test: {
          name: 'bench',
          include: ['bench/**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          setupFiles: [CATALOGUES, 'apps/api/src/test/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        // the web's catalogue parts (apps/web/build/catalogue-parts.ts): a screen that changes language loads them
        plugins: [catalogueParts()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: [CATALOGUES, 'apps/web/src/test/fail-on-console-error.ts', 'apps/web/src/test/dom-timeouts.ts'],
          // behaviour, not speed: on a loaded 2-core machine a rendering test can take seconds
          testTimeout: 30_000,
        },
      },
    ],
  },
});
