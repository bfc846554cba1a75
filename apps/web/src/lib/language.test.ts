import { afterEach, expect, it, vi } from 'vitest';

const { load } = vi.hoisted(() => ({ load: vi.fn(async (_locale: string, _part: string) => ({})) }));
vi.mock('virtual:catalogue-parts', () => ({ load }));

afterEach(() => {
  window.localStorage.clear();
  load.mockClear();
  vi.resetModules();
});

it('fetches the app part in the language start-up will choose when a screen asks for it first', async () => {
  // the router starts a guarded screen's files as its module is evaluated, before start-up has run
  window.localStorage.setItem('language', 'en');
  const { loadAppCatalogue, startLanguage } = await import('./language');
  await loadAppCatalogue();
  await startLanguage(true);
  expect(load.mock.calls).toEqual(
    expect.arrayContaining([
      ['en', 'app'],
      ['en', 'start'],
    ]),
  );
  expect(load.mock.calls.filter(([locale]) => locale !== 'en')).toEqual([]);
});
