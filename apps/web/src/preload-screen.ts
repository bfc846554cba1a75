/**
 * An entry of its own, whose script index.html runs before the app's (build/preload-screen.ts): it starts
 * downloading the current screen's files (and the role guard's) alongside the framework, instead of after the
 * framework has arrived and the router has run — a round trip less before a screen's first paint on a slow link
 * (bench: Lighthouse LCP). The router later finds them loaded or in flight. A guarded screen only when the stored
 * role may open it, else the guard sends the user elsewhere and the files would be downloaded for nothing.
 * No imports: anything shared with the app would wait for the app's chunks.
 */

/** What the build writes into index.html as JSON (build/preload-screen.ts). */
export interface ScreenFiles {
  /** the localStorage key of the stored role */
  roleKey: string;
  login: { pattern: string; files: string[] };
  guarded: { pattern: string; roles: string[]; files: string[] }[];
}

/** the id of the JSON element (build/preload-screen.ts writes it) */
const SCREEN_FILES_ELEMENT_ID = 'screen-files';

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

function storedRole(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage unavailable: the app sends the user to /login
  }
}

function filesToPreload(data: ScreenFiles, pathname: string): string[] {
  if (matchRoute([data.login], pathname)) return data.login.files;
  const route = matchRoute(data.guarded, pathname);
  const role = storedRole(data.roleKey);
  return route && role !== null && route.roles.includes(role) ? route.files : [];
}

function preloadCurrentScreen(): void {
  const json = document.getElementById(SCREEN_FILES_ELEMENT_ID)?.textContent;
  if (!json) return;
  for (const file of filesToPreload(JSON.parse(json) as ScreenFiles, window.location.pathname)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
}

preloadCurrentScreen();
