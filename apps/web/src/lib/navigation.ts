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

export const RETURN_PARAM = 'voltar';

/** /login, remembering where to come back to after signing in (the page the person was on). */
export function loginPathReturningTo(path: string): string {
  const back = safeReturnPath(path);
  return back === '/' ? '/login' : `/login?${RETURN_PARAM}=${encodeURIComponent(back)}`;
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
