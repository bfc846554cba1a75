/**
 * An entry of its own, whose script index.html runs before the app's (build/preload-screen.ts): it starts
 * downloading the current screen's files (and the role guard's) alongside the framework, instead of after the
 * framework has arrived and the router has run — a round trip less before a screen's first paint on a slow link
 * (bench: Lighthouse LCP) — and starts the screen's main call (lib/early-calls.ts), which the app picks up. The
 * router later finds the files loaded or in flight. A guarded screen only when the stored role may open it, else
 * the guard sends the user elsewhere, the files would be downloaded for nothing and the call refused.
 * No imports: anything shared with the app would wait for the app's chunks.
 */
import type { EarlyCall, EarlyCalls } from './lib/early-calls';

/** What the build writes into index.html as JSON (build/preload-screen.ts). */
export interface ScreenFiles {
  /** the localStorage keys of the stored role and token */
  roleKey: string;
  tokenKey: string;
  /** the window property the early calls go in (lib/early-calls.ts) */
  callsKey: string;
  login: { pattern: string; files: string[] };
  /** `call`: the screen's main call, with the route's parameters (`/api/publisherreports/bymonth/:id`) */
  guarded: { pattern: string; roles: string[]; files: string[]; call?: string }[];
}

/** the id of the JSON element (build/preload-screen.ts writes it) */
const SCREEN_FILES_ELEMENT_ID = 'screen-files';
/** the only parameters a call takes: ids, written as the app writes them */
const ID = /^[1-9]\d{0,9}$/;

const segments = (path: string) => path.split('/').filter(Boolean);

/** The route whose pattern matches `pathname`; fixed segments win over parameters, as the router ranks them. */
function matchRoute<R extends { pattern: string }>(routes: readonly R[], pathname: string): R | undefined {
  const actual = segments(pathname);
  let best: R | undefined;
  let bestFixed = -1;
  for (const route of routes) {
    const pattern = segments(route.pattern);
    if (pattern.length !== actual.length) continue;
    if (!pattern.every((part, i) => part.startsWith(':') || part === actual[i])) continue;
    const fixed = pattern.filter((part) => !part.startsWith(':')).length;
    if (fixed > bestFixed) [best, bestFixed] = [route, fixed];
  }
  return best;
}

/** `call` with the parameters of `pattern` taken from `pathname`; null when one is not an id. */
function callUrl(call: string, pattern: string, pathname: string): string | null {
  const actual = segments(pathname);
  const params = new Map(segments(pattern).flatMap((part, i) => (part.startsWith(':') ? [[part, actual[i]]] : [])));
  const url = call.replace(/:\w+/g, (name) => params.get(name) ?? '');
  return [...params.values()].every((value) => value !== undefined && ID.test(value)) ? url : null;
}

function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage unavailable: the app sends the user to /login
  }
}

function startCall(data: ScreenFiles, url: string): void {
  const token = stored(data.tokenKey);
  if (!token) return;
  const call: EarlyCall = {
    token,
    startedAt: performance.now(),
    response: fetch(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } }),
  };
  // a failed call is the app's to report when it takes it; until then it must not count as unhandled
  call.response.catch(() => {});
  const calls: EarlyCalls = { [url]: call };
  (window as unknown as Record<string, EarlyCalls>)[data.callsKey] = calls;
}

function preload(files: readonly string[]): void {
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
}

function preloadCurrentScreen(): void {
  const json = document.getElementById(SCREEN_FILES_ELEMENT_ID)?.textContent;
  if (!json) return;
  const data = JSON.parse(json) as ScreenFiles;
  const { pathname } = window.location;
  if (matchRoute([data.login], pathname)) {
    preload(data.login.files);
    return;
  }
  const route = matchRoute(data.guarded, pathname);
  const role = stored(data.roleKey);
  if (!route || role === null || !route.roles.includes(role)) return;
  const url = route.call ? callUrl(route.call, route.pattern, pathname) : null;
  if (url) startCall(data, url);
  preload(route.files);
}

preloadCurrentScreen();
