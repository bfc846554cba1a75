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
