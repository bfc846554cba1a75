/**
 * Navigation usable outside React (api client, session helpers). The app registers the data router's
 * `navigate` at start-up; until then (or in tests) a full page load is used.
 */
type Navigator = (to: string) => void;

let navigator: Navigator = (to) => window.location.assign(to);

export function setNavigator(fn: Navigator): void {
  navigator = fn;
}

export function navigateTo(to: string): void {
  navigator(to);
}

export function currentPathname(): string {
  return window.location.pathname;
}

export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

const RETURN_KEY = 'returnTo';

/**
 * Remembers, for this tab, the page to come back to after signing in (the session ended there, or it was opened
 * signed out); '/' forgets it. Kept in sessionStorage, so /login stays /login.
 */
export function rememberReturnPath(path: string): void {
  try {
    const back = safeReturnPath(path);
    if (back === '/') window.sessionStorage.removeItem(RETURN_KEY);
    else window.sessionStorage.setItem(RETURN_KEY, back);
  } catch {
    // storage unavailable: the dashboard after signing in
  }
}

/** The page to go to after signing in (checked again: storage can be written by anyone on the page), once. */
export function takeReturnPath(): string {
  try {
    const stored = window.sessionStorage.getItem(RETURN_KEY);
    window.sessionStorage.removeItem(RETURN_KEY);
    return safeReturnPath(stored);
  } catch {
    return '/';
  }
}

/**
 * Where to go after signing in: a path of this app only ('/…', never '//host', '/\\host', a scheme or /login itself),
 * else the dashboard. The return address comes from the URL, so anyone can write it: it must not lead elsewhere.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if ([...value].some((c) => c.charCodeAt(0) < 32)) return '/'; // browsers drop tabs and newlines from URLs
  const url = new URL(value, 'http://congregacao.invalid');
  if (url.origin !== 'http://congregacao.invalid' || url.pathname === '/login') return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
