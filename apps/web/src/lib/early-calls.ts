/**
 * A screen's main call started with the page by src/preload-screen.ts, before the app's code has arrived, and
 * handed to the api client when the screen makes that call (a round trip and the app's start-up less before the
 * first content on a slow link). No imports: the preload entry's build reads the key from here.
 */

/** the window property where src/preload-screen.ts leaves its calls, by URL */
export const EARLY_CALLS_KEY = '__congregacaoEarlyCalls';

/** An answer older than this is not used: the screen calls again. */
export const EARLY_CALL_MAX_AGE_MS = 10_000;

export interface EarlyCall {
  /** the bearer token it was made with */
  token: string;
  /** performance.now() when it was started */
  startedAt: number;
  response: Promise<Response>;
}

export type EarlyCalls = Record<string, EarlyCall | undefined>;

function earlyCalls(): EarlyCalls | undefined {
  return (globalThis as unknown as Record<string, EarlyCalls | undefined>)[EARLY_CALLS_KEY];
}

/**
 * The answer of the call to `url` started with the page, once: only with the same token and while it is fresh.
 * Undefined when there is none, and the caller makes the call itself.
 */
export function takeEarlyCall(url: string, token: string): Promise<Response> | undefined {
  const calls = earlyCalls();
  const call = calls?.[url];
  if (!calls || !call) return undefined;
  delete calls[url];
  const isFresh = performance.now() - call.startedAt < EARLY_CALL_MAX_AGE_MS;
  return call.token === token && isFresh ? call.response : undefined;
}

/**
 * Forgets the calls started with the page that no screen has taken: after a write of ours their answers may be
 * out of date, and a screen that asks later must not get them.
 */
export function dropEarlyCalls(): void {
  const calls = earlyCalls();
  if (!calls) return;
  for (const url of Object.keys(calls)) delete calls[url];
}
