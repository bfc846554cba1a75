import { afterEach, vi } from 'vitest';

// A web test that logs console.error (a React warning, an uncaught rejection reported by a component) fails, as the
// API's tests do (apps/api/src/test/fail-on-console-error.ts).
const spy = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = spy.mock.calls.map((args) => args.map(String).join(' ').slice(0, 300));
  spy.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called ${calls.length} time(s):\n${calls.join('\n')}`);
});
