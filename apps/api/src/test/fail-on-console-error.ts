import { afterEach, vi } from 'vitest';

// A test that logs console.error unexpectedly fails.
const spy = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = spy.mock.calls.length;
  spy.mockClear();
  if (calls > 0) throw new Error(`console.error was called ${calls} time(s) during the test`);
});
